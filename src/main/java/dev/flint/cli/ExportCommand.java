package dev.flint.cli;

import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.TransformStack;
import dev.flint.export.ExportException;
import dev.flint.export.Exporter;
import dev.flint.export.ThreadView;
import dev.flint.importer.ProfileFormatException;
import dev.flint.model.Categories;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code flint export FILE --format F --output OUT}: the thread as {@code flint tree} would show it (same
 * --thread, --transform, --implementation and --inverted), written as folded stacks, speedscope JSON or a
 * flame graph. speedscope holds every thread when --thread is absent, each with the same transforms; the
 * other formats hold one thread, by default the one {@code flint tree} picks. {@code --output -} writes
 * to stdout.
 */
final class ExportCommand implements Command {
    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        ExportArguments arguments;
        try {
            arguments = ExportArguments.parse(args);
        } catch (IllegalArgumentException e) {
            err.println("flint export: " + e.getMessage() + "; " + ExportArguments.USAGE);
            return Cli.EXIT_USAGE;
        }
        // The PNG renderer draws off screen with java.awt: no display is needed, so none is looked for.
        if (System.getProperty("java.awt.headless") == null) System.setProperty("java.awt.headless", "true");
        Profile profile;
        try {
            profile = SourceMapOptions.load(arguments.file(), arguments.sampleType(), arguments.sourceMaps()).profile();
            WarningLines.print(arguments.file(), profile, err);
        } catch (ProfileFormatException e) {
            err.println(e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
        Exporter.Request request;
        try {
            List<ThreadView> views = views(profile, arguments);
            // The thread flint tree shows by default; speedscope's activeProfileIndex names it.
            int defaultView = views.size() == 1 ? 0 : profile.threads().indexOf(ThreadSelector.select(profile, null));
            request = new Exporter.Request(views, Path.of(arguments.file()).getFileName().toString(), arguments.format(),
                    arguments.size(), defaultView);
        } catch (IllegalArgumentException e) {
            err.println(arguments.file() + ": " + e.getMessage());
            return Cli.EXIT_USAGE;
        }
        try {
            if (arguments.output().equals("-")) {
                Exporter.write(request, out);
            } else {
                String output = arguments.output();
                Exporter.write(request, CliFiles.path(output), output.endsWith("/"));
            }
            return 0;
        } catch (ExportException e) {
            err.println(arguments.file() + ": " + e.getMessage());
            return Cli.EXIT_BAD_FILE;
        } catch (ProfileFormatException e) {
            err.println("flint export: --output " + arguments.output() + ": " + e.getMessage());
            return Cli.EXIT_USAGE;
        } catch (IOException e) {
            err.println(arguments.output() + ": cannot write the export: " + describe(e));
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
    static List<ThreadView> views(Profile profile, ExportArguments arguments) {
        List<ProfileThread> threads = arguments.thread() == null && arguments.format().holdsManyThreads()
                ? profile.threads() : List.of(ThreadSelector.select(profile, arguments.thread()));
        Categories categories = profile.categories();
        int defaultCategory = categories == null || categories.size() == 0 ? -1 : categories.defaultCategory();
        CallTreeOptions options = new CallTreeOptions(arguments.implementation(), arguments.inverted(),
                SampleRange.ALL, defaultCategory);
        List<ThreadView> views = new ArrayList<>();
        for (ProfileThread thread : threads) {
            TransformStack stack = TransformStack.of(thread, defaultCategory);
            for (String spec : arguments.transforms()) {
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
