package dev.flint.bench;

import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * Reading speed of the Perfetto importer next to the JSON trace reader's, in bytes per second of the
 * (uncompressed) file: the committed Chromium recordings of one page (testdata/perfetto, proto and JSON) are
 * each repeated into a file of about {@code MB} megabytes (a Trace is a run of packets, so the proto copies
 * simply follow each other; the JSON copies' events go into one traceEvents array), then each file is loaded
 * whole, as {@code flint info} loads it, once to warm up and {@code RUNS} times timed.
 *
 * <p>By default both readers run in this JVM, the Perfetto reader first: the JSON reader's loads then run on the
 * code the Perfetto loads had the JIT compile (the assembly, the V8 profile builder, Jackson, the model), which
 * on a loaded machine is seconds of compilation. With {@code --fresh-jvm} each reader is measured in a JVM of its
 * own (same flags and class path), each paying for its own compilation. Both modes measure the readers' code as
 * the JVM's full tiers (C1, then C2) compile it, after a warm-up load, from inside the JVM: the fastest load's wall
 * time and the process's CPU over the timed loads.
 *
 * <p>With {@code --cold-cli} each load is what a user waits for instead: {@code java -jar flint.jar info FILE}, a
 * process of its own started cold through the jar (the jar relaunches a child with C1 only and its class-data
 * archive, {@code launch.ChildCommand}), the Perfetto file and the JSON file in turn ({@code RUNS} pairs after
 * one untimed pair, which also makes the child's archive). Each row's figures are the whole process tree's: the
 * wall time from start to exit, and its CPU (user + system of the process and the descendants it waited for, from
 * this JVM's {@code /proc/self/stat} children times, so Linux only) averaged over the timed runs.
 *
 * <pre>
 * mvn -q -o -DskipTests package
 * java -Xmx8g -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.bench.PerfettoBenchmark [MB] [RUNS] [--fresh-jvm | --cold-cli]
 * </pre>
 */
public final class PerfettoBenchmark {
    private PerfettoBenchmark() {}

    public static void main(String[] args) throws Exception {
        if (args.length == 4 && args[0].equals(MEASURE)) {
            // A JVM of its own for one reader (--fresh-jvm): its row, then its figures for the parent.
            double[] figures = measure(args[1], Path.of(args[2]), Integer.parseInt(args[3]));
            System.out.println(RESULT + figures[0] + " " + figures[1]);
            return;
        }
        boolean freshJvm = java.util.Arrays.asList(args).contains("--fresh-jvm");
        boolean coldCli = java.util.Arrays.asList(args).contains(COLD_CLI);
        args = java.util.Arrays.stream(args).filter(a -> !a.equals("--fresh-jvm") && !a.equals(COLD_CLI)).toArray(String[]::new);
        long megabytes = args.length > 0 ? Long.parseLong(args[0]) : 500;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        Path folder = Files.createTempDirectory("flint-perfetto-bench");
        try {
            Path protoFile = repeatProto(inflate(Path.of("testdata/perfetto/chrome-page.pftrace.gz")), megabytes << 20,
                    folder.resolve("big.pftrace"));
            Path jsonFile = repeatJson(inflate(Path.of("testdata/perfetto/chrome-page.json.gz")), megabytes << 20,
                    folder.resolve("big.json"));
            System.out.printf("%-12s %10s %12s %12s %10s %10s %12s %10s%n", "file", "MB", "min ms", "median ms", "MB/s",
                    "threads", "CPU s/run", "MB/CPU s");
            if (coldCli) {
                double[][] rates = ColdCli.measure(protoFile, jsonFile, runs);
                System.out.printf("perfetto / JSON bytes per second: %.2f (wall), %.2f (CPU); load average %.1f"
                        + "; each load a cold `flint info` through the jar, interleaved%n",
                        rates[0][0] / rates[1][0], rates[0][1] / rates[1][1],
                        java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
                return;
            }
            double[] proto = freshJvm ? measureApart("perfetto", protoFile, runs) : measure("perfetto", protoFile, runs);
            double[] json = freshJvm ? measureApart("chrome-trace", jsonFile, runs) : measure("chrome-trace", jsonFile, runs);
            System.out.printf("perfetto / JSON bytes per second: %.2f (wall), %.2f (CPU); load average %.1f"
                    + (freshJvm ? "; each reader in a JVM of its own" : "; both readers in one JVM, Perfetto first") + "%n",
                    proto[0] / json[0], proto[1] / json[1],
                    java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        } finally {
            try (var files = Files.list(folder)) {
                for (Path file : (Iterable<Path>) files::iterator) Files.delete(file);
            }
            Files.delete(folder);
        }
    }

    private static final String MEASURE = "--measure-in-this-jvm";
    private static final String COLD_CLI = "--cold-cli";
    private static final String RESULT = "result ";

    /** {@link #measure} in a new JVM with this one's flags and class path; its row is printed, its figures returned. */
    private static double[] measureApart(String name, Path file, int runs) throws IOException, InterruptedException {
        java.util.List<String> command = new java.util.ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.addAll(java.util.List.of("-cp", System.getProperty("java.class.path"), PerfettoBenchmark.class.getName(),
                MEASURE, name, file.toString(), Integer.toString(runs)));
        Process child = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        double[] figures = null;
        try (var lines = new java.io.BufferedReader(new java.io.InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = lines.readLine()) != null; ) {
                if (!line.startsWith(RESULT)) {
                    System.out.println(line);
                    continue;
                }
                String[] parts = line.substring(RESULT.length()).split(" ");
                figures = new double[] {Double.parseDouble(parts[0]), Double.parseDouble(parts[1])};
            }
        }
        if (child.waitFor() != 0 || figures == null) throw new IOException("the " + name + " JVM failed (exit " + child.exitValue() + ")");
        return figures;
    }

    private static byte[] inflate(Path file) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            return in.readAllBytes();
        }
    }

    private static Path repeatProto(byte[] trace, long size, Path out) throws IOException {
        try (OutputStream o = new java.io.BufferedOutputStream(Files.newOutputStream(out), 1 << 20)) {
            for (long written = 0; written < size; written += trace.length) o.write(trace);
        }
        return out;
    }

    /** The events of a {@code {"traceEvents": [...], ...}} trace, repeated in one array. */
    private static Path repeatJson(byte[] trace, long size, Path out) throws IOException {
        String text = new String(trace, StandardCharsets.UTF_8);
        int open = text.indexOf('[', text.indexOf("\"traceEvents\""));
        int close = matchingBracket(text, open);
        byte[] events = text.substring(open + 1, close).getBytes(StandardCharsets.UTF_8);
        try (OutputStream o = new java.io.BufferedOutputStream(Files.newOutputStream(out), 1 << 20)) {
            o.write("{\"traceEvents\": [".getBytes(StandardCharsets.UTF_8));
            for (long written = 0; written < size; written += events.length + 1) {
                if (written > 0) o.write(',');
                o.write(events);
            }
            o.write("]}".getBytes(StandardCharsets.UTF_8));
        }
        return out;
    }

    private static int matchingBracket(String text, int open) {
        int depth = 0;
        boolean inString = false;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (inString) {
                if (c == '\\') i++;
                else if (c == '"') inString = false;
            } else if (c == '"') {
                inString = true;
            } else if (c == '[' || c == '{') {
                depth++;
            } else if ((c == ']' || c == '}') && --depth == 0) {
                return i;
            }
        }
        throw new IllegalArgumentException("no closing bracket");
    }

    /**
     * Loads the file once to warm up, then {@code runs} times; prints and returns MB/s of the fastest run and MB per
     * second of the process's CPU time (all threads: the reader's, the JSON reader's scan thread, GC, JIT) over
     * the timed runs, which a shared machine's load moves far less than the wall time.
     */
    private static double[] measure(String name, Path file, int runs) throws Exception {
        double mb = Files.size(file) / 1e6;
        var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        Profile profile = ProfileLoader.load(file);
        long[] millis = new long[runs];
        long cpuNanos = 0;
        for (int run = 0; run < runs; run++) {
            profile = null;
            System.gc();
            long cpuStart = os.getProcessCpuTime();
            long start = System.nanoTime();
            profile = ProfileLoader.load(file);
            millis[run] = (System.nanoTime() - start) / 1_000_000;
            cpuNanos += os.getProcessCpuTime() - cpuStart;
        }
        java.util.Arrays.sort(millis);
        double rate = mb / (millis[0] / 1000.0);
        double cpuSeconds = cpuNanos / 1e9 / runs;
        System.out.printf("%-12s %10.1f %12d %12d %10.1f %10d %12.2f %10.1f%n", name, mb, millis[0], millis[runs / 2], rate,
                profile.threads().size(), cpuSeconds, mb / cpuSeconds);
        return new double[] {rate, mb / cpuSeconds};
    }
}
