package dev.flint.importer;

import dev.flint.model.Categories;
import dev.flint.model.CpuProfileInfo;
import dev.flint.model.FrameTable;
import dev.flint.model.FuncTable;
import dev.flint.model.LibTable;
import dev.flint.model.LineHitTable;
import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import dev.flint.model.ResourceTable;
import dev.flint.model.SampleDurations;
import dev.flint.model.SampleTable;
import dev.flint.model.StackTable;
import dev.flint.model.StringTable;
import dev.flint.model.TraceEventTable;
import dev.flint.model.WeightType;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Turns the nodes and samples of one V8 CPU profile (a .cpuprofile, or the Profile/ProfileChunk events of
 * a trace) into a thread's tables, the way DevTools' CPUProfileDataModel reads them:
 * <ul>
 * <li>{@code nodes[0]} is the root. When it has a {@code children} list the tree comes from the children
 *     lists only; otherwise (trace chunks) from each node's {@code parent}.</li>
 * <li>Every node except the root becomes one stack (V8 nodes are already a call tree), in pre-order with
 *     children in file order, so a prefix always precedes its stacks. {@link CpuProfileInfo#nodeIdByStack()}
 *     maps back to node ids; a sample on the root itself has stack -1.</li>
 * <li>Funcs are keyed by function name, scriptId, url, line and column of the call frame (DevTools'
 *     callUID plus the url): V8 makes a new node for every caller path and sometimes for each code
 *     object of one function, and all of those are one func. There is one frame per func, since V8
 *     call frames carry no per-frame line or tier.</li>
 * <li>Sample times are startTime plus the running sum of timeDeltas, in file order (negative deltas
 *     kept); weights are each sample's duration in milliseconds as DevTools measures it
 *     ({@link SampleDurations}).</li>
 * </ul>
 * Everything from the file is checked: duplicate or missing ids and a sample on a node that does not
 * exist are errors naming the place.
 */
public final class V8ProfileBuilder {
    private static final int UNSET = -2;

    private final String file;
    private final String wherePrefix;
    private final V8Categories categoryIndexes;

    private final StringTable strings = new StringTable();
    private final ResourceTable resources = new ResourceTable();
    private final FuncTable funcs = new FuncTable();
    private final FrameTable frames = new FrameTable();
    private final Map<FuncKey, Integer> frameByFunc = new HashMap<>();
    private final Map<String, Integer> resourceByUrl = new HashMap<>();

    private final IntIndex rowById = new IntIndex(1024);
    private final IntList nodeIds = new IntList(1024);
    private final IntList frameOfRow = new IntList(1024);
    /** Per frame, the string index of its call frame's scriptId (DevTools tells JS frames apart by it). */
    private final IntList scriptIdStringOfFrame = new IntList(1024);
    private final IntList parentIdOfRow = new IntList(1024);
    private boolean[] hasParent = new boolean[1024];
    private boolean rootHasChildren;
    private final IntList childOwnerRows = new IntList();
    private final IntList childIds = new IntList();
    private final IntList tickRows = new IntList();
    private final IntList tickLines = new IntList();
    private final IntList tickCounts = new IntList();

    private record FuncKey(String name, String scriptId, String url, int line, int column) {}

    /**
     * @param file        the file name for error messages
     * @param wherePrefix how errors name the profile's parts, e.g. {@code "$."} for a .cpuprofile
     * @param categories  the profile's categories; the V8 ones are added when missing
     */
    public V8ProfileBuilder(String file, String wherePrefix, Categories categories) {
        this.file = file;
        this.wherePrefix = wherePrefix;
        this.categoryIndexes = V8Categories.in(categories);
    }

    public int nodeCount() {
        return nodeIds.size();
    }

    /**
     * Adds a node from its call frame (missing url: "", missing line/column: -1, as DevTools normalises).
     *
     * @param where how to name this node in an error, e.g. {@code "$.nodes[4]"}
     * @return the node's row, for {@link #addChild}, {@link #setParent} and {@link #addPositionTicks}
     */
    public int addNode(int nodeId, String functionName, String scriptId, String url, int lineNumber,
                       int columnNumber, String where) throws ProfileFormatException {
        int row = nodeIds.size();
        if (nodeId == Integer.MIN_VALUE || rowById.putIfAbsent(nodeId, row) >= 0) {
            throw new ProfileFormatException(file, where, "node id " + nodeId + " appears twice");
        }
        nodeIds.add(nodeId);
        frameOfRow.add(frameFor(functionName == null ? "" : functionName, scriptId == null ? "" : scriptId,
                url == null ? "" : url, lineNumber, columnNumber));
        parentIdOfRow.add(0);
        if (row == hasParent.length) hasParent = Arrays.copyOf(hasParent, row * 2);
        return row;
    }

    /** The node's {@code parent} field. */
    public void setParent(int row, int parentId) {
        parentIdOfRow.array()[row] = parentId;
        hasParent[row] = true;
    }

    /** The node has a {@code children} list (possibly empty); for the root this chooses children mode. */
    public void markHasChildren(int row) {
        if (row == 0) rootHasChildren = true;
    }

    /** One entry of the node's {@code children} list. */
    public void addChild(int row, int childId) {
        markHasChildren(row);
        childOwnerRows.add(row);
        childIds.add(childId);
    }

    /** One {@code positionTicks} entry: {@code ticks} samples at 1-based source {@code line}. */
    public void addPositionTicks(int row, int line, int ticks) {
        tickRows.add(row);
        tickLines.add(line);
        tickCounts.add(ticks);
    }

    private int frameFor(String functionName, String scriptId, String url, int line, int column) {
        FuncKey key = new FuncKey(functionName, scriptId, url, line, column);
        Integer known = frameByFunc.get(key);
        if (known != null) return known;
        boolean meta = functionName.startsWith("(") && functionName.endsWith(")") && url.isEmpty();
        // Builtins show up with url "native V8Runtime"-like pseudo URLs; they are V8's C++, not script.
        boolean isJS = !meta && !url.startsWith("native ") && (!url.isEmpty() || !(scriptId.isEmpty() || scriptId.equals("0")));
        int resource = -1;
        if (!url.isEmpty()) {
            resource = resourceByUrl.computeIfAbsent(url,
                    u -> resources.add(strings.indexOf(u), ResourceKind.URL, -1));
        }
        int func = funcs.add(strings.indexOf(functionName), resource, url.isEmpty() ? -1 : strings.indexOf(url),
                line, column, isJS, false);
        int frame = frames.add(func, line, column, -1, categoryIndexes.of(functionName, isJS), -1, -1, 0);
        scriptIdStringOfFrame.add(strings.indexOf(scriptId));
        frameByFunc.put(key, frame);
        return frame;
    }

    /**
     * Builds the thread.
     *
     * @param sampleNodeIds   node id per sample, file order
     * @param timeDeltas      microseconds since the previous sample (the first: since startMicros)
     * @param deltaCount      how many deltas the file gave; must equal {@code sampleCount}
     * @param endMicros       the profile's endTime, NaN when absent
     * @param sampleLines     per-sample lines (trace chunks), null when absent
     */
    public ProfileThread build(long pid, long tid, String name, String processName, int[] sampleNodeIds,
                               int sampleCount, double[] timeDeltas, int deltaCount, double startMicros,
                               double endMicros, String profileId, int[] sampleLines, int[] sampleColumns,
                               Map<Long, Integer> nodeIdByTraceId, String source) throws ProfileFormatException {
        int nodeCount = nodeIds.size();
        if (nodeCount == 0) throw new ProfileFormatException(file, wherePrefix + "nodes", "the profile has no nodes");
        if (sampleCount != deltaCount) {
            throw new ProfileFormatException(file, wherePrefix + "timeDeltas", "there are " + sampleCount
                    + " samples but " + deltaCount + " timeDeltas; each sample needs one");
        }
        int[] parentRow = parentRows(nodeCount);
        int[] stackOfRow = new int[nodeCount];
        StackTable stacks = buildStacks(parentRow, stackOfRow);

        int[] nodeIdByStack = new int[stacks.size()];
        int[] scriptIdStringByStack = new int[stacks.size()];
        for (int row = 1; row < nodeCount; row++) {
            int stack = stackOfRow[row];
            if (stack >= 0) {
                nodeIdByStack[stack] = nodeIds.get(row);
                scriptIdStringByStack[stack] = scriptIdStringOfFrame.get(frameOfRow.get(row));
            }
        }

        int[] sampleStacks = new int[sampleCount];
        double[] times = new double[sampleCount];
        double time = startMicros;
        for (int i = 0; i < sampleCount; i++) {
            int row = rowById.get(sampleNodeIds[i]);
            int stack = row < 0 ? UNSET : row == 0 ? -1 : stackOfRow[row];
            if (stack == UNSET || (stack == -1 && row != 0)) {
                throw new ProfileFormatException(file, wherePrefix + "samples[" + i + "]", row < 0
                        ? "node id " + sampleNodeIds[i] + " does not exist"
                        : "node id " + sampleNodeIds[i] + " is not connected to the root node");
            }
            sampleStacks[i] = stack;
            time += timeDeltas[i];
            times[i] = time;
        }
        double[] weights = SampleDurations.devToolsMillis(times, sampleCount, endMicros);
        SampleTable samples = SampleTable.of(sampleStacks, times, weights, sampleCount);

        LineHitTable lineHits = new LineHitTable();
        for (int i = 0; i < tickRows.size(); i++) {
            int stack = stackOfRow[tickRows.get(i)];
            if (tickRows.get(i) != 0 && stack >= 0) lineHits.add(stack, tickLines.get(i), tickCounts.get(i));
        }

        CpuProfileInfo info = new CpuProfileInfo(profileId, startMicros, endMicros, nodeIds.get(0), nodeIdByStack,
                sampleLines, sampleColumns, nodeIdByTraceId == null ? Map.of() : Map.copyOf(nodeIdByTraceId), source,
                scriptIdStringByStack);
        return new ProfileThread(pid, tid, name, processName, null, strings, resources, new LibTable(), funcs,
                frames, stacks, samples, WeightType.TRACING_MS, new TraceEventTable(), info, lineHits);
    }

    /** Each node's parent row: -1 for the root, UNSET for a node not placed under anything. */
    private int[] parentRows(int nodeCount) throws ProfileFormatException {
        int[] parentRow = new int[nodeCount];
        Arrays.fill(parentRow, UNSET);
        parentRow[0] = -1;
        if (rootHasChildren) {
            for (int i = 0; i < childIds.size(); i++) {
                int owner = childOwnerRows.get(i);
                int child = rowById.get(childIds.get(i));
                if (child < 0) {
                    throw new ProfileFormatException(file, childrenOf(owner), "child node id " + childIds.get(i) + " does not exist");
                }
                if (child == 0) {
                    throw new ProfileFormatException(file, childrenOf(owner), "the root node (id " + nodeIds.get(0)
                            + ") is listed as a child");
                }
                if (parentRow[child] != UNSET && parentRow[child] != owner) {
                    throw new ProfileFormatException(file, childrenOf(owner), "node id " + childIds.get(i)
                            + " is a child of two nodes (ids " + nodeIds.get(parentRow[child]) + " and "
                            + nodeIds.get(owner) + ")");
                }
                parentRow[child] = owner;
            }
        } else {
            for (int row = 1; row < nodeCount; row++) {
                // A parent id that is not a node leaves the node out of the tree, as DevTools does.
                if (hasParent[row]) {
                    int parent = rowById.get(parentIdOfRow.get(row));
                    if (parent >= 0 && parent != row) parentRow[row] = parent;
                }
            }
        }
        return parentRow;
    }

    private String childrenOf(int row) {
        return wherePrefix + "nodes[" + row + "].children";
    }

    /**
     * One stack per node reachable from the root, in pre-order (children in file order). Iterative: a
     * hostile file can chain 100k nodes.
     */
    private StackTable buildStacks(int[] parentRow, int[] stackOfRow) {
        int nodeCount = parentRow.length;
        int[] childStart = new int[nodeCount + 1];
        for (int row = 1; row < nodeCount; row++) {
            if (parentRow[row] >= 0) childStart[parentRow[row] + 1]++;
        }
        for (int row = 0; row < nodeCount; row++) childStart[row + 1] += childStart[row];
        int[] fill = Arrays.copyOf(childStart, nodeCount);
        int[] children = new int[childStart[nodeCount]];
        boolean[] placed = new boolean[nodeCount];
        if (rootHasChildren) {
            for (int i = 0; i < childIds.size(); i++) {
                int child = rowById.get(childIds.get(i));
                if (child > 0 && !placed[child] && parentRow[child] == childOwnerRows.get(i)) {
                    placed[child] = true;
                    children[fill[parentRow[child]]++] = child;
                }
            }
        } else {
            for (int row = 1; row < nodeCount; row++) {
                if (parentRow[row] >= 0) children[fill[parentRow[row]]++] = row;
            }
        }

        StackTable stacks = new StackTable(nodeCount);
        Arrays.fill(stackOfRow, -1);
        boolean[] visited = new boolean[nodeCount];
        int[] pending = new int[nodeCount];
        int top = 0;
        pending[top++] = 0;
        visited[0] = true;
        while (top > 0) {
            int row = pending[--top];
            if (row != 0) {
                int parent = parentRow[row];
                int prefix = parent == 0 ? -1 : stackOfRow[parent];
                stackOfRow[row] = stacks.add(prefix, frameOfRow.get(row));
            }
            for (int c = childStart[row + 1] - 1; c >= childStart[row]; c--) {
                int child = children[c];
                if (!visited[child]) {
                    visited[child] = true;
                    pending[top++] = child;
                }
            }
        }
        return stacks;
    }
}
