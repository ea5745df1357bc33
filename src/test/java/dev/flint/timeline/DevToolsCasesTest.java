package dev.flint.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.CpuProfileInfo;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every case of the DevTools trace engine's unit tests and characterization runs
 * ({@code ../shared/reference/unit-cases.json}), restated as fixtures in {@code devtools-cases/}: an input
 * file Flint loads (a trace or a .cpuprofile) and the engine's output as text (see
 * {@code testdata/timeline/make-devtools-cases.py}). Each case loads its input through the normal loader
 * and prints the same text from Flint's timeline.
 */
class DevToolsCasesTest {
    private static final String DIR = "/dev/flint/timeline/devtools-cases";

    @TestFactory
    Stream<DynamicTest> everyCase() throws IOException, URISyntaxException {
        Path dir = Path.of(DevToolsCasesTest.class.getResource(DIR).toURI());
        List<Path> expectations;
        try (Stream<Path> files = Files.list(dir)) {
            expectations = files.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        }
        if (expectations.size() != 44) throw new AssertionError("expected 44 cases, found " + expectations.size());
        return expectations.stream().map(txt -> DynamicTest.dynamicTest(
                txt.getFileName().toString().replace(".txt", ""), () -> check(txt)));
    }

    private static void check(Path txt) throws Exception {
        List<String> lines = Files.readAllLines(txt, StandardCharsets.UTF_8);
        String runner = lines.get(1).substring("runner: ".length());
        String id = txt.getFileName().toString().replace(".txt", "");
        Path input = Files.exists(txt.resolveSibling(id + ".json")) ? txt.resolveSibling(id + ".json")
                : txt.resolveSibling(id + ".cpuprofile");
        String expected = String.join("\n", lines.subList(2, lines.size()));
        String actual = String.join("\n", run(runner, input));
        assertEquals(expected, actual, lines.get(0));
    }

    private static List<String> run(String runner, Path input) throws Exception {
        if (runner.equals("merge")) return merge(input);
        // A neutral name: the loader must tell the format from the content.
        Profile profile = ProfileLoader.load(SourceBytes.of(Files.readAllBytes(input), "input"), ProgressListener.NONE);
        ProfileThread thread = profile.threads().get(0);
        if (runner.startsWith("tree filter=")) {
            SyncTrack track = SyncTracks.buildTracePath(thread,
                    java.util.Set.of(runner.substring("tree filter=".length()).split(",")));
            List<String> out = new ArrayList<>();
            out.add("maxDepth: " + track.depthCount());
            out.addAll(TrackText.tree(track));
            return out;
        }
        return switch (runner) {
            case "sample-calls" -> sampleCalls(thread);
            case "sample-stacks" -> sampleStacks(thread);
            case "calls" -> calls(SyncTracks.build(profile, thread));
            case "model" -> model(thread);
            case "frames" -> frames(SyncTracks.build(profile, thread));
            case "cpu-profile-calls" -> cpuProfileCalls(SyncTracks.build(profile, thread));
            case "tree" -> {
                SyncTrack track = SyncTracks.build(profile, thread);
                List<String> out = new ArrayList<>();
                out.add("maxDepth: " + track.depthCount());
                out.addAll(TrackText.tree(track));
                yield out;
            }
            case "order" -> {
                List<String> out = new ArrayList<>();
                for (int event : TraceEntryOrder.sorted(thread.traceEvents())) {
                    out.add(thread.strings().get(thread.traceEvents().name(event)));
                }
                yield out;
            }
            case "engine" -> engine(profile);
            default -> throw new AssertionError("unknown runner " + runner);
        };
    }

