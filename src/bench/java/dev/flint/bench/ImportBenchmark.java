package dev.flint.bench;

import com.fasterxml.jackson.core.JsonParser;
import dev.flint.importer.FormatDetector;
import dev.flint.importer.JsonInput;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * Import throughput next to a bare Jackson streaming pass over the same bytes (the floor an importer
 * cannot beat: decompression plus tokenising, nothing kept). Both start from the stored bytes in memory,
 * so disk speed is out of the figures; both include gunzip for .gz files. Warm: each file is run a few
 * times before the timed runs.
 *
 * <pre>
 * mvn -q -o -DskipTests package
 * java -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.bench.ImportBenchmark ../shared/testdata [RUNS]
 * </pre>
 * With a folder, every profile under it larger than 1 MB (stored or inflated) is measured; files may
 * also be named one by one.
 */
public final class ImportBenchmark {
    private static final int WARMUP_RUNS = 5;

    private ImportBenchmark() {}

    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            System.err.println("usage: ImportBenchmark DIR_OR_FILE... [--runs N]");
            System.exit(2);
        }
        int runs = 10;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--runs")) {
                runs = Integer.parseInt(args[++i]);
            } else {
                files.addAll(profilesUnder(Path.of(args[i])));
            }
        }
        System.out.println("times in ms, min / median of the timed runs; MB/s and ratio from the minimum");
        System.out.printf("%-48s %9s %9s %15s %9s %15s %11s %6s%n", "file", "stored MB", "JSON MB",
                "bare ms", "bare MB/s", "import ms", "import MB/s", "ratio");
        for (Path file : files) measure(file, runs);
    }

    private static List<Path> profilesUnder(Path root) throws IOException {
        if (!Files.isDirectory(root)) return List.of(root);
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile)
                    .filter(p -> !p.getFileName().toString().endsWith(".md"))
                    .filter(p -> !p.toString().contains("/bad/"))
                    .filter(ImportBenchmark::largeEnough)
                    .sorted()
                    .toList();
        }
    }

    private static boolean largeEnough(Path file) {
        try {
            return Files.size(file) > (1 << 20) || inflatedSize(SourceBytes.of(Files.readAllBytes(file), "")) > (1 << 20);
        } catch (IOException e) {
            return false;
        }
    }

    private static long inflatedSize(SourceBytes source) throws IOException {
        long total = 0;
        byte[] buffer = new byte[1 << 16];
        try (InputStream in = source.open(ProgressListener.NONE)) {
            for (int n; (n = in.read(buffer)) > 0; ) total += n;
        }
        return total;
    }

    private static void measure(Path file, int runs) throws IOException {
        byte[] stored = Files.readAllBytes(file);
        String name = file.getFileName().toString();
        long jsonBytes = inflatedSize(SourceBytes.of(stored, name));
        double[] bare = new double[runs];
        double[] load = new double[runs];
        String failure = null;
        long tokens = 0;
        for (int i = -WARMUP_RUNS; i < runs; i++) {
            long start = System.nanoTime();
            tokens = barePass(SourceBytes.of(stored, name));
            long middle = System.nanoTime();
            if (failure == null) {
                try {
                    Profile profile = ProfileLoader.load(SourceBytes.of(stored, name), ProgressListener.NONE);
                    if (profile.threads().isEmpty()) failure = "no threads";
                } catch (ProfileFormatException e) {
                    failure = e.problem();
                }
            }
            long end = System.nanoTime();
            if (i >= 0) {
                bare[i] = (middle - start) / 1e6;
                load[i] = (end - middle) / 1e6;
            }
        }
        double jsonMb = jsonBytes / 1e6;
        double bareMs = min(bare);
        String label = file.getParent().getFileName() + "/" + name;
        String bareText = String.format("%.1f / %.1f", bareMs, median(bare));
        if (failure != null) {
            System.out.printf("%-48s %9.2f %9.2f %15s %9.0f   import failed: %s%n", label, stored.length / 1e6,
                    jsonMb, bareText, jsonMb / (bareMs / 1e3), failure);
            return;
        }
        double loadMs = min(load);
        System.out.printf("%-48s %9.2f %9.2f %15s %9.0f %15s %11.0f %6.2f%n", label, stored.length / 1e6, jsonMb,
                bareText, jsonMb / (bareMs / 1e3), String.format("%.1f / %.1f", loadMs, median(load)),
                jsonMb / (loadMs / 1e3), loadMs / bareMs);
        if (tokens < 0) System.out.println(tokens);
    }

    /**
     * Every token once, nothing kept: the parser's own speed on these bytes. Folded stacks are text, so
     * their floor is a scan for line breaks.
     */
    private static long barePass(SourceBytes source) throws IOException {
        if (isText(source)) return lineBreaks(source);
        long tokens = 0;
        try (InputStream in = source.open(ProgressListener.NONE); JsonParser parser = JsonInput.open(in)) {
            while (parser.nextToken() != null) tokens++;
        } catch (com.fasterxml.jackson.core.JsonParseException notJson) {
            return tokens;
        }
        return tokens;
    }

    private static boolean isText(SourceBytes source) throws IOException {
        try {
            return FormatDetector.detect(source.head(FormatDetector.HEAD_BYTES), "") == ProfileFormat.FOLDED;
        } catch (ProfileFormatException e) {
            return false;
        }
    }

    private static long lineBreaks(SourceBytes source) throws IOException {
        long lines = 0;
        byte[] buffer = new byte[1 << 16];
        try (InputStream in = source.open(ProgressListener.NONE)) {
            for (int n; (n = in.read(buffer)) > 0; ) {
                for (int i = 0; i < n; i++) if (buffer[i] == '\n') lines++;
            }
        }
        return lines;
    }

    private static double min(double[] values) {
        return Arrays.stream(values).min().orElse(Double.NaN);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
