package dev.flint;

import dev.flint.cli.Cli;
import dev.flint.desktop.DesktopStartup;
import dev.flint.desktop.LaunchArguments;
import dev.flint.desktop.SmokeCheck;

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
        if (!DesktopStartup.prepare(launch, System.out, System.err)) {
            System.exit(0);
        }
        dev.flint.ui.AppLauncher.launch(args);
    }
}
