package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.TraceEventTable;
import dev.flint.model.WeightType;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Chrome trace importer on small hand-written traces (real captures: TimelineCapturesTest). */
class ChromeTraceImporterTest {
    private static final String EVENTS = """
            {"name":"process_name","ph":"M","pid":7,"tid":0,"ts":0,"args":{"name":"Renderer"}},
            {"name":"thread_name","ph":"M","pid":7,"tid":1,"ts":0,"args":{"name":"CrRendererMain"}},
            {"name":"thread_name","ph":"M","pid":7,"tid":9,"ts":0,"args":{"name":"v8:ProfEvntProc"}},
            {"name":"Profile","ph":"P","id":"0x1","pid":7,"tid":1,"ts":1000,"args":{"data":{"startTime":5,"source":"Internal"}}},
            {"args":{"data":{"cpuProfile":{"nodes":[{"id":1,"callFrame":{"functionName":"(root)","scriptId":0}},
              {"id":2,"parent":1,"callFrame":{"functionName":"main","scriptId":5,"url":"https://x.test/app.js","lineNumber":3,"columnNumber":10}}],
              "samples":[2,2]},"timeDeltas":[50,100]}},"name":"ProfileChunk","ph":"P","id":"0x1","pid":7,"tid":9,"ts":1500},
            {"name":"RunTask","ph":"X","pid":7,"tid":1,"ts":1000,"dur":400,"cat":"disabled-by-default-devtools.timeline"},
            {"name":"FunctionCall","ph":"B","pid":7,"tid":1,"ts":1010,"cat":"devtools.timeline","args":{"data":{"functionName":"main","url":"https://x.test/app.js","lineNumber":3,"columnNumber":10,"scriptId":"5"}}},
            {"name":"FunctionCall","ph":"E","pid":7,"tid":1,"ts":1300,"cat":"devtools.timeline"},
            {"name":"Mark","ph":"i","pid":7,"tid":1,"ts":1200}""";

    private static Profile load(String json) throws ProfileFormatException {
        return ProfileLoader.load(SourceBytes.of(json.getBytes(StandardCharsets.UTF_8), "trace"), ProgressListener.NONE);
    }

    @Test
    void arrayFormObjectFormAndAMissingClosingBracketGiveTheSameThreads() throws Exception {
        for (String json : List.of("[" + EVENTS + "]", "{\"traceEvents\":[" + EVENTS + "],\"metadata\":{}}",
                "[" + EVENTS, "[" + EVENTS + ",\n")) {
            Profile profile = load(json);
            assertEquals(ProfileFormat.CHROME_TRACE, profile.format());
            assertTrue(profile.traceIsGeneric(), "no TracingStartedInBrowser: generic");
            assertEquals(1, profile.threads().size(), json);
            ProfileThread main = profile.threads().get(0);
            assertEquals("7:1", main.key());
            assertEquals("CrRendererMain", main.name());
            assertEquals("Renderer", main.processName());
        }
    }

    @Test
    void chunksFromTheProfilerThreadLandOnTheSampledThread() throws Exception {
        ProfileThread main = load("[" + EVENTS + "]").threads().get(0);
        assertEquals("0x1", main.cpuProfile().profileId());
        assertEquals("Internal", main.cpuProfile().source());
        assertEquals(2, main.samples().size());
        assertEquals(1050.0, main.samples().timeMicros(0), "Profile ts plus the first delta (args.data.startTime is ignored)");
        assertEquals(1150.0, main.samples().timeMicros(1));
        int stack = main.samples().stack(0);
        assertEquals("main", main.funcName(main.frames().func(main.stacks().frame(stack))));
        assertEquals(2, main.cpuProfile().nodeIdByStack()[stack]);
        assertEquals("5", main.strings().get(main.cpuProfile().scriptIdStringByStack()[stack]));
    }

