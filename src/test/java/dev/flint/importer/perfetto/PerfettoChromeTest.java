package dev.flint.importer.perfetto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.timeline.SyncTrack;
import dev.flint.timeline.SyncTracks;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * Chromium 156's own Perfetto trace of a page (testdata/perfetto/capture-chrome.sh: DevTools' categories over
 * the DevTools protocol, {@code streamFormat: "proto"}) against its JSON trace of the same page. Chromium traces
 * one session at a time, so the JSON file is a second recording of the same workload: the threads that run
 * JavaScript and the JavaScript functions are the same, and the sample counts are the same size (two runs of
 * a sampler on a shared machine differ; the proto file's own count is checked exactly, against the samples
 * its ProfileChunk events hold).
 */
class PerfettoChromeTest {
    private static final Path PROTO = Path.of("testdata/perfetto/chrome-page.pftrace.gz");
    private static final Path JSON = Path.of("testdata/perfetto/chrome-page.json.gz");
    /** The workload's own functions (testdata/workloads/perfetto.js), each on the thread that runs it. */
    private static final Map<String, Set<String>> WORKLOAD = Map.of(
            "CrRendererMain", Set.of("fib", "sortRandom", "buildList", "step"),
            "DedicatedWorker thread", Set.of("workerSpin"));

    @Test
    void theSameThreadsRunTheSameJavaScriptAsInChromiumsJsonTrace() throws Exception {
        Profile proto = ProfileLoader.load(PROTO);
        Profile json = ProfileLoader.load(JSON);
        assertEquals(ProfileFormat.PERFETTO, proto.format());
        assertEquals(ProfileFormat.CHROME_TRACE, json.format());
        Map<String, ProfileThread> protoSampled = sampledThreads(proto);
        Map<String, ProfileThread> jsonSampled = sampledThreads(json);
        assertEquals(WORKLOAD.keySet(), protoSampled.keySet());
        assertEquals(jsonSampled.keySet(), protoSampled.keySet());
        for (String name : WORKLOAD.keySet()) {
            ProfileThread a = protoSampled.get(name);
            ProfileThread b = jsonSampled.get(name);
            Set<String> protoFunctions = jsFunctions(a, 0.02);
            Set<String> jsonFunctions = jsFunctions(b, 0.02);
            assertTrue(jsFunctions(a, 0).containsAll(WORKLOAD.get(name)), name + ": " + jsFunctions(a, 0));
            assertTrue(jsFunctions(b, 0).containsAll(WORKLOAD.get(name)), name + ": " + jsFunctions(b, 0));
            // every function with 2 % of one recording's JS samples is sampled in the other
            assertTrue(jsFunctions(b, 0).containsAll(protoFunctions), name + ": " + protoFunctions + " vs " + jsonFunctions);
            assertTrue(jsFunctions(a, 0).containsAll(jsonFunctions), name + ": " + jsonFunctions + " vs " + protoFunctions);
            double ratio = (double) a.samples().size() / b.samples().size();
            assertTrue(ratio > 0.5 && ratio < 2, name + ": " + a.samples().size() + " samples vs " + b.samples().size());
        }
    }

    @Test
    void everySampleOfTheProfileChunksIsRead() throws Exception {
        String text;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(PROTO))) {
            text = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
        // The chunks' JSON lies in the protobuf as it is: count the ids of every "samples" array.
        Matcher arrays = Pattern.compile("\"samples\":\\[([0-9,]*)\\]").matcher(text);
        long inChunks = 0;
        while (arrays.find()) inChunks += arrays.group(1).isEmpty() ? 0 : arrays.group(1).split(",").length;
        long read = 0;
        for (ProfileThread thread : ProfileLoader.load(PROTO).threads()) read += thread.samples().size();
        assertTrue(inChunks > 1000, "samples in chunks: " + inChunks);
        assertEquals(inChunks, read);
    }

    @Test
    void theIntegratorFindsTheSameCallsAsOnTheJsonTrace() throws Exception {
        for (Path file : new Path[] {PROTO, JSON}) {
            Profile profile = ProfileLoader.load(file);
            ProfileThread main = sampledThreads(profile).get("CrRendererMain");
            SyncTrack track = SyncTracks.build(profile, main);
            Set<String> jsCalls = new TreeSet<>();
            Set<String> events = new TreeSet<>();
            for (int entry = 0; entry < track.size(); entry++) {
                (track.isJsCall(entry) ? jsCalls : events).add(track.name(entry));
            }
            assertTrue(jsCalls.containsAll(WORKLOAD.get("CrRendererMain")), file + ": " + jsCalls);
            // the clocks agree: the samples' calls run inside the trace events that started them
            assertTrue(events.containsAll(Set.of("FunctionCall", "RunTask", "Layout")), file + ": " + events);
            int nested = 0;
            for (int entry = 0; entry < track.size(); entry++) {
                if (track.isJsCall(entry) && track.depth(entry) > 0) nested++;
            }
            assertTrue(nested > 0, file + ": JS calls under trace events");
        }
    }

    /** Threads with samples by name (each name once in these recordings). */
    private static Map<String, ProfileThread> sampledThreads(Profile profile) {
        Map<String, ProfileThread> threads = new TreeMap<>();
        for (ProfileThread thread : profile.threads()) {
            if (thread.samples().size() > 0) assertEquals(null, threads.put(thread.name(), thread), thread.name());
        }
        return threads;
    }

    /** JS functions whose self samples are at least {@code share} of the thread's JS samples. */
    private static Set<String> jsFunctions(ProfileThread thread, double share) {
        Map<String, Integer> selfSamples = new TreeMap<>();
        int js = 0;
        for (int i = 0; i < thread.samples().size(); i++) {
            int stack = thread.samples().stack(i);
            if (stack < 0) continue;
            int func = thread.frames().func(thread.stacks().frame(stack));
            if (!thread.funcs().isJS(func)) continue;
            String name = thread.funcName(func);
            if (name.isEmpty()) continue;
            js++;
            selfSamples.merge(name, 1, Integer::sum);
        }
        Set<String> result = new TreeSet<>();
        for (Map.Entry<String, Integer> entry : selfSamples.entrySet()) {
            if (entry.getValue() >= share * js && entry.getValue() > 0) result.add(entry.getKey());
        }
        return result;
    }
}
