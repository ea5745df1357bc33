package dev.flint.fuzz;

import dev.flint.cli.Cli;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** One in-process run of the command line: exit status, stdout and the stderr lines. */
record CliRun(List<String> args, int status, String out, List<String> errLines) {

    static CliRun of(List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = Cli.run(args.toArray(String[]::new), outStream, errStream);
        }
        String errText = err.toString(StandardCharsets.UTF_8);
        List<String> lines = new ArrayList<>(List.of(errText.split("\n", -1)));
        if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) lines.remove(lines.size() - 1);
        return new CliRun(List.copyOf(args), status, out.toString(StandardCharsets.UTF_8), lines);
    }

    /** The stderr lines that are not {@code warning:} lines (DESIGN.md: warnings come first and do not count). */
    List<String> errorLines() {
        return errLines.stream().filter(line -> !line.startsWith("warning: ")).toList();
    }

    String describe() {
        return "flint " + String.join(" ", args) + " -> exit " + status + ", stderr " + errLines;
    }
}
