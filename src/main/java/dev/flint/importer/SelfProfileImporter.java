package dev.flint.importer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.model.Categories;
import dev.flint.model.DoubleColumn;
import dev.flint.model.IntColumn;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import dev.flint.model.ThreadBuilder;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * JS Self-Profiling API traces ({@code Profiler.stop()} output, seed 004): {@code frames} (name, and for
 * script functions resourceId/line/column), {@code resources} (script URLs), {@code stacks} (frameId plus
 * optional parentId) and {@code samples} (timestamp in milliseconds, optional stackId; a sample without
 * one was taken while no JS ran, i.e. idle, and gets stack -1). The keys may come in any order, so
 * everything is checked once all four are read.
 *
 * <p>Frames keep their indexes; funcs are frames with the same name, resource, line and column (the
 * browser may repeat a frame). Stacks keep their indexes when every parent precedes its child (what
 * browsers write) and are reordered otherwise. Times become microseconds; each sample weighs the
 * milliseconds to the next one, as for V8 profiles. One thread, pid 1 and tid 1.
 */
public final class SelfProfileImporter implements Importer {
    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress)
            throws ProfileFormatException {
        return JsonInput.read(source, fileName, progress, parser -> read(parser, fileName));
    }

    private static final class Raw {
        final List<String> frameNames = new ArrayList<>();
        final IntColumn frameResources = new IntColumn();
        final IntColumn frameLines = new IntColumn();
        final IntColumn frameColumns = new IntColumn();
        final List<String> resources = new ArrayList<>();
        final IntColumn stackFrames = new IntColumn();
        final IntColumn stackParents = new IntColumn();
        final DoubleColumn sampleTimesMillis = new DoubleColumn(1024);
        final IntColumn sampleStacks = new IntColumn(1024);
        boolean sawFrames;
        boolean sawStacks;
        boolean sawSamples;
    }

    private Profile read(JsonParser parser, String file) throws IOException, ProfileFormatException {
        Raw raw = new Raw();
        JsonInput.next(parser, file);
        JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a JS self-profiling trace");
        while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonInput.next(parser, file);
            switch (key) {
                case "frames" -> readFrames(parser, file, raw);
                case "resources" -> readResources(parser, file, raw);
                case "stacks" -> readStacks(parser, file, raw);
                case "samples" -> readSamples(parser, file, raw);
                default -> parser.skipChildren();
            }
        }
        if (parser.nextToken() != null) {
            throw JsonInput.error(file, parser, "unexpected data after the trace's closing brace");
        }
        if (!raw.sawFrames || !raw.sawStacks || !raw.sawSamples) {
            throw new ProfileFormatException(file, "$", "a JS self-profiling trace needs \"frames\", \"stacks\" "
                    + "and \"samples\"; this one lacks " + (!raw.sawFrames ? "frames" : !raw.sawStacks ? "stacks" : "samples"));
        }
        Categories categories = new Categories();
        return new Profile(ProfileFormat.JS_SELF_PROFILE, List.of(build(raw, file, categories)), categories, false);
    }

    private static void readFrames(JsonParser parser, String file, Raw raw) throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_ARRAY, file, "frames");
        raw.sawFrames = true;
        while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
            JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a frame");
            String name = null;
            int resource = -1;
            int line = -1;
            int column = -1;
            while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonInput.next(parser, file);
                switch (key) {
                    case "name" -> name = JsonInput.text(parser, file, "a frame name");
                    case "resourceId" -> resource = nullOr(parser, file, "resourceId");
                    case "line" -> line = nullOr(parser, file, "line");
                    case "column" -> column = nullOr(parser, file, "column");
                    default -> parser.skipChildren();
                }
            }
            if (name == null) throw JsonInput.error(file, parser, "frame " + raw.frameNames.size() + " has no \"name\"");
            raw.frameNames.add(name);
            raw.frameResources.add(resource);
            raw.frameLines.add(line);
            raw.frameColumns.add(column);
        }
    }

    private static int nullOr(JsonParser parser, String file, String what) throws IOException, ProfileFormatException {
        return parser.currentToken() == JsonToken.VALUE_NULL ? -1 : JsonInput.integer(parser, file, what);
    }

    private static void readResources(JsonParser parser, String file, Raw raw) throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_ARRAY, file, "resources");
        while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
            String url = JsonInput.text(parser, file, "a resource");
            raw.resources.add(url == null ? "" : url);
        }
    }

    private static void readStacks(JsonParser parser, String file, Raw raw) throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_ARRAY, file, "stacks");
        raw.sawStacks = true;
        while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
            JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a stack");
            int frame = -1;
            int parent = -1;
            while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonInput.next(parser, file);
                switch (key) {
                    case "frameId" -> frame = JsonInput.integer(parser, file, "frameId");
                    case "parentId" -> parent = nullOr(parser, file, "parentId");
                    default -> parser.skipChildren();
                }
            }
            if (frame < 0) throw JsonInput.error(file, parser, "stack " + raw.stackFrames.size() + " has no valid \"frameId\"");
            raw.stackFrames.add(frame);
            raw.stackParents.add(parent);
        }
    }

    private static void readSamples(JsonParser parser, String file, Raw raw) throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_ARRAY, file, "samples");
        raw.sawSamples = true;
        while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
            JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a sample");
            double timestamp = Double.NaN;
            int stack = -1;
            while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonInput.next(parser, file);
                switch (key) {
                    case "timestamp" -> timestamp = JsonInput.number(parser, file, "timestamp");
                    case "stackId" -> stack = nullOr(parser, file, "stackId");
                    default -> parser.skipChildren();
                }
            }
            if (Double.isNaN(timestamp)) {
                throw JsonInput.error(file, parser, "sample " + raw.sampleStacks.size() + " has no \"timestamp\"");
            }
            raw.sampleTimesMillis.add(timestamp);
            raw.sampleStacks.add(stack);
        }
    }

    private static ProfileThread build(Raw raw, String file, Categories categories) throws ProfileFormatException {
        V8Categories category = V8Categories.in(categories);
        ThreadBuilder thread = new ThreadBuilder(1, 1);
        // Each listed resource keeps its index, even when the browser lists a URL twice.
        for (String url : raw.resources) thread.addResource(url, ResourceKind.URL, -1);

        // Frames keep their indexes; funcs are frames with the same name, resource, line and column.
        for (int f = 0; f < raw.frameNames.size(); f++) {
            String name = raw.frameNames.get(f);
            int resource = raw.frameResources.get(f);
            if (resource >= raw.resources.size() || resource < -1) {
                throw new ProfileFormatException(file, "$.frames[" + f + "].resourceId",
                        "resource " + resource + " does not exist (there are " + raw.resources.size() + ")");
            }
            int line = raw.frameLines.get(f);
            int column = raw.frameColumns.get(f);
            // Only script functions carry a resource; the others are the browser's own (e.g. "Profiler").
            boolean isJS = resource >= 0;
            int func = thread.func(name, resource,
                    resource >= 0 ? raw.resources.get(resource) : null, line, column, isJS, false);
            thread.addFrame(func, line, column, -1, category.of(name, isJS), -1, -1, 0);
        }

        int stackCount = raw.stackFrames.size();
        for (int s = 0; s < stackCount; s++) {
            int frame = raw.stackFrames.get(s);
            if (frame >= thread.frameCount()) {
                throw new ProfileFormatException(file, "$.stacks[" + s + "].frameId",
                        "frame " + frame + " does not exist (there are " + thread.frameCount() + ")");
            }
            int parent = raw.stackParents.get(s);
            if (parent >= stackCount || parent < -1) {
                throw new ProfileFormatException(file, "$.stacks[" + s + "].parentId",
                        "stack " + parent + " does not exist (there are " + stackCount + ")");
            }
        }
        int[] newIndex = StackOrder.parentsFirst(raw.stackParents.array(), stackCount, file, "$.stacks");
        int[] oldIndex = new int[stackCount];
        for (int s = 0; s < stackCount; s++) oldIndex[newIndex[s]] = s;
        for (int n = 0; n < stackCount; n++) {
            int old = oldIndex[n];
            int parent = raw.stackParents.get(old);
            thread.addStack(parent < 0 ? -1 : newIndex[parent], raw.stackFrames.get(old));
        }

        thread.weighSamplesAsDevTools(Double.NaN);
        for (int i = 0; i < raw.sampleStacks.size(); i++) {
            int stack = raw.sampleStacks.get(i);
            if (stack >= stackCount || stack < -1) {
                throw new ProfileFormatException(file, "$.samples[" + i + "].stackId",
                        "stack " + stack + " does not exist (there are " + stackCount + ")");
            }
            double millis = raw.sampleTimesMillis.get(i);
            if (!Double.isFinite(millis) || Math.abs(millis) > 1e15) {
                throw new ProfileFormatException(file, "$.samples[" + i + "].timestamp",
                        "timestamp " + millis + " is not a time in milliseconds");
            }
            // Rounded to nanoseconds so 169.6 ms reads 169600 µs, not 169599.99999997672.
            thread.addSample(stack < 0 ? -1 : newIndex[stack], Math.round(millis * 1e6) / 1e3);
        }
        return thread.build();
    }
}
