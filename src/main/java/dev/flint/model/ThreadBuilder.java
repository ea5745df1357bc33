package dev.flint.model;

/**
 * The one way an importer makes a {@link ProfileThread}: it appends strings, libraries, resources, funcs,
 * frames, stacks, samples, trace events and line hits as it streams through a file, then calls
 * {@link #build()}. Everything is columnar (no object per sample, frame or stack) and every reference is
 * checked as it is added, so a built thread always satisfies the model's invariants: a stack's prefix
 * comes before it, every index points at an existing row, times and weights are finite.
 *
 * <h2>Two ways to add rows</h2>
 * <ul>
 * <li><b>Interning</b> ({@link #string}, {@link #resource}, {@link #func}, {@link #frame}, {@link #stack}):
 *     returns the existing row when an equal one is there, else adds it. For formats that name things by
 *     value: folded and perf script text, pprof locations, JFR stack traces, speedscope frames.</li>
 * <li><b>Appending</b> ({@link #addResource}, {@link #addFunc}, {@link #addFrame}, {@link #addStack}):
 *     always a new row, so the row numbers equal the file's own indexes (Firefox tables, JS
 *     Self-Profiling stacks). Nothing is hashed until an interning call comes; then the rows appended so
 *     far are indexed once and interning finds them too (the first of equal rows wins).</li>
 * </ul>
 *
 * <h2>Checks</h2>
 * A reference to a row that does not exist or a prefix that does not come before its stack throws
 * {@link IllegalArgumentException}. That is the last line of defence, not the user's error message: an
 * importer checks its input first (the {@code ...Count()} methods say what exists) and reports a
 * {@code ProfileFormatException} naming the file and the place. A time, duration or weight that is not
 * finite or past &plusmn;2^53 throws {@link ValueRangeException}, which is the user's message: this is the
 * one place every format's numbers pass, so the rule holds for all of them (the loader names the file).
 *
 * <h2>Units</h2>
 * Sample and trace event times are microseconds on the file's own clock. A sample's weight is in the
 * thread's {@link WeightType} (default {@link WeightType#SAMPLES}); samples added without a weight weigh 1,
 * or, after {@link #weighSamplesAsDevTools}, the milliseconds to the next sample as DevTools measures them.
 *
 * <h2>Example</h2>
 * <pre>{@code
 * ThreadBuilder thread = new ThreadBuilder(pid, tid).name("main");
 * int lib = thread.addLib("libxul.so", "/usr/lib/libxul.so", "libxul.so", "ABCD0", 0x1000, 0x9000);
 * int resource = thread.resource("libxul.so", ResourceKind.LIBRARY, lib);
 * int func = thread.func("Paint", resource, null, -1, -1, false, false);
 * int frame = thread.frame(func, -1, -1, 0x2a0, -1, -1, -1, 0);
 * int stack = thread.stack(-1, frame);               // a root; pass it as the prefix of its callees
 * thread.addSample(stack, 1500.0);                   // weight 1, at 1.5 ms
 * ProfileThread built = thread.build();
 * }</pre>
 * A builder makes one thread; it is not thread-safe and must not be used after {@link #build()}. Threads
 * that share one set of stack-side tables come from {@link #sharingTables}.
 */
public final class ThreadBuilder {
    private final long pid;
    private final long tid;
    private String name = "";
    private String processName = "";
    private String processUrl;
    private WeightType weightType = WeightType.SAMPLES;
    private CpuProfileInfo cpuProfile;

    // The stack side: shared, table objects and their indexes alike, by builders made with sharingTables.
    private StringTable strings = new StringTable();
    private LibTable libs = new LibTable();
    private ResourceTable resources = new ResourceTable();
    private FuncTable funcs = new FuncTable();
    private FrameTable frames = new FrameTable();
    private StackTable stacks = new StackTable();
    private HashChains resourceIndex = new HashChains();
    private HashChains funcIndex = new HashChains();
    private HashChains frameIndex = new HashChains();

