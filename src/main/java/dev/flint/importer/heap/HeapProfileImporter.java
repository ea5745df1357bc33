package dev.flint.importer.heap;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.Importer;
import dev.flint.importer.JsonInput;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.Categories;
import dev.flint.model.DoubleColumn;
import dev.flint.model.IntColumn;
import dev.flint.model.IntSort;
import dev.flint.model.LoadWarnings;
import dev.flint.model.LongColumn;
import dev.flint.model.LongIntMap;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ThreadBuilder;
import dev.flint.model.WeightType;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A V8 sampling heap profile ({@code HeapProfiler.SamplingHeapProfile}: {@code head}, a nested tree of call
 * sites with {@code selfSize} bytes, and {@code samples} of sampled allocations) as one thread weighing
 * bytes. Every node weighs its {@code selfSize}, as DevTools shows the profile. With {@code samples}, each
 * sample is a sample of its node's stack, the node's selfSize shared among them (see {@code addSamples});
 * older files without samples give one sample per node with a {@code selfSize}. The root node
 * {@code (root)} is not a frame, as in the V8 CPU profile importer. A heap profile has no clock: samples are
 * ordered by their {@code ordinal} and stand side by side, so the app shows no timeline for it. Lines and
 * columns become 1-based.
 *
 * <p>Node 20 writes samples whose {@code nodeId} is not in the tree (observed); they are kept without a
 * stack and without bytes, with a warning.
 */
