package dev.flint.bench;

import dev.flint.importer.ProfileLoader;
import dev.flint.insights.Insights;
import dev.flint.model.Profile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What computing the findings adds to loading a file (issue 37: at most 20 % of {@code flint info}'s time on the
 * 1.28 M-sample profile and the 117 MB-class traces), side by side for each file:
 * <ul>
 *   <li>cold, whole processes as a user runs them: {@code flint info FILE} and {@code flint insights FILE}
 *       alternately, five each (the same JVM and class path as this one), median wall time;</li>
 *   <li>in process, warm: the load, and {@code Insights.find} alone on the loaded profile, median of five.</li>
 * </ul>
 *
 * <pre>
 * testdata/make-big-cpuprofile.py ../shared/testdata/cpuprofile/node-large-60s.cpuprofile.gz /tmp/big.cpuprofile.gz --samples 1280000
 * python3 testdata/make-big-trace.py ../shared/testdata/chrome-trace/chrome-medium.array.json.gz /tmp/big-trace.json.gz --copies 7 --screenshots-per-copy 365
 * mvn -q -o -DskipTests package
 * java -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.bench.InsightsBenchmark /tmp/big.cpuprofile.gz /tmp/big-trace.json.gz
 * </pre>
 */
public final class InsightsBenchmark {
    private static final int RUNS = 5;

    private InsightsBenchmark() {}

    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            System.err.println("usage: InsightsBenchmark FILE...");
            System.exit(2);
        }
        for (String file : args) {
            double[] info = new double[RUNS];
            double[] insights = new double[RUNS];
            for (int run = 0; run < RUNS; run++) {
                info[run] = coldMillis("info", file);
                insights[run] = coldMillis("insights", file);
            }
            double infoMedian = median(info);
            double insightsMedian = median(insights);
            System.out.printf("%s: cold flint info %.0f ms | flint insights %.0f ms: %+.1f %%%n", file, infoMedian,
                    insightsMedian, 100 * (insightsMedian - infoMedian) / infoMedian);
            double[] load = new double[RUNS];
            double[] find = new double[RUNS];
            int found = 0;
            for (int run = 0; run < RUNS; run++) {
                long start = System.nanoTime();
                Profile profile = ProfileLoader.load(Path.of(file));
                long loaded = System.nanoTime();
                found = Insights.find(profile).size();
                long done = System.nanoTime();
                load[run] = (loaded - start) / 1e6;
                find[run] = (done - loaded) / 1e6;
            }
            System.out.printf("%s: warm load %.0f ms | Insights.find %.0f ms (%d findings)%n", file, median(load),
                    median(find), found);
        }
    }

    private static double coldMillis(String command, String file) throws Exception {
        List<String> line = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "dev.flint.Main", command, file));
        long start = System.nanoTime();
        Process process = new ProcessBuilder(line).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        int status = process.waitFor();
        long end = System.nanoTime();
        if (status != 0) throw new IllegalStateException("flint " + command + " " + file + " exited " + status);
        return (end - start) / 1e6;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