    @Test
    void samplesWeighTheirDurationInMillisecondsAsDevToolsShowsThem() throws Exception {
        ProfileThread main = load("[" + EVENTS + "]").threads().get(0);
        assertEquals(WeightType.TRACING_MS, main.weightType());
        assertEquals(0.1, main.samples().weight(0), 1e-9, "time to the next sample: 100 us");
        assertEquals(0.1, main.samples().weight(1), 1e-9, "the last sample weighs the average interval");
    }

    @Test
    void beginEndPairsBecomeOneEntryAndLowerCaseInstantsAreNotEntries() throws Exception {
        TraceEventTable events = load("[" + EVENTS + "]").threads().get(0).traceEvents();
        assertEquals(2, events.size());
        assertEquals(290.0, events.durationMicros(1));
        TraceEventTable.EventData data = events.data(1);
        assertEquals("main", data.functionName());
        assertEquals("https://x.test/app.js", data.url());
        assertEquals(3, data.lineNumber());
        assertEquals("5", data.scriptId());
        assertTrue(Double.isNaN(events.durationMicros(0)) || events.durationMicros(0) == 400.0);
    }

    @Test
    void aBrowserRecordingKeepsItsProcessUrl() throws Exception {
        Profile profile = load("[{\"name\":\"TracingStartedInBrowser\",\"ph\":\"I\",\"pid\":3,\"tid\":3,\"ts\":900,"
                + "\"args\":{\"data\":{\"frames\":[{\"frame\":\"F1\",\"url\":\"about:blank\",\"processId\":7},"
                + "{\"frame\":\"F1\",\"url\":\"http://localhost:8000/\",\"processId\":7}]}}}," + EVENTS + "]");
        assertFalse(profile.traceIsGeneric());
        ProfileThread renderer = profile.threads().stream().filter(t -> t.pid() == 7).findFirst().orElseThrow();
        assertEquals("http://localhost:8000/", renderer.processUrl(), "about:blank is replaced by the next URL");
        ProfileThread browser = profile.threads().stream().filter(t -> t.pid() == 3).findFirst().orElseThrow();
        assertNull(browser.processUrl());
    }

    @Test
    void chunksWithoutAProfileEventAreAClearError() {
        String orphan = "[{\"name\":\"ProfileChunk\",\"ph\":\"P\",\"id\":\"0x2\",\"pid\":7,\"tid\":9,\"ts\":1,"
                + "\"args\":{\"data\":{\"cpuProfile\":{\"nodes\":[{\"id\":1,\"callFrame\":{\"functionName\":\"(root)\"}}],"
                + "\"samples\":[1]},\"timeDeltas\":[1]}}}]";
        ProfileFormatException e = assertThrows(ProfileFormatException.class, () -> load(orphan));
        assertEquals("trace: ProfileChunk events of CPU profile id 0x2 in process 7 have no Profile event saying "
                + "which thread they sampled", e.getMessage());
    }

    @Test
    void brokenInputGetsOneLineNamingThePlace() {
        ProfileFormatException cut = assertThrows(ProfileFormatException.class,
                () -> load("[{\"name\":\"RunTask\",\"ph\":\"X\",\"pid\":1,\"tid\":1,\"ts\":1,\"dur\":"));
        assertEquals("trace: $[0].dur (byte 57): the file ends in the middle of the JSON (truncated?)",
                cut.getMessage());
        ProfileFormatException noTs = assertThrows(ProfileFormatException.class,
                () -> load("[{\"name\":\"RunTask\",\"ph\":\"X\",\"pid\":1,\"tid\":1}]"));
        assertEquals("trace: $[0]: event \"RunTask\" (ph X) has no numeric ts", noTs.getMessage());
        ProfileFormatException notEvent = assertThrows(ProfileFormatException.class, () -> load("[1, 2]"));
        assertEquals("trace: $[0] (byte 1): an event must be an object, found a number", notEvent.getMessage());
        ProfileFormatException deltas = assertThrows(ProfileFormatException.class, () -> load(
                "[{\"name\":\"ProfileChunk\",\"ph\":\"P\",\"args\":{\"data\":{\"timeDeltas\":[1,\"x\"]}}}]"));
        assertEquals("trace: $[0].args.data.timeDeltas[1] (byte 65): a time delta must be a number, found a string",
                deltas.getMessage());
        ProfileFormatException broken = assertThrows(ProfileFormatException.class,
                () -> load("[{\"name\":\"RunTask\",\"ph\":\"X\" \"pid\":1}]"));
        assertTrue(broken.getMessage().startsWith("trace: $[0].ph (byte 28): not valid JSON: "), broken.getMessage());
        ProfileFormatException empty = assertThrows(ProfileFormatException.class, () -> load("[]"));
        assertEquals("trace: the trace has no events", empty.getMessage());
    }