public final class HeapProfileImporter implements Importer {
    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress) throws ProfileFormatException {
        return JsonInput.read(source, fileName, progress, parser -> new Reading(parser, fileName).profile());
    }

    private static final class Reading {
        final JsonParser parser;
        final String file;
        final ThreadBuilder thread = new ThreadBuilder(1, 1);
        final Categories categories = new Categories();
        final int jsCategory;
        final int otherCategory;
        /** Node id to the node's row in {@link #nodeStacks}. */
        final LongIntMap nodeOfId = new LongIntMap(16, -1);
        final Map<String, Integer> frameByKey = new HashMap<>();
        /** Per node in file order: its stack and selfSize (for files without samples). */
        final IntColumn nodeStacks = new IntColumn();
        final DoubleColumn nodeSelfSizes = new DoubleColumn();
        final DoubleColumn sampleSizes = new DoubleColumn();
        final LongColumn sampleNodes = new LongColumn();
        final DoubleColumn sampleOrdinals = new DoubleColumn();
        boolean sawHead;
        boolean sawSamples;

        Reading(JsonParser parser, String file) {
            this.parser = parser;
            this.file = file;
            jsCategory = categories.add("JavaScript", "yellow");
            otherCategory = categories.add("Other", "grey");
            categories.setDefaultCategory(otherCategory);
        }

        Profile profile() throws IOException, ProfileFormatException {
            JsonInput.next(parser, file);
            JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a heap profile");
            while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonInput.next(parser, file);
                switch (key) {
                    case "head" -> {
                        sawHead = true;
                        node(-2);
                    }
                    case "samples" -> samples();
                    default -> parser.skipChildren();
                }
            }
            if (!sawHead) throw new ProfileFormatException(file, "$", "a heap profile needs 'head', the root of its tree");
            LoadWarnings warnings = new LoadWarnings();
            if (sawSamples) {
                addSamples(warnings);
            } else {
                for (int n = 0; n < nodeStacks.size(); n++) {
                    double size = nodeSelfSizes.get(n);
                    if (size > 0) thread.addSample(nodeStacks.get(n), thread.sampleCount(), size);
                }
            }
            thread.weightType(WeightType.BYTES);
            return new Profile(ProfileFormat.HEAPPROFILE, List.of(thread.build()), categories, false, warnings.toList());
        }

        /**
         * The samples in ordinal order, each node's bytes shared among its samples so that the node weighs
         * its selfSize, as DevTools shows it: V8's selfSize and the sizes of a node's samples differ (V8
         * scales each sampled size by its sampling rate), so a node's samples get shares of its selfSize in
         * proportion to their sizes, the last one what is left. A node with bytes and no sample becomes one
         * sample; a sample on no node is kept without a stack and weighs nothing.
         */
        private void addSamples(LoadWarnings warnings) {
            int count = sampleSizes.size();
            int nodes = nodeStacks.size();
            int[] order = sampleOrder(count);
            int[] rows = new int[count];
            double[] sizeOfRow = new double[nodes];
            int[] remaining = new int[nodes];
            boolean[] sampled = new boolean[nodes];
            for (int i = 0; i < count; i++) {
                rows[i] = nodeOfId.get(sampleNodes.get(i));
                if (rows[i] >= 0) {
                    sizeOfRow[rows[i]] += sampleSizes.get(i);
                    remaining[rows[i]]++;
                    sampled[rows[i]] = true;
                }
            }
            double[] cumulative = new double[nodes];
            double[] assigned = new double[nodes];
            long unknown = 0;
            int k = 0;
            for (int i : order) {
                int row = rows[i];
                if (row < 0) {
                    unknown++;
                    thread.addSample(-1, k++, 0);
                    continue;
                }
                double selfSize = nodeSelfSizes.get(row);
                cumulative[row] += sampleSizes.get(i);
                double target = --remaining[row] == 0 || sizeOfRow[row] == 0 ? selfSize
                        : Math.min(selfSize, Math.floor(selfSize * (cumulative[row] / sizeOfRow[row])));
                thread.addSample(nodeStacks.get(row), k++, target - assigned[row]);
                assigned[row] = target;
            }
            for (int row = 0; row < nodes; row++) {
                if (nodeSelfSizes.get(row) > 0 && !sampled[row]) {
                    thread.addSample(nodeStacks.get(row), k++, nodeSelfSizes.get(row));
                }
            }
            if (unknown > 0) {
                warnings.addSamples("$.samples", "nodeId not in the tree: kept without a stack and without bytes, "
                        + "as the tree weighs its nodes' selfSize", unknown);
            }
        }

        /** Sample indexes by ordinal, ties in file order. */
        private int[] sampleOrder(int count) {
            return IntSort.byTime(sampleOrdinals.array(), count);
        }

        /** The node at the current START_OBJECT; {@code parentStack} -2 for the root (not a frame). */
        private void node(int parentStack) throws IOException, ProfileFormatException {
            JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a node");
            String functionName = "";
            String url = "";
            String scriptId = "";
            int line = -1;
            int column = -1;
            boolean legacyLines = false;
            double selfSize = 0;
            long id = Long.MIN_VALUE;
            int stack = -2;
            boolean childrenRead = false;
            while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonInput.next(parser, file);
                switch (key) {
                    case "callFrame" -> {
                        JsonInput.expect(parser, JsonToken.START_OBJECT, file, "callFrame");
                        while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                            String field = parser.currentName();
                            JsonInput.next(parser, file);
                            switch (field) {
                                case "functionName" -> functionName = orEmpty(JsonInput.text(parser, file, "functionName"));
                                case "url" -> url = orEmpty(JsonInput.text(parser, file, "url"));
                                case "scriptId" -> scriptId = orEmpty(JsonInput.text(parser, file, "scriptId"));
                                case "lineNumber" -> line = JsonInput.integer(parser, file, "lineNumber");
                                case "columnNumber" -> column = JsonInput.integer(parser, file, "columnNumber");
                                default -> parser.skipChildren();
                            }
                        }
                    }
                    // the oldest shape: call frame fields on the node, lines 1-based
                    case "functionName" -> functionName = orEmpty(JsonInput.text(parser, file, "functionName"));
                    case "url" -> url = orEmpty(JsonInput.text(parser, file, "url"));
                    case "scriptId" -> scriptId = orEmpty(JsonInput.text(parser, file, "scriptId"));
                    case "lineNumber" -> { line = JsonInput.integer(parser, file, "lineNumber"); legacyLines = true; }
                    case "columnNumber" -> { column = JsonInput.integer(parser, file, "columnNumber"); legacyLines = true; }
                    case "selfSize" -> {
                        selfSize = JsonInput.number(parser, file, "selfSize");
                        if (!(selfSize >= 0) || Double.isInfinite(selfSize)) {
                            throw JsonInput.error(file, parser, "selfSize must be a non-negative number of bytes");
                        }
                    }
                    case "id" -> id = JsonInput.longInteger(parser, file, "id");
                    case "children" -> {
                        JsonInput.expect(parser, JsonToken.START_ARRAY, file, "children");
                        // children come after the fields in every writer; a file that puts them first
                        // would name its frame from fields not read yet, so it is refused
                        if (stack == -2) stack = stack(parentStack, functionName, url, scriptId, line, column, legacyLines);
                        while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) node(stack);
                        childrenRead = true;
                    }
                    default -> parser.skipChildren();
                }
                if (childrenRead && stack != -2 && !"children".equals(key) && isFrameField(key)) {
                    throw JsonInput.error(file, parser, "a node's call frame after its children is not supported");
                }
            }
            if (stack == -2) stack = stack(parentStack, functionName, url, scriptId, line, column, legacyLines);
            if (id != Long.MIN_VALUE) {
                if (nodeOfId.putIfAbsent(id, nodeStacks.size()) >= 0) {
                    throw JsonInput.error(file, parser, "node id " + id + " occurs twice");
                }
            }
            nodeStacks.add(stack);
            nodeSelfSizes.add(selfSize);
        }

        private static boolean isFrameField(String key) {
            return key.equals("callFrame") || key.equals("functionName") || key.equals("url") || key.equals("scriptId");
        }

        private int stack(int parentStack, String functionName, String url, String scriptId, int line, int column,
                          boolean legacyLines) {
            if (parentStack == -2) return -1; // the (root) node
            // The model's lines are 1-based (DESIGN.md "Normalise once"): V8's callFrame counts from 0, the
            // oldest shape's node fields from 1.
            if (legacyLines) {
                line = line > 0 ? line : -1;
                column = column > 0 ? column : -1;
            } else {
                line = line >= 0 ? line + 1 : -1;
                column = column >= 0 ? column + 1 : -1;
            }
            String key = functionName + '\0' + url + '\0' + scriptId + '\0' + line + '\0' + column;
            Integer frame = frameByKey.get(key);
            if (frame == null) {
                boolean meta = functionName.startsWith("(") && functionName.endsWith(")") && url.isEmpty();
                boolean isJS = !meta && !url.startsWith("native ") && (!url.isEmpty() || !(scriptId.isEmpty() || scriptId.equals("0")));
                int func = thread.func(functionName, thread.urlResource(url), url.isEmpty() ? null : url, line, column,
                        isJS, false);
                frame = thread.frame(func, line, column, -1, isJS ? jsCategory : otherCategory, -1, -1, 0);
                frameByKey.put(key, frame);
            }
            return thread.stack(parentStack, frame);
        }

        private void samples() throws IOException, ProfileFormatException {
            JsonInput.expect(parser, JsonToken.START_ARRAY, file, "samples");
            sawSamples = true;
            while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
                JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a sample");
                double size = Double.NaN;
                long nodeId = Long.MIN_VALUE;
                double ordinal = sampleSizes.size();
                while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                    String key = parser.currentName();
                    JsonInput.next(parser, file);
                    switch (key) {
                        case "size" -> {
                            size = JsonInput.number(parser, file, "size");
                            if (!(size >= 0) || Double.isInfinite(size)) {
                                throw JsonInput.error(file, parser, "size must be a non-negative number of bytes");
                            }
                        }
                        case "nodeId" -> nodeId = JsonInput.longInteger(parser, file, "nodeId");
                        case "ordinal" -> {
                            ordinal = JsonInput.number(parser, file, "ordinal");
                            if (!Double.isFinite(ordinal)) throw JsonInput.error(file, parser, "ordinal must be finite");
                        }
                        default -> parser.skipChildren();
                    }
                }
                if (Double.isNaN(size) || nodeId == Long.MIN_VALUE) {
                    throw JsonInput.error(file, parser, "a sample needs 'size' and 'nodeId'");
                }
                sampleSizes.add(size);
                sampleNodes.add(nodeId);
                sampleOrdinals.add(ordinal);
            }
        }

        private static String orEmpty(String s) {
            return s == null ? "" : s;
        }
    }
}