    private final SampleTable samples = new SampleTable();
    private final TraceEventTable traceEvents = new TraceEventTable();
    private final LineHitTable lineHits = new LineHitTable();

    /** Each builder's own index of the stacks; it catches up with rows another sharing builder added. */
    private LongIntMap stackIndex;
    private int stacksIndexed;

    private boolean devToolsWeights;
    private double devToolsEndMicros = Double.NaN;
    private boolean built;

    /** A builder for the thread {@code pid:tid} (a single-thread format uses 1 and 1). */
    public ThreadBuilder(long pid, long tid) {
        this.pid = pid;
        this.tid = tid;
    }

    /**
     * A builder for another thread that shares this builder's strings, libs, resources, funcs, frames and
     * stacks: the same table objects, not copies, so threads of a file that shares its tables (a processed
     * profile's {@code shared} tables) cost them once. Rows either builder adds are there for both, and
     * interning in one finds rows the other added. Names, weight type, samples, trace events, line hits and
     * the CPU profile are its own. The tables only grow, so a thread built earlier stays valid while a
     * sharing builder adds rows (its tables then hold rows none of its samples use, which is allowed).
     */
    public ThreadBuilder sharingTables(long otherPid, long otherTid) {
        ThreadBuilder other = new ThreadBuilder(otherPid, otherTid);
        other.strings = strings;
        other.libs = libs;
        other.resources = resources;
        other.funcs = funcs;
        other.frames = frames;
        other.stacks = stacks;
        other.resourceIndex = resourceIndex;
        other.funcIndex = funcIndex;
        other.frameIndex = frameIndex;
        return other;
    }

    // ---- identity and kind -------------------------------------------------------------------------

    /** The thread's name as the file gives it; "" (the default) when none. Null counts as "". */
    public ThreadBuilder name(String threadName) {
        name = threadName == null ? "" : threadName;
        return this;
    }

    /** The process name; "" (the default) when unknown. Null counts as "". */
    public ThreadBuilder processName(String newProcessName) {
        processName = newProcessName == null ? "" : newProcessName;
        return this;
    }

    /** The URL the process shows (a Chrome renderer's page); null (the default) when none. */
    public ThreadBuilder processUrl(String url) {
        processUrl = url;
        return this;
    }

    /** What sample weights count; {@link WeightType#SAMPLES} by default. */
    public ThreadBuilder weightType(WeightType type) {
        if (type == null) throw new IllegalArgumentException("weight type must not be null");
        weightType = type;
        return this;
    }

    /**
     * V8 extras for the DevTools timeline; null (the default) for other formats. Its per-sample arrays are the
     * builder's from now on: {@link #build()} puts them in time order in place.
     */
    public ThreadBuilder cpuProfile(CpuProfileInfo info) {
        cpuProfile = info;
        return this;
    }

    public long pid() { return pid; }
    public long tid() { return tid; }

    // ---- strings, libraries, resources --------------------------------------------------------------

    /** The string's index in the thread's string table, adding it when new; -1 for null. */
    public int string(String s) {
        return s == null ? -1 : strings.indexOf(s);
    }

    /** The string at {@code index} (an index {@link #string} returned). */
    public String stringAt(int index) {
        checkRow(index, strings.size(), "string");
        return strings.get(index);
    }

    public int stringCount() { return strings.size(); }

    /**
     * Adds a native library (always a new row: two mappings of one file are two libs).
     *
     * @param libName    what the user sees, e.g. {@code libxul.so}; required
     * @param path       full path on the profiled machine, null when unknown
     * @param debugName  the name symbol servers know it by (Breakpad), null when unknown
     * @param breakpadId Breakpad id (debug id), null when unknown
     * @param start      first address of the mapping, as the file gives it (-1 when unknown)
     * @param end        address past the mapping (-1 when unknown)
     * @return the lib's index
     */
    public int addLib(String libName, String path, String debugName, String breakpadId, long start, long end) {
        if (libName == null) throw new IllegalArgumentException("a lib needs a name");
        return libs.add(string(libName), string(path), string(debugName), string(breakpadId), start, end);
    }

