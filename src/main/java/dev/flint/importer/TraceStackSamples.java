package dev.flint.importer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.model.CpuProfileInfo;
import dev.flint.model.DoubleColumn;
import dev.flint.model.LoadWarnings;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.model.ThreadBuilder;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.LongFunction;

/**
 * The Trace Event Format's top-level {@code stackFrames} (a tree of frames: id to name, category and
 * parent) and {@code samples} ({@code sf} = the leaf frame's id, {@code tid}, {@code ts} in µs, optional
 * {@code pid}), as Hermes / React Native and legacy chrome://tracing write them. Each sampled thread becomes a
 * thread whose samples weigh the milliseconds to the next one, as DevTools weighs V8 samples; a trace thread
 * of the same pid and tid (its name, its events) is merged in. Numbers written as strings (Hermes writes
 * {@code "ts": "11552125241"}) are read as numbers. A Hermes frame name {@code fn(file:line:col)} is split
 * into the function and its script.
 *
 * <p>A parent id that does not exist, or a parent chain that loops, is refused (as catapult refuses it); a
 * sample whose {@code sf} names no frame keeps its time without a stack, with a warning.
 */
final class TraceStackSamples {
    private record Frame(String name, String category, String parent) {}

    private final String file;
    private final Map<String, Frame> frames = new HashMap<>();
    private final List<String> sampleFrames = new ArrayList<>();
    private final DoubleColumn sampleTimes = new DoubleColumn();
    private final List<Long> sampleTids = new ArrayList<>();
    private final List<Long> samplePids = new ArrayList<>();
    private boolean sawStackFrames;

    TraceStackSamples(String file) {
        this.file = file;
    }

    boolean isEmpty() {
        return sampleFrames.isEmpty();
    }

    /** Reads the value of the top-level key {@code stackFrames} or {@code samples} at the parser's position. */
    void read(String key, JsonParser parser) throws IOException, ProfileFormatException {
        if (key.equals("stackFrames")) readFrames(parser);
        else readSamples(parser);
    }

