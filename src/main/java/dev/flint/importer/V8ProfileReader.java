package dev.flint.importer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.Arrays;

/**
 * Streams the parts of a V8 CPU profile object ({@code nodes}, {@code samples}, {@code timeDeltas},
 * {@code startTime}, {@code endTime}, {@code trace_ids}) into a {@link V8ProfileAssembler}. Used for a
 * trace's {@code CpuProfile} event and its {@code ProfileChunk}s; the .cpuprofile importer can use it too.
 * Call frames are normalised as DevTools' SamplesHandler does for chunks: a missing URL is "", a missing
 * line or column is -1, the script id is kept as text.
 */
public final class V8ProfileReader {
    private V8ProfileReader() {}

    /** What the object held besides nodes and samples, for callers that need to know. */
    public static final class Seen {
        public boolean startTime;
        public boolean endTime;
        public int samples;
    }

    /**
     * Reads the object the parser is positioned on (its START_OBJECT is the current token).
     *
     * @param where a description of the object's place for error messages, e.g. "event 12 args.data.cpuProfile"
     */
    public static Seen readProfileObject(JsonParser parser, V8ProfileAssembler into, String file, String where)
            throws IOException, ProfileFormatException {
        Seen seen = new Seen();
        boolean legacy = false;
        boolean sawTimes = false;
        expect(parser, JsonToken.START_OBJECT, file, where, "an object");
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonToken value = parser.nextToken();
            switch (key) {
                case "nodes" -> readNodes(parser, into, file, where + ".nodes");
                case "samples" -> {
                    expect(parser, JsonToken.START_ARRAY, file, where + ".samples", "an array of node ids");
                    while (parser.nextToken() != JsonToken.END_ARRAY) {
                        into.addSample(intValue(parser, file, where + ".samples"));
                        seen.samples++;
                    }
                }
                case "timeDeltas" -> {
                    expect(parser, JsonToken.START_ARRAY, file, where + ".timeDeltas", "an array of numbers");
                    while (parser.nextToken() != JsonToken.END_ARRAY) {
                        into.addTimeDelta(number(parser, file, where + ".timeDeltas"));
                    }
                }
                case "head" -> {
                    legacy = true;
                    readLegacyHead(parser, into, file, where + ".head");
                }
                case "timestamps" -> {
                    expect(parser, JsonToken.START_ARRAY, file, where + ".timestamps", "an array of numbers");
                    sawTimes = true;
                    while (parser.nextToken() != JsonToken.END_ARRAY) {
                        into.addAbsoluteTime(number(parser, file, where + ".timestamps"));
                    }
                }
                case "startTime" -> {
                    if (value.isNumeric()) {
                        into.setStartMicros(parser.getDoubleValue());
                        seen.startTime = true;
                    }
                }
                case "endTime" -> {
                    if (value.isNumeric()) {
                        into.setEndMicros(parser.getDoubleValue());
                        seen.endTime = true;
                    }
                }
                case "trace_ids" -> {
                    if (value == JsonToken.START_OBJECT) {
                        while (parser.nextToken() == JsonToken.FIELD_NAME) {
                            String traceId = parser.currentName();
                            parser.nextToken();
                            if (parser.currentToken().isNumeric()) {
                                try {
                                    into.putTraceId(Long.parseLong(traceId), parser.getIntValue());
                                } catch (NumberFormatException notANumber) {
                                    // DevTools looks trace ids up by the numeric sampleTraceId: such a key never matches.
                                }
                            } else {
                                parser.skipChildren();
                            }
                        }
                    } else {
                        parser.skipChildren();
                    }
                }
                default -> parser.skipChildren();
            }
        }
        if (legacy) {
            // The legacy format gives start and end in seconds; DevTools takes them times 1000 as
            // milliseconds, and without timestamps spreads the samples evenly between them.
            into.setStartMicros(into.startMicros() * 1000 * 1000);
            into.setEndMicros(into.endMicros() * 1000 * 1000);
            into.setEvenlySpaced(!sawTimes);
        }
        return seen;
    }

    /** One node of the legacy {@code head} tree, flattened: a node, then its children, depth first. */
    private record LegacyNode(int id, String name, String scriptId, String url, int line, int column,
                              java.util.List<LegacyNode> children) {}

    private static void readLegacyHead(JsonParser parser, V8ProfileAssembler into, String file, String where)
            throws IOException, ProfileFormatException {
        LegacyNode head = readLegacyNode(parser, file, where);
        java.util.ArrayDeque<LegacyNode> pending = new java.util.ArrayDeque<>();
        pending.push(head);
        while (!pending.isEmpty()) {
            LegacyNode node = pending.pop();
            int[] childIds = new int[node.children().size()];
            for (int i = 0; i < childIds.length; i++) childIds[i] = node.children().get(i).id();
            into.addNode(node.id(), V8ProfileAssembler.noParent(), childIds, node.name(), node.url(),
                    node.scriptId(), node.line(), node.column());
            for (int i = node.children().size() - 1; i >= 0; i--) pending.push(node.children().get(i));
        }
    }

    private static LegacyNode readLegacyNode(JsonParser parser, String file, String where)
            throws IOException, ProfileFormatException {
        expect(parser, JsonToken.START_OBJECT, file, where, "a node object");
        Integer id = null;
        String name = null;
        String scriptId = null;
        String url = null;
        int line = 0;
        int column = 0;
        LegacyNode callFrame = null;
        java.util.List<LegacyNode> children = new java.util.ArrayList<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonToken value = parser.nextToken();
            switch (key) {
                case "id" -> id = intValue(parser, file, where + ".id");
                case "functionName" -> name = text(parser, value);
                case "scriptId" -> scriptId = text(parser, value);
                case "url" -> url = text(parser, value);
                case "lineNumber" -> line = value.isNumeric() ? parser.getIntValue() : 0;
                case "columnNumber" -> column = value.isNumeric() ? parser.getIntValue() : 0;
                case "callFrame" -> callFrame = readCallFrame(parser, file, where + ".callFrame");
                case "children" -> {
                    expect(parser, JsonToken.START_ARRAY, file, where + ".children", "an array of nodes");
                    int index = 0;
                    while (parser.nextToken() != JsonToken.END_ARRAY) {
                        children.add(readLegacyNode(parser, file, where + ".children[" + index++ + "]"));
                    }
                }
                default -> parser.skipChildren();
            }
        }
        if (id == null) throw new ProfileFormatException(file, where, "a CPU profile node without an id");
        if (callFrame != null) {
            // A node with a callFrame is read from it as is (0-based positions), as DevTools does.
            return new LegacyNode(id, callFrame.name(), callFrame.scriptId(), callFrame.url(), callFrame.line(),
                    callFrame.column(), children);
        }
        return new LegacyNode(id, name, scriptId, url, line - 1, column - 1, children);
    }

    /** Reads {@code nodes}: an array of {id, parent?, children?, callFrame{...}}. */
    public static void readNodes(JsonParser parser, V8ProfileAssembler into, String file, String where)
            throws IOException, ProfileFormatException {
        expect(parser, JsonToken.START_ARRAY, file, where, "an array of nodes");
        int index = 0;
        int[] children = new int[16];
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            String at = where + "[" + index + "]";
            expect(parser, JsonToken.START_OBJECT, file, at, "a node object");
            Integer id = null;
            int parent = V8ProfileAssembler.noParent();
            int childCount = -1;
            String name = null;
            String url = null;
            String scriptId = null;
            int line = -1;
            int column = -1;
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonToken value = parser.nextToken();
                switch (key) {
                    case "id" -> id = intValue(parser, file, at + ".id");
                    case "parent" -> {
                        if (value.isNumeric()) parent = parser.getIntValue();
                    }
                    case "children" -> {
                        expect(parser, JsonToken.START_ARRAY, file, at + ".children", "an array of node ids");
                        childCount = 0;
                        while (parser.nextToken() != JsonToken.END_ARRAY) {
                            if (childCount == children.length) children = Arrays.copyOf(children, childCount * 2);
                            children[childCount++] = intValue(parser, file, at + ".children");
                        }
                    }
                    case "callFrame" -> {
                        expect(parser, JsonToken.START_OBJECT, file, at + ".callFrame", "an object");
                        while (parser.nextToken() == JsonToken.FIELD_NAME) {
                            String field = parser.currentName();
                            JsonToken fieldValue = parser.nextToken();
                            switch (field) {
                                case "functionName" -> name = text(parser, fieldValue);
                                case "url" -> url = text(parser, fieldValue);
                                case "scriptId" -> scriptId = text(parser, fieldValue);
                                case "lineNumber" -> line = fieldValue.isNumeric() ? parser.getIntValue() : -1;
                                case "columnNumber" -> column = fieldValue.isNumeric() ? parser.getIntValue() : -1;
                                default -> parser.skipChildren();
                            }
                        }
                    }
                    default -> parser.skipChildren();
                }
            }
            if (id == null) throw new ProfileFormatException(file, at, "a CPU profile node without an id");
            into.addNode(id, parent, childCount < 0 ? null : Arrays.copyOf(children, childCount), name, url,
                    scriptId, line, column);
            index++;
        }
    }

    private static LegacyNode readCallFrame(JsonParser parser, String file, String where)
            throws IOException, ProfileFormatException {
        expect(parser, JsonToken.START_OBJECT, file, where, "an object");
        String name = null;
        String scriptId = null;
        String url = null;
        int line = -1;
        int column = -1;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String field = parser.currentName();
            JsonToken value = parser.nextToken();
            switch (field) {
                case "functionName" -> name = text(parser, value);
                case "url" -> url = text(parser, value);
                case "scriptId" -> scriptId = text(parser, value);
                case "lineNumber" -> line = value.isNumeric() ? parser.getIntValue() : -1;
                case "columnNumber" -> column = value.isNumeric() ? parser.getIntValue() : -1;
                default -> parser.skipChildren();
            }
        }
        return new LegacyNode(0, name, scriptId, url, line, column, java.util.List.of());
    }

    /** A string value, or a number written as text (script ids are numbers in trace chunks). */
    private static String text(JsonParser parser, JsonToken value) throws IOException {
        if (value == JsonToken.VALUE_STRING) return parser.getText();
        if (value.isNumeric()) return parser.getText();
        parser.skipChildren();
        return null;
    }

    static int intValue(JsonParser parser, String file, String where) throws IOException, ProfileFormatException {
        if (parser.currentToken() != JsonToken.VALUE_NUMBER_INT) {
            throw new ProfileFormatException(file, where, "expected an integer, found " + describe(parser));
        }
        long value = parser.getLongValue();
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw new ProfileFormatException(file, where, "integer " + value + " is out of range");
        }
        return (int) value;
    }

    static double number(JsonParser parser, String file, String where) throws IOException, ProfileFormatException {
        if (!parser.currentToken().isNumeric()) {
            throw new ProfileFormatException(file, where, "expected a number, found " + describe(parser));
        }
        return parser.getDoubleValue();
    }

    static void expect(JsonParser parser, JsonToken token, String file, String where, String what)
            throws IOException, ProfileFormatException {
        if (parser.currentToken() != token) {
            throw new ProfileFormatException(file, where, "expected " + what + ", found " + describe(parser));
        }
    }

    static String describe(JsonParser parser) throws IOException {
        JsonToken token = parser.currentToken();
        if (token == null) return "the end of the file";
        return switch (token) {
            case START_OBJECT -> "an object";
            case START_ARRAY -> "an array";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "the number " + parser.getText();
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            default -> token.toString();
        };
    }
}
