package dev.flint.ui.export;

import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.TransformStack;
import dev.flint.export.ExportFormat;
import dev.flint.export.Exporter;
import dev.flint.export.ImageSize;
import dev.flint.export.ThreadView;
import dev.flint.ui.common.AppWindow;
import dev.flint.ui.session.ViewState;
import dev.flint.viewmodel.LoadedThread;
import java.nio.file.Path;
import java.util.List;

/**
 * File ▸ Export…: the tab's current view from its session (the thread after the transforms, the implementation
 * filter, the range and inversion, exactly what the tree shows) written in the chosen format on an
 * {@link ExportService}. The status line says where it went; a failure is the banner's one line.
 */
public final class ExportAction {
    private final AppWindow window;
    private final ExportService service = new ExportService();
    private ExportFormat lastFormat = ExportFormat.SPEEDSCOPE;

    public ExportAction(AppWindow window) {
        this.window = window;
        service.setOnSucceeded(e -> {
            // A picture that left rows out says so in the same line: which rows and what size shows them.
            ExportService.Written written = service.getValue();
            StringBuilder status = new StringBuilder("Exported to ").append(written.file());
            for (String warning : written.warnings()) status.append(" \u2014 ").append(warning);
            window.showStatus(status.toString());
            // The next export proposes this folder (DESIGN: the last export folder, remembered in settings).
            Path folder = service.getJob().file().toAbsolutePath().getParent();
            if (folder != null) window.putSetting(ExportNames.FOLDER_KEY, folder.toString());
        });
        service.setOnFailed(e -> {
            Throwable failure = service.getException();
            String reason = failure instanceof dev.flint.export.ExportException ? failure.getMessage()
                    : failure instanceof java.io.IOException ? "cannot write it: " + describe(failure)
                    : "Flint failed (" + failure + ")";
            window.showMessage(service.getJob().file() + ": " + reason);
        });
    }

    private static String describe(Throwable failure) {
        if (failure instanceof java.nio.file.NoSuchFileException) return "no such directory";
        if (failure instanceof java.nio.file.AccessDeniedException) return "permission denied";
        return String.valueOf(failure.getMessage());
    }

    /** True when the current tab has a view to export. */
    public boolean canExport() {
        return window.session().view() != null;
    }

    /** Asks for the format and file, then exports. Does nothing without a view. */
    public void chooseAndExport() {
        if (!canExport()) return;
        ViewState view = window.session().view();
        LoadedThread thread = view.thread();
        Path source = thread.profile() == null || window.profileProperty().get() == null
                || window.profileProperty().get().files().isEmpty() ? null : window.profileProperty().get().files().get(0);
        Path directory = ExportNames.folder(window.setting(ExportNames.FOLDER_KEY, null), source);
        String base = ExportNames.baseName(source, thread.thread().name());
        ExportDialog dialog = new ExportDialog(window.stage(), describe(view), directory, base, lastFormat);
        dialog.setOnHidden(e -> {
            ExportDialog.Choice choice = dialog.getResult();
            if (choice != null) export(choice.format(), choice.file(), choice.size());
        });
        dialog.show();
    }

    /** Exports the current view without asking (the dialog's end, and tests). */
    public void export(ExportFormat format, Path file, ImageSize size) {
        if (!canExport() || service.isRunning()) return;
        lastFormat = format;
        service.setJob(new ExportService.Job(request(window.session().view(), format, size,
                window.profileProperty().get() == null ? "" : window.profileProperty().get().title()), file));
        service.restart();
    }

    /** The request for what {@code view} shows. */
    static Exporter.Request request(ViewState view, ExportFormat format, ImageSize size, String name) {
        LoadedThread thread = view.thread();
        TransformStack transforms = view.transforms();
        CallTreeOptions options = view.options();
        ThreadView exported = new ThreadView(transforms.thread(), options, thread.label());
        return new Exporter.Request(List.of(exported), name, format, size);
    }

    /** "thread ‘Main’ with 2 transforms, a range, inverted". */
    static String describe(ViewState view) {
        StringBuilder text = new StringBuilder("thread \u2018" + view.thread().label() + "\u2019");
        int transforms = view.transforms().size();
        if (transforms > 0) text.append(transforms == 1 ? ", 1 transform" : ", " + transforms + " transforms");
        if (!view.options().range().isAll()) text.append(", the selected range");
        if (view.options().inverted()) text.append(", inverted");
        if (view.options().implementation() != dev.flint.calltree.Implementation.COMBINED) {
            text.append(", ").append(view.options().implementation().key()).append(" only");
        }
        return text.toString();
    }

    public ExportService service() { return service; }
}
