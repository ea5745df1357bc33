package dev.flint.ui.record;

import dev.flint.record.RecordingFolder;
import dev.flint.ui.common.AppWindow;
import java.nio.file.Path;
import java.util.List;

/**
 * File ▸ Record…: shows the Record dialog (one at a time); a finished recording opens in a new tab and its
 * folder is proposed next time (the first time: {@link RecordingFolder}, Documents or home).
 */
public final class RecordAction {
    static final String FOLDER_KEY = "record.folder";

    private final AppWindow window;
    private RecordDialog dialog;

    public RecordAction(AppWindow window) {
        this.window = window;
    }

    public void showDialog() {
        if (dialog != null && dialog.isShowing()) {
            dialog.toFront();
            return;
        }
        Path folder = RecordingFolder.proposed(window.setting(FOLDER_KEY, null));
        dialog = new RecordDialog(window.stage(), folder, result -> {
            Path parent = result.file().getParent();
            if (parent != null) window.putSetting(FOLDER_KEY, parent.toString());
            window.showStatus("Recorded " + result.file() + " (" + result.format() + ", " + result.samples() + " samples)");
            window.open(List.of(result.file()));
        });
        dialog.show();
    }

    /** The dialog on screen, or null (tests). */
    RecordDialog dialog() {
        return dialog;
    }
}
