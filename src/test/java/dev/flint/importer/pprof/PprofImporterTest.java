package dev.flint.importer.pprof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.CodedOutputStream;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.importer.TreeText;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.WeightType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * pprof files made by testdata/pprof/make.sh with Go 1.19's runtime/pprof (their content as
 * {@code go tool pprof -raw} prints it is testdata/pprof/counts.txt), and hand-built protobufs for the
 * rules of profile.proto.
 */
class PprofImporterTest {
    private static Profile load(byte[] content) throws ProfileFormatException {
        return ProfileLoader.load(SourceBytes.of(content, "unknown"), ProgressListener.NONE);
    }

    private static Profile loadFile(String name) throws Exception {
        return load(Files.readAllBytes(Path.of("testdata/pprof/" + name)));
    }

    private static double total(ProfileThread thread) {
        double sum = 0;
        for (int i = 0; i < thread.samples().size(); i++) sum += thread.samples().weight(i);
        return sum;
    }

    /** Sample rows of one profile in counts.txt ({@code go tool pprof -raw}). */
    private static long rawSamples(String profile) throws IOException {
        List<String> lines = Files.readAllLines(Path.of("testdata/pprof/counts.txt"));
        int at = lines.indexOf("## go tool pprof -raw " + profile);
        long rows = 0;
        boolean inSamples = false;
        for (int i = at + 1; i < lines.size() && !lines.get(i).startsWith("## "); i++) {
            String line = lines.get(i);
            if (line.startsWith("Samples:")) inSamples = true;
            else if (!line.startsWith(" ")) inSamples = inSamples && line.contains("/");
            else if (inSamples && line.matches("\\s+-?\\d+(\\s+-?\\d+)*:.*")) rows++;
        }
        return rows;
    }

    @Test
    void goCpuProfileInMillisecondsOfTheCpuColumn() throws Exception {
        Profile profile = loadFile("cpu.pprof");
        assertEquals(ProfileFormat.PPROF, profile.format());
        ProfileThread thread = profile.threads().get(0);
        assertEquals("workload", thread.name());
        assertEquals(WeightType.TRACING_MS, thread.weightType());
        assertEquals(rawSamples("cpu.pprof"), thread.samples().size());
        assertEquals(1070, total(thread), 1e-9, "go tool pprof -top: Total samples = 1.07s");
    }

    @Test
    void inlinedLinesAreStackLevels() {
        // Location 11 of counts.txt: sort.Ints inlined into main.sortLoop at one address
        String tree = TreeText.tree("testdata/pprof/cpu.pprof");
        assertTrue(tree.contains("""
                main.main.func2 total=510 self=0
                  main.sortLoop total=510 self=10
                    sort.Ints total=480 self=0
                      sort.Sort total=480 self=0
                """), tree);
    }

    @Test
    void heapProfileShowsInuseSpaceInBytesByDefault() throws Exception {
        ProfileThread thread = loadFile("heap.pprof").threads().get(0);
        assertEquals(WeightType.BYTES, thread.weightType());
        assertEquals(rawSamples("heap.pprof"), thread.samples().size());
        assertEquals("""
                runtime.main total=2535553 self=4144
                  main.main total=2531409 self=0
                    main.allocate total=2531409 self=2531409
                runtime.systemstack total=4307 self=0
                  runtime.newproc.func1 total=4307 self=0
                    runtime.newproc1 total=4307 self=0
                      runtime.malg total=4307 self=4307
                """, TreeText.tree("testdata/pprof/heap.pprof"));
    }

    @Test
    void aSampleTypeChosenByName() throws Exception {
        byte[] content = Files.readAllBytes(Path.of("testdata/pprof/heap.pprof"));
        ProfileThread objects = new PprofImporter("alloc_objects").read(SourceBytes.of(content, "h"), "h",
                ProgressListener.NONE).threads().get(0);
        assertEquals(WeightType.SAMPLES, objects.weightType());
        ProfileFormatException e = org.junit.jupiter.api.Assertions.assertThrows(ProfileFormatException.class,
                () -> new PprofImporter("cpu").read(SourceBytes.of(content, "h"), "h", ProgressListener.NONE));
        assertEquals("h: sample_type: no sample type 'cpu'; the profile has alloc_objects, alloc_space, "
                + "inuse_objects, inuse_space", e.getMessage());
    }

    @Test
    void treeTakesTheSampleTypeByName() {
        assertTrue(TreeText.tree("testdata/pprof/heap.pprof", "--sample-type", "alloc_objects")
                .startsWith("runtime.main total=1894 self=43\n  main.main total=1851 self=0\n"));
        ProfileFormatException e = org.junit.jupiter.api.Assertions.assertThrows(ProfileFormatException.class,
                () -> ProfileLoader.load(Path.of("testdata/perf/native.perf.txt"), "cpu"));
        assertEquals("testdata/perf/native.perf.txt: --sample-type is for pprof and OpenTelemetry profiles; this file is"
                + " perf-script",
                e.getMessage());
    }

