package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.SampleRange;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Real-world files that detection once refused (testdata/hostile/load, made by make-hostile.sh, and big
 * ones generated here): UTF-16 with a byte order mark, a first folded frame in brackets, a first line
 * longer than the detection head, a trace whose first key is a metadata object larger than the head.
 */
class RealWorldDetectionTest {
    private static final Path LOAD = Path.of("testdata/hostile/load");
    private static final String STACKS = """
            main total=6 self=0
              work total=5 self=2
                leaf total=3 self=3
              idle total=1 self=1
            """;

    private static String tree(Profile profile) {
        CallTree tree = CallTree.build(profile.threads().get(0),
                new CallTreeOptions(Implementation.COMBINED, false, SampleRange.ALL, -1));
        return CallTreeText.format(tree);
    }

    private static Profile load(Path file) throws ProfileFormatException {
        return ProfileLoader.load(file);
    }

    @Test
    void utf16LittleEndianWithByteOrderMark() throws Exception {
        Profile profile = load(LOAD.resolve("utf16le-bom.folded"));
        assertEquals(ProfileFormat.FOLDED, profile.format());
        assertEquals(STACKS, tree(profile));
    }

    @Test
    void utf16BigEndianWithByteOrderMark() throws Exception {
        assertEquals(STACKS, tree(load(LOAD.resolve("utf16be-bom.folded"))));
    }

    @Test
    void utf16JsonToo() throws Exception {
        byte[] utf16 = ("\uFEFF" + BadInputTest.PROFILE).getBytes(StandardCharsets.UTF_16LE);
        assertEquals(ProfileFormat.CPUPROFILE, Loads.bytes(utf16, "le.cpuprofile").format());
    }

    @Test
    void anUnpairedSurrogateInUtf16IsOneLine() {
        byte[] bad = {(byte) 0xff, (byte) 0xfe, 'a', 0, ' ', 0, '1', 0, 0x00, (byte) 0xd8, '\n', 0};
        assertEquals("bad.folded: invalid text encoding (malformed UTF-16 or UTF-8)", Loads.error(bad, "bad.folded"));
    }

    @Test
    void aFirstFrameInBrackets() throws Exception {
        Profile profile = load(LOAD.resolve("bracket-first-frame.folded"));
        assertEquals(ProfileFormat.FOLDED, profile.format());
        assertEquals("""
                [unknown] total=5 self=0
                  main total=5 self=1
                    work total=4 self=4
                """, tree(profile));
        assertEquals("""
                [tid=4242] total=7 self=0
                  java.lang.Thread.run total=7 self=0
                    Worker.loop total=7 self=7
                [tid=4243] total=2 self=0
                  Worker.loop total=2 self=2
                """, tree(load(LOAD.resolve("async-profiler-tid.folded"))));
    }

    @Test
    void perfScriptWhoseCommandIsTrueOrFalseIsNotAJsonValue() throws Exception {
        assertEquals(ProfileFormat.PERF_SCRIPT, load(LOAD.resolve("comm-false.perf.txt")).format());
        assertEquals(ProfileFormat.PERF_SCRIPT, load(LOAD.resolve("comm-true.perf.txt")).format());
        assertEquals("t: line 1: not a profile Flint reads: text in none of its formats (folded stacks 'frame;frame;..."
                + " COUNT', perf script, DTrace, macOS sample, V8 log); it starts with 'trueish words'",
                Loads.error("trueish words\n", "t"));
    }

    @Test
    void aJsonArrayIsStillATrace() {
        assertEquals("t.json: $[0] (byte 1): an event must be an object, found a number", Loads.error("[1, 2]", "t.json"));
    }

    @Test
    void aFirstLineLongerThanTheDetectionHead(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        String longFrame = "x".repeat(FormatDetector.HEAD_BYTES + 1000);
        Path file = dir.resolve("long.folded");
        Files.writeString(file, "main;" + longFrame + " 5\nmain 2\n");
        Profile profile = load(file);
        assertEquals(ProfileFormat.FOLDED, profile.format());
        assertEquals("main total=7 self=2\n  " + longFrame + " total=5 self=5\n", tree(profile));
    }

    @Test
    void aTraceWhoseFirstKeyIsALargeMetadataObject(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException,
            ProfileFormatException {
        StringBuilder metadata = new StringBuilder("{\"metadata\": {\"cpu-brand\": \"x\", \"trace-config\": [");
        while (metadata.length() < 2 * FormatDetector.HEAD_BYTES) metadata.append("{\"k\": \"v\", \"n\": [1, 2, 3]}, ");
        metadata.append("{}]}, \"traceEvents\": [{\"ph\": \"X\", \"name\": \"RunTask\", \"ts\": 10, \"dur\": 5, "
                + "\"pid\": 1, \"tid\": 2}]}");
        Path file = dir.resolve("metadata-first.json");
        Files.writeString(file, metadata);
        Profile profile = load(file);
        assertEquals(ProfileFormat.CHROME_TRACE, profile.format());
        assertEquals(1, profile.threads().get(0).traceEvents().size());
    }

    @Test
    void anObjectOfNoKnownFormatPastTheHeadIsStillOneLine(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Path file = dir.resolve("unknown.json");
        Files.writeString(file, "{\"a\": \"" + "y".repeat(FormatDetector.HEAD_BYTES) + "\", \"b\": 1}");
        ProfileFormatException e = org.junit.jupiter.api.Assertions.assertThrows(ProfileFormatException.class,
                () -> load(file));
        assertEquals(file + ": $: a JSON object with none of the keys of a known profile format "
                + "(nodes, traceEvents, frames/stacks, meta/threads)", e.getMessage());
    }
}