    public int libCount() { return libs.size(); }

    /**
     * The resource (script URL, library, add-on, web host) with this name, kind and lib, adding it when
     * new.
     *
     * @param lib the lib index for a {@link ResourceKind#LIBRARY}, -1 otherwise
     */
    public int resource(String resourceName, ResourceKind kind, int lib) {
        if (resourceName == null || kind == null) throw new IllegalArgumentException("a resource needs a name and a kind");
        checkReference(lib, libs.size(), "lib");
        int nameString = string(resourceName);
        indexResources();
        long hash = resourceHash(nameString, kind.ordinal(), lib);
        // Chains run newest first; the last match is the first equal row, which interning returns.
        int found = -1;
        for (int r = resourceIndex.first(hash); r >= 0; r = resourceIndex.next(r)) {
            if (resources.name(r) == nameString && resources.kind(r) == kind && resources.lib(r) == lib) found = r;
        }
        if (found >= 0) return found;
        int resource = resources.add(nameString, kind, lib);
        resourceIndex.add(hash);
        return resource;
    }

    /** Appends a resource (a new row even when an equal one exists), so resource numbers can equal the file's. */
    public int addResource(String resourceName, ResourceKind kind, int lib) {
        if (resourceName == null || kind == null) throw new IllegalArgumentException("a resource needs a name and a kind");
        checkReference(lib, libs.size(), "lib");
        return resources.add(string(resourceName), kind, lib);
    }

    /** A script's resource (kind {@link ResourceKind#URL}), by its URL; -1 for null or "". */
    public int urlResource(String url) {
        return url == null || url.isEmpty() ? -1 : resource(url, ResourceKind.URL, -1);
    }

    public int resourceCount() { return resources.size(); }

    private void indexResources() {
        for (int r = resourceIndex.indexed(); r < resources.size(); r++) {
            resourceIndex.add(resourceHash(resources.name(r), resources.kind(r).ordinal(), resources.lib(r)));
        }
    }

    private static long resourceHash(int nameString, int kind, int lib) {
        return HashChains.hash(HashChains.hash(HashChains.hash(17, nameString), kind), lib);
    }

    // ---- funcs ----------------------------------------------------------------------------------------

    /**
     * The func with exactly these fields, adding it when new. A func is a function: many frames (tiers,
     * lines, addresses) may point at one.
     *
     * @param funcName      the function's name, "" for an anonymous function (null counts as "")
     * @param resource      resource index, -1 when none
     * @param fileName      script URL or source file, null when none
     * @param line          line of the definition in the file's own convention, -1 when unknown
     * @param column        column of the definition, -1 when unknown
     * @param isJS          script code (JS, or the interpreted language the profile is about)
     * @param relevantForJS a native frame the JS-only view keeps (Firefox's label frames such as DOM calls)
     */
    public int func(String funcName, int resource, String fileName, int line, int column, boolean isJS,
                    boolean relevantForJS) {
        return funcOfStrings(string(funcName == null ? "" : funcName), resource, string(fileName), line, column,
                isJS, relevantForJS);
    }

    /** {@link #func} with the name and file already interned (string indexes; fileName -1 when none). */
    public int funcOfStrings(int nameString, int resource, int fileNameString, int line, int column, boolean isJS,
                             boolean relevantForJS) {
        checkFunc(nameString, resource, fileNameString);
        indexFuncs();
        long hash = funcHash(nameString, resource, fileNameString, line, column, isJS, relevantForJS);
        int found = -1;
        for (int f = funcIndex.first(hash); f >= 0; f = funcIndex.next(f)) {
            if (funcs.name(f) == nameString && funcs.resource(f) == resource && funcs.fileName(f) == fileNameString
                    && funcs.line(f) == line && funcs.column(f) == column && funcs.isJS(f) == isJS
                    && funcs.relevantForJS(f) == relevantForJS) {
                found = f;
            }
        }
        if (found >= 0) return found;
        int func = funcs.add(nameString, resource, fileNameString, line, column, isJS, relevantForJS);
        funcIndex.add(hash);
        return func;
    }

