package dev.flint.importer;

import dev.flint.model.CpuProfileInfo;
import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import dev.flint.model.SampleDurations;
import dev.flint.model.SampleTable;
import dev.flint.model.WeightType;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Collects the pieces of one V8 CPU profile (a whole .cpuprofile object, a trace's {@code CpuProfile} event,
 * or a {@code Profile} plus its {@code ProfileChunk}s) and turns them into a thread's tables the way
 * DevTools' CPUProfileDataModel reads them:
 * <ul>
 *   <li>{@code nodes[0]} is the root. When it has a {@code children} list only children lists link the
 *       nodes; otherwise children are built from each node's {@code parent}, in node order.</li>
 *   <li>Stacks are the nodes reachable from the root, numbered by a depth-first walk that visits a node's
 *       children in reverse list order (DevTools' parsed tree has them reversed), so a prefix always comes
 *       before its extensions. Unreachable nodes are dropped.</li>
 *   <li>Sample times are {@code startTime} plus the running sum of {@code timeDeltas}, in file order.
 *       A sample on the root, or on a node that is not in the tree, has stack -1.</li>
 * </ul>
 * Funcs are (name, script id, URL, line, column), DevTools' call UID plus the URL; one frame per func.
 */
public final class V8ProfileAssembler {
    /** Marks "no parent field" in {@link #parentId}. */
    private static final int NO_PARENT = Integer.MIN_VALUE;

    private int nodeCount;
    private int[] nodeId = new int[64];
    private int[] parentId = new int[64];
    /** Start of the node's children in {@link #childIds}, -1 when the node has no children list. */
    private int[] childStart = new int[64];
    private int[] childCount = new int[64];
    private String[] functionName = new String[64];
    private String[] url = new String[64];
    private String[] scriptId = new String[64];
    private int[] lineNumber = new int[64];
    private int[] columnNumber = new int[64];
    private final IntColumn childIds = new IntColumn();

    private final IntColumn samples = new IntColumn();
    private final DoubleColumn timeDeltas = new DoubleColumn();
    private IntColumn lines;
    private IntColumn columns;
    private final Map<Long, Integer> nodeIdByTraceId = new LinkedHashMap<>();

    /** Legacy profiles: absolute sample times (microseconds), used instead of time deltas. */
    private final DoubleColumn absoluteTimes = new DoubleColumn();
    /** Legacy profiles without times: samples spread evenly between start and end. */
    private boolean evenlySpaced;
    private double startMicros;
    private double endMicros = Double.NaN;
    private String source;

    public void setStartMicros(double start) { startMicros = start; }
    public double startMicros() { return startMicros; }
    public void setEndMicros(double end) { endMicros = end; }
    public double endMicros() { return endMicros; }
    public void setSource(String profileSource) { source = profileSource; }
    public int nodeCount() { return nodeCount; }
    public int sampleCount() { return samples.size(); }
    public int timeDeltaCount() { return timeDeltas.size(); }

    /** Sum of all time deltas so far (DevTools derives a chunked profile's end time from it). */
    public double timeDeltaSum() {
        double sum = 0;
        for (int i = 0; i < timeDeltas.size(); i++) sum += timeDeltas.get(i);
        return sum;
    }

    /**
     * Adds a node. {@code children} may be null (the node links to its parent instead); {@code parent} is
     * {@link Integer#MIN_VALUE} when absent. Missing line/column are -1, a missing URL is "".
     */
    public void addNode(int id, int parent, int[] children, String name, String scriptUrl, String script,
                        int line, int column) {
        if (nodeCount == nodeId.length) {
            int capacity = nodeCount * 2;
            nodeId = Arrays.copyOf(nodeId, capacity);
            parentId = Arrays.copyOf(parentId, capacity);
            childStart = Arrays.copyOf(childStart, capacity);
            childCount = Arrays.copyOf(childCount, capacity);
            functionName = Arrays.copyOf(functionName, capacity);
            url = Arrays.copyOf(url, capacity);
            scriptId = Arrays.copyOf(scriptId, capacity);
            lineNumber = Arrays.copyOf(lineNumber, capacity);
            columnNumber = Arrays.copyOf(columnNumber, capacity);
        }
        nodeId[nodeCount] = id;
        parentId[nodeCount] = parent;
        if (children == null) {
            childStart[nodeCount] = -1;
            childCount[nodeCount] = 0;
        } else {
            childStart[nodeCount] = childIds.size();
            childCount[nodeCount] = children.length;
            for (int child : children) childIds.add(child);
        }
        functionName[nodeCount] = name == null ? "" : name;
        url[nodeCount] = scriptUrl == null ? "" : scriptUrl;
        scriptId[nodeCount] = script == null ? "" : script;
        lineNumber[nodeCount] = line;
        columnNumber[nodeCount] = column;
        nodeCount++;
    }

    /** Parent-linked nodes (NO_PARENT when the node has none), for callers that read {@code parent}. */
    public static int noParent() { return NO_PARENT; }

    public void addSample(int sampleNodeId) { samples.add(sampleNodeId); }
    /** A legacy profile's absolute sample time ({@code timestamps}). */
    public void addAbsoluteTime(double timeMicros) { absoluteTimes.add(timeMicros); }
    /** A legacy profile without {@code timestamps}: DevTools spreads the samples evenly over start..end. */
    public void setEvenlySpaced(boolean spread) { evenlySpaced = spread; }
    public void addTimeDelta(double deltaMicros) { timeDeltas.add(deltaMicros); }

    /** Per-sample source lines/columns of one chunk; a chunk without them adds zeros, as DevTools does. */
    public void addLinesAndColumns(int[] chunkLines, int[] chunkColumns, int chunkSamples) {
        if (lines == null) {
            lines = new IntColumn();
            columns = new IntColumn();
        }
        for (int i = 0; i < chunkSamples || (chunkLines != null && i < chunkLines.length); i++) {
            if (chunkLines == null) lines.add(0);
            else if (i < chunkLines.length) lines.add(chunkLines[i]);
        }
        for (int i = 0; i < chunkSamples || (chunkColumns != null && i < chunkColumns.length); i++) {
            if (chunkColumns == null) columns.add(0);
            else if (i < chunkColumns.length) columns.add(chunkColumns[i]);
        }
    }

    public void putTraceId(long traceId, int traceNodeId) { nodeIdByTraceId.put(traceId, traceNodeId); }

    /** Appends another piece's nodes, samples, time deltas and trace ids (a ProfileChunk to its profile). */
    public void appendFrom(V8ProfileAssembler chunk) {
        for (int n = 0; n < chunk.nodeCount; n++) {
            int[] children = chunk.childStart[n] < 0 ? null : Arrays.copyOfRange(chunk.childIds.raw(),
                    chunk.childStart[n], chunk.childStart[n] + chunk.childCount[n]);
            addNode(chunk.nodeId[n], chunk.parentId[n], children, chunk.functionName[n], chunk.url[n],
                    chunk.scriptId[n], chunk.lineNumber[n], chunk.columnNumber[n]);
        }
        for (int i = 0; i < chunk.samples.size(); i++) samples.add(chunk.samples.get(i));
        for (int i = 0; i < chunk.timeDeltas.size(); i++) timeDeltas.add(chunk.timeDeltas.get(i));
        nodeIdByTraceId.putAll(chunk.nodeIdByTraceId);
    }

    /**
     * Fills {@code thread}'s (empty) tables and returns it with its {@link CpuProfileInfo}.
     *
     * @throws IllegalStateException with a user-facing problem text when the profile cannot be built
     */
    public ProfileThread build(ProfileThread thread, String profileId) {
        if (nodeCount == 0) throw new IllegalStateException("the CPU profile has no nodes");
        Map<Integer, Integer> nodeById = new HashMap<>(nodeCount * 2);
        for (int n = 0; n < nodeCount; n++) nodeById.putIfAbsent(nodeId[n], n);
        int[][] children = childrenLists(nodeById);

        // Depth-first from the root; children pushed in list order pop in reverse, as in DevTools.
        int[] stackByNode = new int[nodeCount];
        Arrays.fill(stackByNode, -2);
        stackByNode[0] = -1;
        int[] pending = new int[Math.max(16, nodeCount)];
        int[] pendingParentStack = new int[pending.length];
        int top = 0;
        for (int child : children[0]) {
            Integer n = nodeById.get(child);
            if (n == null || n == 0) continue;
            pending[top] = n;
            pendingParentStack[top++] = -1;
        }
        IntColumn nodeIdByStack = new IntColumn();
        IntColumn scriptIdByStack = new IntColumn();
        Map<String, Integer> funcByKey = new HashMap<>();
        // A node listed as the child of several nodes is parsed once per listing and its id then means
        // the last copy, as in DevTools; the visit budget stops a cycle that would otherwise never end.
        long visitBudget = 4L * nodeCount + 1024;
        while (top > 0) {
            int node = pending[--top];
            int prefix = pendingParentStack[top];
            if (--visitBudget < 0) throw new IllegalStateException("the CPU profile's node tree has a cycle");
            int frame = frameFor(thread, node, funcByKey);
            int stack = thread.stacks().add(prefix, frame);
            stackByNode[node] = stack;
            nodeIdByStack.add(nodeId[node]);
            scriptIdByStack.add(thread.strings().indexOf(scriptId[node]));
            for (int child : children[node]) {
                Integer n = nodeById.get(child);
                if (n == null || n == 0) continue;
                if (top == pending.length) {
                    pending = Arrays.copyOf(pending, top * 2);
                    pendingParentStack = Arrays.copyOf(pendingParentStack, top * 2);
                }
                pending[top] = n;
                pendingParentStack[top++] = stack;
            }
        }

        int sampleTotal = samples.size();
        int[] sampleStacks = new int[sampleTotal];
        double[] sampleTimes = new double[sampleTotal];
        double time = startMicros;
        double startMillis = startMicros / 1000;
        double intervalMillis = (endMicros / 1000 - startMillis) / sampleTotal;
        for (int i = 0; i < sampleTotal; i++) {
            Integer n = nodeById.get(samples.get(i));
            sampleStacks[i] = n == null || stackByNode[n] < 0 ? -1 : stackByNode[n];
            if (absoluteTimes.size() > 0) {
                time = i < absoluteTimes.size() ? absoluteTimes.get(i) : time;
            } else if (evenlySpaced && timeDeltas.size() == 0) {
                time = (startMillis + i * intervalMillis) * 1000;
            } else if (i < timeDeltas.size()) {
                time += timeDeltas.get(i);
            }
            sampleTimes[i] = time;
        }
        // The call tree shows milliseconds for Chrome traces as DevTools does: each sample weighs the
        // time to the next one, not 1.
        double[] weightsMillis = SampleDurations.devToolsMillis(sampleTimes, sampleTotal, endMicros);
        SampleTable sampleTable = SampleTable.of(sampleStacks, sampleTimes, weightsMillis, sampleTotal);
        CpuProfileInfo info = new CpuProfileInfo(profileId, startMicros, endMicros, nodeId[0],
                nodeIdByStack.toArray(), lines == null ? null : lines.toArray(),
                columns == null ? null : columns.toArray(), Map.copyOf(nodeIdByTraceId), source,
                scriptIdByStack.toArray());
        return thread.withSamples(sampleTable).withWeightType(WeightType.TRACING_MS).withCpuProfile(info);
    }

    private int[][] childrenLists(Map<Integer, Integer> nodeById) {
        int[][] children = new int[nodeCount][];
        if (childStart[0] >= 0) {
            for (int n = 0; n < nodeCount; n++) {
                children[n] = childStart[n] < 0 ? new int[0]
                        : Arrays.copyOfRange(childIds.raw(), childStart[n], childStart[n] + childCount[n]);
            }
            return children;
        }
        int[] count = new int[nodeCount];
        int[] parentNode = new int[nodeCount];
        for (int n = 1; n < nodeCount; n++) {
            Integer p = parentId[n] == NO_PARENT ? null : nodeById.get(parentId[n]);
            parentNode[n] = p == null ? -1 : p;
            if (p != null) count[p]++;
        }
        for (int n = 0; n < nodeCount; n++) children[n] = new int[count[n]];
        Arrays.fill(count, 0);
        for (int n = 1; n < nodeCount; n++) {
            int p = parentNode[n];
            if (p >= 0) children[p][count[p]++] = nodeId[n];
        }
        return children;
    }

    /** The frame (one per func) of a node's call frame, created on first use. */
    private int frameFor(ProfileThread thread, int node, Map<String, Integer> frameByKey) {
        String key = functionName[node] + '\u0000' + scriptId[node] + '\u0000' + url[node] + '\u0000'
                + lineNumber[node] + '\u0000' + columnNumber[node];
        Integer known = frameByKey.get(key);
        if (known != null) return known;
        int nameString = thread.strings().indexOf(functionName[node]);
        int resource = -1;
        int fileName = -1;
        if (!url[node].isEmpty()) {
            fileName = thread.strings().indexOf(url[node]);
            resource = resourceFor(thread, fileName);
        }
        boolean isJs = !url[node].isEmpty() || !"0".equals(scriptId[node]) && !scriptId[node].isEmpty();
        int func = thread.funcs().add(nameString, resource, fileName, lineNumber[node], columnNumber[node],
                isJs, isJs);
        int frame = thread.frames().add(func, lineNumber[node], columnNumber[node]);
        frameByKey.put(key, frame);
        return frame;
    }

    private final Map<Integer, Integer> resourceByUrlString = new HashMap<>();

    private int resourceFor(ProfileThread thread, int urlString) {
        return resourceByUrlString.computeIfAbsent(urlString,
                u -> thread.resources().add(u, ResourceKind.URL, -1));
    }

    /** A growable int column. */
    static final class IntColumn {
        private int[] values = new int[16];
        private int size;

        void add(int value) {
            if (size == values.length) values = Arrays.copyOf(values, size * 2);
            values[size++] = value;
        }

        int get(int i) { return values[i]; }
        int size() { return size; }
        int[] raw() { return values; }
        int[] toArray() { return Arrays.copyOf(values, size); }
    }

    /** A growable double column. */
    static final class DoubleColumn {
        private double[] values = new double[16];
        private int size;

        void add(double value) {
            if (size == values.length) values = Arrays.copyOf(values, size * 2);
            values[size++] = value;
        }

        double get(int i) { return values[i]; }
        int size() { return size; }
    }
}
