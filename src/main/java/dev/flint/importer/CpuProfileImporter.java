package dev.flint.importer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.model.Categories;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import java.io.IOException;
import java.util.List;

/**
 * V8 CPU profiles: Node's {@code --cpu-prof} files, DevTools' "Save profile", the result of the DevTools
 * protocol's {@code Profiler.stop}. Top-level keys may come in any order; {@code nodes} is streamed node
 * by node into a {@link V8ProfileBuilder}, {@code samples} and {@code timeDeltas} into int/double columns.
 * The profile is one thread with pid 1 and tid 1, as DevTools wraps a CPU profile into a trace. Also
 * read: a {@code Profiler.stop} result saved whole ({@code {"profile": {...}}}) and the legacy format
 * with a nested {@code head} tree ({@link LegacyProfileNodes}), both of which DevTools opens.
 */
public final class CpuProfileImporter implements Importer {
    /** The id DevTools gives the CpuProfile event it wraps a .cpuprofile in. */
    public static final String PROFILE_ID = "0x1";

    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress)
            throws ProfileFormatException {
        return JsonInput.read(source, fileName, progress, parser -> read(parser, fileName));
    }

    private Profile read(JsonParser parser, String file) throws IOException, ProfileFormatException {
        JsonInput.next(parser, file);
        JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a CPU profile");
        Profile profile = readObject(parser, file, "$.", true);
        if (parser.nextToken() != null) {
            throw JsonInput.error(file, parser, "unexpected data after the profile's closing brace");
        }
        return profile;
    }

    /**
     * The profile object's fields. At the top level, a {@code profile} object holding the profile is read
     * instead (what the DevTools protocol's {@code Profiler.stop} returns, saved as is).
     */
    private Profile readObject(JsonParser parser, String file, String prefix, boolean topLevel)
            throws IOException, ProfileFormatException {
        Categories categories = new Categories();
        V8ProfileBuilder builder = new V8ProfileBuilder(file, prefix, categories);
        Profile wrapped = null;
        LegacyProfileNodes legacy = null;
        DoubleList timestamps = null;
        IntList samples = null;
        DoubleList timeDeltas = null;
        double startMicros = Double.NaN;
        double endMicros = Double.NaN;
        boolean sawNodes = false;
        while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonInput.next(parser, file);
            switch (key) {
                case "nodes" -> {
                    readNodes(parser, file, builder, prefix);
                    sawNodes = true;
                }
                case "profile" -> {
                    if (topLevel && parser.currentToken() == JsonToken.START_OBJECT) {
                        wrapped = readObject(parser, file, "$.profile.", false);
                    } else {
                        parser.skipChildren();
                    }
                }
                case "samples" -> samples = readIds(parser, file, "samples", 4096);
                case "timeDeltas" -> timeDeltas = readNumbers(parser, file, "timeDeltas");
                case "startTime" -> startMicros = JsonInput.number(parser, file, "startTime");
                case "endTime" -> endMicros = JsonInput.number(parser, file, "endTime");
                case "head" -> legacy = LegacyProfileNodes.read(parser, file);
                case "timestamps" -> timestamps = readNumbers(parser, file, "timestamps");
                default -> parser.skipChildren();
            }
        }
        if (wrapped != null && !sawNodes && legacy == null) return wrapped;
        String where = prefix.length() > 2 ? prefix.substring(0, prefix.length() - 1) : "$";
        if (legacy != null) {
            if (sawNodes) throw new ProfileFormatException(file, where, "the profile has both \"nodes\" and a legacy \"head\"");
            legacy.addTo(builder, prefix);
            sawNodes = true;
            // Legacy start and end are seconds; sample times are absolute microseconds, or none at all.
            startMicros *= 1e6;
            endMicros *= 1e6;
            int count = samples == null ? 0 : samples.size();
            timeDeltas = legacyDeltas(file, where, timestamps, count, startMicros, endMicros);
        }
        if (!sawNodes) throw new ProfileFormatException(file, where, "a CPU profile needs \"nodes\"; this one has none");
        if (Double.isNaN(startMicros)) {
            throw new ProfileFormatException(file, where, "a CPU profile needs \"startTime\"; this one has none");
        }
        if (samples == null) samples = new IntList(0);
        if (timeDeltas == null) {
            if (samples.size() > 0) {
                throw new ProfileFormatException(file, where, "the profile has samples but no \"timeDeltas\"");
            }
            timeDeltas = new DoubleList(0);
        }
        ProfileThread thread = builder.build(1, 1, "", "", samples.array(), samples.size(), timeDeltas.array(),
                timeDeltas.size(), startMicros, endMicros, PROFILE_ID, null, null, null, null);
        return new Profile(ProfileFormat.CPUPROFILE, List.of(thread), categories, false);
    }

    /**
     * Deltas that put the samples at the legacy profile's absolute timestamps, or, without timestamps,
     * evenly from start to end, as DevTools spreads them.
     */
    private static DoubleList legacyDeltas(String file, String where, DoubleList timestamps, int count,
                                           double startMicros, double endMicros) throws ProfileFormatException {
        DoubleList deltas = new DoubleList(Math.max(4, count));
        if (timestamps != null) {
            if (timestamps.size() != count) {
                throw new ProfileFormatException(file, where + ".timestamps", "there are " + count
                        + " samples but " + timestamps.size() + " timestamps; each sample needs one");
            }
            double previous = startMicros;
            for (int i = 0; i < count; i++) {
                deltas.add(timestamps.get(i) - previous);
                previous = timestamps.get(i);
            }
            return deltas;
        }
        if (count > 0 && Double.isNaN(endMicros)) {
            throw new ProfileFormatException(file, where, "a legacy profile without timestamps needs \"endTime\"");
        }
        double step = count == 0 ? 0 : (endMicros - startMicros) / count;
        for (int i = 0; i < count; i++) deltas.add(i == 0 ? 0 : step);
        return deltas;
    }

    private static void readNodes(JsonParser parser, String file, V8ProfileBuilder builder, String prefix)
            throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_ARRAY, file, "nodes");
        int index = 0;
        while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
            readNode(parser, file, builder, prefix, index++);
        }
    }

    /** Reads one node: the call frame first (it may come after children), then links. */
    private static void readNode(JsonParser parser, String file, V8ProfileBuilder builder, String prefix, int index)
            throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a node");
        int id = 0;
        boolean hasId = false;
        CallFrame frame = null;
        int parentId = 0;
        boolean hasParent = false;
        boolean hasChildren = false;
        IntList children = null;
        IntList ticks = null;
        while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonInput.next(parser, file);
            switch (key) {
                case "id" -> {
                    id = JsonInput.integer(parser, file, "a node id");
                    hasId = true;
                }
                case "callFrame" -> frame = readCallFrame(parser, file);
                case "parent" -> {
                    if (parser.currentToken() != JsonToken.VALUE_NULL) {
                        parentId = JsonInput.integer(parser, file, "a parent id");
                        hasParent = true;
                    }
                }
                case "children" -> {
                    children = readIds(parser, file, "children", 4);
                    hasChildren = true;
                }
                case "positionTicks" -> ticks = readPositionTicks(parser, file);
                default -> parser.skipChildren();
            }
        }
        String where = prefix + "nodes[" + index + "]";
        if (!hasId) throw new ProfileFormatException(file, where, "node " + index + " has no \"id\"");
        if (frame == null) throw new ProfileFormatException(file, where, "node id " + id + " has no \"callFrame\"");
        int row = builder.addNode(id, frame.functionName, frame.scriptId, frame.url, frame.line, frame.column, where);
        if (hasParent) builder.setParent(row, parentId);
        if (hasChildren) {
            builder.markHasChildren(row);
            for (int i = 0; i < children.size(); i++) builder.addChild(row, children.get(i));
        }
        if (ticks != null) {
            for (int i = 0; i + 1 < ticks.size(); i += 2) builder.addPositionTicks(row, ticks.get(i), ticks.get(i + 1));
        }
    }

    private record CallFrame(String functionName, String scriptId, String url, int line, int column) {}

    private static CallFrame readCallFrame(JsonParser parser, String file) throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_OBJECT, file, "callFrame");
        String functionName = "";
        String scriptId = "";
        String url = "";
        int line = -1;
        int column = -1;
        while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonInput.next(parser, file);
            switch (key) {
                case "functionName" -> functionName = orEmpty(JsonInput.text(parser, file, "functionName"));
                case "scriptId" -> scriptId = orEmpty(JsonInput.text(parser, file, "scriptId"));
                case "url" -> url = orEmpty(JsonInput.text(parser, file, "url"));
                case "lineNumber" -> line = JsonInput.integer(parser, file, "lineNumber");
                case "columnNumber" -> column = JsonInput.integer(parser, file, "columnNumber");
                default -> parser.skipChildren();
            }
        }
        return new CallFrame(functionName, scriptId, url, line, column);
    }

    private static String orEmpty(String s) {
        return s == null ? "" : s;
    }

    /** positionTicks as flat (line, ticks) pairs. */
    private static IntList readPositionTicks(JsonParser parser, String file) throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_ARRAY, file, "positionTicks");
        IntList pairs = new IntList(8);
        while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
            JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a positionTicks entry");
            int line = -1;
            int ticks = 0;
            while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonInput.next(parser, file);
                switch (key) {
                    case "line" -> line = JsonInput.integer(parser, file, "line");
                    case "ticks" -> ticks = JsonInput.integer(parser, file, "ticks");
                    default -> parser.skipChildren();
                }
            }
            pairs.add(line);
            pairs.add(ticks);
        }
        return pairs;
    }

    /** An array of integer ids (samples, children). */
    static IntList readIds(JsonParser parser, String file, String what, int expected)
            throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_ARRAY, file, what);
        IntList ids = new IntList(expected);
        JsonToken token;
        while ((token = JsonInput.next(parser, file)) != JsonToken.END_ARRAY) {
            if (token == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() == JsonParser.NumberType.INT) {
                ids.add(parser.getIntValue());
            } else {
                ids.add(JsonInput.integer(parser, file, "a node id"));
            }
        }
        return ids;
    }

    /** An array of numbers (timeDeltas). */
    static DoubleList readNumbers(JsonParser parser, String file, String what)
            throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_ARRAY, file, what);
        DoubleList values = new DoubleList(4096);
        JsonToken token;
        while ((token = JsonInput.next(parser, file)) != JsonToken.END_ARRAY) {
            if (token == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() == JsonParser.NumberType.INT) {
                values.add(parser.getIntValue());
            } else {
                values.add(JsonInput.number(parser, file, "a time delta"));
            }
        }
        return values;
    }
}
