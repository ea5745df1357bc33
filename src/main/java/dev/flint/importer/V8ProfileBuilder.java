package dev.flint.importer;

import dev.flint.model.Categories;
import dev.flint.model.CpuProfileInfo;
import dev.flint.model.DoubleColumn;
import dev.flint.model.IntColumn;
import dev.flint.model.LongIntMap;
import dev.flint.model.LoadWarnings;
import dev.flint.model.ThreadBuilder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one place a V8 CPU profile becomes a thread's tables, whatever carried it: a .cpuprofile (current
 * nodes, the legacy {@code head} tree, the {@code {"profile": ...}} wrapper), a trace's {@code CpuProfile}
 * event, or a {@code Profile} event and its {@code ProfileChunk}s ({@link #appendFrom}). It collects the
 * pieces {@link V8ProfileReader} reads and builds them the way DevTools' CPUProfileDataModel does:
 * <ul>
 * <li>{@code nodes[0]} is the root. When it has a {@code children} list only children lists link the nodes;
 *     otherwise each node's {@code parent} does, children in node order (a parent id that is not a node
 *     leaves the node out of the tree).</li>
 * <li>Stacks are the nodes reachable from the root (the root itself is not a stack), numbered by DevTools'
 *     depth-first walk, which visits a node's children in reverse list order; a prefix always precedes its
 *     extensions. {@link CpuProfileInfo#nodeIdByStack()} maps back to node ids.</li>
 * <li>Funcs are keyed by function name, scriptId, url, line and column (DevTools' callUID plus the url), one
 *     frame per func. A frame is JS when it has a url (not a {@code native } pseudo url) or a script id other
 *     than 0, and is not a {@code (meta)} node; categories are {@link V8Categories}.</li>
 * <li>Sample times are startTime plus the running sum of timeDeltas in file order (negative deltas kept,
 *     as DevTools sorts later); a legacy profile gives absolute timestamps, or none (samples spread evenly
 *     from start to end). Weights are DevTools' sample durations in milliseconds.</li>
 * </ul>
 * Damage DevTools reads its own way is read that way with a warning (an id given to two nodes names the last,
 * a children list's unknown id is left out); parent links or children lists that form a cycle are refused;
 * samples that cannot be placed are kept on the root (stack -1, outside every call, as DevTools skips them).
 * Warnings are {@link LoadWarnings}, one per kind.
 */
public final class V8ProfileBuilder {
    private static final int UNPLACED = -2;

    // Small first capacities: a trace makes one builder per ProfileChunk event (a few nodes and samples each),
    // and the columns double as a real profile grows.
    private final IntColumn nodeIds = new IntColumn(16);
    private final IntColumn parentIds = new IntColumn(16);
    private boolean[] hasParent = new boolean[16];
    /** Start of a node's children in {@link #childIds}, -1 when the node has no children list. */
    private final IntColumn childStart = new IntColumn(16);
    private final IntColumn childCount = new IntColumn(16);
    private final IntColumn childIds = new IntColumn(16);
    private final List<String> functionNames = new ArrayList<>();
    private final List<String> scriptIds = new ArrayList<>();
    private final List<String> urls = new ArrayList<>();
    private final IntColumn lines = new IntColumn(16);
    private final IntColumn columns = new IntColumn(16);
    private final IntColumn tickRows = new IntColumn();
    private final IntColumn tickLines = new IntColumn();
    private final IntColumn tickCounts = new IntColumn();
    /** The node being given children: {@link #addChild} appends to it, children lists stay contiguous. */
    private int childrenOwner = -1;

    private final IntColumn samples = new IntColumn(64);
    private int unknownSampleIds;
    private final DoubleColumn timeDeltas = new DoubleColumn(64);
    /** Legacy profiles: absolute sample times (microseconds), null when the file gave none. */
    private DoubleColumn timestamps;
    private boolean legacy;
    private IntColumn sampleLines;
    private IntColumn sampleColumns;
    private final Map<Long, Integer> nodeIdByTraceId = new LinkedHashMap<>();
    private double startMicros = Double.NaN;
    private double endMicros = Double.NaN;
    /** A legacy profile's extra timestamp: where its last sample ends. NaN when the file has none. */
    private double lastSampleEndMicros = Double.NaN;
    private String source;

    // --- nodes

    /** Adds a node with an empty call frame (url "", line and column -1); returns its row. */
    public int addNode(int nodeId) {
        int row = nodeIds.size();
        nodeIds.add(nodeId);
        parentIds.add(0);
        if (row == hasParent.length) hasParent = Arrays.copyOf(hasParent, row * 2);
        childStart.add(-1);
        childCount.add(0);
        functionNames.add("");
        scriptIds.add("");
        urls.add("");
        lines.add(-1);
        columns.add(-1);
        return row;
    }

    public int nodeCount() { return nodeIds.size(); }
    public int nodeId(int row) { return nodeIds.get(row); }
    public void setNodeId(int row, int nodeId) { nodeIds.array()[row] = nodeId; }
    public void setFunctionName(int row, String name) { functionNames.set(row, name == null ? "" : name); }
    public void setScriptId(int row, String scriptId) { scriptIds.set(row, scriptId == null ? "" : scriptId); }
    public void setUrl(int row, String url) { urls.set(row, url == null ? "" : url); }
    public void setLine(int row, int line) { lines.array()[row] = line; }
    public void setColumn(int row, int column) { columns.array()[row] = column; }

    /** The node's {@code parent} field. */
    public void setParent(int row, int parentId) {
        parentIds.array()[row] = parentId;
        hasParent[row] = true;
    }

    /** The node has a {@code children} list (possibly empty); for the root this chooses children mode. */
    public void startChildren(int row) {
        if (childStart.get(row) >= 0 && childrenOwner != row) {
            throw new IllegalStateException("children of row " + row + " given twice");
        }
        if (childStart.get(row) < 0) childStart.array()[row] = childIds.size();
        childrenOwner = row;
    }

    /** One entry of the {@code children} list last started with {@link #startChildren}. */
    public void addChild(int childId) {
        childIds.add(childId);
        childCount.array()[childrenOwner]++;
    }

    /** One {@code positionTicks} entry: {@code ticks} samples at 1-based source {@code line}. */
    public void addPositionTicks(int row, int line, int ticks) {
        tickRows.add(row);
        tickLines.add(line);
        tickCounts.add(ticks);
    }

    // --- samples and times

    public void addSample(int nodeId) { samples.add(nodeId); }

    /** A sample whose node id is not even an int: no node can have it. */
    public void addSampleOnUnknownId() {
        samples.add(Integer.MIN_VALUE);
        unknownSampleIds++;
    }

    public void addTimeDelta(double deltaMicros) { timeDeltas.add(deltaMicros); }

    /** Whether the time deltas read so far are exactly {@code deltas}. */
    boolean hasTimeDeltas(DoubleColumn deltas) {
        if (deltas.size() != timeDeltas.size()) return false;
        for (int i = 0; i < deltas.size(); i++) {
            if (Double.compare(deltas.get(i), timeDeltas.get(i)) != 0) return false;
        }
        return true;
    }

    /** Drops the time deltas read so far and takes {@code deltas} instead. */
    void replaceTimeDeltas(DoubleColumn deltas) {
        timeDeltas.truncate(0);
        for (int i = 0; i < deltas.size(); i++) timeDeltas.add(deltas.get(i));
    }

    /** A whole {@code samples} array read from bytes: as {@link #addSample} per id, an id beyond int names no node. */
    void addSamples(IntegerList ids) {
        long[] values = ids.values();
        for (int i = 0; i < ids.count(); i++) {
            long id = values[i];
            if (id == (int) id) samples.add((int) id);
            else addSampleOnUnknownId();
        }
    }

    /** A whole {@code timeDeltas} array read from bytes, each delta as the double Jackson gives for it. */
    void addTimeDeltas(IntegerList deltas) {
        long[] values = deltas.values();
        for (int i = 0; i < deltas.count(); i++) timeDeltas.add((double) values[i]);
    }

    /** A legacy profile's absolute sample time ({@code timestamps}, microseconds). */
    public void addTimestamp(double timeMicros) {
        if (timestamps == null) timestamps = new DoubleColumn(64);
        timestamps.add(timeMicros);
    }

    /** The profile came as a legacy {@code head} tree: start and end are seconds. */
    public void setLegacy() { legacy = true; }

    public void setStartMicros(double start) { startMicros = start; }
    public double startMicros() { return startMicros; }
    public void setEndMicros(double end) { endMicros = end; }
    public double endMicros() { return endMicros; }
    public void setSource(String profileSource) { source = profileSource; }
    public int sampleCount() { return samples.size(); }
    public int timeDeltaCount() { return timeDeltas.size(); }

    /** Sum of all time deltas so far (DevTools derives a chunked profile's end time from it). */
    public double timeDeltaSum() {
        double sum = 0;
        for (int i = 0; i < timeDeltas.size(); i++) sum += timeDeltas.get(i);
        return sum;
    }

    /** {@code trace_ids}: a node id that is not an int names no node, as in DevTools' lookup. */
    public void putTraceId(long traceId, long nodeId) {
        if (nodeId >= Integer.MIN_VALUE && nodeId <= Integer.MAX_VALUE) nodeIdByTraceId.put(traceId, (int) nodeId);
    }

    /** Per-sample source lines/columns of one chunk; a chunk without them adds zeros, as DevTools does. */
    public void addLinesAndColumns(int[] chunkLines, int[] chunkColumns, int chunkSamples) {
        if (sampleLines == null) {
            sampleLines = new IntColumn();
            sampleColumns = new IntColumn();
        }
        appendPerSample(sampleLines, chunkLines, chunkSamples);
        appendPerSample(sampleColumns, chunkColumns, chunkSamples);
    }

    private static void appendPerSample(IntColumn into, int[] values, int chunkSamples) {
        if (values == null) {
            for (int i = 0; i < chunkSamples; i++) into.add(0);
        } else {
            for (int value : values) into.add(value);
        }
    }

    /** Appends a ProfileChunk's nodes, samples, time deltas and trace ids to this profile. */
    public void appendFrom(V8ProfileBuilder chunk) {
        for (int n = 0; n < chunk.nodeCount(); n++) {
            int row = addNode(chunk.nodeIds.get(n));
            if (chunk.hasParent[n]) setParent(row, chunk.parentIds.get(n));
            if (chunk.childStart.get(n) >= 0) {
                startChildren(row);
                int start = chunk.childStart.get(n);
                for (int c = 0; c < chunk.childCount.get(n); c++) addChild(chunk.childIds.get(start + c));
            }
            setFunctionName(row, chunk.functionNames.get(n));
            setScriptId(row, chunk.scriptIds.get(n));
            setUrl(row, chunk.urls.get(n));
            setLine(row, chunk.lines.get(n));
            setColumn(row, chunk.columns.get(n));
        }
        for (int i = 0; i < chunk.samples.size(); i++) samples.add(chunk.samples.get(i));
        unknownSampleIds += chunk.unknownSampleIds;
        for (int i = 0; i < chunk.timeDeltas.size(); i++) timeDeltas.add(chunk.timeDeltas.get(i));
        nodeIdByTraceId.putAll(chunk.nodeIdByTraceId);
    }

    // --- building

    /**
     * Fills {@code thread} (a builder with no funcs, frames or stacks yet; its strings and trace events may
     * hold a trace's events) with the profile's funcs, frames, stacks, samples weighed as DevTools does,
     * line hits and {@link CpuProfileInfo}. The builder is spent afterwards (its time deltas become the times).
     *
     * @param wherePrefix how errors and warnings name the profile's parts: {@code "$."} for a .cpuprofile,
     *                    {@code "CPU profile 0x1 (thread 7:1) "} in a trace
     */
    public void build(ThreadBuilder thread, String profileId, Categories categories, String file,
                      String wherePrefix, LoadWarnings warnings) throws ProfileFormatException {
        int nodeCount = nodeIds.size();
        if (nodeCount == 0) throw new ProfileFormatException(file, wherePrefix + "nodes", "the profile has no nodes");
        // An id names the last node that has it, as in DevTools' id map.
        LongIntMap rowById = new LongIntMap(nodeCount, -1);
        long repeatedIds = 0;
        for (int row = 0; row < nodeCount; row++) {
            int id = nodeIds.get(row);
            if (id == Integer.MIN_VALUE) {
                throw new ProfileFormatException(file, nodeWhere(wherePrefix, row), "node id " + id + " is out of range");
            }
            if (rowById.put(id, row) >= 0) repeatedIds++;
        }
        warnings.add(wherePrefix + "nodes", "node ids given to more than one node: the id names the last of them, "
                + "as in DevTools", repeatedIds, "nodes");
        ChildLists lists = new ChildLists();
        int[][] children = childStart.get(0) >= 0 ? childrenFromLists(rowById, lists) : childrenFromParents(rowById, lists);
        warnings.add(wherePrefix + "nodes", "children lists name node ids that are not in the profile: left out, "
                + "as in DevTools", lists.unknownIds, "children");
        int[] stackOfRow = new int[nodeCount];
        Arrays.fill(stackOfRow, UNPLACED);
        stackOfRow[rowById.get(nodeIds.get(0))] = -1;
        StackBuild stacks = walk(thread, children, stackOfRow, categories, file, wherePrefix);
        refuseParentCycles(rowById, stackOfRow, file, wherePrefix);

        double[] times = sampleTimes(file, wherePrefix, warnings);
        int sampleCount = samples.size();
        int[] sampleIds = samples.array();
        int unknown = unknownSampleIds;
        int detached = 0;
        // Weighed when built: milliseconds to the next sample, the last one until lastSampleEndMicros if given.
        thread.weighSamplesAsDevTools(endMicros);
        // One pass from node id to stack, in the ids' own column: it and the times become the thread's sample
        // columns (ThreadBuilder.adoptSamples), as fresh ones would be memory touched for the first time in the
        // load's tail while these lay dead. A cold start pays for every loop over a million samples.
        int lastId = 0;
        int lastStack = UNPLACED;
        for (int i = 0; i < sampleCount; i++) {
            int id = sampleIds[i];
            if (id != lastId || lastStack == UNPLACED) {
                int row = id == Integer.MIN_VALUE ? -1 : rowById.get(id);
                lastStack = row < 0 ? UNPLACED : stackOfRow[row];
                lastId = id;
                if (row < 0 || lastStack == UNPLACED) {
                    if (row >= 0) detached++;
                    else if (id != Integer.MIN_VALUE) unknown++;
                    lastStack = UNPLACED;
                }
            }
            sampleIds[i] = lastStack == UNPLACED ? -1 : lastStack;
        }
        thread.adoptSamples(sampleIds, times, sampleCount);
        warnings.addSamples(wherePrefix + "samples", "samples on node ids that are not in the profile, "
                + "left out of the calls and the call tree", unknown);
        warnings.addSamples(wherePrefix + "samples", "samples on nodes whose parent is not in the profile's "
                + "tree, left out of the calls and the call tree", detached);

        for (int i = 0; i < tickRows.size(); i++) {
            int stack = stackOfRow[tickRows.get(i)];
            if (stack >= 0) thread.addLineHit(stack, tickLines.get(i), tickCounts.get(i));
        }
        thread.cpuProfile(new CpuProfileInfo(profileId, startMicros, endMicros, nodeIds.get(0),
                stacks.nodeIdByStack.trimmedArray(), sampleLines == null ? null : sampleLines.trimmedArray(),
                sampleColumns == null ? null : sampleColumns.trimmedArray(), Map.copyOf(nodeIdByTraceId), source,
                stacks.scriptIdStringByStack.trimmedArray(), lastSampleEndMicros));
    }

    private String nodeWhere(String wherePrefix, int row) {
        return legacy ? wherePrefix + "head (node " + row + " in pre-order)" : wherePrefix + "nodes[" + row + "]";
    }

    /** What reading the children lists met. */
    private static final class ChildLists {
        long unknownIds;
    }

    /** Children mode: each node's list, as rows; an id that names no node is skipped, as DevTools skips it. */
    private int[][] childrenFromLists(LongIntMap rowById, ChildLists lists) {
        int nodeCount = nodeIds.size();
        int[][] children = new int[nodeCount][];
        for (int row = 0; row < nodeCount; row++) {
            int start = childStart.get(row);
            int count = start < 0 ? 0 : childCount.get(row);
            int[] rows = new int[count];
            int kept = 0;
            for (int c = 0; c < count; c++) {
                int child = rowById.get(childIds.get(start + c));
                if (child >= 0) rows[kept++] = child;
                else lists.unknownIds++;
            }
            children[row] = kept == count ? rows : Arrays.copyOf(rows, kept);
        }
        return children;
    }

    /**
     * Parent mode (trace chunks): DevTools appends each node, in node order, to its parent's list (after any
     * list the parent already has); a parent id that is not a node places nothing.
     */
    private int[][] childrenFromParents(LongIntMap rowById, ChildLists childLists) {
        int nodeCount = nodeIds.size();
        int[][] lists = childrenFromLists(rowById, childLists);
        int[] parentRow = new int[nodeCount];
        int[] count = new int[nodeCount];
        for (int row = 0; row < nodeCount; row++) count[row] = lists[row].length;
        for (int row = 1; row < nodeCount; row++) {
            parentRow[row] = hasParent[row] ? rowById.get(parentIds.get(row)) : -1;
            if (parentRow[row] >= 0) count[parentRow[row]]++;
        }
        int[][] children = new int[nodeCount][];
        for (int row = 0; row < nodeCount; row++) {
            children[row] = Arrays.copyOf(lists[row], count[row]);
            count[row] = lists[row].length;
        }
        for (int row = 1; row < nodeCount; row++) {
            int parent = parentRow[row];
            // The list holds the child's id, which names the last node with that id.
            if (parent >= 0) children[parent][count[parent]++] = rowById.get(nodeIds.get(row));
        }
        return children;
    }

    /**
     * A node left out of the tree whose parent links lead back to itself: V8 never writes that, and DevTools
     * would lose the nodes without a word, so the file is refused, wherever the profile came from.
     */
    private void refuseParentCycles(LongIntMap rowById, int[] stackOfRow, String file, String wherePrefix)
            throws ProfileFormatException {
        int nodeCount = nodeIds.size();
        // 0: not yet walked, 1: on the current walk, 2: known to end outside any cycle
        byte[] state = new byte[nodeCount];
        int[] path = new int[nodeCount];
        for (int row = 1; row < nodeCount; row++) {
            if (stackOfRow[row] != UNPLACED || state[row] != 0 || !hasParent[row]) continue;
            int length = 0;
            int cursor = row;
            while (cursor > 0 && stackOfRow[cursor] == UNPLACED && state[cursor] == 0) {
                state[cursor] = 1;
                path[length++] = cursor;
                cursor = hasParent[cursor] ? rowById.get(parentIds.get(cursor)) : -1;
            }
            if (cursor > 0 && state[cursor] == 1) {
                throw new ProfileFormatException(file, nodeWhere(wherePrefix, cursor) + ".parent",
                        "the parent links of node id " + nodeIds.get(cursor) + " form a cycle");
            }
            for (int i = 0; i < length; i++) state[path[i]] = 2;
        }
    }

    private static final class StackBuild {
        final IntColumn nodeIdByStack = new IntColumn(16);
        final IntColumn scriptIdStringByStack = new IntColumn(16);
    }

    /**
     * DevTools' walk: children pushed in list order pop in reverse, and a node listed under several parents
     * is parsed once per listing (its id then names the last copy). Iterative: files chain 100k nodes. A
     * child list that leads back to an ancestor would never end; the visit budget refuses it.
     */
    private StackBuild walk(ThreadBuilder thread, int[][] children, int[] stackOfRow, Categories categories,
                            String file, String wherePrefix) throws ProfileFormatException {
        V8Categories categoryIndexes = V8Categories.in(categories);
        StackBuild build = new StackBuild();
        Map<FuncKey, Integer> frameByFunc = new HashMap<>();
        frameFor(thread, 0, frameByFunc, categoryIndexes);
        int capacity = Math.max(16, nodeIds.size());
        int[] pending = new int[capacity];
        int[] pendingPrefix = new int[capacity];
        int top = 0;
        for (int child : children[0]) {
            pending[top] = child;
            pendingPrefix[top++] = -1;
        }
        long budget = 4L * nodeIds.size() + 1024;
        while (top > 0) {
            int row = pending[--top];
            int prefix = pendingPrefix[top];
            if (--budget < 0) {
                throw new ProfileFormatException(file, wherePrefix + "nodes", "the nodes' children lists form a cycle");
            }
            int frame = frameFor(thread, row, frameByFunc, categoryIndexes);
            // Appended, not interned: two sibling nodes with one call frame stay two stacks, as in DevTools.
            int stack = thread.addStack(prefix, frame);
            stackOfRow[row] = stack;
            build.nodeIdByStack.add(nodeIds.get(row));
            build.scriptIdStringByStack.add(thread.string(scriptIds.get(row)));
            for (int child : children[row]) {
                if (top == pending.length) {
                    pending = Arrays.copyOf(pending, top * 2);
                    pendingPrefix = Arrays.copyOf(pendingPrefix, top * 2);
                }
                pending[top] = child;
                pendingPrefix[top++] = stack;
            }
        }
        return build;
    }

    /**
     * A class, not a record: a record's equals and hashCode are bootstrapped through method handles on first
     * use, tens of milliseconds of a cold start.
     */
    private static final class FuncKey {
        private final String name;
        private final String scriptId;
        private final String url;
        private final int line;
        private final int column;

        FuncKey(String name, String scriptId, String url, int line, int column) {
            this.name = name;
            this.scriptId = scriptId;
            this.url = url;
            this.line = line;
            this.column = column;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof FuncKey key && line == key.line && column == key.column && name.equals(key.name)
                    && scriptId.equals(key.scriptId) && url.equals(key.url);
        }

        @Override
        public int hashCode() {
            return (((name.hashCode() * 31 + scriptId.hashCode()) * 31 + url.hashCode()) * 31 + line) * 31 + column;
        }
    }

    /**
     * The frame of a node's call frame: one func and one frame per distinct (name, scriptId, url, line,
     * column), appended (a func has no scriptId, so interning by the func's fields would merge two scripts).
     */
    private int frameFor(ThreadBuilder thread, int row, Map<FuncKey, Integer> frameByFunc,
                         V8Categories categoryIndexes) {
        String name = functionNames.get(row);
        String scriptId = scriptIds.get(row);
        String url = urls.get(row);
        // The model counts lines and columns from 1 (DESIGN.md "Normalise once"); V8's call frames from 0.
        int line = oneBased(lines.get(row));
        int column = oneBased(columns.get(row));
        FuncKey key = new FuncKey(name, scriptId, url, line, column);
        Integer known = frameByFunc.get(key);
        if (known != null) return known;
        boolean meta = name.startsWith("(") && name.endsWith(")") && url.isEmpty();
        // Builtins come with "native ..." pseudo urls: they are V8's C++, not script.
        boolean isJS = !meta && !url.startsWith("native ")
                && (!url.isEmpty() || !(scriptId.isEmpty() || scriptId.equals("0")));
        int resource = thread.urlResource(url);
        int fileName = url.isEmpty() ? -1 : thread.string(url);
        int func = thread.addFunc(thread.string(name), resource, fileName, line, column, isJS, false);
        int frame = thread.addFrame(func, line, column, -1, categoryIndexes.of(name, isJS), -1, -1, 0);
        frameByFunc.put(key, frame);
        return frame;
    }

    /** A V8 call frame's 0-based line or column as the model's 1-based one; -1 (or less) stays unknown. */
    static int oneBased(int zeroBased) {
        return zeroBased >= 0 ? zeroBased + 1 : -1;
    }

    /**
     * Sample times in microseconds, file order, in the first {@code samples.size()} rows of the array returned
     * (for a current profile the time deltas' own column, overwritten: build only once). Current profiles: start plus the running delta sum. Legacy:
     * the absolute timestamps (one more than the samples is the end of the last one, as DevTools reads it),
     * or without them samples spread evenly from start to end.
     */
    private double[] sampleTimes(String file, String wherePrefix, LoadWarnings warnings) throws ProfileFormatException {
        int count = samples.size();
        // Legacy profiles get their own array; current ones sum the deltas into the deltas' own column below.
        double[] times = legacy ? new double[count] : null;
        String where = wherePrefix.endsWith(".") ? wherePrefix.substring(0, wherePrefix.length() - 1) : wherePrefix.trim();
        if (legacy) {
            startMicros *= 1e6;
            endMicros *= 1e6;
        }
        if (Double.isNaN(startMicros)) {
            throw new ProfileFormatException(file, where.isEmpty() ? "$" : where, "a CPU profile needs \"startTime\"; this one has none");
        }
        // Seconds of a legacy profile, or a number beyond double, can reach infinity: no time can be put on it.
        if (Double.isInfinite(startMicros) || Double.isInfinite(endMicros)) {
            throw new ProfileFormatException(file, wherePrefix + (Double.isInfinite(startMicros) ? "startTime" : "endTime"),
                    "the time is too large to be a time in microseconds");
        }
        if (legacy && timestamps != null) {
            if (timestamps.size() != count && timestamps.size() != count + 1) {
                throw new ProfileFormatException(file, wherePrefix + "timestamps", "there are " + count
                        + " samples but " + timestamps.size() + " timestamps; each sample needs one");
            }
            for (int i = 0; i < count; i++) times[i] = timestamps.get(i);
            // The extra timestamp ends the last sample (SampleDurations); DevTools ends the profile one
            // average interval later, but no view reads a cpuprofile's end beyond its samples.
            if (timestamps.size() == count + 1) {
                lastSampleEndMicros = timestamps.get(count);
                endMicros = lastSampleEndMicros;
            }
        } else if (legacy) {
            if (count > 0 && Double.isNaN(endMicros)) {
                throw new ProfileFormatException(file, where, "a legacy profile without timestamps needs \"endTime\"");
            }
            double step = count == 0 ? 0 : (endMicros - startMicros) / count;
            for (int i = 0; i < count; i++) times[i] = startMicros + i * step;
        } else {
            if (count != timeDeltas.size()) {
                throw new ProfileFormatException(file, wherePrefix + "timeDeltas", "there are " + count
                        + " samples but " + timeDeltas.size() + " timeDeltas; each sample needs one");
            }
            // Negative deltas are no damage: V8 writes them routinely (Chrome traces: hundreds, down to -16 ms)
            // and DevTools sorts the samples by time, as SampledProfile does. Only a sample far outside the
            // profile's span is worth a warning.
            // The running sum replaces the deltas in their own column (at least count long): the builder is spent
            // once built, and a new array would be fresh memory in the load's tail, promoted at once by the
            // command line, while the deltas lay dead beside it.
            double time = startMicros;
            times = timeDeltas.array();
            for (int i = 0; i < count; i++) {
                time += times[i];
                times[i] = time;
            }
        }
        for (int i = 0; i < count; i++) {
            if (!Double.isFinite(times[i])) {
                throw new ProfileFormatException(file, wherePrefix + (legacy ? "timestamps[" : "timeDeltas[") + i + "]",
                        legacy ? "the timestamp is too large to be a time in microseconds"
                                : "the time deltas up to here add up beyond any time in microseconds");
            }
        }
        warnFarOutside(times, count, wherePrefix, warnings);
        return times;
    }

    /**
     * Samples more than a day, or more than the profile's own span, outside it: one such sample makes the
     * sample before or after it last that long. They are kept, as DevTools keeps them, but said.
     */
    private void warnFarOutside(double[] times, int count, String wherePrefix, LoadWarnings warnings) {
        if (count == 0) return;
        double end = Double.isNaN(endMicros) ? startMicros : Math.max(startMicros, endMicros);
        double margin = Math.max(86_400e6, end - startMicros);
        int far = 0;
        for (int i = 0; i < count; i++) {
            if (times[i] < startMicros - margin || times[i] > end + margin) far++;
        }
        warnings.addSamples(wherePrefix + "samples", "samples more than a day outside the profile's time span "
                + "(startTime to endTime); their durations are not to be trusted", far);
    }
}
