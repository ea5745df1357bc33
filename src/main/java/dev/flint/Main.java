package dev.flint;

import dev.flint.cli.Cli;
import dev.flint.desktop.DesktopStartup;
import dev.flint.desktop.DisplayCheck;
import dev.flint.desktop.LaunchArguments;
import dev.flint.desktop.SmokeCheck;
import java.util.Optional;

/**
 * The launcher. It does not extend Application (JavaFX on the classpath needs that), and with a
 * subcommand or {@code --smoke} it never touches JavaFX, so those run on machines without a display.
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        if (args.length > 0 && Cli.isSubcommand(args[0])) {
            System.exit(Cli.run(args, System.out, System.err));
        }
        LaunchArguments launch = LaunchArguments.parse(args);
        if (launch.smoke()) {
            System.exit(SmokeCheck.run(launch, System.out, System.err));
        }
        if (!DesktopStartup.prepare(launch, System.out, System.err, dev.flint.ui.OpenFileEvents::register)) {
            System.exit(0);
        }
        Optional<String> noDisplay = DisplayCheck.problem();
        if (noDisplay.isPresent()) {
            System.err.println(noDisplay.get());
            System.exit(1);
        }
        try {
            dev.flint.ui.AppLauncher.launch(args);
        } catch (RuntimeException e) {
            // The toolkit could not start (no usable graphics, missing native libraries): one line, not a trace.
            System.err.println("flint: could not open the window: " + e.getMessage());
            System.exit(1);
        }
    }
}