    private void readFrames(JsonParser parser) throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_OBJECT, file, "stackFrames");
        sawStackFrames = true;
        while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
            String id = parser.currentName();
            JsonInput.next(parser, file);
            JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a stack frame");
            String name = null;
            String category = "";
            String parent = null;
            while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                JsonInput.next(parser, file);
                switch (field) {
                    case "name" -> name = JsonInput.text(parser, file, "name");
                    case "category" -> category = String.valueOf(JsonInput.text(parser, file, "category"));
                    case "parent" -> parent = JsonInput.text(parser, file, "parent");
                    default -> parser.skipChildren();
                }
            }
            if (name == null) throw JsonInput.error(file, parser, "stack frame " + id + " has no name");
            frames.put(id, new Frame(name, category, parent));
        }
    }

    private void readSamples(JsonParser parser) throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_ARRAY, file, "samples");
        while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
            JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a sample");
            String sf = null;
            double ts = Double.NaN;
            long tid = Long.MIN_VALUE;
            long pid = Long.MIN_VALUE;
            while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                JsonInput.next(parser, file);
                switch (field) {
                    case "sf" -> sf = JsonInput.text(parser, file, "sf");
                    case "ts" -> ts = number(parser, "ts");
                    case "tid" -> tid = integer(parser, "tid");
                    case "pid" -> pid = integer(parser, "pid");
                    default -> parser.skipChildren();
                }
            }
            if (Double.isNaN(ts) || tid == Long.MIN_VALUE) throw JsonInput.error(file, parser, "a sample needs 'ts' and 'tid'");
            sampleFrames.add(sf);
            sampleTimes.add(ts);
            sampleTids.add(tid);
            samplePids.add(pid);
        }
    }

    /** A number, or a number written as a string. */
    private double number(JsonParser parser, String what) throws IOException, ProfileFormatException {
        if (parser.currentToken() == JsonToken.VALUE_STRING) {
            double value = NumberText.parse(parser.getText());
            if (Double.isFinite(value)) return value;
            throw JsonInput.error(file, parser, what + " must be a number, found \"" + parser.getText() + "\"");
        }
        double value = JsonInput.number(parser, file, what);
        if (!Double.isFinite(value)) throw JsonInput.error(file, parser, what + " must be finite");
        return value;
    }

    private long integer(JsonParser parser, String what) throws IOException, ProfileFormatException {
        double value = number(parser, what);
        if (value != Math.rint(value) || Math.abs(value) >= 0x1p53) {
            throw JsonInput.error(file, parser, what + " must be an integer, found " + parser.getText());
        }
        return (long) value;
    }

    /**
     * The trace's profile with the sampled threads added, each merged with the trace thread of the same pid
     * and tid when that one has no samples of its own.
     *
     * @param threadName  the name {@code thread_name} metadata gave (pid, tid), "" when none
     * @param processName the name {@code process_name} metadata gave, "" when none
     */
    Profile addTo(Profile traced, BiFunction<Long, Long, String> threadName, LongFunction<String> processName)
            throws ProfileFormatException {
        if (!sawStackFrames) throw new ProfileFormatException(file, "$.samples", "samples without stackFrames");
        Map<Long, Long> pidOfTid = new HashMap<>();
        for (ProfileThread t : traced.threads()) pidOfTid.putIfAbsent(t.tid(), t.pid());
        Map<List<Long>, List<Integer>> byThread = new LinkedHashMap<>();
        for (int i = 0; i < sampleFrames.size(); i++) {
            long tid = sampleTids.get(i);
            long pid = samplePids.get(i) != Long.MIN_VALUE ? samplePids.get(i) : pidOfTid.getOrDefault(tid, tid);
            byThread.computeIfAbsent(List.of(pid, tid), k -> new ArrayList<>()).add(i);
        }
        LoadWarnings warnings = new LoadWarnings();
        long unknownFrames = 0;
        List<ProfileThread> threads = new ArrayList<>(traced.threads());
        for (Map.Entry<List<Long>, List<Integer>> entry : byThread.entrySet()) {
            long pid = entry.getKey().get(0);
            long tid = entry.getKey().get(1);
            int existing = -1;
            for (int t = 0; t < threads.size(); t++) {
                ProfileThread thread = threads.get(t);
                if (thread.pid() == pid && thread.tid() == tid && thread.samples().size() == 0) existing = t;
            }
            ThreadBuilder builder = new ThreadBuilder(pid, tid);
            ProfileThread old = existing >= 0 ? threads.get(existing) : null;
            builder.name(old != null ? old.name() : threadName.apply(pid, tid));
            builder.processName(old != null ? old.processName() : processName.apply(pid));
            if (old != null) {
                builder.processUrl(old.processUrl());
                builder.addTraceEventsOf(old);
            }
            Map<String, Integer> stackOf = new HashMap<>();
            List<Integer> samples = new ArrayList<>(entry.getValue());
            samples.sort((a, b) -> Double.compare(sampleTimes.get(a), sampleTimes.get(b)));
            for (int i : samples) {
                String sf = sampleFrames.get(i);
                int stack = -1;
                if (sf == null || !frames.containsKey(sf)) unknownFrames++;
                else stack = stack(sf, builder, stackOf);
                builder.addSample(stack, sampleTimes.get(i));
            }
            builder.weighSamplesAsDevTools(Double.NaN);
            // the timeline estimates calls from V8-like profiles: each stack is a node of its own
            int[] nodeIdByStack = new int[builder.stackCount()];
            for (int s = 0; s < nodeIdByStack.length; s++) nodeIdByStack[s] = s + 1;
            double start = samples.isEmpty() ? 0 : sampleTimes.get(samples.get(0));
            builder.cpuProfile(new CpuProfileInfo("stackFrames", start, Double.NaN, 0, nodeIdByStack, null, null,
                    Map.of(), null));
            if (existing >= 0) threads.set(existing, builder.build());
            else threads.add(builder.build());
        }
        if (unknownFrames > 0) warnings.addSamples("$.samples", "sf names no frame in stackFrames: kept without a stack", unknownFrames);
        return traced.withThreads(threads).withWarnings(warnings.toList());
    }

    /** The stack of frame {@code id}: its parent chain, root first, interned. */
    private int stack(String id, ThreadBuilder builder, Map<String, Integer> stackOf) throws ProfileFormatException {
        Integer known = stackOf.get(id);
        if (known != null) return known;
        List<String> chain = new ArrayList<>();
        String at = id;
        while (at != null && !stackOf.containsKey(at)) {
            Frame frame = frames.get(at);
            if (frame == null) {
                throw new ProfileFormatException(file, "$.stackFrames." + chain.get(chain.size() - 1) + ".parent",
                        "parent " + at + " is not in stackFrames");
            }
            chain.add(at);
            if (chain.size() > frames.size()) {
                throw new ProfileFormatException(file, "$.stackFrames." + id, "the parent chain loops");
            }
            at = frame.parent();
        }
        int stack = at == null ? -1 : stackOf.get(at);
        for (int i = chain.size() - 1; i >= 0; i--) {
            Frame frame = frames.get(chain.get(i));
            stack = builder.stack(stack, frame(frame, builder));
            stackOf.put(chain.get(i), stack);
        }
        return stack;
    }

    private static int frame(Frame frame, ThreadBuilder builder) {
        String name = frame.name();
        String url = null;
        int line = -1;
        int column = -1;
        HermesFrameName hermes = HermesFrameName.parse(name);
        if (hermes != null) {
            name = hermes.function();
            url = hermes.script();
            // Counted from 0 like the trace's V8 frames, as Flint has always shown them (one added); the
            // model's lines are 1-based. Hermes' own convention is not verified against its source here.
            line = V8ProfileBuilder.oneBased(hermes.line());
            column = V8ProfileBuilder.oneBased(hermes.column());
        }
        boolean isJS = frame.category().equals("JavaScript") || url != null;
        int func = builder.func(name, builder.urlResource(url), url, line, column, isJS, false);
        return builder.frame(func, line, column, -1, -1, -1, -1, 0);
    }

}
