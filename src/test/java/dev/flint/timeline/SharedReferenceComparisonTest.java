package dev.flint.timeline;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.testing.SharedTestdata;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * `flint calls` against the DevTools engine on the shared real profiles. The engine needs node and a
 * 30 MB dump per file, so the dumps are not committed: testdata/timeline/compare-shared.sh makes them once
 * into target/reference-dumps (or -Dflint.referenceDumps=DIR). Each file is skipped when ../shared or its
 * dump is absent. Per thread, the multiset of JS calls (name, URL, start, duration, depth; times to 1e-3 us)
 * must be identical for at least 99.5 % of the engine's calls, and Flint may not add more than 0.5 %.
 */
@Tag(SharedTestdata.TAG)
class SharedReferenceComparisonTest {
    private record Call(String name, String url, long tsNanos, long durNanos, int depth) {}

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "chrome-trace/chrome-small.json",
            "chrome-trace/chrome-medium.array.json.gz",
            "cpuprofile/chrome-cdp.cpuprofile",
            "cpuprofile/node-small.cpuprofile",
            "cpuprofile/node-medium.cpuprofile",
            "cpuprofile/node-large-60s.cpuprofile.gz",
            "cpuprofile/node-worker-a/main.CPU.20261122.025834.3175.0.001.cpuprofile",
            "cpuprofile/node-worker-a/worker1.CPU.20261122.025834.3175.1.002.cpuprofile",
            "cpuprofile/node-worker-a/worker2.CPU.20261122.025834.3175.2.003.cpuprofile"})
    void callsAgreeWithTheEngine(String relative) throws Exception {
        Path file = SharedTestdata.file(relative);
        Path dumps = Path.of(System.getProperty("flint.referenceDumps", "target/reference-dumps"));
        Path dump = dumps.resolve(file.getFileName() + ".dump.json");
        assumeTrue(Files.isRegularFile(dump), dump + " is absent: run testdata/timeline/compare-shared.sh");

        Map<String, Map<Call, Integer>> reference = readReference(dump);
        Profile profile = ProfileLoader.load(file);
        for (Map.Entry<String, Map<Call, Integer>> thread : reference.entrySet()) {
            ProfileThread match = profile.threads().stream().filter(t -> t.key().equals(thread.getKey()))
                    .findFirst().orElse(null);
            Map<Call, Integer> ours = new HashMap<>();
            if (match != null) {
                SyncTrack track = SyncTracks.build(profile, match);
                for (int e = 0; e < track.size(); e++) {
                    if (track.isJsCall(e)) {
                        ours.merge(new Call(track.name(e), track.url(e), nanos(track.startMicros(e)),
                                nanos(track.durationMicros(e)), track.depth(e)), 1, Integer::sum);
                    }
                }
            }
            long referenceCount = thread.getValue().values().stream().mapToLong(Integer::longValue).sum();
            long ourCount = ours.values().stream().mapToLong(Integer::longValue).sum();
            long same = 0;
            for (Map.Entry<Call, Integer> call : thread.getValue().entrySet()) {
                same += Math.min(call.getValue(), ours.getOrDefault(call.getKey(), 0));
            }
            double share = referenceCount == 0 ? (ourCount == 0 ? 100 : 0) : 100.0 * same / referenceCount;
            System.out.printf("%s %s: engine %d calls, flint %d, identical %d (%.2f %%)%n",
                    file.getFileName(), thread.getKey(), referenceCount, ourCount, same, share);
            assertTrue(share >= 99.5, thread.getKey() + ": only " + share + " % of the engine's calls");
            assertTrue(ourCount - same <= 0.005 * Math.max(1, referenceCount), thread.getKey() + ": extra calls");
        }
    }

    private static long nanos(double micros) {
        return Math.round(micros * 1000);
    }

    /** Per thread "pid:tid", the engine's calls that are in its tree (from the tree, or the call list). */
    private static Map<String, Map<Call, Integer>> readReference(Path dump) throws IOException {
        Map<String, Map<Call, Integer>> threads = new LinkedHashMap<>();
        try (JsonParser parser = new JsonFactory().createParser(dump.toFile())) {
            parser.nextToken();
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                parser.nextToken();
                if (!key.equals("threads")) {
                    parser.skipChildren();
                    continue;
                }
                while (parser.nextToken() == JsonToken.START_OBJECT) {
                    String pid = "";
                    String tid = "";
                    List<Map<String, Object>> calls = new ArrayList<>();
                    List<Map<String, Object>> treeCalls = null;
                    while (parser.nextToken() == JsonToken.FIELD_NAME) {
                        String field = parser.currentName();
                        parser.nextToken();
                        switch (field) {
                            case "pid" -> pid = parser.getText();
                            case "tid" -> tid = parser.getText();
                            case "profileCalls" -> calls = readObjects(parser, false);
                            case "tree" -> treeCalls = readObjects(parser, true);
                            default -> parser.skipChildren();
                        }
                    }
                    Map<Call, Integer> multiset = new HashMap<>();
                    for (Map<String, Object> call : treeCalls != null ? treeCalls : calls) {
                        if (treeCalls == null && !Boolean.TRUE.equals(call.get("inTree"))) continue;
                        multiset.merge(new Call((String) call.get("functionName"), (String) call.get("url"),
                                nanos((Double) call.get("ts")), nanos((Double) call.get("dur")),
                                ((Double) call.get("depth")).intValue()), 1, Integer::sum);
                    }
                    threads.put(pid + ":" + tid, multiset);
                }
            }
        }
        return threads;
    }

    /** Flat objects of an array; with {@code onlyCalls}, only tree entries of kind profileCall. */
    private static List<Map<String, Object>> readObjects(JsonParser parser, boolean onlyCalls) throws IOException {
        List<Map<String, Object>> objects = new ArrayList<>();
        while (parser.nextToken() == JsonToken.START_OBJECT) {
            Map<String, Object> object = new HashMap<>();
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                if (value.isNumeric()) object.put(field, parser.getDoubleValue());
                else if (value == JsonToken.VALUE_STRING) object.put(field, parser.getText());
                else if (value == JsonToken.VALUE_TRUE || value == JsonToken.VALUE_FALSE) object.put(field, value == JsonToken.VALUE_TRUE);
                else parser.skipChildren();
            }
            if (!onlyCalls || "profileCall".equals(object.get("kind"))) objects.add(object);
        }
        return objects;
    }
}
