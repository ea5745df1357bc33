package dev.flint.bench;

import dev.flint.sourcemaps.SourceMap;
import dev.flint.sourcemaps.SourceMapReader;
import java.io.BufferedWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Reading a large source map: the time {@link SourceMapReader} takes to decode it into columns, and the mappings it
 * found. By default a synthetic map of a minified bundle's shape (long lines of 4- and 5-field segments over 300
 * sources and 20,000 names, no sourcesContent) of about 10 MB; or the map files given. The first run is the cold
 * one (class loading, JIT); later runs are warm.
 *
 * <pre>
 * mvn -q -o -DskipTests package
 * java -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.bench.SourceMapBenchmark [MAP...]
 * java -cp ... dev.flint.bench.SourceMapBenchmark --hostile
 * </pre>
 * {@code --hostile} reads a map whose {@code mappings} is 100 MB of 4-field segments (20 M, over the reader's cap of
 * 16.8 M) once, and prints the time, what was kept, and the heap's peak during the read.
 */
public final class SourceMapBenchmark {
    private static final int RUNS = 6;
    private static final long SYNTHETIC_BYTES = 10_000_000;

    private SourceMapBenchmark() {}

    public static void main(String[] args) throws Exception {
        if (args.length == 1 && args[0].equals("--hostile")) {
            hostile();
            return;
        }
        if (args.length > 0) {
            for (String arg : args) measure(Path.of(arg));
            return;
        }
        Path map = Files.createTempFile("flint-bench", ".js.map");
        try {
            writeSyntheticMap(map, SYNTHETIC_BYTES);
            measure(map);
        } finally {
            Files.deleteIfExists(map);
        }
    }

    private static void hostile() throws Exception {
        Path file = Files.createTempFile("flint-bench-hostile", ".js.map");
        try {
            try (BufferedWriter out = Files.newBufferedWriter(file)) {
                out.write("{\"version\":3,\"sources\":[\"a.js\"],\"mappings\":\"");
                String segments = "AAAA,".repeat(200_000);
                for (int i = 0; i < 100; i++) out.write(segments);
                out.write("AAAA\"}");
            }
            System.gc();
            long before = usedHeap();
            for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) pool.resetPeakUsage();
            long start = System.nanoTime();
            SourceMap map = SourceMapReader.read(file);
            long ms = (System.nanoTime() - start) / 1_000_000;
            long peak = 0;
            for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
                if (pool.getType() == MemoryType.HEAP) peak += pool.getPeakUsage().getUsed();
            }
            System.out.printf("%.0f MB of mappings: %,d ms, %,d mappings kept, heap peak %,d MB over %,d MB before;"
                    + " warnings: %s%n", Files.size(file) / 1e6, ms, map.mappingCount(), (peak - before) >> 20,
                    before >> 20, map.warnings().stream().map(w -> w.describe()).toList());
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private static long usedHeap() {
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static void measure(Path file) throws Exception {
        System.out.printf("%s: %.1f MB%n", file.getFileName(), Files.size(file) / 1e6);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int run = 0; run < RUNS; run++) {
            long start = System.nanoTime();
            long cpuStart = threads.getCurrentThreadCpuTime();
            SourceMap map = SourceMapReader.read(file);
            long ms = (System.nanoTime() - start) / 1_000_000;
            // The reading thread's CPU time too: on a loaded machine the wall time says more about the neighbours.
            long cpuMs = (threads.getCurrentThreadCpuTime() - cpuStart) / 1_000_000;
            System.out.printf("run %d%s: decode %,d ms (thread CPU %,d ms, %.0f MB/s of CPU), %,d mappings, %,d sources,"
                    + " %,d names, %d warnings%n", run, run == 0 ? " (cold)" : "", ms, cpuMs,
                    Files.size(file) / 1e6 / Math.max(1, cpuMs) * 1000, map.mappingCount(), map.sourceCount(),
                    map.nameCount(), map.warnings().size());
        }
    }

    /**
     * A map shaped like a minifier's: 40 generated lines, segments 1 to 40 columns apart, each into one of 300
     * sources near the previous original position, every third with a name.
     */
    private static void writeSyntheticMap(Path file, long bytes) throws Exception {
        Random random = new Random(26);
        try (BufferedWriter out = Files.newBufferedWriter(file)) {
            out.write("{\"version\":3,\"file\":\"bundle.min.js\",\"sources\":[");
            for (int s = 0; s < 300; s++) out.write((s > 0 ? "," : "") + "\"webpack://app/./src/module" + s + ".ts\"");
            out.write("],\"names\":[");
            for (int n = 0; n < 20_000; n++) out.write((n > 0 ? "," : "") + "\"name" + n + "\"");
            out.write("],\"mappings\":\"");
            long written = 0;
            long linesLeft = 40;
            long perLine = bytes / linesLeft;
            long lineWritten = 0;
            int source = 0;
            int name = 0;
            int originalLine = 0;
            int originalColumn = 0;
            StringBuilder segment = new StringBuilder();
            boolean lineStart = true;
            while (written < bytes) {
                segment.setLength(0);
                if (lineWritten >= perLine) {
                    segment.append(';');
                    lineWritten = 0;
                    lineStart = true;
                } else if (!lineStart) {
                    segment.append(',');
                }
                int nextSource = random.nextInt(50) == 0 ? random.nextInt(300) : source;
                vlq(segment, 1 + random.nextInt(40));
                vlq(segment, nextSource - source);
                int lineDelta = Math.max(-originalLine, random.nextInt(7) - 2);
                int columnDelta = Math.max(-originalColumn, random.nextInt(61) - 30);
                vlq(segment, lineDelta);
                vlq(segment, columnDelta);
                originalLine += lineDelta;
                originalColumn += columnDelta;
                source = nextSource;
                if (random.nextInt(3) == 0) {
                    int nextName = random.nextInt(20_000);
                    vlq(segment, nextName - name);
                    name = nextName;
                }
                lineStart = false;
                out.append(segment);
                written += segment.length();
                lineWritten += segment.length();
            }
            out.write("\"}");
        }
    }

    private static void vlq(StringBuilder out, int value) {
        String digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        long raw = value < 0 ? ((long) -value << 1) | 1 : (long) value << 1;
        do {
            int digit = (int) (raw & 31);
            raw >>>= 5;
            if (raw != 0) digit |= 32;
            out.append(digits.charAt(digit));
        } while (raw != 0);
    }
}
