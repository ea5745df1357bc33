package dev.flint.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Dispatches `flint SUBCOMMAND ...` (see DESIGN.md's command line). Whatever a command throws ends here as
 * one line on stderr naming the file and the cause, never a stack trace (unless {@code --debug} asks for
 * it): an OutOfMemoryError says how to give Flint more memory.
 */
public final class Cli {
    /** Exit status for a file that cannot be loaded. */
    public static final int EXIT_BAD_FILE = 1;
    /** Exit status for wrong arguments. */
    public static final int EXIT_USAGE = 2;
    /** Anywhere on the command line: print the stack trace of an unexpected failure too. */
    public static final String DEBUG = "--debug";

    private static final Map<String, Command> COMMANDS = Map.of(
            "info", new InfoCommand(),
            "tree", new TreeCommand(),
            "calls", new CallsCommand(),
            "export", new ExportCommand(),
            "diff", new DiffCommand(),
            "lines", new LinesCommand(),
            "insights", new InsightsCommand(),
            "record", new RecordCommand());

    private Cli() {}

    public static boolean isSubcommand(String word) {
        return COMMANDS.containsKey(word) || isHelp(word);
    }

    private static boolean isHelp(String word) {
        return word.equals("help") || word.equals("--help") || word.equals("-h");
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || isHelp(args[0])) {
            out.println(usage());
            return 0;
        }
        Command command = COMMANDS.get(args[0]);
        if (command == null) return unknownCommand(args[0], err);
        List<String> rest = new ArrayList<>();
        boolean debug = false;
        for (int i = 1; i < args.length; i++) {
            if (args[i].equals(DEBUG)) debug = true;
            else rest.add(args[i]);
        }
        try {
            return command.run(rest, out, err);
        } catch (Throwable failure) {
            // Whatever escaped the command: the file and the cause in one line.
            err.println(Failures.describe(fileArgument(args), failure));
            if (debug) failure.printStackTrace(err);
            return EXIT_BAD_FILE;
        } finally {
            out.flush();
        }
    }

    /**
     * A first argument that is neither a subcommand nor a file to open (e.g. {@code flint infoo x.json}):
     * one line and {@link #EXIT_USAGE}, instead of handing the word to a running window as a file name.
     */
    public static int unknownCommand(String word, PrintStream err) {
        err.println("flint: unknown command '" + word + "' (and no such file): the commands are "
                + String.join(", ", new java.util.TreeSet<>(COMMANDS.keySet())) + "; flint --help lists them");
        return EXIT_USAGE;
    }

    /** The FILE of {@code flint COMMAND FILE ...}: the first argument after the command that is not an option. */
    private static String fileArgument(String[] args) {
        for (int i = 1; i < args.length; i++) {
            if (!args[i].startsWith("--")) return args[i];
            if (!args[i].contains("=") && !args[i].equals("--json") && !args[i].equals("--inverted")
                    && !args[i].equals("--timings") && !args[i].equals("--source") && !args[i].equals("--normalize") && !args[i].equals(DEBUG)) {
                i++; // an option's value
            }
        }
        return "flint";
    }

    public static String usage() {
        return String.join("\n",
                "usage: flint [FILE...]                 open the app (on a bundled sample without a file)",
                "       flint info FILE [--timings]      threads, sample counts and calls as JSON",
                "       flint tree FILE [options]        the call tree of one thread",
                "       flint calls FILE [--thread T]    the DevTools-equivalent timeline entries as JSON",
                "       flint export FILE --format folded|speedscope|svg|png --output OUT [options]",
                "                                        the (transformed) thread as a file; - writes to stdout",
                "       flint diff BASE COMPARE [options] one call tree of two profiles: deltas, base and compare",
                "       flint lines FILE --function NAME [--thread T] [--transform SPEC]... [--source] [--sources DIR]...",
                "                                        self and total per source line of one function",
                "       flint insights FILE [--thread T] [--json]",
                "                                        what is slow and why: long tasks, forced layout, GC, hot",
                "                                        functions, third parties, lock contention; most impact first",
                "       flint record [--output FILE] [--duration S] [--interval US] node|chrome|jvm|perf -- COMMAND...",
                "                                        run COMMAND (chrome: a URL) under a profiler and write its file;",
                "                                        jvm --pid PID and node --inspect HOST:PORT attach instead",
                "       info, tree, calls, export, diff, lines and insights take --source-maps PATH (a .map file or a folder; repeatable)",
                "       add --debug to any command to see the stack trace of an unexpected failure");
    }
}
