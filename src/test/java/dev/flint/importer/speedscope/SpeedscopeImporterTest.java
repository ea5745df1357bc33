package dev.flint.importer.speedscope;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
import org.junit.jupiter.api.Test;

/** testdata/speedscope: hand-made from speedscope's file format spec (see the README there). */
class SpeedscopeImporterTest {
    private static final String SAMPLED = "testdata/speedscope/sampled.speedscope.json";
    private static final String EVENTED = "testdata/speedscope/evented.speedscope.json";

    private static Profile load(String text) throws ProfileFormatException {
        return ProfileLoader.load(SourceBytes.of(text.getBytes(StandardCharsets.UTF_8), "unknown"), ProgressListener.NONE);
    }

    private static Profile loadFile(String path) throws Exception {
        return load(Files.readString(Path.of(path)));
    }

    @Test
    void sampledProfilesAreThreadsWithTheirWeightsAndUnits() throws Exception {
        Profile profile = loadFile(SAMPLED);
        assertEquals(ProfileFormat.SPEEDSCOPE, profile.format());
        assertEquals(List.of("Main thread", "Worker"), profile.threads().stream().map(ProfileThread::name).toList());
        assertEquals(List.of(5, 3), profile.threads().stream().map(t -> t.samples().size()).toList());
        assertEquals(WeightType.TRACING_MS, profile.threads().get(0).weightType());
        assertEquals(WeightType.SAMPLES, profile.threads().get(1).weightType());
        assertEquals(9000, profile.threads().get(0).samples().timeMicros(3), "side by side: 4 + 3 + 2 ms before it");
        assertEquals("""
                main total=14 self=1
                  parse total=9 self=2
                    lex total=7 self=7
                  render total=4 self=4
                """, TreeText.tree(SAMPLED));
        assertEquals("""
                worker total=3 self=1
                  hash total=2 self=2
                """, TreeText.tree(SAMPLED, "--thread", "Worker"));
    }

    @Test
    void eventedProfilesWeighTheTimeBetweenEvents() throws Exception {
        Profile profile = loadFile(EVENTED);
        assertEquals(WeightType.TRACING_MS, profile.threads().get(0).weightType());
        assertEquals(WeightType.BYTES, profile.threads().get(1).weightType());
        assertEquals("""
                main total=1 self=0.2
                  parse total=0.5 self=0.2
                    lex total=0.3 self=0.3
                  render total=0.3 self=0.3
                """, TreeText.tree(EVENTED));
        assertEquals("""
                main total=4096 self=1024
                  render total=3072 self=3072
                """, TreeText.tree(EVENTED, "--thread", "Heap"));
    }

    private static String file(String frames, String profiles) {
        return "{\"shared\": {\"frames\": " + frames + "}, \"profiles\": " + profiles
                + ", \"$schema\": \"https://www.speedscope.app/file-format-schema.json\"}";
    }

    @Test
    void detectedWhereverSchemaStandsAndFramesMayFollowProfiles() throws Exception {
        String late = "{\"profiles\": [{\"type\": \"sampled\", \"unit\": \"none\", \"samples\": [[0]], \"weights\": [2]}],"
                + " \"$schema\": \"https://www.speedscope.app/file-format-schema.json\", \"shared\": {\"frames\": [{\"name\": \"a\"}]}}";
        assertEquals(2, load(late).threads().get(0).samples().weight(0));
        assertEquals(2, loadFile("testdata/speedscope/minimal.speedscope.json").totalSamples());
        assertEquals(ProfileFormat.SPEEDSCOPE, load(file("[{\"name\": \"a\"}]",
                "[{\"type\": \"sampled\", \"samples\": [], \"weights\": []}]")).format());
    }

    @Test
    void unclosedFramesCloseAtTheEndWithAWarning() throws Exception {
        Profile profile = load(file("[{\"name\": \"a\"}]", "[{\"type\": \"evented\", \"unit\": \"none\", \"endValue\": 10,"
                + " \"events\": [{\"type\": \"O\", \"frame\": 0, \"at\": 2}]}]"));
        assertEquals(8, profile.threads().get(0).samples().weight(0));
        assertEquals(List.of("$.profiles[0].events: 1 frames still open at the end: closed at the profile's end (1 events affected)"),
                profile.warnings().stream().map(w -> w.describe()).toList());
    }

    @Test
    void brokenFilesAreRefusedInOneLine() {
        String frames = "[{\"name\": \"a\"}, {\"name\": \"b\"}]";
        assertEquals("unknown: $.profiles[0].samples[0][1]: frame index 5 is outside shared.frames (2 frames)",
                error(file(frames, "[{\"type\": \"sampled\", \"samples\": [[0, 5]], \"weights\": [1]}]")));
        assertEquals("unknown: $.profiles[0].weights: there are 1 samples but 2 weights",
                error(file(frames, "[{\"type\": \"sampled\", \"samples\": [[0]], \"weights\": [1, 2]}]")));
        assertEquals("unknown: $.profiles[0].weights[0] (byte 118): weights must be non-negative numbers, found -1",
                error(file(frames, "[{\"type\": \"sampled\", \"samples\": [[0]], \"weights\": [-1]}]")));
        assertEquals("unknown: $.profiles[0].events[2]: closes frame 0 (a) while frame 1 (b) is the innermost open one",
                error(file(frames, "[{\"type\": \"evented\", \"events\": [{\"type\": \"O\", \"frame\": 0, \"at\": 0},"
                        + " {\"type\": \"O\", \"frame\": 1, \"at\": 1}, {\"type\": \"C\", \"frame\": 0, \"at\": 2}]}]")));
        assertEquals("unknown: $.profiles[0].events[1].at: events go back in time (1.0 after 5.0)",
                error(file(frames, "[{\"type\": \"evented\", \"events\": [{\"type\": \"O\", \"frame\": 0, \"at\": 5},"
                        + " {\"type\": \"C\", \"frame\": 0, \"at\": 1}]}]")));
        assertEquals("unknown: $.profiles: the file has no profiles", error(file(frames, "[]")));
        assertEquals("unknown: $.profiles[0].type: the profile type must be \"sampled\" or \"evented\", found \"other\"",
                error(file(frames, "[{\"type\": \"other\"}]")));
    }

    private static String error(String text) {
        try {
            load(text);
        } catch (ProfileFormatException e) {
            return e.getMessage();
        }
        throw new AssertionError("loaded: " + text);
    }
}