    /** Appends a func (a new row even when an equal one exists); arguments as {@link #funcOfStrings}. */
    public int addFunc(int nameString, int resource, int fileNameString, int line, int column, boolean isJS,
                       boolean relevantForJS) {
        checkFunc(nameString, resource, fileNameString);
        return funcs.add(nameString, resource, fileNameString, line, column, isJS, relevantForJS);
    }

    public int funcCount() { return funcs.size(); }

    private void checkFunc(int nameString, int resource, int fileNameString) {
        checkRow(nameString, strings.size(), "name string");
        checkReference(resource, resources.size(), "resource");
        checkReference(fileNameString, strings.size(), "file name string");
    }

    private void indexFuncs() {
        for (int f = funcIndex.indexed(); f < funcs.size(); f++) {
            funcIndex.add(funcHash(funcs.name(f), funcs.resource(f), funcs.fileName(f), funcs.line(f),
                    funcs.column(f), funcs.isJS(f), funcs.relevantForJS(f)));
        }
    }

    private static long funcHash(int nameString, int resource, int fileNameString, int line, int column, boolean isJS,
                                 boolean relevantForJS) {
        long h = HashChains.hash(31, nameString);
        h = HashChains.hash(h, resource);
        h = HashChains.hash(h, fileNameString);
        h = HashChains.hash(h, line);
        h = HashChains.hash(h, column);
        return HashChains.hash(h, (isJS ? 1 : 0) | (relevantForJS ? 2 : 0));
    }

    // ---- frames ---------------------------------------------------------------------------------------

    /**
     * The frame with exactly these fields, adding it when new.
     *
     * @param func           the frame's func
     * @param line           line of this frame (-1 when unknown)
     * @param column         column of this frame (-1 when unknown)
     * @param address        library-relative instruction address of a native frame, -1 otherwise
     * @param category       index into the profile's {@link Categories}, -1 to inherit the caller's
     * @param subcategory    index into the category's subcategories, -1 when none
     * @param implementation string index of the JIT tier or frame kind ("baseline", "jit", "kernel"), -1 when none
     * @param inlineDepth    0 for a physical frame, n for the n-th function inlined into it
     */
    public int frame(int func, int line, int column, long address, int category, int subcategory,
                     int implementation, int inlineDepth) {
        checkFrame(func, implementation, inlineDepth);
        indexFrames();
        long hash = frameHash(func, line, column, address, category, subcategory, implementation, inlineDepth);
        int found = -1;
        for (int f = frameIndex.first(hash); f >= 0; f = frameIndex.next(f)) {
            if (frames.func(f) == func && frames.line(f) == line && frames.column(f) == column
                    && frames.address(f) == address && frames.category(f) == category
                    && frames.subcategory(f) == subcategory && frames.implementation(f) == implementation
                    && frames.inlineDepth(f) == inlineDepth) {
                found = f;
            }
        }
        if (found >= 0) return found;
        int frame = frames.add(func, line, column, address, category, subcategory, implementation, inlineDepth);
        frameIndex.add(hash);
        return frame;
    }

    /** The frame that is just {@code func} with {@code category} (no line, address or tier), interned. */
    public int frame(int func, int category) {
        return frame(func, -1, -1, -1, category, -1, -1, 0);
    }

    /** Appends a frame (a new row even when an equal one exists); arguments as {@link #frame}. */
    public int addFrame(int func, int line, int column, long address, int category, int subcategory,
                        int implementation, int inlineDepth) {
        checkFrame(func, implementation, inlineDepth);
        return frames.add(func, line, column, address, category, subcategory, implementation, inlineDepth);
    }

