package dev.flint.export;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.flint.calltree.CallNodeTable;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.model.FuncTable;
import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;
import dev.flint.model.WeightType;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A speedscope file (https://www.speedscope.app/file-format-schema.json) holding one {@code sampled} profile
 * per view. Samples keep their time order, so speedscope's time-ordered view shows the thread as Flint's
 * chart does; neighbouring samples on the same call node are written as one, which changes no tree and keeps
 * the file a fraction of the samples' size. A sample the view does not count (outside the range, filtered
 * out by the implementation, or idle) is left out. Frames are the views' functions, shared across profiles
 * by name, file, line and column. The unit follows the thread: {@code milliseconds}, {@code bytes}, or
 * {@code none} for counts. An inverted view writes each stack leaf first. Each profile is named
 * {@code LABEL (PID:TID)}, and {@code activeProfileIndex} is the view of the default thread (DESIGN.md
 * "Export details"), so re-opening the file gives the same threads and the same first one.
 */
public final class SpeedscopeWriter {
    static final String SCHEMA = "https://www.speedscope.app/file-format-schema.json";
    /** Past this many frame references the file would be unreasonably large (deep recursion). */
    static final long MAX_FRAMES = 1L << 28;

    /**
     * A frame of the file. {@code occurrence} tells apart functions of one thread that agree on everything
     * speedscope records (two anonymous functions of an unknown script): speedscope keeps frames apart by
     * index, and so must the file, or the two would become one node.
     */
    private record FrameKey(String name, String file, int line, int column, int occurrence) {}

    /** One view's samples as runs of one call node each, frames by shared index per call node. */
    private record Runs(ThreadView view, CallNodeTable table, int[] frameOfNode, int[] node, double[] weight,
                        int count, double startValue) {}

    private SpeedscopeWriter() {}

