package dev.flint;

import dev.flint.cli.Cli;
import dev.flint.desktop.DesktopStartup;
import dev.flint.desktop.DisplayCheck;
import dev.flint.desktop.LaunchArguments;
import dev.flint.desktop.SmokeCheck;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The launcher. It does not extend Application (JavaFX on the classpath needs that), and with a
 * subcommand or {@code --smoke} it never touches JavaFX, so those run on machines without a display.
 */
public final class Main {
    private Main() {}

    /**
     * The CLI writes UTF-8 whatever the locale (its JSON and tree text are a contract; under LANG=C the
     * default stream would print '?' for every non-ASCII name), buffered, flushed before the exit.
     */
    private static int runCli(String[] args) {
        PrintStream out = utf8(FileDescriptor.out, false);
        PrintStream err = utf8(FileDescriptor.err, true);
        try {
            return Cli.run(args, out, err);
        } finally {
            out.flush();
            err.flush();
        }
    }

    private static PrintStream utf8(FileDescriptor descriptor, boolean autoFlush) {
        return new PrintStream(new BufferedOutputStream(new FileOutputStream(descriptor), 1 << 16), autoFlush,
                StandardCharsets.UTF_8);
    }

    /**
     * A first argument that is not an option and names no existing file: a mistyped subcommand
     * ({@code flint infoo x.json}), not files for the window.
     */
    public static boolean isUnknownCommand(String first) {
        if (first.startsWith("-") || first.isEmpty()) return false;
        try {
            return !Files.exists(Path.of(first));
        } catch (InvalidPathException e) {
            return false; // LaunchArguments reports an unusable name itself
        }
    }

    public static void main(String[] args) {
        // First, before any of Flint's classes load: the jar's fast start runs Flint in a child JVM.
        int relaunched = dev.flint.launch.Relaunch.run(args);
        if (relaunched != dev.flint.launch.Relaunch.IN_PROCESS) System.exit(relaunched);
        if (args.length > 0 && Cli.isSubcommand(args[0])) {
            System.exit(runCli(args));
        }
        if (args.length > 0 && isUnknownCommand(args[0])) {
            System.exit(Cli.unknownCommand(args[0], utf8(FileDescriptor.err, true)));
        }
        LaunchArguments launch = LaunchArguments.parse(args);
        if (launch.smoke()) {
            System.exit(SmokeCheck.run(launch, System.out, System.err));
        }
        if (!DesktopStartup.prepare(launch, System.out, System.err, dev.flint.ui.app.OpenFileEvents::register)) {
            System.exit(0);
        }
        Optional<String> noDisplay = DisplayCheck.problem();
        if (noDisplay.isPresent()) {
            System.err.println(noDisplay.get());
            System.exit(1);
        }
        try {
            dev.flint.ui.app.AppLauncher.launch(args);
        } catch (RuntimeException e) {
            // The toolkit could not start (no usable graphics, missing native libraries): one line, not a trace.
            System.err.println("flint: could not open the window: " + e.getMessage());
            System.exit(1);
        }
    }
}
