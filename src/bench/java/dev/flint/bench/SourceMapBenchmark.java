package dev.flint.bench;

import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.sourcemaps.ProfileMapping;
import dev.flint.sourcemaps.SourceMapSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What source maps add to loading a profile (issue 26: at most 300 ms for a 1.28 M-sample profile through a
 * 10 MB map), side by side, each the best of five warm runs after two untimed ones:
 * <ul>
 *   <li>{@code flint info FILE} against {@code flint info FILE --source-maps DIR} (in process, output
 *       discarded): what a user waits for, where the given maps are read while the profile loads;</li>
 *   <li>the engine one step after the other: loading, then finding, reading and applying the maps.</li>
 * </ul>
 *
 * <pre>
 * testdata/make-big-cpuprofile.py ../shared/testdata/cpuprofile/node-large-60s.cpuprofile.gz /tmp/big.cpuprofile.gz --samples 1280000
 * testdata/make-big-sourcemap.py /tmp/big.cpuprofile.gz /tmp/bigmap
 * mvn -q -o -DskipTests package
 * java -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.bench.SourceMapBenchmark /tmp/bigmap/bundle.cpuprofile.gz /tmp/bigmap
 * </pre>
 */
public final class SourceMapBenchmark {
    private static final int RUNS = 7;
    private static final int UNTIMED = 2;

    private SourceMapBenchmark() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: SourceMapBenchmark PROFILE MAP_FILE_OR_FOLDER");
            System.exit(2);
        }
        Path profileFile = Path.of(args[0]);
        List<Path> maps = List.of(Path.of(args[1]));
        double bestInfo = Double.MAX_VALUE;
        double bestInfoMapped = Double.MAX_VALUE;
        java.io.PrintStream discard = new java.io.PrintStream(java.io.OutputStream.nullOutputStream());
        for (int run = 0; run < RUNS; run++) {
            long start = System.nanoTime();
            int plainStatus = dev.flint.cli.Cli.run(new String[] {"info", args[0]}, discard, discard);
            long plain = System.nanoTime();
            int mappedStatus = dev.flint.cli.Cli.run(new String[] {"info", args[0], "--source-maps", args[1]}, discard, discard);
            long mapped = System.nanoTime();
            if (plainStatus != 0 || mappedStatus != 0) throw new IllegalStateException("flint info failed");
            if (run < UNTIMED) continue;
            bestInfo = Math.min(bestInfo, (plain - start) / 1e6);
            bestInfoMapped = Math.min(bestInfoMapped, (mapped - plain) / 1e6);
            System.out.printf("run %d: flint info %.0f ms | with --source-maps %.0f ms%n", run - UNTIMED + 1,
                    (plain - start) / 1e6, (mapped - plain) / 1e6);
        }
        System.out.printf("best: flint info %.0f ms | with --source-maps %.0f ms: %.0f ms more%n", bestInfo,
                bestInfoMapped, bestInfoMapped - bestInfo);

        double bestLoad = Double.MAX_VALUE;
        double bestMapped = Double.MAX_VALUE;
        double bestMaps = Double.MAX_VALUE;
        ProfileMapping last = null;
        for (int run = 0; run < RUNS; run++) {
            long start = System.nanoTime();
            Profile plain = ProfileLoader.load(profileFile);
            long loaded = System.nanoTime();
            Profile again = ProfileLoader.load(profileFile);
            long reloaded = System.nanoTime();
            SourceMapSet found = SourceMapSet.discover(again, maps);
            long discovered = System.nanoTime();
            last = ProfileMapping.apply(again, found);
            long mapped = System.nanoTime();
            if (plain.threads().isEmpty()) throw new IllegalStateException("no thread");
            if (run < UNTIMED) continue;
            bestLoad = Math.min(bestLoad, (loaded - start) / 1e6);
            bestMapped = Math.min(bestMapped, (reloaded - loaded) / 1e6 + (mapped - reloaded) / 1e6);
            bestMaps = Math.min(bestMaps, (mapped - reloaded) / 1e6);
            System.out.printf("run %d: load %.0f ms | load, then maps %.0f ms (the maps: %.0f ms, of which finding and "
                    + "reading %.0f ms, applying %.0f ms)%n", run - UNTIMED + 1, (loaded - start) / 1e6,
                    (mapped - loaded) / 1e6, (mapped - reloaded) / 1e6, (discovered - reloaded) / 1e6,
                    (mapped - discovered) / 1e6);
        }
        System.out.printf("%s: %,d samples, %.1f MB of maps, %d maps applied, %,d frames mapped, %,d unmapped%n",
                profileFile, last.profile().totalSamples(), mapBytes(maps.get(0)) / 1e6, last.mapsUsed(),
                last.framesMapped(), last.framesUnmapped());
        System.out.printf("best: load %.0f ms | load, then maps %.0f ms; the maps alone at best %.0f ms%n", bestLoad,
                bestMapped, bestMaps);
    }

    private static long mapBytes(Path path) throws java.io.IOException {
        if (!Files.isDirectory(path)) return Files.size(path);
        try (var files = Files.walk(path)) {
            return files.filter(p -> p.toString().endsWith(".map")).mapToLong(p -> p.toFile().length()).sum();
        }
    }
}