    /**
     * @param name   the file's name as speedscope shows it
     * @param activeView the view speedscope (and Flint) opens the file on: the exported default thread
     */
    public static void write(List<ThreadView> views, int activeView, String name,
                             OutputStream out) throws IOException, ExportException {
        Map<FrameKey, Integer> frameIndex = new HashMap<>();
        List<FrameKey> frames = new ArrayList<>();
        List<Runs> profiles = new ArrayList<>();
        long frameReferences = 0;
        for (ThreadView view : views) {
            Runs runs = runs(view, frameIndex, frames);
            for (int r = 0; r < runs.count; r++) frameReferences += runs.table.depth(runs.node[r]) + 1;
            if (frameReferences > MAX_FRAMES) {
                throw new ExportException("the stacks nest so deep that the samples would hold more than "
                        + MAX_FRAMES + " frames: merge the recursion first (collapse-recursion)");
            }
            profiles.add(runs);
        }
        JsonGenerator json = new JsonFactory().createGenerator(out, JsonEncoding.UTF8);
        json.writeStartObject();
        json.writeStringField("$schema", SCHEMA);
        json.writeStringField("exporter", "flint");
        json.writeStringField("name", name);
        json.writeNumberField("activeProfileIndex", activeView >= 0 && activeView < views.size() ? activeView : 0);
        json.writeObjectFieldStart("shared");
        json.writeArrayFieldStart("frames");
        for (FrameKey frame : frames) {
            json.writeStartObject();
            json.writeStringField("name", frame.name);
            if (frame.file != null) json.writeStringField("file", frame.file);
            if (frame.line >= 0) json.writeNumberField("line", frame.line);
            if (frame.column >= 0) json.writeNumberField("col", frame.column);
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
        json.writeArrayFieldStart("profiles");
        for (Runs runs : profiles) writeProfile(runs, json);
        json.writeEndArray();
        json.writeEndObject();
        json.flush();
    }

    private static Runs runs(ThreadView view, Map<FrameKey, Integer> frameIndex, List<FrameKey> frames)
            throws ExportException {
        ProfileThread thread = view.thread();
        CallTreeOptions options = view.options();
        CallNodeTable table = CallNodeTable.build(thread, options.implementation(), options.defaultCategory());
        int[] frameOfFunc = new int[thread.funcs().size()];
        java.util.Arrays.fill(frameOfFunc, -1);
        int[] frameOfNode = new int[table.size()];
        Map<FrameKey, Integer> seenInThread = new HashMap<>();
        for (int node = 0; node < table.size(); node++) {
            int func = table.func(node);
            if (frameOfFunc[func] < 0) {
                FrameKey first = frameKey(thread, func, 0);
                int occurrence = seenInThread.merge(first, 1, Integer::sum) - 1;
                FrameKey key = occurrence == 0 ? first : frameKey(thread, func, occurrence);
                Integer index = frameIndex.get(key);
                if (index == null) {
                    index = frames.size();
                    frames.add(key);
                    frameIndex.put(key, index);
                }
                frameOfFunc[func] = index;
            }
            frameOfNode[node] = frameOfFunc[func];
        }
        SampleTable samples = thread.samples();
        int[] runNode = new int[Math.max(16, Math.min(samples.size(), 1 << 16))];
        double[] runWeight = new double[runNode.length];
        int count = 0;
        double startValue = Double.NaN;
        boolean milliseconds = thread.weightType() == WeightType.TRACING_MS;
        for (int sample = 0, size = samples.size(); sample < size; sample++) {
            int node = table.callNodeOfStack(samples.stack(sample));
            if (node == -1 || !options.range().contains(samples.timeMicros(sample))) continue;
            double weight = samples.weight(sample);
            if (!(weight >= 0) || Double.isInfinite(weight)) {
                throw new ExportException("sample " + sample + " of " + view.label() + " weighs " + weight
                        + ": a speedscope file holds only non-negative weights");
            }
            if (Double.isNaN(startValue)) startValue = milliseconds ? samples.timeMicros(sample) / 1000 : 0;
            if (count > 0 && runNode[count - 1] == node) {
                runWeight[count - 1] += weight;
                continue;
            }
            if (count == runNode.length) {
                runNode = java.util.Arrays.copyOf(runNode, count * 2);
                runWeight = java.util.Arrays.copyOf(runWeight, count * 2);
            }
            runNode[count] = node;
            runWeight[count] = weight;
            count++;
        }
        if (Double.isNaN(startValue) || !Double.isFinite(startValue)) startValue = 0;
        return new Runs(view, table, frameOfNode, runNode, runWeight, count, startValue);
    }

    private static FrameKey frameKey(ProfileThread thread, int func, int occurrence) {
        FuncTable funcs = thread.funcs();
        String file = funcs.fileName(func) >= 0 ? thread.strings().get(funcs.fileName(func)) : null;
        if ((file == null || file.isEmpty()) && funcs.resource(func) >= 0) {
            file = thread.strings().get(thread.resources().name(funcs.resource(func)));
        }
        if (file != null && file.isEmpty()) file = null;
        int line = funcs.line(func);
        int column = funcs.column(func);
        return new FrameKey(thread.funcName(func), file, line, column, occurrence);
    }

    /**
     * {@code LABEL (PID:TID)}, or {@code (PID:TID)} for a thread without a name: Flint's speedscope reader
     * takes the thread's identity back from it.
     */
    static String profileName(ThreadView view) {
        String key = view.thread().key();
        String label = view.label().equals(key) ? "" : view.label();
        return label.isEmpty() ? "(" + key + ")" : label + " (" + key + ")";
    }

    private static void writeProfile(Runs runs, JsonGenerator json) throws IOException {
        ProfileThread thread = runs.view.thread();
        boolean leafFirst = runs.view.options().inverted();
        json.writeStartObject();
        json.writeStringField("type", "sampled");
        json.writeStringField("name", profileName(runs.view));
        json.writeStringField("unit", switch (thread.weightType()) {
            case TRACING_MS -> "milliseconds";
            case BYTES -> "bytes";
            case SAMPLES -> "none";
        });
        double total = 0;
        for (int r = 0; r < runs.count; r++) total += runs.weight[r];
        json.writeNumberField("startValue", runs.startValue);
        json.writeNumberField("endValue", runs.startValue + total);
        json.writeArrayFieldStart("samples");
        int[] path = new int[64];
        for (int r = 0; r < runs.count; r++) {
            int node = runs.node[r];
            int depth = runs.table.depth(node);
            if (depth >= path.length) path = new int[Math.max(depth + 1, path.length * 2)];
            for (int n = node; n != -1; n = runs.table.parent(n)) path[runs.table.depth(n)] = runs.frameOfNode[n];
            json.writeStartArray();
            for (int i = 0; i <= depth; i++) json.writeNumber(path[leafFirst ? depth - i : i]);
            json.writeEndArray();
        }
        json.writeEndArray();
        json.writeArrayFieldStart("weights");
        for (int r = 0; r < runs.count; r++) json.writeNumber(runs.weight[r]);
        json.writeEndArray();
        json.writeEndObject();
    }
}
