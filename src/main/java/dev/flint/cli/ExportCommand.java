package dev.flint.cli;

import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.TransformSpec;
import dev.flint.calltree.TransformStack;
import dev.flint.export.ExportException;
import dev.flint.export.ExportFormat;
import dev.flint.export.Exporter;
import dev.flint.export.ImageSize;
import dev.flint.export.ThreadView;
import dev.flint.importer.ProfileFormatException;
import dev.flint.model.Categories;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.viewmodel.ThreadSelector;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * {@code flint export FILE --format F --output OUT}: the thread as {@code flint tree} would show it (same
 * --thread, --transform, --implementation and --inverted), written as folded stacks, speedscope JSON or a
 * flame graph. speedscope holds every thread when --thread is absent, each with the same transforms; the
 * other formats hold one thread, by default the one {@code flint tree} picks. {@code --output -} writes
 * to stdout.
 */
@CommandLine.Command(name = "export", description = "The (transformed) thread as folded stacks, speedscope "
        + "JSON, an SVG or a PNG flame graph.")
final class ExportCommand extends FileCommand {
    static final String USAGE = "usage: flint export FILE --format folded|speedscope|svg|png --output OUT "
            + "[--thread T] [--transform SPEC]... [--inverted] [--implementation combined|js|cpp] [--size WxH] "
            + "[--sample-type TYPE] " + SourceMapOptions.USAGE;


    @CommandLine.Option(names = "--format", paramLabel = "folded|speedscope|svg|png", description = "What to write "
            + "(required).")
    String formatKey;

    @CommandLine.Option(names = "--output", paramLabel = "OUT", description = "The file to write (required); - "
            + "writes to stdout.")
    String output;

    @CommandLine.Option(names = "--size", paramLabel = "WxH", description = "The picture's size in pixels (svg, png; default 1600x900).")
    String sizeText;

    @CommandLine.Mixin
    ViewOptions view = new ViewOptions();

    private ExportFormat format;
    private ImageSize size;

    ExportCommand() {
        super(USAGE, "no file");
    }

    @Override
    public void check() {
        if (formatKey != null) {
            format = ExportFormat.fromKey(formatKey);
            if (format == null) {
                throw new IllegalArgumentException("--format must be folded, speedscope, svg or png, not " + formatKey);
            }
        }
        view.check();
        if (sizeText != null) size = ImageSize.parse(sizeText);
        super.check();
        if (format == null) throw new IllegalArgumentException("no --format");
        if (output == null || output.isEmpty()) throw new IllegalArgumentException("no --output (- writes to stdout)");
        if (size != null && !format.isPicture()) throw new IllegalArgumentException("--size is for --format svg or png");
    }

    @Override
    public int run(PrintStream out, PrintStream err) {
        // The PNG renderer draws off screen with java.awt: no display is needed, so none is looked for.
        if (System.getProperty("java.awt.headless") == null) System.setProperty("java.awt.headless", "true");
        Profile profile;
        try {
            profile = sourceMaps.load(file, view.sampleType).profile();
            WarningLines.print(file, profile, err);
        } catch (ProfileFormatException e) {
            err.println(e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
        Exporter.Request request;
        try {
            List<ThreadView> views = views(profile);
            // The thread flint tree shows by default; speedscope's activeProfileIndex names it.
            int defaultView = views.size() == 1 ? 0 : profile.threads().indexOf(ThreadSelector.select(profile, null));
            request = new Exporter.Request(views, Path.of(file).getFileName().toString(), format,
                    size, defaultView);
        } catch (IllegalArgumentException e) {
            err.println(file + ": " + e.getMessage());
            return Cli.EXIT_USAGE;
        }
        try {
            List<String> warnings = output.equals("-") ? Exporter.write(request, out)
                    : Exporter.write(request, CliFiles.path(output), output.endsWith("/"));
            for (String warning : warnings) err.println("warning: " + file + ": " + warning);
            return 0;
        } catch (ExportException e) {
            err.println(file + ": " + e.getMessage());
            return Cli.EXIT_BAD_FILE;
        } catch (ProfileFormatException e) {
            err.println("flint export: --output " + output + ": " + e.getMessage());
            return Cli.EXIT_USAGE;
        } catch (IOException e) {
            err.println(output + ": cannot write the export: " + describe(e));
            return Cli.EXIT_BAD_FILE;
        }
    }

    private static String describe(IOException e) {
        if (e instanceof java.nio.file.NoSuchFileException) return "no such directory";
        if (e instanceof java.nio.file.AccessDeniedException) return "permission denied";
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) return f.getReason();
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /**
     * The views to write: the named thread, else every thread for a format that holds many, else the
     * busiest. @throws IllegalArgumentException for a bad --thread or --transform
     */
    List<ThreadView> views(Profile profile) {
        List<ProfileThread> threads = view.thread == null && format.holdsManyThreads()
                ? profile.threads() : List.of(ThreadSelector.select(profile, view.thread));
        Categories categories = profile.categories();
        int defaultCategory = categories == null || categories.size() == 0 ? -1 : categories.defaultCategory();
        CallTreeOptions options = new CallTreeOptions(view.implementation(), view.inverted,
                SampleRange.ALL, defaultCategory);
        List<ThreadView> views = new ArrayList<>();
        for (ProfileThread thread : threads) {
            TransformStack stack = TransformStack.of(thread, defaultCategory);
            for (String spec : view.transforms) {
                try {
                    stack = stack.push(TransformSpec.parse(spec, stack, categories));
                } catch (IllegalArgumentException e) {
                    String which = threads.size() > 1 ? " (thread " + thread.key() + "; --thread picks one)" : "";
                    throw new IllegalArgumentException(e.getMessage() + which, e);
                }
            }
            views.add(new ThreadView(stack.thread(), options, ThreadView.defaultLabel(thread)));
        }
        return views;
    }
}
