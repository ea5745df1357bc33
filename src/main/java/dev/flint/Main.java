package dev.flint;

import dev.flint.cli.Cli;

/**
 * The launcher. It does not extend Application (JavaFX on the classpath needs that), and with a
 * subcommand it never touches JavaFX, so the CLI runs on machines without a display.
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        if (args.length > 0 && Cli.isSubcommand(args[0])) {
            System.exit(Cli.run(args, System.out, System.err));
        }
        java.util.List<java.nio.file.Path> files = new java.util.ArrayList<>();
        for (String arg : args) {
            if (!arg.startsWith("--")) files.add(java.nio.file.Path.of(arg).toAbsolutePath());
        }
        dev.flint.desktop.PendingFiles.get().offer(files);
        dev.flint.ui.AppLauncher.launch(args);
    }
}
