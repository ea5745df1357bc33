package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.cli.Cli;
import dev.flint.model.ProfileFormat;
import dev.flint.testing.SharedTestdata;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fast way through a .cpuprofile's samples and timeDeltas ({@link FastArrays}) against the Jackson way
 * ({@code -Dflint.cpuprofileFastArrays=false}): {@code flint tree} and {@code flint calls} print the same
 * bytes, errors and exit status on every V8 CPU profile in testdata/ (broken and hostile ones included), on
 * ../shared's when present, and on hand-made files that test the byte reader's edges.
 */
class CpuProfileFastArraysTest {
    private static final String PROPERTY = "flint.cpuprofileFastArrays";
    private static final String NODES = "\"nodes\":[{\"id\":1,\"callFrame\":{\"functionName\":\"(root)\",\"scriptId\":\"0\","
            + "\"url\":\"\",\"lineNumber\":-1,\"columnNumber\":-1},\"children\":[2,3]},"
            + "{\"id\":2,\"callFrame\":{\"functionName\":\"main\",\"scriptId\":\"1\",\"url\":\"file:///a.js\","
            + "\"lineNumber\":0,\"columnNumber\":0},\"children\":[4]},"
            + "{\"id\":3,\"callFrame\":{\"functionName\":\"(idle)\",\"scriptId\":\"0\",\"url\":\"\",\"lineNumber\":-1,"
            + "\"columnNumber\":-1}},"
            + "{\"id\":4,\"callFrame\":{\"functionName\":\"work]\\\"x\",\"scriptId\":\"1\",\"url\":\"file:///a.js\","
            + "\"lineNumber\":3,\"columnNumber\":2}}]";

    @TempDir
    Path temp;

    @Test
    void everyCpuProfileInTestdataPrintsTheSameBothWays() throws Exception {
        List<Path> profiles = cpuProfilesUnder(Path.of("testdata"));
        assertTrue(profiles.size() >= 6, "testdata has V8 CPU profiles: " + profiles);
        for (Path profile : profiles) assertSameBothWays(profile);
    }

    @Tag(SharedTestdata.TAG)
    @Test
    void sharedCpuProfilesPrintTheSameBothWays() throws Exception {
        Path shared = SharedTestdata.file("cpuprofile/node-small.cpuprofile").getParent();
        for (Path profile : cpuProfilesUnder(shared)) assertSameBothWays(profile);
    }

    @Test
    void aRealProfileGoesTheFastWay() throws Exception {
        byte[] content = Files.readAllBytes(Path.of("testdata/cpuprofile/node-small.cpuprofile"));
        CpuProfileLayout layout = CpuProfileLayout.scan(content, content.length);
        assertNotNull(layout);
        IntegerList samples = layout.samples();
        assertNotNull(samples);
        assertTrue(samples.count() > 100, "samples read: " + samples.count());
        assertEquals(samples.count(), layout.timeDeltas().count());
        assertNotNull(FastArrays.read(SourceBytes.of(content, "node-small.cpuprofile"), ProgressListener.NONE,
                "node-small.cpuprofile", (parser, file, arrays) -> {
                    V8ProfileBuilder builder = new V8ProfileBuilder();
                    parser.nextToken();
                    V8ProfileReader.read(parser, file, builder, true);
                    assertEquals(0, builder.sampleCount(), "the arrays are cut out of Jackson's content");
                    assertTrue(arrays.addTo(builder));
                    assertEquals(samples.count(), builder.sampleCount());
                    return new dev.flint.model.Profile(ProfileFormat.CPUPROFILE, List.of(), new dev.flint.model.Categories(),
                            false, List.of());
                }));
    }

    @Test
    void theByteReaderTakesPlainIntegersOnly() {
        assertEquals("[1, -2, 0, 0, 123456789012345678]", values(" 1,-2 ,\n0,\t-0\r, 123456789012345678 "));
        assertEquals("[]", values(""));
        assertEquals("[]", values("  \n"));
        for (String refused : new String[] {"1e3", "1.5", "01", "-", "1,", ",1", "1,,2", "+1", "\"1\"", "[1]",
                "1234567890123456789", "1 2", "null", "1/2", "\u00a01"}) {
            assertNull(values(refused), refused);
        }
    }

