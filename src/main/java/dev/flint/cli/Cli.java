package dev.flint.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * Dispatches {@code flint SUBCOMMAND ...} (see DESIGN.md's command line) through picocli, which reads the
 * options and writes {@code --help}. Whatever goes wrong ends here as one line on stderr: a bad argument as
 * {@code flint COMMAND: PROBLEM; usage: ...} with {@link #EXIT_USAGE}, a failure the command did not expect
 * as the file and the cause with {@link #EXIT_BAD_FILE}, never a stack trace (unless {@code --debug} asks for
 * it): an OutOfMemoryError says how to give Flint more memory.
 */
public final class Cli {
    /** Exit status for a file that cannot be loaded. */
    public static final int EXIT_BAD_FILE = 1;
    /** Exit status for wrong arguments. */
    public static final int EXIT_USAGE = 2;
    /** Any command's option: print the stack trace of an unexpected failure too. */
    public static final String DEBUG = "--debug";

    /** Every subcommand's name, in the order {@code flint --help} lists them. */
    private static final List<String> NAMES = List.of("info", "tree", "calls", "export", "diff", "lines", "insights", "record");

    private Cli() {}

    /**
     * A fresh command of that name (each run gets its own), null for no subcommand. A switch rather than a map of
     * constructor references: this class is the first a command line initialises, and its eight references were
     * linked (invokedynamic bootstraps) before the file was opened.
     */
    private static Command newCommand(String name) {
        return switch (name) {
            case "info" -> new InfoCommand();
            case "tree" -> new TreeCommand();
            case "calls" -> new CallsCommand();
            case "export" -> new ExportCommand();
            case "diff" -> new DiffCommand();
            case "lines" -> new LinesCommand();
            case "insights" -> new InsightsCommand();
            case "record" -> new RecordCommand();
            default -> null;
        };
    }

    /** Whether {@code word}, first on the command line, is for the CLI (a subcommand, help, the version). */
    public static boolean isSubcommand(String word) {
        return NAMES.contains(word) || isHelp(word) || isVersion(word);
    }

    private static boolean isHelp(String word) {
        return word.equals("help") || word.equals("--help") || word.equals("-h");
    }

    private static boolean isVersion(String word) {
        return word.equals("--version") || word.equals("-V");
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            if (args.length == 0 || isHelp(args[0])) {
                Command asked = args.length == 2 && args[0].equals("help") ? newCommand(args[1]) : null;
                if (asked != null) commandLine(asked).usage(out);
                else topCommandLine().usage(out);
                return 0;
            }
            if (isVersion(args[0])) {
                out.println("flint " + Version.text());
                return 0;
            }
            Command command = newCommand(args[0]);
            if (command == null) return unknownCommand(args[0], err);
            return run(args[0], command, Arrays.copyOfRange(args, 1, args.length), out, err);
        } finally {
            out.flush();
        }
    }

    private static int run(String name, Command command, String[] args, PrintStream out, PrintStream err) {
        if (command instanceof FileCommand fileCommand && args.length == 1 && isPlainWord(args[0])) {
            return runWithFile(name, fileCommand, args[0], out, err);
        }
        return Parsed.run(name, command, args, out, err);
    }

    /**
     * A command run through picocli's parser, in a class of its own: a catch of picocli's ParameterException in
     * {@link Cli} made the JVM load picocli's exception classes with Cli (the class-data archive checks a handler's
     * type against Throwable when it maps Cli), opening picocli's jar, which is not archived (its classes are too
     * old a class-file version for JDK 17's dynamic archive), on the way to every command, {@link #runWithFile}'s too.
     */
    private static final class Parsed {
        private Parsed() {}

        static int run(String name, Command command, String[] args, PrintStream out, PrintStream err) {
            CommandLine line = commandLine(command);
            if (command instanceof RecordCommand record) {
                // The profiled command after "--" is the command's, word for word: picocli never sees it.
                int end = Arrays.asList(args).indexOf("--");
                if (end >= 0) {
                    record.command = List.of(Arrays.copyOfRange(args, end + 1, args.length));
                    args = Arrays.copyOfRange(args, 0, end);
                }
            }
            boolean debug;
            try {
                CommandLine.ParseResult parsed = line.parseArgs(args);
                if (line.isUsageHelpRequested()) {
                    line.usage(out);
                    return 0;
                }
                debug = parsed.hasMatchedOption(DEBUG);
                command.check();
            } catch (ParameterException e) {
                return usageError(name, problem(e), command, err);
            } catch (IllegalArgumentException e) {
                return usageError(name, e.getMessage(), command, err);
            }
            try {
                return command.run(out, err);
            } catch (Throwable failure) {
                // Whatever escaped the command: the file and the cause in one line.
                err.println(Failures.describe(fileArgument(line), failure));
                if (debug) failure.printStackTrace(err);
                return EXIT_BAD_FILE;
            }
        }
    }

    /**
     * {@code flint COMMAND FILE} with nothing else, the form a big file is mostly read with, run without picocli:
     * building a command's parser reads its annotations through reflection, about 90 ms of one core (async-profiler,
     * the 1 GB trace's child at load 16) before the file is opened, while the other core waits. What picocli would
     * do with that one word is plain: it is the command's FILE, every option keeps its initial value, and errors
     * read as {@link Parsed#run} words them.
     */
    private static int runWithFile(String name, FileCommand command, String file, PrintStream out, PrintStream err) {
        command.file = file;
        try {
            command.check();
        } catch (IllegalArgumentException e) {
            return usageError(name, e.getMessage(), command, err);
        }
        try {
            return command.run(out, err);
        } catch (Throwable failure) {
            err.println(Failures.describe(file, failure));
            return EXIT_BAD_FILE;
        }
    }

    /** A word picocli takes as a positional parameter whatever the command: not empty, not an option. */
    private static boolean isPlainWord(String word) {
        return !word.isEmpty() && word.charAt(0) != '-';
    }

    private static int usageError(String name, String problem, Command command, PrintStream err) {
        err.println("flint " + name + ": " + problem + "; " + command.usage());
        return EXIT_USAGE;
    }

    /** A parser's refusal in the words every subcommand has used: unknown option, needs a value, ... */
    static String problem(ParameterException e) {
        if (e instanceof CommandLine.UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
            String arg = unmatched.getUnmatched().get(0);
            return arg.startsWith("-") && arg.length() > 1 ? "unknown option " + arg : "unexpected argument " + arg;
        }
        if (e instanceof CommandLine.MissingParameterException missing) {
            for (ArgSpec spec : missing.getMissing()) {
                if (spec instanceof OptionSpec option) return option.longestName() + " needs a value";
            }
        }
        ArgSpec spec = e.getArgSpec();
        if (spec instanceof OptionSpec option && option.arity().max() == 0) {
            return option.longestName() + " takes no value";
        }
        String message = e.getMessage();
        return message.isEmpty() ? message : Character.toLowerCase(message.charAt(0)) + message.substring(1);
    }

    /**
     * A first argument that is neither a subcommand nor a file to open (e.g. {@code flint infoo x.json}):
     * one line and {@link #EXIT_USAGE}, instead of handing the word to a running window as a file name.
     */
    public static int unknownCommand(String word, PrintStream err) {
        err.println("flint: unknown command '" + word + "' (and no such file): the commands are "
                + String.join(", ", new TreeSet<>(NAMES)) + "; flint --help lists them");
        return EXIT_USAGE;
    }

    /** The FILE of {@code flint COMMAND FILE ...}: the command's first positional argument. */
    private static String fileArgument(CommandLine line) {
        CommandLine.ParseResult parsed = line.getParseResult();
        if (parsed == null || parsed.matchedPositionals().isEmpty()) return "flint";
        List<String> words = parsed.matchedPositionals().get(0).stringValues();
        return words.isEmpty() ? "flint" : words.get(0);
    }

    /** One command's parser, help and version as every run configures them. */
    static CommandLine commandLine(Object command) {
        CommandLine line = new CommandLine(command);
        line.setExpandAtFiles(false); // an argument @x is a file named @x, not a file of more arguments
        line.setOverwrittenOptionsAllowed(true); // the last --thread wins, as it always has
        line.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        line.setUsageHelpWidth(Usage.WIDTH);
        if (command instanceof Command subcommand) {
            line.getCommandSpec().usageMessage().synopsisHeading("").descriptionHeading("%n")
                    .parameterListHeading("%nParameters:%n").optionListHeading("%nOptions:%n");
            line.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_SYNOPSIS,
                    help -> Usage.wrap(subcommand.usage()) + "\n");
        }
        return line;
    }

    /** {@code flint} itself: the app's launch line and the list of subcommands, for {@code flint --help}. */
    static CommandLine topCommandLine() {
        CommandLine top = new CommandLine(new TopCommand());
        for (String name : NAMES) top.addSubcommand(name, commandLine(newCommand(name)));
        top.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        top.setUsageHelpWidth(Usage.WIDTH);
        return top;
    }

    /** The whole of {@code flint --help}. */
    public static String usage() {
        return topCommandLine().getUsageMessage();
    }

    @CommandLine.Command(name = "flint", synopsisHeading = "", customSynopsis = {
            "usage: flint [--new-instance] [FILE...]",
            "       flint COMMAND [OPTIONS] (flint COMMAND --help describes its options)",
            ""},
            description = {
                    "Without a command, opens the app on the files (on a bundled sample without a file);",
                    "--new-instance opens a window of its own instead of one already running.",
                    "The commands run the same engine without a display: output on stdout, errors on stderr",
                    "as one line, exit status 1 for a file that cannot be read, 2 for wrong arguments.",
                    ""},
            optionListHeading = "Options:%n", commandListHeading = "%nCommands:%n",
            mixinStandardHelpOptions = true, versionProvider = Version.class)
    static final class TopCommand {}
}
