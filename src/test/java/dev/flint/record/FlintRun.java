package dev.flint.record;

import dev.flint.cli.Cli;
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

    /** The pids of running processes whose command line (arguments joined by spaces) contains {@code marker}. */
    static List<Long> processesWith(String marker) throws IOException {
        List<Long> found = new ArrayList<>();
        try (Stream<Path> entries = Files.list(Path.of("/proc"))) {
            for (Path entry : (Iterable<Path>) entries::iterator) {
                String name = entry.getFileName().toString();
                if (!name.matches("[0-9]+") || Long.parseLong(name) == ProcessHandle.current().pid()) continue;
                try {
                    // The arguments are NUL-separated: as spaces, "sleep 631" matches the command sleep 631.
                    String commandLine = new String(Files.readAllBytes(entry.resolve("cmdline")), StandardCharsets.UTF_8)
                            .replace('\0', ' ');
                    if (commandLine.contains(marker) && !isZombie(entry)) found.add(Long.parseLong(name));
                } catch (IOException gone) {
                    // ended while we looked
                }
            }
        }
        return found;
    }

    private static boolean isZombie(Path proc) throws IOException {
        String stat = Files.readString(proc.resolve("stat"));
        return stat.substring(stat.lastIndexOf(')') + 2).startsWith("Z");
    }

    /** Whether {@code program ARGS} runs and exits 0 within 30 s (a tool the test needs). */
    static boolean runs(String... command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
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
