package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code flint --help}, {@code flint COMMAND --help} and {@code flint --version}: on stdout, exit 0. */
class CliHelpTest {
    private static final List<String> COMMANDS = List.of("info", "tree", "calls", "export", "diff", "lines", "insights", "record");

    @Test
    void theTopHelpListsEveryCommand() {
        for (String help : List.of("--help", "-h", "help")) {
            CliRun run = CliRun.of(help);
            assertEquals(0, run.status(), help);
            assertEquals("", run.err(), help);
            assertTrue(run.out().startsWith("usage: flint [--new-instance] [FILE...]\n"), run.out());
            for (String command : COMMANDS) {
                assertTrue(Pattern.compile("(?m)^  " + command + " +\\S").matcher(run.out()).find(), command + " in\n" + run.out());
            }
        }
    }

    /** Every option the synopsis names is listed with a description, and the synopsis is the usage error's. */
    @Test
    void everyCommandsHelpDescribesEveryOption() {
        for (String command : COMMANDS) {
            for (String[] args : List.of(new String[] {command, "--help"}, new String[] {command, "-h"},
                    new String[] {"help", command}, new String[] {command, "x", "--help"})) {
                CliRun run = CliRun.of(args);
                assertEquals(0, run.status(), String.join(" ", args) + ": " + run.err());
                assertEquals("", run.err());
                String out = run.out();
                assertTrue(out.startsWith("usage: flint " + command + " "), out);
                String options = out.substring(out.indexOf("\nOptions:\n"));
                Matcher named = Pattern.compile("--[a-z-]+").matcher(out.substring(0, out.indexOf("\n\n")));
                int count = 0;
                while (named.find()) {
                    String option = named.group();
                    if (option.equals("--")) continue;
                    // "      --thread=T      The thread: ..." (a description after the name, on its line or the next)
                    assertTrue(Pattern.compile("(?m)^ +(-\\w, )?" + option + "(=\\S+)?\\s+\\S").matcher(options).find(),
                            command + ": " + option + " has no description in\n" + out);
                    count++;
                }
                assertTrue(count >= 1, out);
                for (String always : List.of("--help", "--debug")) {
                    assertTrue(options.contains(always + " "), command + " lists " + always);
                }
            }
        }
    }

    @Test
    void everyCommandThatLoadsAProfileTakesNoSourceMaps() {
        for (String command : List.of("info", "tree", "calls", "export", "diff", "lines", "insights")) {
            assertTrue(CliRun.of(command, "--help").out().contains("--no-source-maps "), command);
        }
    }

    @Test
    void theVersionIsTheProjects() {
        for (String flag : List.of("--version", "-V")) {
            CliRun run = CliRun.of(flag);
            assertEquals(0, run.status());
            assertTrue(run.out().matches("flint \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?\n"), run.out());
        }
    }

    /** The parser's refusals keep the one-line wording the commands have always had. */
    @Test
    void badArgumentsAreOneLineWithTheUsage() {
        assertEquals("flint tree: unknown option --threads=1; " + TreeCommand.USAGE + "\n",
                CliRun.of("tree", "f", "--threads=1").err());
        assertEquals("flint tree: --thread needs a value; " + TreeCommand.USAGE + "\n", CliRun.of("tree", "f", "--thread").err());
        assertEquals("flint tree: --json takes no value; " + TreeCommand.USAGE + "\n", CliRun.of("tree", "f", "--json=yes").err());
        assertEquals("flint tree: unexpected argument g; " + TreeCommand.USAGE + "\n", CliRun.of("tree", "f", "g").err());
        assertEquals("flint info: no file; " + InfoCommand.USAGE + "\n", CliRun.of("info").err());
        assertEquals("flint calls: --no-source-maps and --source-maps exclude each other; " + CallsCommand.USAGE + "\n",
                CliRun.of("calls", "f", "--no-source-maps", "--source-maps", "m").err());
        assertEquals("flint record: unexpected argument x (the command goes after --); " + RecordCommand.USAGE + "\n",
                CliRun.of("record", "node", "x").err());
        assertEquals(Cli.EXIT_USAGE, CliRun.of("export", "f", "--bogus").status());
        // A file named like an argument file is a file: picocli's @-expansion is off.
        assertEquals("@nothing-here: no such file\n", CliRun.of("info", "@nothing-here").err());
    }
}