    public int frameCount() { return frames.size(); }

    /** The func of a frame already added. */
    public int frameFunc(int frame) {
        checkRow(frame, frames.size(), "frame");
        return frames.func(frame);
    }

    private void checkFrame(int func, int implementation, int inlineDepth) {
        checkRow(func, funcs.size(), "func");
        checkReference(implementation, strings.size(), "implementation string");
        if (inlineDepth < 0) throw new IllegalArgumentException("inline depth " + inlineDepth + " is negative");
    }

    private void indexFrames() {
        for (int f = frameIndex.indexed(); f < frames.size(); f++) {
            frameIndex.add(frameHash(frames.func(f), frames.line(f), frames.column(f), frames.address(f),
                    frames.category(f), frames.subcategory(f), frames.implementation(f), frames.inlineDepth(f)));
        }
    }

    private static long frameHash(int func, int line, int column, long address, int category, int subcategory,
                                  int implementation, int inlineDepth) {
        long h = HashChains.hash(47, func);
        h = HashChains.hash(h, line);
        h = HashChains.hash(h, column);
        h = HashChains.hash(h, address);
        h = HashChains.hash(h, category);
        h = HashChains.hash(h, subcategory);
        h = HashChains.hash(h, implementation);
        return HashChains.hash(h, inlineDepth);
    }

    // ---- stacks ---------------------------------------------------------------------------------------

    /**
     * The stack {@code frame} called from {@code prefix} (-1 for a root), adding it when new. Stacks form
     * a tree: walking a sample's frames root first, each call's result is the next call's prefix.
     */
    public int stack(int prefix, int frame) {
        checkStack(prefix, frame);
        if (stackIndex == null) stackIndex = new LongIntMap(1024, -1);
        for (; stacksIndexed < stacks.size(); stacksIndexed++) {
            stackIndex.putIfAbsent(LongIntMap.pack(stacks.prefix(stacksIndexed), stacks.frame(stacksIndexed)),
                    stacksIndexed);
        }
        long key = LongIntMap.pack(prefix, frame);
        int known = stackIndex.get(key);
        if (known >= 0) return known;
        int stack = stacks.add(prefix, frame);
        stackIndex.put(key, stack);
        stacksIndexed = stacks.size();
        return stack;
    }

    /**
     * The stack of {@code frames[from..to)} listed root first, interned level by level; -1 when the
     * range is empty (a sample with no frames).
     */
    public int stackRootFirst(int[] frameList, int from, int to) {
        checkRange(frameList, from, to);
        int stack = -1;
        for (int i = from; i < to; i++) stack = stack(stack, frameList[i]);
        return stack;
    }

    /**
     * The stack of {@code frames[from..to)} listed leaf first (what perf script, pprof and JFR write),
     * interned level by level; -1 when the range is empty.
     */
    public int stackLeafFirst(int[] frameList, int from, int to) {
        checkRange(frameList, from, to);
        int stack = -1;
        for (int i = to - 1; i >= from; i--) stack = stack(stack, frameList[i]);
        return stack;
    }

    /**
     * Appends a stack (a new row even when an equal one exists), so stack numbers can equal the file's.
     * {@code prefix} must be -1 or an earlier stack.
     */
    public int addStack(int prefix, int frame) {
        checkStack(prefix, frame);
        return stacks.add(prefix, frame);
    }

    public int stackCount() { return stacks.size(); }

    /** The caller of a stack already added, -1 for a root. */
    public int stackPrefix(int stack) {
        checkRow(stack, stacks.size(), "stack");
        return stacks.prefix(stack);
    }

    /** The frame of a stack already added. */
    public int stackFrame(int stack) {
        checkRow(stack, stacks.size(), "stack");
        return stacks.frame(stack);
    }

    private void checkStack(int prefix, int frame) {
        checkReference(prefix, stacks.size(), "prefix stack");
        checkRow(frame, frames.size(), "frame");
    }

