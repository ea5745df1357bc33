package dev.flint.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@link PerfettoBenchmark}'s {@code --cold-cli} mode: {@code java -jar flint.jar info FILE} as a user starts it,
 * one process per load, the two files in turn so that the machine's load falls on both alike.
 */
final class ColdCli {
    private ColdCli() {}

    /** Clock ticks per second of /proc's times: 100 on every Linux this runs on (USER_HZ). */
    private static final double TICKS_PER_SECOND = 100;

    /**
     * One untimed pair, then {@code runs} timed pairs; prints a row per file and returns, per file (Perfetto first),
     * MB/s of the fastest run and MB per CPU second (the process tree's user + system, averaged over the runs).
     */
    static double[][] measure(Path protoFile, Path jsonFile, int runs) throws IOException, InterruptedException {
        Path[] files = {protoFile, jsonFile};
        long[][] millis = new long[2][runs];
        double[] cpuSeconds = new double[2];
        for (int run = -1; run < runs; run++) {
            for (int f = 0; f < 2; f++) {
                long ticksBefore = childrenTicks();
                long start = System.nanoTime();
                runInfo(files[f]);
                long elapsed = (System.nanoTime() - start) / 1_000_000;
                long ticks = childrenTicks() - ticksBefore;
                if (run < 0) continue;
                millis[f][run] = elapsed;
                cpuSeconds[f] += ticks / TICKS_PER_SECOND;
                System.out.printf("  run %d %-12s %8d ms %8.2f CPU s%n", run + 1, f == 0 ? "perfetto" : "chrome-trace",
                        elapsed, ticks / TICKS_PER_SECOND);
            }
        }
        double[][] rates = new double[2][];
        for (int f = 0; f < 2; f++) {
            double mb = Files.size(files[f]) / 1e6;
            long[] sorted = millis[f].clone();
            Arrays.sort(sorted);
            double perRun = cpuSeconds[f] / runs;
            System.out.printf("%-12s %10.1f %12d %12d %10.1f %10s %12.2f %10.1f%n", f == 0 ? "perfetto" : "chrome-trace", mb,
                    sorted[0], sorted[runs / 2], mb / (sorted[0] / 1000.0), "-", perRun, mb / perRun);
            rates[f] = new double[] {mb / (sorted[0] / 1000.0), mb / perRun};
        }
        return rates;
    }

    /**
     * {@code java -jar flint.jar info FILE} with this JVM's java and no options of its own; its output is dropped
     * (the repeated recordings' warnings, every run), its error output shown only when it fails.
     */
    private static void runInfo(Path file) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of("-jar", flintJar(), "info", file.toString()));
        Path errors = Files.createTempFile("flint-cold-cli", ".err");
        try {
            Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(errors.toFile()).start();
            if (process.waitFor() != 0) {
                throw new IOException("flint info " + file + " exited " + process.exitValue() + ": " + Files.readString(errors));
            }
        } finally {
            Files.delete(errors);
        }
    }

    /** The class path's flint.jar: the build this benchmark runs against. */
    private static String flintJar() {
        for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            if (Path.of(entry).getFileName().toString().equals("flint.jar")) return entry;
        }
        throw new IllegalStateException("--cold-cli needs flint.jar on the class path");
    }

    /** This process's waited-for descendants' user + system time so far, in clock ticks (/proc/self/stat cutime, cstime). */
    private static long childrenTicks() throws IOException {
        String stat = Files.readString(Path.of("/proc/self/stat"));
        // Fields after the command name (which may hold spaces) start at the third: state is index 0 here.
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(fields[13]) + Long.parseLong(fields[14]);
    }
}
