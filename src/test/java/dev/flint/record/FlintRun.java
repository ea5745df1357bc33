package dev.flint.record;

import dev.flint.cli.Cli;
import dev.flint.process.ProcessTable;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** {@code flint ARGS...} in-process with captured streams, and what the recording tests look for in /proc. */
record FlintRun(int status, String out, String err) {
    static FlintRun of(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new FlintRun(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** The pids of running processes whose command line contains {@code marker}. */
    static List<Long> processesWith(String marker) throws IOException {
        return ProcessTable.processesWith(marker);
    }

    /** Whether {@code program ARGS} runs and exits 0 within 120 s (a tool the test needs). */
    static boolean runs(String... command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return false;
            }
            return process.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The temporary folders recordings of {@code kind} left (there should be none after a recording). */
    static List<Path> tempFolders(String kind) throws IOException {
        try (Stream<Path> entries = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return entries.filter(p -> p.getFileName().toString().startsWith("flint-record-" + kind + "-")).toList();
        }
    }

    /** {@code flint tree FILE [--thread T]}'s text, which must succeed. */
    static String tree(Path file, String... more) {
        List<String> args = new ArrayList<>(List.of("tree", file.toString()));
        args.addAll(List.of(more));
        FlintRun run = of(args.toArray(String[]::new));
        if (run.status() != 0) throw new AssertionError("flint tree failed: " + run.err());
        return run.out();
    }
}
