package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Perfetto reader's args documents ({@link TraceEventSink#acceptWithArgs}) are read as the JSON trace reader
 * reads an event's args: from the bytes by {@link TraceEventFields}, and by Jackson only for what that reader
 * leaves to it, with the same result and the same refusals as Jackson alone.
 */
class TraceEventSinkArgsTest {
    private static final String PROFILE = "{\"args\":{\"data\":{\"startTime\":1000}}}";
    private static final String CHUNK = "{\"args\":{\"data\":{\"cpuProfile\":{\"nodes\":["
            + "{\"callFrame\":{\"functionName\":\"(root)\",\"scriptId\":0},\"id\":1},"
            + "{\"callFrame\":{\"functionName\":\"FIB\",\"scriptId\":3,\"url\":\"http://a/b.js\",\"lineNumber\":5,"
            + "\"columnNumber\":12},\"id\":2,\"parent\":1},"
            + "{\"callFrame\":{\"functionName\":\"step\",\"scriptId\":3,\"url\":\"http://a/b.js\",\"lineNumber\":37,"
            + "\"columnNumber\":13},\"id\":3,\"parent\":2}],"
            + "\"samples\":[2,3,3,2,3]},\"timeDeltas\":[10,10,10,10,10],\"lines\":[5,37,38,5,37],\"columns\":[1,2,3,4,5]}}}";

    @Test
    void aProfileChunkIsReadFromItsBytesAsJacksonReadsIt() throws Exception {
        TraceEventSink bytes = new TraceEventSink("t.pftrace");
        List<String> fromBytes = samplesAndFunctions(bytes, CHUNK.replace("FIB", "fib"));
        assertEquals(0, bytes.argsReadByJackson());
        // An escape in a kept text is one of the shapes the byte reader leaves to Jackson.
        TraceEventSink jackson = new TraceEventSink("t.pftrace");
        List<String> fromJackson = samplesAndFunctions(jackson, CHUNK.replace("FIB", "fi\\u0062"));
        assertEquals(1, jackson.argsReadByJackson());
        assertEquals(List.of("samples 5", "(root)", "fib", "step"), fromBytes.subList(0, 4));
        assertEquals(fromJackson, fromBytes);
    }

    @Test
    void argsThatAreNotJsonAreRefusedInJacksonsWords() {
        TraceEventSink sink = new TraceEventSink("t.pftrace");
        ProfileFormatException e = assertThrows(ProfileFormatException.class,
                () -> sink.acceptWithArgs(event("ProfileChunk"), utf8("{\"args\":{\"data\":{\"lines\":[1,]}}}"), "packet 7 (byte 9)"));
        assertTrue(e.getMessage().startsWith("t.pftrace: packet 7 (byte 9): the event's arguments are not JSON: "), e.getMessage());
    }

    @Test
    void argsNestedPastJacksonsLimitAreRefusedAsBefore() {
        // Within the JSON trace reader's nesting limit (1000), past the args documents' Jackson limit (200).
        String deep = "[".repeat(250) + "]".repeat(250);
        TraceEventSink sink = new TraceEventSink("t.pftrace");
        ProfileFormatException e = assertThrows(ProfileFormatException.class,
                () -> sink.acceptWithArgs(event("ProfileChunk"), utf8("{\"args\":{\"data\":{\"x\":" + deep + "}}}"), "packet 7"));
        assertTrue(e.getMessage().contains("the event's arguments are not JSON: ") && e.getMessage().contains("200"),
                e.getMessage());
    }

    /** A Profile and one chunk on thread 1:2; the thread's sample count and its function names. */
    private static List<String> samplesAndFunctions(TraceEventSink sink, String chunk) throws Exception {
        sink.acceptWithArgs(event("Profile"), utf8(PROFILE), "packet 1");
        sink.acceptWithArgs(event("ProfileChunk"), utf8(chunk), "packet 2");
        Profile profile = sink.finish(false);
        ProfileThread thread = profile.threads().stream().filter(t -> t.tid() == 2).findFirst().orElseThrow();
        List<String> seen = new ArrayList<>();
        seen.add("samples " + thread.samples().size());
        for (int f = 0; f < thread.funcs().size(); f++) seen.add(thread.funcName(f));
        return seen;
    }

    private static TraceEventSink.Event event(String name) {
        TraceEventSink.Event e = new TraceEventSink.Event().reset();
        e.name = name;
        e.category = "disabled-by-default-v8.cpu_profiler";
        e.phase = 'P';
        e.pid = 1;
        e.tid = 2;
        e.tsMicros = 1000;
        e.id = "0x1";
        return e;
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