    @Test
    void handMadeEdgesPrintTheSameBothWays() throws Exception {
        String[] bodies = {
            "\"samples\":[2,4,4,3,2],\"timeDeltas\":[5,-3,100,0,7]",
            "\"samples\":[ 2 ,\n4,\t4 ,\r3,2 ],\"timeDeltas\":[5, -0, 1, 2, 3]",
            "\"samples\":[2,4,3000000000,4,-2147483648],\"timeDeltas\":[1,2,3,4,5]",
            "\"samples\":[2,4,4],\"timeDeltas\":[1,123456789012345678,-123456789012345678]",
            "\"samples\":[2,4,4],\"timeDeltas\":[1,1e3,2]",
            "\"samples\":[2,4,4],\"timeDeltas\":[1,1.5,2]",
            "\"samples\":[2,4.0,4],\"timeDeltas\":[1,2,2]",
            "\"samples\":[2,04,4],\"timeDeltas\":[1,2,2]",
            "\"samples\":[2,4,4,],\"timeDeltas\":[1,2,2]",
            "\"samples\":[2,\"4\",4],\"timeDeltas\":[1,2,2]",
            "\"samples\":[2,[4],4],\"timeDeltas\":[1,2,2]",
            "\"samples\":[2,4,4],\"timeDeltas\":[1,2]",
            "\"samples\":[2,99,4],\"timeDeltas\":[1,2,3]",
            "\"samples\":[2,12345678901234567890,4],\"timeDeltas\":[1,2,3]",
            "\"samples\":[2,4],\"timeDeltas\":[1,2],\"samples\":[3]",
            "\"sampl\\u0065s\":[2,4],\"timeDeltas\":[1,2]",
            "\"samples\":[],\"timeDeltas\":[]",
            "\"samples\":[2,4,4],\"timeDeltas\":null",
            "\"samples\":\"2,4\",\"timeDeltas\":[1,2]",
            "\"samples\":[2,4,4],\"timeDeltas\":[1,2,3],\"extra\":{\"a\":[1,\"]\",{\"b\":\"\\\"}\"}]}",
        };
        int n = 0;
        for (String body : bodies) {
            n++;
            assertSameBothWays(write("edge-" + n + ".cpuprofile", "{" + NODES + ",\"startTime\":1000,\"endTime\":9000," + body + "}"));
            assertSameBothWays(write("edge-" + n + "-first.cpuprofile", "{\"startTime\":1000," + body + ",\"endTime\":9000," + NODES + "}"));
            assertSameBothWays(gzip("edge-" + n + ".cpuprofile.gz", "{" + NODES + ",\"startTime\":1000," + body + "}"));
        }
        String whole = "{" + NODES + ",\"startTime\":1000,\"endTime\":9000,\"samples\":[2,4,4,3,2],\"timeDeltas\":[5,3,100,0,7]}";
        for (int cut = whole.indexOf("\"samples\""); cut < whole.length(); cut += 3) {
            assertSameBothWays(write("cut-" + cut + ".cpuprofile", whole.substring(0, cut)));
        }
        assertSameBothWays(write("trailing.cpuprofile", whole + " {}"));
        assertSameBothWays(write("wrapped.cpuprofile", "{\"profile\":" + whole + ",\"samples\":[9]}"));
        assertSameBothWays(write("bad-utf8.cpuprofile", whole.replace("main", "m\u0001in"), "\u0001",
                new String(new byte[] {(byte) 0xff}, StandardCharsets.ISO_8859_1)));
    }

    /** A profile with every third node id a sample, long enough for the byte reader's loop to be compiled. */
    @Test
    void aLongProfilePrintsTheSameBothWays() throws Exception {
        StringBuilder samples = new StringBuilder();
        StringBuilder deltas = new StringBuilder();
        for (int i = 0; i < 200_000; i++) {
            if (i > 0) {
                samples.append(i % 7 == 0 ? ",\n" : ",");
                deltas.append(',');
            }
            samples.append(2 + i % 3);
            deltas.append(i % 11 == 0 ? -(i % 5) : 100 + i % 13);
        }
        assertSameBothWays(gzip("long.cpuprofile.gz", "{" + NODES + ",\"startTime\":1000,\"samples\":[" + samples
                + "],\"timeDeltas\":[" + deltas + "]}"));
    }

    private static String values(String text) {
        byte[] bytes = ("[" + text + "]").getBytes(StandardCharsets.ISO_8859_1);
        IntegerList list = IntegerList.read(bytes, 1, bytes.length - 1);
        if (list == null) return null;
        List<Long> values = new ArrayList<>();
        for (int i = 0; i < list.count(); i++) values.add(list.values()[i]);
        return values.toString();
    }

    private Path write(String name, String json) throws IOException {
        return Files.write(temp.resolve(name), json.getBytes(StandardCharsets.UTF_8));
    }

    private Path write(String name, String json, String replace, String byBytes) throws IOException {
        byte[] utf8 = json.replace(replace, "\u0001").getBytes(StandardCharsets.UTF_8);
        // each U+0001 becomes byBytes, raw
        byte[] bad = byBytes.getBytes(StandardCharsets.ISO_8859_1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte b : utf8) {
            if (b == 1) out.write(bad, 0, bad.length);
            else out.write(b);
        }
        return Files.write(temp.resolve(name), out.toByteArray());
    }

    private Path gzip(String name, String json) throws IOException {
        Path file = temp.resolve(name);
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(json.getBytes(StandardCharsets.UTF_8));
        }
        return file;
    }

    private static List<Path> cpuProfilesUnder(Path root) throws IOException {
        List<Path> profiles = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                if (Files.size(file) > 64L << 20) continue;
                try {
                    if (FormatDetector.detect(SourceBytes.of(file)) == ProfileFormat.CPUPROFILE) profiles.add(file);
                } catch (ProfileFormatException | IOException notAProfile) {
                    // not a V8 CPU profile
                }
            }
        }
        return profiles;
    }

    private static void assertSameBothWays(Path file) {
        for (String command : new String[] {"tree", "calls"}) {
            String fast = run(command, file, true);
            String jackson = run(command, file, false);
            assertEquals(jackson, fast, command + " " + file);
        }
    }

    private static String run(String command, Path file, boolean fastArrays) {
        String before = System.getProperty(PROPERTY);
        System.setProperty(PROPERTY, Boolean.toString(fastArrays));
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = Cli.run(new String[] {command, file.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            return "status " + status + "\nout:\n" + out.toString(StandardCharsets.UTF_8) + "\nerr:\n"
                    + err.toString(StandardCharsets.UTF_8);
        } finally {
            if (before == null) System.clearProperty(PROPERTY);
            else System.setProperty(PROPERTY, before);
        }
    }
}
