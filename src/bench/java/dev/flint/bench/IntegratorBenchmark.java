package dev.flint.bench;

import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.timeline.DevToolsThreads;
import dev.flint.timeline.SyncTrack;
import dev.flint.timeline.SyncTracks;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The timeline's cost, next to the DevTools trace engine on the same files in the same run.
 * <ul>
 *   <li>integrate: building every shown thread's sync track (sample integration plus the entry tree) from
 *       an already loaded profile, warm; also per million samples;</li>
 *   <li>load: the whole pipeline from the file (read, gunzip, parse, integrate), warm;</li>
 *   <li>engine: the reference's {@code node dump-profile-calls.mjs FILE --timing-only --repeat 5}
 *       (its {@code engineParse}: all DevTools handlers on already parsed JSON, min and median).</li>
 * </ul>
 * <pre>
 * mvn -q -o -DskipTests package
 * java -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.bench.IntegratorBenchmark ../shared/testdata [--reference /tmp/reference] [--runs N]
 * </pre>
 * Without a reference folder holding {@code node_modules} (copy ../shared/reference, then npm ci) the
 * engine column is left empty.
 */
public final class IntegratorBenchmark {
    private static final String[] FILES = {
            "cpuprofile/node-large-60s.cpuprofile.gz",
            "cpuprofile/node-medium.cpuprofile",
            "cpuprofile/chrome-cdp.cpuprofile",
            "chrome-trace/chrome-medium.array.json.gz",
            "chrome-trace/chrome-small.json"};

    private IntegratorBenchmark() {}

    public static void main(String[] args) throws Exception {
        Path testdata = Path.of("../shared/testdata");
        Path reference = Path.of("/tmp/reference");
        int runs = 15;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--reference" -> reference = Path.of(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                default -> testdata = Path.of(args[i]);
            }
        }
        boolean haveEngine = Files.isDirectory(reference.resolve("node_modules"));
        System.out.printf("%-34s %9s %8s %12s %12s %14s %12s %12s %7s%n", "file", "samples", "calls",
                "integrate ms", "ms/M samples", "load ms", "engine ms", "engine med", "load x");
        for (String relative : FILES) {
            Path file = testdata.resolve(relative);
            if (!Files.isRegularFile(file)) {
                System.out.printf("%-34s (absent)%n", relative);
                continue;
            }
            measure(file, runs, haveEngine ? reference : null);
        }
        System.out.println("integrate/load: min of " + runs + " warm runs (median in brackets); engine: "
                + "min and median of its --repeat 5 engineParse; load x = engine min / load min");
    }

    private static void measure(Path file, int runs, Path reference) throws Exception {
        Profile profile = ProfileLoader.load(file);
        List<ProfileThread> threads = DevToolsThreads.shown(profile);
        long samples = 0;
        for (ProfileThread thread : threads) samples += thread.samples().size();
        int calls = 0;
        double[] integrate = new double[runs];
        for (int warm = 0; warm < 5; warm++) calls = integrateAll(profile, threads);
        for (int r = 0; r < runs; r++) {
            long start = System.nanoTime();
            calls = integrateAll(profile, threads);
            integrate[r] = (System.nanoTime() - start) / 1e6;
        }
        double[] load = new double[runs];
        for (int warm = 0; warm < 3; warm++) loadAndIntegrate(file);
        for (int r = 0; r < runs; r++) {
            long start = System.nanoTime();
            loadAndIntegrate(file);
            load[r] = (System.nanoTime() - start) / 1e6;
        }
        double[] engine = reference == null ? null : engineParse(reference, file);
        double integrateMin = min(integrate);
        System.out.printf("%-34s %9d %8d %5.1f (%5.1f) %12.1f %6.1f (%6.1f) %12s %12s %7s%n",
                file.getFileName(), samples, calls, integrateMin, median(integrate),
                samples == 0 ? 0 : integrateMin / samples * 1e6, min(load), median(load),
                engine == null ? "-" : String.format("%.1f", engine[0]),
                engine == null ? "-" : String.format("%.1f", engine[1]),
                engine == null ? "-" : String.format("%.1f", engine[0] / min(load)));
    }

    private static int integrateAll(Profile profile, List<ProfileThread> threads) {
        int calls = 0;
        for (ProfileThread thread : threads) {
            SyncTrack track = SyncTracks.build(profile, thread);
            calls += track.profileCalls().size();
        }
        return calls;
    }

    private static void loadAndIntegrate(Path file) throws Exception {
        Profile profile = ProfileLoader.load(file);
        integrateAll(profile, DevToolsThreads.shown(profile));
    }

    /** The engine's engineParse {min, median} in ms, from the reference dumper's --timing-only output. */
    private static double[] engineParse(Path reference, Path file) throws IOException, InterruptedException {
        Process node = new ProcessBuilder("node", "--max-old-space-size=4000",
                reference.resolve("dump-profile-calls.mjs").toString(), file.toAbsolutePath().toString(),
                "--timing-only", "--repeat", "5")
                .redirectErrorStream(false).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(node.getInputStream().readAllBytes());
        if (!node.waitFor(10, TimeUnit.MINUTES) || node.exitValue() != 0) return null;
        Matcher m = Pattern.compile("\"engineParse\":\\{\"runs\":\\d+,\"minMs\":([0-9.]+),\"medianMs\":([0-9.]+)")
                .matcher(out);
        return m.find() ? new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))} : null;
    }

    private static double min(double[] values) {
        return Arrays.stream(values).min().orElse(Double.NaN);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    @SuppressWarnings("unused")
    private static List<String> names() {
        return new ArrayList<>(List.of(FILES));
    }
}
