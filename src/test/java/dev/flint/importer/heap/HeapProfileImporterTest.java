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
        assertEquals(sizes.stream().mapToLong(Long::longValue).sum(), total(thread));
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
        assertEquals(List.of("$.samples: nodeId not in the tree: the bytes count without a stack (1 samples affected)"),
                profile.warnings().stream().map(w -> w.describe()).toList());
        Path file = Files.createTempFile("small", ".heapprofile");
        try {
            Files.writeString(file, SMALL);
            assertEquals("""
                    main total=96 self=32
                      alloc total=64 self=64
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
}
