package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.testing.SharedTestdata;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sweep: {@code flint info}, {@code tree} and {@code calls} on every hostile file (testdata/hostile/refuse,
 * files generated here, and ../shared/testdata/bad when present) exit non-zero within 10 s (a hang guard,
 * not a speed test) with one to three stderr lines, each naming the file, and never a stack trace or
 * Java's exception text; stdout stays empty.
 */
@Tag(SharedTestdata.TAG)
class HostileSweepTest {
    /** Files of ../shared/testdata/bad that are odd but load, one with a warning (InfoBadFilesTest). */
    private static final Set<String> SHARED_LOADS = Set.of("bad-empty-samples.cpuprofile",
            "bad-negative-timedeltas.cpuprofile", "bad-non-utf8-in-string.cpuprofile",
            "bad-sample-missing-node.cpuprofile");

    @TempDir
    Path generated;

    @Test
    void everyHostileFileIsRefusedInAtMostThreeLines() throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> list = Files.list(Path.of("testdata/hostile/refuse"))) {
            list.sorted().forEach(files::add);
        }
        files.addAll(generate());
        Path sharedBad = SharedTestdata.fileOrNull("bad");
        if (sharedBad != null) {
            try (Stream<Path> list = Files.list(sharedBad)) {
                list.sorted().filter(f -> !SHARED_LOADS.contains(f.getFileName().toString())).forEach(files::add);
            }
        }
        assertTrue(files.size() >= 30, "fixtures: " + files.size());
        for (Path file : files) {
            for (String command : List.of("info", "tree", "calls")) {
                String name = file.toString();
                CliRun run = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> CliRun.of(command, name),
                        command + " " + name + " took longer than 10 s");
                String what = "flint " + command + " " + name + " gave status " + run.status() + ", stderr:\n" + run.err();
                assertNotEquals(0, run.status(), what);
                String[] lines = run.errLines();
                assertTrue(lines.length >= 1 && lines.length <= 3, what);
                for (String line : lines) {
                    assertTrue(line.contains(name), what);
                    assertFalse(line.startsWith("\tat ") || line.contains("java.") || line.contains("Exception:"), what);
                }
                assertEquals("", run.out(), what);
            }
        }
    }

    @Test
    void symbolFilesThatAreNoFilesAreRefused() throws IOException {
        Path profile = Path.of("testdata/calltree/seed-001.folded");
        List<Path> symbols = new ArrayList<>(List.of(generated.resolve("no-such.sym"), generated));
        if (Files.exists(Path.of("/dev/zero"))) symbols.add(Path.of("/dev/zero"));
        Path zeros = generated.resolve("zeros.sym");
        Files.write(zeros, new byte[3 << 20]);
        symbols.add(zeros);
        for (Path table : symbols) {
            CliRun run = assertTimeoutPreemptively(Duration.ofSeconds(10),
                    () -> CliRun.of("tree", profile.toString(), "--symbols", table.toString()));
            assertEquals(1, run.status(), run.err());
            assertEquals(1, run.errLines().length, run.err());
            assertTrue(run.err().startsWith(table + ": "), run.err());
        }
    }

    /** Big or special hostile inputs, made here rather than committed. */
    private List<Path> generate() throws IOException {
        List<Path> files = new ArrayList<>();
        files.add(Files.createDirectory(generated.resolve("a-directory.json")));
        files.add(write("empty.cpuprofile", new byte[0]));
        byte[] junk = new byte[8192];
        new Random(11).nextBytes(junk);
        files.add(write("junk.bin", junk));
        files.add(write("nested-100k.json", ("[".repeat(100_000) + "]".repeat(100_000)).getBytes(StandardCharsets.US_ASCII)));
        files.add(write("object-nested-100k.json",
                ("{\"traceEvents\": " + "[".repeat(100_000)).getBytes(StandardCharsets.US_ASCII)));
        files.add(write("spaces-then-eof.json", (" ".repeat(300_000)).getBytes(StandardCharsets.US_ASCII)));
        files.add(write("folded-line-past-16-MiB.folded", ("main;" + "x".repeat(17 << 20)).getBytes(StandardCharsets.US_ASCII)));
        files.add(write("bomb.json.gz", gzipBomb("{\"traceEvents\": [", 200L << 20)));
        files.add(write("bomb-folded.gz", gzipBomb("main;work 1\n", 200L << 20)));
        byte[] trace = "[{\"ph\": \"X\", \"name\": \"a\", \"ts\": 1, \"dur\": 2, \"pid\": 1, \"tid\": 1}]"
                .getBytes(StandardCharsets.US_ASCII);
        byte[] gz = gzip(trace);
        files.add(write("truncated.json.gz", java.util.Arrays.copyOf(gz, gz.length / 2)));
        files.add(write("utf16-odd-length.folded", new byte[] {(byte) 0xff, (byte) 0xfe, 'a', 0, ' ', 0, '1'}));
        files.add(write("metadata-then-nothing.json", ("{\"metadata\": {\"a\": \"" + "m".repeat(400_000) + "\"}, \"x\": 1}")
                .getBytes(StandardCharsets.US_ASCII)));
        files.add(write("folded-weight-sum-infinite.folded", ("main 1" + "0".repeat(320) + "\n").getBytes(StandardCharsets.US_ASCII)));
        // Real recordings of the formats the next-wave importers read, cut short
        for (String real : List.of("testdata/jfr/workload.jfr", "testdata/perf/native-header.perf.txt",
                "testdata/v8-preprocess/main.preprocess.json.gz", "testdata/otlp/agent.otlp")) {
            Path source = Path.of(real);
            if (!Files.exists(source)) continue;
            byte[] bytes = Files.readAllBytes(source);
            String name = source.getFileName().toString();
            files.add(write("cut-" + name, java.util.Arrays.copyOf(bytes, Math.min(bytes.length, 4096))));
        }
        // a --preprocess JSON cut inside its code table, unzipped (the importer sees the cut, not gzip)
        Path preprocess = Path.of("testdata/v8-preprocess/main.preprocess.json.gz");
        try (var in = new java.util.zip.GZIPInputStream(Files.newInputStream(preprocess))) {
            files.add(write("cut-main.preprocess.json", in.readNBytes(4096)));
        }
        // an OTLP resource_profiles whose length runs 2^31 - 1 bytes past the file's end
        files.add(write("otlp-length-past-the-end.otlp", new byte[] {0x0a, (byte) 0xff, (byte) 0xff, (byte) 0xff,
            (byte) 0xff, 0x07, 0x12, 0x00}));
        // Perfetto traces (issue 36): a packet length past the end, a million empty packets, groups nested
        // 100,000 deep, a real Chromium trace cut inside a packet
        files.add(write("perfetto-length-past-end.pftrace", new byte[] {0x0a, 0x03, 0x50, 0x01, 0x0a, 0x05, 0x08}));
        byte[] empty = new byte[2_000_000];
        for (int i = 0; i < empty.length; i += 2) empty[i] = 0x0a;
        files.add(write("perfetto-million-empty-packets.pftrace", empty));
        byte[] groups = new byte[100_000 + 8];
        // a packet (sequence 1) then one of 100,000 bytes (varint a0 8d 06), each a start-group tag
        System.arraycopy(new byte[] {0x0a, 0x03, 0x50, 0x01, 0x0a, (byte) 0xa0, (byte) 0x8d, 0x06}, 0, groups, 0, 8);
        java.util.Arrays.fill(groups, 8, groups.length, (byte) 0x0b);
        files.add(write("perfetto-nested-groups.pftrace", groups));
        try (var in = new java.util.zip.GZIPInputStream(Files.newInputStream(Path.of("testdata/perfetto/chrome-page.pftrace.gz")))) {
            files.add(write("cut-chrome-page.pftrace", in.readNBytes(100_000)));
        }
        Path fifo = generated.resolve("a-fifo");
        try {
            Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
            if (mkfifo.waitFor() == 0) files.add(fifo);
        } catch (IOException | InterruptedException noMkfifo) {
            // FIFOs are covered where mkfifo exists
        }
        if (Files.exists(Path.of("/dev/zero"))) files.add(Path.of("/dev/zero"));
        return files;
    }

    private Path write(String name, byte[] content) throws IOException {
        return Files.write(generated.resolve(name), content);
    }

    private static byte[] gzip(byte[] content) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(content);
        }
        return out.toByteArray();
    }

    /** A start a parser accepts, then {@code size} bytes of spaces: about 1000:1. */
    private static byte[] gzipBomb(String start, long size) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (OutputStream gz = new GZIPOutputStream(out, 1 << 16)) {
            gz.write(start.getBytes(StandardCharsets.US_ASCII));
            byte[] spaces = new byte[1 << 20];
            java.util.Arrays.fill(spaces, (byte) ' ');
            for (long written = 0; written < size; written += spaces.length) gz.write(spaces);
        }
        return out.toByteArray();
    }
}
