package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.ProfileThread;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/** Malformed input, generated here: each gets one clear "file: where: what" message, or loads when odd but valid. */
class BadInputTest {
    static final String PROFILE = "{\"nodes\":["
            + "{\"id\":1,\"callFrame\":{\"functionName\":\"(root)\",\"scriptId\":\"0\",\"url\":\"\",\"lineNumber\":-1,\"columnNumber\":-1},\"children\":[2]},"
            + "{\"id\":2,\"callFrame\":{\"functionName\":\"main\",\"scriptId\":\"3\",\"url\":\"file:///a.js\",\"lineNumber\":0,\"columnNumber\":0}}],"
            + "\"startTime\":0,\"endTime\":300,\"samples\":[2,2,2],\"timeDeltas\":[100,100,100]}";

    static byte[] gzip(byte[] content) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(content);
        }
        return out.toByteArray();
    }

    @Test
    void anEmptyFile() {
        assertEquals("e.cpuprofile: the file is empty", Loads.error(new byte[0], "e.cpuprofile"));
    }

    @Test
    void onlyWhiteSpace() {
        assertEquals("w: the file holds only white space", Loads.error(" \n\t\r\n ", "w"));
    }

    @Test
    void binaryJunk() {
        byte[] junk = new byte[4096];
        new Random(7).nextBytes(junk);
        junk[0] = (byte) 0xf7;
        assertEquals("junk.cpuprofile: byte 0: not a profile: neither JSON nor folded stacks (starts with byte 0xf7)",
                Loads.error(junk, "junk.cpuprofile"));
    }

    @Test
    void aTopLevelString() {
        assertEquals("s.json: byte 0: the top level is a JSON value, not an object or array: not a profile",
                Loads.error("\"just a string\"", "s.json"));
    }

    @Test
    void anObjectOfNoKnownFormat() {
        assertEquals("o.json: $: a JSON object with none of the keys of a known profile format "
                + "(nodes, traceEvents, frames/stacks, meta/threads)", Loads.error("{\"hello\": [1, 2]}", "o.json"));
    }

    @Test
    void truncatedJson() {
        String half = PROFILE.substring(0, PROFILE.length() / 2);
        String message = Loads.error(half, "t.cpuprofile");
        assertTrue(message.startsWith("t.cpuprofile: $.nodes[1]"), message);
        assertTrue(message.endsWith("(byte " + half.length() + "): the file ends in the middle of the JSON (truncated?)"),
                message);
    }

    @Test
    void brokenJsonSyntax() {
        String message = Loads.error(PROFILE.replace("\"startTime\":0", "\"startTime\":0 0"), "b.cpuprofile");
        assertTrue(message.startsWith("b.cpuprofile: $.startTime (byte "), message);
        assertTrue(message.contains("not valid JSON: Unexpected character ('0'"), message);
    }

    @Test
    void timeDeltasAddingUpBeyondAnyTimeAreRefused() {
        // Two deltas of 1e308 sum to infinity: once a tree of NaN, now one line.
        String overflow = "{\"nodes\":[{\"id\":1,\"callFrame\":{\"functionName\":\"(root)\"},\"children\":[2]},"
                + "{\"id\":2,\"callFrame\":{\"functionName\":\"a\"}}],\"startTime\":0,\"endTime\":1,"
                + "\"samples\":[2,2],\"timeDeltas\":[1e308,1e308]}";
        assertEquals("o.cpuprofile: $.timeDeltas[1]: the time deltas up to here add up beyond any time in microseconds",
                Loads.error(overflow, "o.cpuprofile"));
    }

    @Test
    void garbageAfterTheProfile() {
        String message = Loads.error(PROFILE + " {}", "g.cpuprofile");
        assertTrue(message.endsWith("unexpected data after the profile's closing brace"), message);
    }

    @Test
    void corruptGzip() throws IOException {
        byte[] gz = gzip(PROFILE.repeat(1).getBytes(StandardCharsets.UTF_8));
        byte[] corrupt = gz.clone();
        for (int i = 20; i < corrupt.length - 10; i += 7) corrupt[i] ^= 0x5a;
        String message = Loads.error(corrupt, "c.cpuprofile.gz");
        assertTrue(message.startsWith("c.cpuprofile.gz: ") && message.contains("corrupt gzip data"), message);
    }

    @Test
    void truncatedGzip() throws IOException {
        byte[] gz = gzip(PROFILE.getBytes(StandardCharsets.UTF_8));
        String message = Loads.error(Arrays.copyOf(gz, gz.length - 12), "cut.gz");
        assertTrue(message.startsWith("cut.gz: ") && message.contains("corrupt gzip data"), message);
    }

    @Test
    void aGzipBombStopsAtTheCap() throws IOException {
        byte[] bomb = new byte[8 << 20];
        Arrays.fill(bomb, (byte) ' ');
        byte[] start = "{\"nodes\": [".getBytes(StandardCharsets.UTF_8);
        System.arraycopy(start, 0, bomb, 0, start.length);
        SourceBytes source = SourceBytes.of(gzip(bomb), "bomb.json.gz").withMaxInflatedBytes(1 << 20);
        ProfileFormatException e = assertThrows(ProfileFormatException.class,
                () -> ProfileLoader.load(source, ProgressListener.NONE));
        assertTrue(e.getMessage().endsWith("gzip decompresses to more than 1048576 bytes: refusing to inflate further"
                + " (java -Dflint.maxInflatedBytes=BYTES -jar flint.jar reads it up to BYTES)"),
                e.getMessage());
    }

    @Test
    void theDefaultCapFollowsTheStoredSize() throws IOException {
        assertEquals(1L << 30, SourceBytes.of(new byte[] {1}, "tiny").maxInflatedBytes());
        SourceBytes gz = SourceBytes.of(gzip(new byte[10]), "x.gz");
        assertEquals(1L << 30, gz.maxInflatedBytes(), "at least 1 GiB");
    }

    @Test
    void nestingAHundredThousandDeep() {
        // Under a key the importer skips, so only the parser's own depth limit stands in the way.
        String deep = "{\"nodes\": [], \"extra\": " + "[".repeat(100_000) + "]".repeat(100_000) + "}";
        String message = Loads.error(deep, "deep.cpuprofile");
        assertTrue(message.startsWith("deep.cpuprofile: $.extra"), message);
        assertTrue(message.endsWith("nesting deeper than 1000 levels: not a profile Flint can read"), message);
        String deepSelf = "{\"frames\":[], \"x\": " + "{\"a\":".repeat(100_000);
        assertTrue(Loads.error(deepSelf, "deep.json").endsWith("nesting deeper than 1000 levels: not a profile Flint can read"));
    }

    @Test
    void aSampleOnAMissingNodeLoadsWithAWarning() throws Exception {
        assertEquals("$.samples: samples on node ids that are not in the profile, left out of the calls and "
                + "the call tree (1 samples affected)",
                Loads.text(PROFILE.replace("[2,2,2]", "[2,77,2]"), "m.cpuprofile").warnings().get(0).describe());
    }

    @Test
    void wrongTypes() {
        assertEquals("w: $.nodes[0].id (byte 16): a node id must be an integer, found a string",
                Loads.error(PROFILE.replace("{\"id\":1,", "{\"id\":\"1\","), "w"));
        String objectSamples = PROFILE.replace("\"samples\":[2,2,2]", "\"samples\":{}");
        assertEquals("w: $.samples (byte " + objectSamples.indexOf("{}") + "): samples must be an array, found an object",
                Loads.error(objectSamples, "w"));
    }

    @Test
    void invalidUtf8InANameIsReplacedNotFatal() throws Exception {
        byte[] bytes = PROFILE.getBytes(StandardCharsets.UTF_8);
        byte[] name = "\"main\"".getBytes(StandardCharsets.UTF_8);
        int at = indexOf(bytes, name) + 2;
        bytes[at] = (byte) 0xff;
        ProfileThread thread = Loads.bytes(bytes, "u.cpuprofile").threads().get(0);
        assertEquals("m\uFFFDin", thread.funcName(thread.frames().func(thread.stacks().frame(0))));
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) if (haystack[i + j] != needle[j]) continue outer;
            return i;
        }
        throw new AssertionError("not found");
    }
}
