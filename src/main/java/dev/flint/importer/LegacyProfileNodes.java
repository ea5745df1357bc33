package dev.flint.importer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The nodes of a legacy CPU profile (Chrome before 58, old .cpuprofile files): one nested {@code head}
 * tree whose nodes carry their call frame fields themselves, with 1-based {@code lineNumber} and
 * {@code columnNumber} (DevTools subtracts one; a nested {@code callFrame}, where present, is taken as
 * is). Read without recursion, in pre-order; a node's {@code id} often follows its children, so nodes
 * are buffered and handed to the builder once the tree is read, root first.
 */
final class LegacyProfileNodes {
    private final List<String> names = new ArrayList<>();
    private final List<String> scriptIds = new ArrayList<>();
    private final List<String> urls = new ArrayList<>();
    private final IntList lines = new IntList();
    private final IntList columns = new IntList();
    private final IntList ids = new IntList();
    private final IntList parents = new IntList();
    private final IntList tickNodes = new IntList();
    private final IntList tickLines = new IntList();
    private final IntList tickCounts = new IntList();

    /** Reads the tree; the parser stands on the head's START_OBJECT and ends on its END_OBJECT. */
    static LegacyProfileNodes read(JsonParser parser, String file) throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_OBJECT, file, "head");
        LegacyProfileNodes nodes = new LegacyProfileNodes();
        IntList open = new IntList();
        open.add(nodes.open(-1));
        int depth = 1;
        while (depth > 0) {
            JsonToken token = JsonInput.next(parser, file);
            int node = open.get(depth - 1);
            switch (token) {
                case FIELD_NAME -> nodes.field(parser, file, node);
                case START_OBJECT -> {
                    // Only a children element starts an object here; other object values are read whole.
                    int child = nodes.open(node);
                    if (depth == open.size()) open.add(child);
                    else open.array()[depth] = child;
                    depth++;
                }
                case END_OBJECT -> depth--;
                case END_ARRAY -> { } // the end of a children list
                default -> throw JsonInput.error(file, parser, "a children list must hold node objects");
            }
        }
        return nodes;
    }

    private int open(int parent) {
        int node = ids.size();
        names.add("");
        scriptIds.add("");
        urls.add("");
        lines.add(-1);
        columns.add(-1);
        ids.add(node + 1);
        parents.add(parent);
        return node;
    }

    private void field(JsonParser parser, String file, int node) throws IOException, ProfileFormatException {
        String key = parser.currentName();
        JsonInput.next(parser, file);
        switch (key) {
            case "functionName" -> names.set(node, orEmpty(JsonInput.text(parser, file, "functionName")));
            case "scriptId" -> scriptIds.set(node, orEmpty(JsonInput.text(parser, file, "scriptId")));
            case "url" -> urls.set(node, orEmpty(JsonInput.text(parser, file, "url")));
            case "lineNumber" -> lines.array()[node] = JsonInput.integer(parser, file, "lineNumber") - 1;
            case "columnNumber" -> columns.array()[node] = JsonInput.integer(parser, file, "columnNumber") - 1;
            case "id" -> ids.array()[node] = JsonInput.integer(parser, file, "a node id");
            case "callFrame" -> readCallFrame(parser, file, node);
            case "positionTicks" -> readTicks(parser, file, node);
            case "children" -> JsonInput.expect(parser, JsonToken.START_ARRAY, file, "children");
            default -> parser.skipChildren();
        }
    }

    private void readCallFrame(JsonParser parser, String file, int node) throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_OBJECT, file, "callFrame");
        while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonInput.next(parser, file);
            switch (key) {
                case "functionName" -> names.set(node, orEmpty(JsonInput.text(parser, file, "functionName")));
                case "scriptId" -> scriptIds.set(node, orEmpty(JsonInput.text(parser, file, "scriptId")));
                case "url" -> urls.set(node, orEmpty(JsonInput.text(parser, file, "url")));
                case "lineNumber" -> lines.array()[node] = JsonInput.integer(parser, file, "lineNumber");
                case "columnNumber" -> columns.array()[node] = JsonInput.integer(parser, file, "columnNumber");
                default -> parser.skipChildren();
            }
        }
    }

    private void readTicks(JsonParser parser, String file, int node) throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_ARRAY, file, "positionTicks");
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
            tickNodes.add(node);
            tickLines.add(line);
            tickCounts.add(ticks);
        }
    }

    private static String orEmpty(String s) {
        return s == null ? "" : s;
    }

    /** Adds the nodes root first, linked by parent ids (the builder's parent mode). */
    void addTo(V8ProfileBuilder builder, String prefix) throws ProfileFormatException {
        int[] rows = new int[ids.size()];
        for (int node = 0; node < ids.size(); node++) {
            rows[node] = builder.addNode(ids.get(node), names.get(node), scriptIds.get(node), urls.get(node),
                    lines.get(node), columns.get(node), prefix + "head (node " + node + " in pre-order)");
            int parent = parents.get(node);
            if (parent >= 0) builder.setParent(rows[node], ids.get(parent));
        }
        for (int i = 0; i < tickNodes.size(); i++) {
            builder.addPositionTicks(rows[tickNodes.get(i)], tickLines.get(i), tickCounts.get(i));
        }
    }

    int size() {
        return ids.size();
    }
}