    private static void checkRange(int[] values, int from, int to) {
        if (from < 0 || to > values.length || from > to) {
            throw new IllegalArgumentException("range " + from + ".." + to + " of " + values.length + " values");
        }
    }

    // ---- samples --------------------------------------------------------------------------------------

    /** A sample of {@code stack} (-1: nothing ran, e.g. idle) at {@code timeMicros}, weighing 1. */
    public int addSample(int stack, double timeMicros) {
        checkSample(stack, timeMicros);
        return samples.add(stack, timeMicros);
    }

    /** A sample with an explicit weight in the thread's {@link WeightType} (a count, bytes, milliseconds). */
    public int addSample(int stack, double timeMicros, double weight) {
        checkSample(stack, timeMicros);
        if (!ValueRangeException.inRange(weight)) {
            throw ValueRangeException.of(weight, "weight", "", where("sample " + samples.size()));
        }
        return samples.add(stack, timeMicros, weight);
    }

    public int sampleCount() { return samples.size(); }

    /**
     * The thread's samples, given whole to a builder that has none: {@code stacks[i]} (a stack or -1) at
     * {@code times[i]} for i below {@code count}, each checked as {@link #addSample(int, double)} checks it. The
     * arrays (at least {@code count} long) become the thread's columns, not copied ({@link SampleTable#adopt}).
     */
    public void adoptSamples(int[] stacks, double[] times, int count) {
        if (samples.size() != 0) throw new IllegalStateException("the thread already has samples");
        int stackCount = this.stacks.size();
        for (int i = 0; i < count; i++) {
            if (stacks[i] != -1) checkRow(stacks[i], stackCount, "stack");
            if (!ValueRangeException.inRange(times[i])) {
                throw ValueRangeException.of(times[i], "time", " \u00b5s", where("sample " + i));
            }
        }
        samples.adopt(stacks, times, count);
    }

    /**
     * Weighs every sample as DevTools does for V8 profiles (milliseconds to the next sample, see
     * {@link SampleDurations}) when the thread is built, and sets the weight type to
     * {@link WeightType#TRACING_MS}. Samples must then be added without weights.
     *
     * @param endMicros the profile's end time, used only when there is a single sample; NaN when unknown.
     *                  A {@link CpuProfileInfo#lastSampleEndMicros()} given with {@link #cpuProfile} ends
     *                  the last sample instead.
     */
    public ThreadBuilder weighSamplesAsDevTools(double endMicros) {
        devToolsWeights = true;
        devToolsEndMicros = endMicros;
        weightType = WeightType.TRACING_MS;
        return this;
    }

    private void checkSample(int stack, double timeMicros) {
        checkReference(stack, stacks.size(), "stack");
        if (!ValueRangeException.inRange(timeMicros)) {
            throw ValueRangeException.of(timeMicros, "time", " \u00b5s", where("sample " + samples.size()));
        }
    }

    /** A place in the thread for a message: the thread and the row. */
    private String where(String row) {
        return "thread " + pid + ":" + tid + ", " + row;
    }

    // ---- trace events and line hits -------------------------------------------------------------------

    /**
     * A trace event, in file order.
     *
     * @param nameString     string index of the event's name
     * @param categoryString string index of its category ("" when none)
     * @param phase          trace-event phase: 'X' complete, 'B'/'E' begin/end, 'I' instant, ...
     * @param startMicros    start on the file's clock
     * @param durationMicros duration, NaN when the event has none (yet)
     * @param data           the {@code args.data} fields later stages read, null when none
     */
    public int addTraceEvent(int nameString, int categoryString, char phase, double startMicros,
                             double durationMicros, TraceEventTable.EventData data) {
        checkRow(nameString, strings.size(), "event name string");
        checkRow(categoryString, strings.size(), "event category string");
        if (!ValueRangeException.inRange(startMicros)) {
            throw ValueRangeException.of(startMicros, "time", " \u00b5s", where("trace event " + traceEvents.size()));
        }
        checkDuration(traceEvents.size(), durationMicros);
        return traceEvents.add(nameString, categoryString, phase, startMicros, durationMicros, data);
    }