    // ---- hand-built profiles ------------------------------------------------------------------------

    /** A tiny Profile writer: field by field, so tests can also write what a correct writer never would. */
    private static final class Proto {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        final CodedOutputStream out = CodedOutputStream.newInstance(bytes);

        Proto message(int field, Proto inner) throws IOException {
            out.writeByteArray(field, inner.bytes());
            return this;
        }

        Proto varint(int field, long value) throws IOException {
            out.writeUInt64(field, value);
            return this;
        }

        Proto packed(int field, long... values) throws IOException {
            Proto inner = new Proto();
            for (long v : values) inner.out.writeUInt64NoTag(v);
            out.writeByteArray(field, inner.bytes());
            return this;
        }

        Proto string(String s) throws IOException {
            out.writeString(6, s);
            return this;
        }

        byte[] bytes() throws IOException {
            out.flush();
            return bytes.toByteArray();
        }
    }

    private static Proto valueType(long type, long unit) throws IOException {
        return new Proto().varint(1, type).varint(2, unit);
    }

    /** printf calls memcpy, which was inlined (one location, two lines), and main calls printf. */
    private static Proto inlineProfile() throws IOException {
        Proto p = new Proto();
        p.message(1, valueType(1, 2));
        p.message(2, new Proto().packed(1, 1, 2).packed(2, 5)); // leaf first: memcpy+printf, then main
        // the unpacked form is legal too: one field per element
        p.message(2, new Proto().varint(1, 2).varint(2, 3));
        p.message(4, new Proto().varint(1, 2).varint(3, 0x40).message(4, new Proto().varint(1, 3).varint(2, 7)));
        p.message(4, new Proto().varint(1, 1).varint(3, 0x80)
                .message(4, new Proto().varint(1, 1).varint(2, 10))
                .message(4, new Proto().varint(1, 2).varint(2, 20)));
        p.message(5, new Proto().varint(1, 1).varint(2, 3));
        p.message(5, new Proto().varint(1, 2).varint(2, 4));
        p.message(5, new Proto().varint(1, 3).varint(2, 5));
        p.string("").string("samples").string("count").string("memcpy").string("printf").string("main");
        return p;
    }

    @Test
    void inlineLinesLastIsOutermostAndUnpackedRepeatedFields() throws Exception {
        Profile profile = load(inlineProfile().bytes());
        ProfileThread thread = profile.threads().get(0);
        assertEquals(WeightType.SAMPLES, thread.weightType());
        assertEquals(2, thread.samples().size());
        assertEquals(5 + 3, total(thread));
        Path file = Files.createTempFile("inline", ".pb");
        try {
            Files.write(file, inlineProfile().bytes());
            assertEquals("""
                    main total=8 self=3
                      printf total=5 self=0
                        memcpy total=5 self=5
                    """, TreeText.tree(file.toString()));
        } finally {
            Files.delete(file);
        }
    }

    @Test
    void brokenProfilesAreRefusedInOneLine() throws Exception {
        List<String> errors = new ArrayList<>();
        Proto noEmptyFirst = new Proto().message(1, valueType(0, 0)).string("x");
        errors.add(error(noEmptyFirst.bytes()));
        Proto missingLocation = new Proto().message(1, valueType(1, 1)).message(2, new Proto().packed(1, 9).packed(2, 1))
                .string("").string("samples");
        errors.add(error(missingLocation.bytes()));
        Proto valueCount = new Proto().message(1, valueType(1, 1)).message(2, new Proto().packed(2, 1, 2))
                .string("").string("samples");
        errors.add(error(valueCount.bytes()));
        Proto idZero = new Proto().message(1, valueType(1, 1)).message(5, new Proto().varint(2, 1))
                .string("").string("samples");
        errors.add(error(idZero.bytes()));
        Proto badString = new Proto().message(1, valueType(7, 1)).string("").string("samples");
        errors.add(error(badString.bytes()));
        Proto missingFunction = new Proto().message(1, valueType(1, 1)).message(2, new Proto().packed(1, 1).packed(2, 1))
                .message(4, new Proto().varint(1, 1).message(4, new Proto().varint(1, 42))).string("").string("samples");
        errors.add(error(missingFunction.bytes()));
        byte[] cut = inlineProfile().bytes();
        errors.add(error(java.util.Arrays.copyOf(cut, 30)));
        assertEquals(List.of(
                "unknown: string_table[0]: string_table[0] must be ''",
                "unknown: sample[0].location_id[0]: location id 9 does not exist",
                "unknown: sample[0]: has 2 values but there are 1 sample types",
                "unknown: function[0].id: id 0 is not allowed",
                "unknown: sample_type[0].type: string index 7 is outside the string table (2 strings)",
                "unknown: location[0].line[0]: function id 42 does not exist",
                "unknown: byte 30: the data ends inside a field: the file is cut short or not pprof"), errors);
    }

    private static String error(byte[] content) {
        try {
            load(content);
        } catch (ProfileFormatException e) {
            return e.getMessage();
        }
        throw new AssertionError("loaded");
    }
}
