package dev.flint.importer.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.importer.TreeText;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.WeightType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Heap profiles made by testdata/heapprofile/make.sh with Node 20 (--heap-prof, and the DevTools protocol). */
class HeapProfileImporterTest {
    private static Profile load(byte[] content) throws ProfileFormatException {
        return ProfileLoader.load(SourceBytes.of(content, "unknown"), ProgressListener.NONE);
    }

    private static double total(ProfileThread thread) {
        double sum = 0;
        for (int i = 0; i < thread.samples().size(); i++) sum += thread.samples().weight(i);
        return sum;
    }

    @ParameterizedTest
    @ValueSource(strings = {"alloc.heapprofile", "cdp.heapprofile"})
    void sampledAllocationsWeighTheirBytes(String name) throws Exception {
        byte[] content = Files.readAllBytes(Path.of("testdata/heapprofile/" + name));
        Profile profile = load(content);
        assertEquals(ProfileFormat.HEAPPROFILE, profile.format());
        ProfileThread thread = profile.threads().get(0);
        assertEquals(WeightType.BYTES, thread.weightType());
        String text = new String(content, StandardCharsets.UTF_8);
        List<Long> sizes = numbers(text, "size");
        assertEquals(sizes.size(), thread.samples().size(), "one sample per sampled allocation");
        // V8's selfSize is not the sum of a node's sampled sizes (old main weighed the sizes: 39,723,232 and
        // 38,357,776 bytes); the tree weighs selfSize, as DevTools shows it
        long selfSizes = numbers(text, "selfSize").stream().mapToLong(Long::longValue).sum();
        assertEquals(name.equals("alloc.heapprofile") ? 39_692_576 : 38_354_112, selfSizes);
        assertEquals(selfSizes, total(thread));
        String tree = TreeText.tree("testdata/heapprofile/" + name);
        assertTrue(tree.contains("build total="), tree);
        assertTrue(tree.contains("makeObjects total="), tree);
    }

    @Test
    void withoutSamplesEachNodeWeighsItsSelfSize() throws Exception {
        byte[] content = Files.readAllBytes(Path.of("testdata/heapprofile/alloc-nosamples.heapprofile"));
        ProfileThread thread = load(content).threads().get(0);
        List<Long> sized = numbers(new String(content, StandardCharsets.UTF_8), "selfSize").stream()
                .filter(size -> size > 0).toList();
        assertEquals(sized.size(), thread.samples().size());
        assertEquals(sized.stream().mapToLong(Long::longValue).sum(), total(thread));
    }