    /**
     * Adds every trace event of {@code from}, names and categories interned here: a trace thread's events joining
     * a thread whose samples come from elsewhere (a trace's top-level samples, Perfetto's callstack samples).
     */
    public ThreadBuilder addTraceEventsOf(ProfileThread from) {
        TraceEventTable events = from.traceEvents();
        for (int e = 0; e < events.size(); e++) {
            addTraceEvent(string(from.strings().get(events.name(e))), string(from.strings().get(events.category(e))),
                    events.phase(e), events.startMicros(e), events.durationMicros(e), events.data(e));
        }
        return this;
    }

    /** The start of a trace event already added. */
    public double traceEventStartMicros(int event) {
        checkRow(event, traceEvents.size(), "trace event");
        return traceEvents.startMicros(event);
    }

    /** Sets a duration learnt later (a B event closed by its E). */
    public void setTraceEventDuration(int event, double durationMicros) {
        checkDuration(event, durationMicros);
        traceEvents.setDurationMicros(event, durationMicros);
    }

    public int traceEventCount() { return traceEvents.size(); }

    /** A duration, NaN (none yet) allowed. */
    private void checkDuration(int event, double durationMicros) {
        if (!Double.isNaN(durationMicros) && !ValueRangeException.inRange(durationMicros)) {
            throw ValueRangeException.of(durationMicros, "duration", " \u00b5s", where("trace event " + event));
        }
    }

    /** {@code hits} samples of {@code stack} were at 1-based source {@code line} (V8 positionTicks). */
    public void addLineHit(int stack, int line, int hits) {
        checkRow(stack, stacks.size(), "stack");
        lineHits.add(stack, line, hits);
    }

    // ---- the result -----------------------------------------------------------------------------------

    /** The finished thread; the builder is spent afterwards. */
    public ProfileThread build() {
        if (built) throw new IllegalStateException("this builder already built its thread");
        built = true;
        SampleTable finalSamples = samples;
        if (devToolsWeights) {
            if (samples.hasWeights()) {
                throw new IllegalStateException("samples with explicit weights cannot also be weighed as DevTools does");
            }
            // The builder is spent: its columns are handed over, not copied (rows past the samples are room, as in
            // any table grown by adding).
            int count = samples.size();
            double[] times = samples.timesColumn();
            finalSamples = SampleTable.of(samples.stackColumn(), times,
                    SampleDurations.devToolsMillis(times, count, devToolsEndMicros,
                            cpuProfile == null ? Double.NaN : cpuProfile.lastSampleEndMicros()), count);
        }
        int count = finalSamples.size();
        double[] times = finalSamples.timesColumn(); // only read here, as byTime reads it
        if (!IntSort.inOrder(times, count)) {
            // Importers add samples in file order (JFR's come chunk by chunk, V8's may step back); the model
            // holds them in time order, stably (DESIGN.md "Normalise once"). Weights move with their samples.
            int[] order = IntSort.byTime(times, count);
            finalSamples.reorderInPlace(order);
            if (cpuProfile != null) cpuProfile.reorderSamplesInPlace(order);
        }
        return new ProfileThread(pid, tid, name, processName, processUrl, strings, resources, libs, funcs, frames,
                stacks, finalSamples, weightType, traceEvents, cpuProfile, lineHits);
    }

    private static void checkRow(int index, int size, String what) {
        if (index < 0 || index >= size) {
            throw new IllegalArgumentException(what + " " + index + " does not exist (there are " + size + ")");
        }
    }

    /** Like {@link #checkRow}, but -1 ("none") is allowed. */
    private static void checkReference(int index, int size, String what) {
        if (index != -1) checkRow(index, size, what);
    }
}