    private static List<String> sampleCalls(ProfileThread thread) {
        SampledProfile sampled = new SampledProfile(thread);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < sampled.sampleCount; i++) {
            int stack = sampled.sampleStack[i];
            out.add(nameOf(thread, stack) + " " + js(sampled.timeMillis[i] * 1000) + " 0 " + i + " " + nodeId(thread, stack));
        }
        return out;
    }

    private static List<String> sampleStacks(ProfileThread thread) {
        SampledProfile sampled = new SampledProfile(thread);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < sampled.sampleCount; i++) {
            List<String> path = new ArrayList<>();
            for (int s = sampled.sampleStack[i]; s >= 0; s = thread.stacks().prefix(s)) path.add(0, nameOf(thread, s));
            out.add(js(sampled.timeMillis[i] * 1000) + " 0 " + String.join(" ", path));
        }
        return out;
    }

    private static List<String> calls(SyncTrack track) {
        ProfileCalls calls = track.profileCalls();
        List<String> out = new ArrayList<>();
        for (int c = 0; c < calls.size(); c++) {
            out.add(nameOf(track.thread(), calls.stack(c)) + " " + js(calls.startMicros(c)) + " "
                    + js(calls.durationMicros(c)));
        }
        return out;
    }

    private static List<String> model(ProfileThread thread) {
        CpuProfileInfo info = thread.cpuProfile();
        SampledProfile sampled = new SampledProfile(thread);
        int root = info.rootNodeId();
        TreeMap<Integer, List<Integer>> children = new TreeMap<>();
        TreeMap<Integer, Integer> depth = new TreeMap<>();
        children.put(root, new ArrayList<>());
        depth.put(root, -1);
        int maxDepth = 0;
        for (int s = 0; s < thread.stacks().size(); s++) {
            int id = info.nodeIdByStack()[s];
            children.put(id, new ArrayList<>());
            depth.put(id, sampled.depth[s]);
            maxDepth = Math.max(maxDepth, sampled.depth[s] + 1);
            int prefix = thread.stacks().prefix(s);
            children.get(prefix < 0 ? root : info.nodeIdByStack()[prefix]).add(id);
        }
        List<String> out = new ArrayList<>();
        out.add(("rootChildren: " + joined(children.get(root))).strip());
        children.forEach((id, list) -> out.add(("children " + id + ": " + joined(list)).strip()));
        depth.forEach((id, d) -> out.add("depth " + id + ": " + d));
        out.add("maxDepth: " + maxDepth);
        List<Integer> samples = new ArrayList<>();
        for (int i = 0; i < sampled.sampleCount; i++) samples.add(nodeId(thread, sampled.sampleStack[i]));
        out.add("samples: " + joined(samples));
        StringBuilder times = new StringBuilder("timestampsMs:");
        for (double t : sampled.timeMillis) times.append(' ').append(js(t));
        out.add(times.toString());
        double first = sampled.timeMillis[0];
        double last = sampled.timeMillis[sampled.sampleCount];
        out.add("profileStartTimeMs: " + js(first != 0 && !Double.isNaN(first) ? first : info.startMicros() / 1000));
        out.add("profileEndTimeMs: " + js(last != 0 && !Double.isNaN(last) ? last : info.endMicros() / 1000));
        return out;
    }

    private static List<String> frames(SyncTrack track) {
        List<String> out = new ArrayList<>();
        double[] self = TrackText.selfMicros(track);
        for (int e = 0; e < track.size(); e++) {
            out.add("  ".repeat(track.depth(e)) + "name: " + track.name(e) + " ts: " + js(round(track.startMicros(e) / 1000, 1e9))
                    + " dur: " + js(Math.round(track.durationMicros(e) / 1000 * 100) / 100.0)
                    + " selfTime: " + js(Math.round(self[e] / 1000 * 100) / 100.0));
        }
        return out;
    }

    private static List<String> cpuProfileCalls(SyncTrack track) {
        double[] self = TrackText.selfMicros(track);
        int[] nodeIds = track.thread().cpuProfile().nodeIdByStack();
        List<String> out = new ArrayList<>();
        for (int e = 0; e < track.size(); e++) {
            List<Integer> children = new ArrayList<>();
            for (int c = e + 1; c < track.size() && track.depth(c) > track.depth(e); c++) {
                if (track.depth(c) == track.depth(e) + 1) children.add(nodeIds[track.stackIndex(c)]);
            }
            out.add(("node " + nodeIds[track.stackIndex(e)] + " ts " + js(track.startMicros(e)) + " dur "
                    + Math.round(track.durationMicros(e)) + " self " + Math.round(self[e]) + " depth " + track.depth(e)
                    + " children " + joined(children)).strip());
        }
        return out;
    }

    private static List<String> engine(Profile profile) {
        List<String> out = new ArrayList<>();
        out.add("traceIsGeneric: " + profile.traceIsGeneric());
        for (ProfileThread thread : DevToolsThreads.shown(profile)) {
            out.add(("thread " + thread.key() + " " + thread.name()).strip());
            SyncTrack track = SyncTracks.build(profile, thread);
            StringBuilder calls = new StringBuilder("  calls:");
            ProfileCalls profileCalls = track.profileCalls();
            for (int c = 0; c < profileCalls.size(); c++) {
                calls.append(' ').append(nameOf(thread, profileCalls.stack(c))).append('(')
                        .append(js(profileCalls.startMicros(c))).append(',').append(js(profileCalls.durationMicros(c))).append(')');
            }
            out.add(calls.toString());
            for (String line : TrackText.tree(track)) out.add("  " + line);
        }
        return out;
    }

    /** MERGE-1: the fixture holds an event and a call; the merge order puts the call first on a tie. */
    private static List<String> merge(Path input) throws IOException {
        double[] event = new double[2];
        double[] call = new double[2];
        String[] names = new String[2];
        try (JsonParser parser = new JsonFactory().createParser(input.toFile())) {
            parser.nextToken();
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                boolean isEvent = parser.currentName().equals("event");
                double[] into = isEvent ? event : call;
                parser.nextToken();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String key = parser.currentName();
                    parser.nextToken();
                    if (key.equals("ts")) into[0] = parser.getDoubleValue();
                    else if (key.equals("dur")) into[1] = parser.getDoubleValue();
                    else if (key.equals("name")) names[isEvent ? 0 : 1] = parser.getText();
                    else parser.skipChildren();
                }
            }
        }
        boolean eventFirst = EntryOrder.eventGoesFirst(event[0], event[0] + event[1], call[0], call[0] + call[1]);
        String e = names[0] + "@" + js(event[0]);
        String c = names[1] + "@" + js(call[0]);
        return eventFirst ? List.of(e, c) : List.of(c, e);
    }

    private static String nameOf(ProfileThread thread, int stack) {
        if (stack < 0) return "(root)";
        return thread.funcName(thread.frames().func(thread.stacks().frame(stack)));
    }

    private static int nodeId(ProfileThread thread, int stack) {
        return stack < 0 ? thread.cpuProfile().rootNodeId() : thread.cpuProfile().nodeIdByStack()[stack];
    }

    private static String joined(List<Integer> values) {
        StringBuilder out = new StringBuilder();
        for (int v : values) out.append(out.length() == 0 ? "" : " ").append(v);
        return out.toString();
    }

    private static double round(double value, double scale) {
        return Math.round(value * scale) / scale;
    }

    /** A number as JavaScript prints it. */
    static String js(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e21) return Long.toString((long) value);
        return new BigDecimal(Double.toString(value)).stripTrailingZeros().toPlainString();
    }
}
