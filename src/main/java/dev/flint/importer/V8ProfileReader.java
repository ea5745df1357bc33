package dev.flint.importer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import dev.flint.model.IntColumn;
import java.io.IOException;

/**
 * The one reader of V8 CPU profile objects: a .cpuprofile's top level, the {@code profile} a DevTools
 * {@code Profiler.stop} result wraps, a trace's {@code CpuProfile} event and each {@code ProfileChunk}'s
 * {@code cpuProfile}. Keys come in any order and are streamed into a {@link V8ProfileBuilder}: {@code nodes}
 * (linked by {@code children} or {@code parent}), the legacy nested {@code head} tree (1-based line and
 * column, read without recursion), {@code samples}, {@code timeDeltas}, legacy {@code timestamps},
 * {@code startTime}, {@code endTime}, {@code trace_ids}. Integers are read as long: a field no view needs
 * never refuses the file for its size, and a node id that does not fit an int is named in the error.
 */
public final class V8ProfileReader {
    private V8ProfileReader() {}

    /** What the object held, for the caller's checks. */
    public static final class Seen {
        public boolean nodes;
        public boolean head;
        public boolean startTime;
        /** The top level's {@code profile} object, read into its own builder; null when absent. */
        public V8ProfileBuilder wrapped;
    }

    /**
     * Reads the object the parser stands on (START_OBJECT current) up to its END_OBJECT.
     *
     * @param allowWrapper read a {@code profile} object inside into {@link Seen#wrapped} (a .cpuprofile's
     *                     top level); otherwise {@code profile} is skipped
     */
    public static Seen read(JsonParser parser, String file, V8ProfileBuilder into, boolean allowWrapper)
            throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a CPU profile");
        Seen seen = new Seen();
        while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonToken value = JsonInput.next(parser, file);
            switch (key) {
                case "nodes" -> {
                    readNodes(parser, file, into);
                    seen.nodes = true;
                }
                case "head" -> {
                    into.setLegacy();
                    readLegacyHead(parser, file, into);
                    seen.head = true;
                }
                case "samples" -> readSamples(parser, file, into);
                case "timeDeltas" -> {
                    JsonInput.expect(parser, JsonToken.START_ARRAY, file, "timeDeltas");
                    while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
                        into.addTimeDelta(JsonInput.number(parser, file, "a time delta"));
                    }
                }
                case "timestamps" -> {
                    JsonInput.expect(parser, JsonToken.START_ARRAY, file, "timestamps");
                    while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
                        into.addTimestamp(JsonInput.number(parser, file, "a timestamp"));
                    }
                }
                case "startTime" -> {
                    if (value != JsonToken.VALUE_NULL) {
                        into.setStartMicros(JsonInput.number(parser, file, "startTime"));
                        seen.startTime = true;
                    }
                }
                case "endTime" -> {
                    if (value != JsonToken.VALUE_NULL) into.setEndMicros(JsonInput.number(parser, file, "endTime"));
                }
                case "trace_ids" -> readTraceIds(parser, file, into);
                case "profile" -> {
                    if (allowWrapper && value == JsonToken.START_OBJECT) {
                        seen.wrapped = new V8ProfileBuilder();
                        read(parser, file, seen.wrapped, false);
                    } else {
                        parser.skipChildren();
                    }
                }
                default -> parser.skipChildren();
            }
        }
        return seen;
    }

    private static void readNodes(JsonParser parser, String file, V8ProfileBuilder into)
            throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_ARRAY, file, "nodes");
        while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
            JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a node");
            int row = into.addNode(0);
            boolean hasId = false;
            boolean hasFrame = false;
            while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonToken value = JsonInput.next(parser, file);
                switch (key) {
                    case "id" -> {
                        into.setNodeId(row, nodeId(parser, file, "a node id"));
                        hasId = true;
                    }
                    case "callFrame" -> {
                        readCallFrame(parser, file, into, row, false);
                        hasFrame = true;
                    }
                    case "parent" -> {
                        if (value != JsonToken.VALUE_NULL) into.setParent(row, nodeId(parser, file, "a parent id"));
                    }
                    case "children" -> {
                        JsonInput.expect(parser, JsonToken.START_ARRAY, file, "children");
                        into.startChildren(row);
                        while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
                            into.addChild(nodeId(parser, file, "a child id"));
                        }
                    }
                    case "positionTicks" -> readPositionTicks(parser, file, into, row);
                    default -> parser.skipChildren();
                }
            }
            if (!hasId) throw JsonInput.error(file, parser, "node " + row + " has no \"id\"");
            if (!hasFrame) throw JsonInput.error(file, parser, "node id " + into.nodeId(row) + " has no \"callFrame\"");
        }
    }

    /**
     * A call frame's fields. {@code oneBased}: a legacy node's own fields, whose line and column DevTools
     * takes minus one (a nested callFrame is 0-based as everywhere else).
     */
    private static void readCallFrame(JsonParser parser, String file, V8ProfileBuilder into, int row, boolean oneBased)
            throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_OBJECT, file, "callFrame");
        while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonInput.next(parser, file);
            if (!callFrameField(parser, file, into, row, key, oneBased)) parser.skipChildren();
        }
    }

    /** Reads one call frame field when {@code key} is one; false when it is not. */
    private static boolean callFrameField(JsonParser parser, String file, V8ProfileBuilder into, int row, String key,
                                          boolean oneBased) throws IOException, ProfileFormatException {
        int shift = oneBased ? 1 : 0;
        switch (key) {
            case "functionName" -> into.setFunctionName(row, JsonInput.text(parser, file, "functionName"));
            case "scriptId" -> into.setScriptId(row, JsonInput.text(parser, file, "scriptId"));
            case "url" -> into.setUrl(row, JsonInput.text(parser, file, "url"));
            case "lineNumber" -> into.setLine(row, saturatedInt(parser, file, "lineNumber") - shift);
            case "columnNumber" -> into.setColumn(row, saturatedInt(parser, file, "columnNumber") - shift);
            default -> {
                return false;
            }
        }
        return true;
    }

    /**
     * The legacy {@code head}: nodes nested in {@code children} arrays, each with its call frame fields. Read
     * without recursion; a node's id often follows its children, so parents are linked once all ids are known.
     * A node without an id gets its pre-order position plus one.
     */
    private static void readLegacyHead(JsonParser parser, String file, V8ProfileBuilder into)
            throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_OBJECT, file, "head");
        int firstRow = into.nodeCount();
        IntColumn parentRow = new IntColumn();
        IntColumn open = new IntColumn();
        int head = into.addNode(1);
        parentRow.add(-1);
        open.add(head);
        int depth = 1;
        while (depth > 0) {
            JsonToken token = JsonInput.next(parser, file);
            int node = open.get(depth - 1);
            switch (token) {
                case FIELD_NAME -> {
                    String key = parser.currentName();
                    JsonInput.next(parser, file);
                    switch (key) {
                        case "id" -> into.setNodeId(node, nodeId(parser, file, "a node id"));
                        case "callFrame" -> readCallFrame(parser, file, into, node, false);
                        case "positionTicks" -> readPositionTicks(parser, file, into, node);
                        case "children" -> JsonInput.expect(parser, JsonToken.START_ARRAY, file, "children");
                        default -> {
                            if (!callFrameField(parser, file, into, node, key, true)) parser.skipChildren();
                        }
                    }
                }
                case START_OBJECT -> {
                    // Only an element of a children list starts an object here; other objects are read whole.
                    int child = into.addNode(into.nodeCount() - firstRow + 1);
                    parentRow.add(node);
                    if (depth == open.size()) open.add(child);
                    else open.array()[depth] = child;
                    depth++;
                }
                case END_OBJECT -> depth--;
                case END_ARRAY -> { } // the end of a children list
                default -> throw JsonInput.error(file, parser, "a children list must hold node objects");
            }
        }
        for (int i = 1; i < parentRow.size(); i++) into.setParent(firstRow + i, into.nodeId(parentRow.get(i)));
    }

    private static void readPositionTicks(JsonParser parser, String file, V8ProfileBuilder into, int row)
            throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_ARRAY, file, "positionTicks");
        while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
            JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a positionTicks entry");
            int line = -1;
            int ticks = 0;
            while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonInput.next(parser, file);
                switch (key) {
                    case "line" -> line = saturatedInt(parser, file, "line");
                    case "ticks" -> ticks = saturatedInt(parser, file, "ticks");
                    default -> parser.skipChildren();
                }
            }
            into.addPositionTicks(row, line, ticks);
        }
    }

    private static void readSamples(JsonParser parser, String file, V8ProfileBuilder into)
            throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_ARRAY, file, "samples");
        JsonToken token;
        while ((token = JsonInput.next(parser, file)) != JsonToken.END_ARRAY) {
            if (token == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() == JsonParser.NumberType.INT) {
                into.addSample(parser.getIntValue());
            } else if (token == JsonToken.VALUE_NUMBER_INT) {
                into.addSampleOnUnknownId();
            } else {
                into.addSample(JsonInput.integer(parser, file, "a sample's node id"));
            }
        }
    }

    /** {@code trace_ids}: sample trace id (a key, often 53 bits) to node id. Keys that are not numbers never match. */
    private static void readTraceIds(JsonParser parser, String file, V8ProfileBuilder into)
            throws IOException, ProfileFormatException {
        if (parser.currentToken() != JsonToken.START_OBJECT) {
            parser.skipChildren();
            return;
        }
        while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
            String traceId = parser.currentName();
            JsonToken value = JsonInput.next(parser, file);
            if (value != JsonToken.VALUE_NUMBER_INT) {
                parser.skipChildren();
                continue;
            }
            try {
                into.putTraceId(Long.parseLong(traceId), parser.getLongValue());
            } catch (NumberFormatException | InputCoercionException beyondLong) {
                // DevTools looks trace ids up by number: such an entry never matches a sample.
            }
        }
    }

    /** A node id: an integer that fits an int (ids index the tree, so a wider one is an error naming it). */
    private static int nodeId(JsonParser parser, String file, String what) throws IOException, ProfileFormatException {
        if (parser.currentToken() == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() != JsonParser.NumberType.INT) {
            throw JsonInput.error(file, parser, what + " " + parser.getText() + " is beyond the node ids V8 writes (32 bits)");
        }
        return JsonInput.integer(parser, file, what);
    }

    /** An integer read as long and kept within int: lines, columns and counts no file needs beyond that. */
    static int saturatedInt(JsonParser parser, String file, String what) throws IOException, ProfileFormatException {
        if (parser.currentToken() == JsonToken.VALUE_NUMBER_INT) {
            if (parser.getNumberType() == JsonParser.NumberType.INT) return parser.getIntValue();
            return parser.getDecimalValue().signum() < 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        }
        return JsonInput.integer(parser, file, what);
    }
}
