package dev.flint.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Flint's timeline against the DevTools trace engine on the project's own captures (testdata/timeline:
 * a headless-Chromium trace and a Node --cpu-prof profile, made by capture.sh). The engine's output was
 * stored once as FILE.expected.json.gz (make-expectations.sh); every thread DevTools shows must have the
 * same entries in the same pre-order: kind, name, URL, start, duration and depth, bit for bit.
 */
class TimelineCapturesTest {
    private static final Path DIR = Path.of("testdata/timeline");

    record Entry(String kind, String name, String url, double ts, double dur, int depth) {
        @Override public String toString() {
            return kind + " " + name + " " + url + " ts=" + ts + " dur=" + dur + " depth=" + depth;
        }
    }

    @TestFactory
    Stream<DynamicTest> everyCaptureMatchesTheEngine() throws IOException {
        List<Path> expectations;
        try (Stream<Path> files = Files.list(DIR)) {
            expectations = files.filter(p -> p.toString().endsWith(".expected.json.gz")).sorted().toList();
        }
        if (expectations.size() < 2) throw new AssertionError("captures are missing from " + DIR);
        return expectations.stream().map(expected -> DynamicTest.dynamicTest(
                expected.getFileName().toString(), () -> check(expected)));
    }

    private static void check(Path expectedFile) throws Exception {
        String captureName = expectedFile.getFileName().toString().replace(".expected.json.gz", "");
        Map<String, List<Entry>> expected = readExpected(expectedFile);
        Profile profile = ProfileLoader.load(DIR.resolve(captureName));
        Map<String, List<Entry>> actual = new LinkedHashMap<>();
        for (ProfileThread thread : DevToolsThreads.shown(profile)) {
            SyncTrack track = SyncTracks.build(profile, thread);
            List<Entry> entries = new ArrayList<>();
            for (int e = 0; e < track.size(); e++) {
                entries.add(new Entry(track.isJsCall(e) ? "js" : "event", track.name(e), track.url(e),
                        track.startMicros(e), track.durationMicros(e), track.depth(e)));
            }
            actual.put(thread.key(), entries);
        }
        assertEquals(expected.keySet(), actual.keySet(), "threads DevTools shows");
        for (String thread : expected.keySet()) {
            List<Entry> want = expected.get(thread);
            List<Entry> got = actual.get(thread);
            for (int i = 0; i < Math.min(want.size(), got.size()); i++) {
                assertEquals(want.get(i), got.get(i), "thread " + thread + " entry " + i);
            }
            assertEquals(want.size(), got.size(), "thread " + thread + " entry count");
        }
    }

    private static Map<String, List<Entry>> readExpected(Path file) throws IOException {
        Map<String, List<Entry>> threads = new LinkedHashMap<>();
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file));
             JsonParser parser = new JsonFactory().createParser(in)) {
            parser.nextToken();
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                parser.nextToken();
                if (!key.equals("threads")) {
                    parser.skipChildren();
                    continue;
                }
                while (parser.nextToken() == JsonToken.START_OBJECT) {
                    long pid = 0;
                    long tid = 0;
                    List<Entry> entries = new ArrayList<>();
                    while (parser.nextToken() == JsonToken.FIELD_NAME) {
                        String field = parser.currentName();
                        parser.nextToken();
                        switch (field) {
                            case "pid" -> pid = parser.getLongValue();
                            case "tid" -> tid = parser.getLongValue();
                            case "entries" -> {
                                while (parser.nextToken() == JsonToken.START_ARRAY) {
                                    parser.nextToken();
                                    String kind = parser.getText();
                                    parser.nextToken();
                                    String name = parser.getText();
                                    parser.nextToken();
                                    String url = parser.getText();
                                    parser.nextToken();
                                    double ts = parser.getDoubleValue();
                                    parser.nextToken();
                                    double dur = parser.getDoubleValue();
                                    parser.nextToken();
                                    int depth = parser.getIntValue();
                                    parser.nextToken();
                                    entries.add(new Entry(kind, name, url, ts, dur, depth));
                                }
                            }
                            default -> parser.skipChildren();
                        }
                    }
                    threads.put(pid + ":" + tid, entries);
                }
            }
        }
        return threads;
    }
}