    /** Every integer value of a key in compact JSON (what Node writes). */
    private static List<Long> numbers(String json, String key) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"" + key + "\":(\\d+)").matcher(json);
        List<Long> values = new java.util.ArrayList<>();
        while (m.find()) values.add(Long.parseLong(m.group(1)));
        return values;
    }

    private static final String SMALL = """
            {"head": {"callFrame": {"functionName": "(root)", "scriptId": "0", "url": "", "lineNumber": -1, "columnNumber": -1},
              "selfSize": 0, "id": 1, "children": [
                {"callFrame": {"functionName": "main", "scriptId": "5", "url": "file:///a.js", "lineNumber": 0, "columnNumber": 0},
                 "selfSize": 100, "id": 2, "children": [
                   {"callFrame": {"functionName": "alloc", "scriptId": "5", "url": "file:///a.js", "lineNumber": 4, "columnNumber": 2},
                    "selfSize": 300, "id": 3, "children": []}]}]},
             "samples": [{"size": 64, "nodeId": 3, "ordinal": 5}, {"size": 32, "nodeId": 2, "ordinal": 2},
                         {"size": 16, "nodeId": 99, "ordinal": 9}]}
            """;

    @Test
    void samplesNamingNoNodeCountWithoutAStackAndWarn() throws Exception {
        Profile profile = load(SMALL.getBytes(StandardCharsets.UTF_8));
        ProfileThread thread = profile.threads().get(0);
        assertEquals(3, thread.samples().size());
        assertEquals(List.of("$.samples: nodeId not in the tree: kept without a stack and without bytes, as the tree "
                + "weighs its nodes' selfSize (1 samples affected)"),
                profile.warnings().stream().map(w -> w.describe()).toList());
        Path file = Files.createTempFile("small", ".heapprofile");
        try {
            Files.writeString(file, SMALL);
            assertEquals("""
                    main total=400 self=100
                      alloc total=300 self=300
                    """, TreeText.tree(file.toString()));
        } finally {
            Files.delete(file);
        }
    }

    @Test
    void detectionTellsAHeapProfileFromALegacyCpuProfileHead() throws Exception {
        assertEquals(ProfileFormat.HEAPPROFILE, dev.flint.importer.FormatDetector.detect(
                "{\"head\": {\"callFrame\": {}, \"selfSize\": 0, \"children\": []}}".getBytes(StandardCharsets.UTF_8), "x"));
        assertEquals(ProfileFormat.CPUPROFILE, dev.flint.importer.FormatDetector.detect(
                "{\"head\": {\"functionName\": \"(root)\", \"hitCount\": 0, \"children\": []}, \"startTime\": 0}"
                        .getBytes(StandardCharsets.UTF_8), "x"));
    }

    @Test
    void brokenProfilesAreRefusedInOneLine() {
        assertEquals("unknown: $.samples[0].size (byte 63): size must be a non-negative number of bytes",
                error("{\"head\": {\"selfSize\": 0, \"children\": []}, \"samples\": [{\"size\": -1, \"nodeId\": 1}]}"));
        assertEquals("unknown: $: a heap profile needs 'head', the root of its tree",
                error("{\"samples\": [], \"selfSize\": 1}"));
        assertEquals("unknown: $.head.children (byte 37): children must be an array, found a string",
                error("{\"head\": {\"selfSize\": 0, \"children\": \"x\"}}"));
    }

    private static String error(String text) {
        try {
            load(text.getBytes(StandardCharsets.UTF_8));
        } catch (ProfileFormatException e) {
            return e.getMessage();
        }
        throw new AssertionError("loaded");
    }

    /** A node's selfSize is shared among its samples in proportion to their sizes, in integers, adding up. */
    @Test
    void aNodesSamplesShareItsSelfSize() throws Exception {
        Profile profile = load("""
                {"head": {"callFrame": {"functionName": "(root)"}, "selfSize": 0, "id": 1, "children": [
                  {"callFrame": {"functionName": "a", "url": "file:///a.js", "lineNumber": 0}, "selfSize": 1000, "id": 2,
                   "children": []},
                  {"callFrame": {"functionName": "b", "url": "file:///a.js", "lineNumber": 9}, "selfSize": 7, "id": 3,
                   "children": []}]},
                 "samples": [{"size": 10, "nodeId": 2, "ordinal": 1}, {"size": 20, "nodeId": 2, "ordinal": 2},
                             {"size": 30, "nodeId": 2, "ordinal": 3}]}
                """.getBytes(StandardCharsets.UTF_8));
        ProfileThread thread = profile.threads().get(0);
        StringBuilder weights = new StringBuilder();
        for (int i = 0; i < thread.samples().size(); i++) weights.append((long) thread.samples().weight(i)).append(' ');
        assertEquals("166 334 500 7 ", weights.toString(), "b has bytes and no sample: one sample of its own");
    }

    /** V8 writes 0-based lines and columns; the model's are 1-based (DESIGN.md "Normalise once"). */
    @Test
    void linesAndColumnsAreOneBased() throws Exception {
        ProfileThread thread = load(SMALL.getBytes(StandardCharsets.UTF_8)).threads().get(0);
        for (int f = 0; f < thread.funcs().size(); f++) {
            String name = thread.funcName(f);
            String at = thread.funcs().line(f) + ":" + thread.funcs().column(f);
            if (name.equals("main")) assertEquals("1:1", at);
            if (name.equals("alloc")) assertEquals("5:3", at);
        }
        String legacy = "{\"head\": {\"functionName\": \"(root)\", \"selfSize\": 0, \"children\": [{\"functionName\": \"f\","
                + " \"url\": \"a.js\", \"lineNumber\": 5, \"columnNumber\": 3, \"selfSize\": 8, \"children\": []}]}}";
        ProfileThread old = load(legacy.getBytes(StandardCharsets.UTF_8)).threads().get(0);
        assertEquals("f 5:3", old.funcName(0) + " " + old.funcs().line(0) + ":" + old.funcs().column(0),
                "the oldest shape wrote 1-based lines already");
    }

    /**
     * 150 k node ids chosen to share one slot of the id map under the fixed hash old main used (20 s there,
     * against 0.5 s for random ids). The bound is generous; the check is that the profile loads.
     */
    @Test
    void nodeIdsChosenToCollideCostWhatRandomIdsCost() throws Exception {
        StringBuilder json = new StringBuilder("{\"head\": {\"callFrame\": {\"functionName\": \"(root)\"}, \"selfSize\": 0, "
                + "\"id\": 0, \"children\": [");
        int count = 0;
        for (long x = 1; x < 8192 && count < 150_000; x++) {
            for (int low = 0; low < 19 && count < 150_000; low++, count++) {
                if (count > 0) json.append(',');
                json.append("{\"callFrame\": {\"functionName\": \"f\"}, \"selfSize\": 1, \"id\": ")
                        .append(collidingId((x << 19) | low)).append(", \"children\": []}");
            }
        }
        json.append("]}}");
        byte[] content = json.toString().getBytes(StandardCharsets.UTF_8);
        java.util.concurrent.CompletableFuture<Double> total = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return total(load(content).threads().get(0));
            } catch (ProfileFormatException e) {
                throw new IllegalStateException(e);
            }
        });
        assertEquals(150_000.0, total.get(10, java.util.concurrent.TimeUnit.SECONDS));
    }

    /**
     * The id that old main's hash (h = id * 0x9E3779B9, h ^ h >>> 16) sent to the slot {@code mixed} gives:
     * the xor-shift undone, then the multiplication by the constant's inverse modulo 2^64 (ids are longs).
     */
    private static long collidingId(long mixed) {
        long h = mixed ^ (mixed >>> 32);
        long inverse = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < 5; i++) inverse *= 2 - 0x9E3779B97F4A7C15L * inverse;
        return h * inverse;
    }
}
