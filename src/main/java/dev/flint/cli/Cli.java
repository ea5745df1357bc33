package dev.flint.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** Dispatches `flint SUBCOMMAND ...` (see DESIGN.md's command line). */
public final class Cli {
    /** Exit status for a file that cannot be loaded. */
    public static final int EXIT_BAD_FILE = 1;
    /** Exit status for wrong arguments. */
    public static final int EXIT_USAGE = 2;

    private static final Map<String, Command> COMMANDS = Map.of(
            "info", new InfoCommand(),
            "tree", new TreeCommand(),
            "calls", new CallsCommand());

    private Cli() {}

    public static boolean isSubcommand(String word) {
        return COMMANDS.containsKey(word) || word.equals("help") || word.equals("--help");
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        Command command = COMMANDS.get(args[0]);
        if (command == null) {
            out.println(usage());
            return 0;
        }
        List<String> rest = Arrays.asList(args).subList(1, args.length);
        return command.run(rest, out, err);
    }

    public static String usage() {
        return String.join("\n",
                "usage: flint [FILE...]                 open the app (on a bundled sample without a file)",
                "       flint info FILE [--timings]      threads, sample counts and calls as JSON",
                "       flint tree FILE [options]        the call tree of one thread",
                "       flint calls FILE [--thread T]    the DevTools-equivalent timeline entries as JSON");
    }
}