    @Test
    void parserLimitsAreNamedAsForEveryOtherJsonFormat() {
        // The trace reader once had its own Jackson factory: a long string was reported in its own words.
        ProfileFormatException longName = assertThrows(ProfileFormatException.class, () -> load(
                "[{\"name\":\"" + "x".repeat(20_000_001) + "\",\"ph\":\"X\",\"pid\":1,\"tid\":1,\"ts\":1}]"));
        assertTrue(longName.getMessage().startsWith("trace: $[0].name (byte "), longName.getMessage());
        assertTrue(longName.getMessage().endsWith(
                ": a string longer than 20000000 characters: not a profile Flint can read"), longName.getMessage());
    }

    @Test
    void aBrokenUtf8ByteInANameIsReplacedAsInEveryOtherJsonFormat() throws Exception {
        byte[] json = "[{\"name\":\"Run?\",\"ph\":\"X\",\"pid\":1,\"tid\":1,\"ts\":1,\"dur\":2}]"
                .getBytes(StandardCharsets.UTF_8);
        json[13] = (byte) 0xff;
        ProfileThread thread = ProfileLoader.load(SourceBytes.of(json, "trace"), ProgressListener.NONE).threads().get(0);
        assertEquals("Run\uFFFD", thread.strings().get(thread.traceEvents().name(0)));
    }

    private static byte[] gzip(String text) throws java.io.IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream out = new java.util.zip.GZIPOutputStream(bytes)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return bytes.toByteArray();
    }

    @Test
    void gzipTracesInflateAheadOfTheParserAndFailuresStillReachTheUser() throws Exception {
        StringBuilder many = new StringBuilder("[");
        for (int i = 0; i < 20000; i++) many.append(EVENTS.replace("\"ts\":1000,\"dur\":400", "\"ts\":" + (1000 + i * 1000) + ",\"dur\":400")).append(',');
        many.append("{\"name\":\"Last\",\"ph\":\"X\",\"pid\":7,\"tid\":1,\"ts\":1,\"dur\":1}]");
        byte[] gz = gzip(many.toString());
        Profile profile = ProfileLoader.load(SourceBytes.of(gz, "trace.gz"), ProgressListener.NONE);
        assertEquals(2 * 20000 + 1, profile.threads().get(0).traceEvents().size(), "every event of a multi-chunk gzip");

        ProfileFormatException capped = assertThrows(ProfileFormatException.class, () -> ProfileLoader.load(
                SourceBytes.of(gz, "trace.gz").withMaxInflatedBytes(1_000_000), ProgressListener.NONE));
        assertTrue(capped.getMessage().contains("decompresses to more than 1000000 bytes"), capped.getMessage());

        byte[] cut = java.util.Arrays.copyOf(gz, gz.length / 2);
        ProfileFormatException corrupt = assertThrows(ProfileFormatException.class,
                () -> ProfileLoader.load(SourceBytes.of(cut, "trace.gz"), ProgressListener.NONE));
        assertTrue(corrupt.getMessage().contains("corrupt gzip data"), corrupt.getMessage());
    }
}
