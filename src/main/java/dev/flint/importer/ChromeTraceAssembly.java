package dev.flint.importer;

import dev.flint.model.Categories;
import dev.flint.model.LoadWarnings;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.ThreadBuilder;
import dev.flint.model.TraceEventTable;
import java.net.URI;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * Turns trace events, in file order, into threads the way DevTools' Meta, Samples and Renderer handlers do:
 * <ul>
 *   <li>a thread per pid/tid that has timeline entries ({@code X}, {@code I}, {@code B}/{@code E}); a
 *       {@code B} becomes an entry of duration 0 that the next {@code E} of the whole trace (one stack for
 *       all threads, as in DevTools) closes when name and category match;</li>
 *   <li>{@code Profile} and {@code ProfileChunk} events assembled per pid + id (chunks come from the
 *       profiler thread: the {@code Profile} event says which thread was sampled); a {@code CpuProfile}
 *       complete event carries a whole profile; when a thread has several profiles the {@code Internal}
 *       one wins, then {@code Inspector}, then the first;</li>
 *   <li>thread and process names from {@code M} events, the process URL from the frames of
 *       {@code TracingStartedInBrowser}, {@code FrameCommittedInBrowser} and {@code CommitLoad};</li>
 *   <li>{@link Profile#traceIsGeneric()} true unless a TracingStartedInBrowser/InPage,
 *       TracingSessionIdForWorker or CpuProfile event is present.</li>
 * </ul>
 */
final class ChromeTraceAssembly {
    private static final Set<String> CHROME_WEB_TRACE_EVENTS = Set.of(
            "TracingStartedInPage", "TracingSessionIdForWorker", "TracingStartedInBrowser", "CpuProfile");

    private final String fileName;
    private final Map<Long, ProcessState> processes = new LinkedHashMap<>();
    private final Map<String, Map<Long, List<String>>> frameUrls = new LinkedHashMap<>();
    private final Map<Long, Map<String, ProfileState>> profilesByPid = new LinkedHashMap<>();
    private final Deque<OpenBegin> openBegins = new ArrayDeque<>();
    private final Map<Long, String> processNames = new LinkedHashMap<>();
    private final Map<Long, Map<Long, String>> threadNames = new LinkedHashMap<>();
    private boolean traceIsGeneric = true;
    private final Categories categories = new Categories();
    private final LoadWarnings warnings = new LoadWarnings();
    private long chunksWithTwoDeltaLists;
    private int beginEvents;
    private int beginsClosed;
    private String dataOrigin;
    private int eventCount;
    /**
     * The thread of the last event, and the threads met lately by a slot per hash. Both start as {@link #NO_THREAD},
     * not null: a null test that only a read's first events pass is a branch the JIT (C2) compiles as a trap, so
     * the next read's first event threw the compiled assembly loop away and had it compiled again.
     */
    private ThreadState lastThread = NO_THREAD;
    private final ThreadState[] recentThreads = newRecentThreads();
    /** No thread: matches no event (an event whose pid and tid match its numbers is told apart by identity). */
    private static final ThreadState NO_THREAD = new ThreadState(Long.MIN_VALUE, Long.MIN_VALUE);

    private static ThreadState[] newRecentThreads() {
        ThreadState[] threads = new ThreadState[256];
        java.util.Arrays.fill(threads, NO_THREAD);
        return threads;
    }
    private final dev.flint.markers.ChromeMarkers markers = new dev.flint.markers.ChromeMarkers();
    private final MarkerFilter markerFilter = new MarkerFilter();
    private final TraceScripts scripts = new TraceScripts();

    private static final class ProcessState {
        final Map<Long, ThreadState> threads = new LinkedHashMap<>();
    }

    private static final class ThreadState {
        final long pid;
        final long tid;
        final ThreadBuilder thread;
        int entries;
        /**
         * The thread's string index of a name or category, remembered by identity in one slot per hash: the
         * byte scanner interns names and categories, so most events find theirs here instead of in the
         * string table's map (two lookups per event). A miss only asks the table.
         */
        private final String[] cachedStrings = new String[256];
        private final int[] cachedIndexes = new int[256];

        int string(String s) {
            int slot = s.hashCode() & 255;
            if (cachedStrings[slot] == s) return cachedIndexes[slot];
            int index = thread.string(s);
            cachedStrings[slot] = s;
            cachedIndexes[slot] = index;
            return index;
        }

        ThreadState(long pid, long tid) {
            this.pid = pid;
            this.tid = tid;
            this.thread = new ThreadBuilder(pid, tid);
        }
    }

    private static final class ProfileState {
        V8ProfileBuilder profile = newChunkedProfile();
        Long threadId;
        String source;
        boolean sawProfileEvent;
    }

    private record OpenBegin(ThreadState thread, int event, String name, String cat) {}

    ChromeTraceAssembly(String fileName) {
        this.fileName = fileName;
    }

    int eventCount() { return eventCount; }

    void setDataOrigin(String origin) { dataOrigin = origin; }

    /** Where the trace's script records and saved source maps go. */
    TraceScripts scripts() { return scripts; }

    private static V8ProfileBuilder newChunkedProfile() {
        V8ProfileBuilder profile = new V8ProfileBuilder();
        profile.setStartMicros(0);
        profile.setEndMicros(0);
        return profile;
    }

    void accept(RawTraceEvent e, String where) throws ProfileFormatException {
        eventCount++;
        String name = e.name == null ? "" : e.name;
        if (traceIsGeneric && CHROME_WEB_TRACE_EVENTS.contains(name)) traceIsGeneric = false;
        // User timings, page-load milestones and console spans also become markers (a few per page load).
        if (markerFilter.wants(e.name, e.cat)) markers.accept(e.toMarkerEvent());
        switch (name) {
            case "thread_name" -> {
                if (e.argName != null) threadNames.computeIfAbsent(e.pid, p -> new LinkedHashMap<>()).put(e.tid, e.argName);
            }
            case "process_name" -> {
                if (e.argName != null) processNames.put(e.pid, e.argName);
            }
            case "TracingStartedInBrowser" -> {
                for (RawTraceEvent.FrameInfo frame : e.frames) {
                    if (frame.hasProcessId()) addFrameUrl(frame.frame(), frame.processId(), frame.url());
                }
            }
            case "FrameCommittedInBrowser" -> {
                if (e.dataFrame != null && e.dataFrame.hasProcessId()) {
                    addFrameUrl(e.dataFrame.frame(), e.dataFrame.processId(), e.dataFrame.url());
                }
            }
            case "CommitLoad" -> {
                if (e.dataFrame != null) addFrameUrl(e.dataFrame.frame(), e.pid, e.dataFrame.url());
            }
            case "CpuProfile" -> {
                if (e.ph == 'X') {
                    ProfileState state = profileState(e.pid, e.id);
                    state.profile = e.profilePiece != null ? e.profilePiece : new V8ProfileBuilder();
                    state.threadId = e.tid;
                    state.sawProfileEvent = true;
                }
            }
            case "Profile" -> {
                ProfileState state = profileState(e.pid, e.id);
                requireTs(e, where);
                state.profile.setStartMicros(e.ts);
                state.threadId = e.tid;
                state.sawProfileEvent = true;
                if (isKnownSource(e.source)) state.source = e.source;
            }
            case "ProfileChunk" -> acceptChunk(e);
            case "ScriptCatchup", "LargeScriptCatchup" -> scripts.accept(e);
            default -> { }
        }
        switch (e.ph) {
            case 'B' -> {
                requireTs(e, where);
                ThreadState thread = threadState(e.pid, e.tid);
                int index = addEntry(thread, e, name, 0);
                beginEvents++;
                openBegins.push(new OpenBegin(thread, index, name, e.cat));
            }
            case 'E' -> {
                threadState(e.pid, e.tid);
                OpenBegin begin = openBegins.poll();
                if (begin != null && begin.name().equals(name) && java.util.Objects.equals(begin.cat(), e.cat)) {
                    requireTs(e, where);
                    ThreadBuilder events = begin.thread().thread;
                    events.setTraceEventDuration(begin.event(), e.ts - events.traceEventStartMicros(begin.event()));
                    beginsClosed++;
                }
            }
            case 'X', 'I' -> {
                requireTs(e, where);
                addEntry(threadState(e.pid, e.tid), e, name, e.dur);
            }
            default -> { }
        }
    }

    /**
     * Whether {@link #accept} does nothing with an event of this name and category but its thread's entry: no
     * name it treats apart, no marker. Such an {@code X} or {@code I} event may come through {@link #acceptEntry}.
     */
    static boolean onlyAnEntry(String name, String cat) {
        return switch (name) {
            case "thread_name", "process_name", "TracingStartedInBrowser", "FrameCommittedInBrowser", "CommitLoad",
                    "CpuProfile", "Profile", "ProfileChunk", "ScriptCatchup", "LargeScriptCatchup" -> false;
            default -> !CHROME_WEB_TRACE_EVENTS.contains(name) && !dev.flint.markers.ChromeMarkers.wants(name, cat);
        };
    }

    /**
     * An {@code X} or {@code I} event whose name and category are {@link #onlyAnEntry}, with its args' data
     * already made (null when none): what {@link #accept} does with it, without a RawTraceEvent (the Perfetto
     * reader hands millions of slices).
     */
    void acceptEntry(long pid, long tid, String name, String cat, char ph, double ts, double dur,
            TraceEventTable.EventData data, String where) throws ProfileFormatException {
        eventCount++;
        if (!Double.isFinite(ts)) {
            throw new ProfileFormatException(fileName, where + ".ts", "event \"" + name + "\" has a ts beyond any time in microseconds");
        }
        ThreadState thread = threadState(pid, tid);
        thread.entries++;
        thread.thread.addTraceEvent(thread.string(name), thread.string(cat), ph, ts, dur, data);
    }

    private void acceptChunk(RawTraceEvent e) {
        if (e.deltasDisagree) chunksWithTwoDeltaLists++;
        ProfileState state = profileState(e.pid, e.id);
        V8ProfileBuilder profile = state.profile;
        int samplesBefore = profile.sampleCount();
        if (e.profilePiece != null) profile.appendFrom(e.profilePiece);
        int chunkSamples = profile.sampleCount() - samplesBefore;
        profile.addLinesAndColumns(e.lines, e.columns, chunkSamples);
        // DevTools fixes a chunked profile's end time at the first chunk (while it is still 0).
        if (profile.sampleCount() == profile.timeDeltaCount() && profile.endMicros() == 0) {
            profile.setEndMicros(profile.startMicros() + profile.timeDeltaSum());
        }
        if (isKnownSource(e.source)) state.source = e.source;
    }

    private static boolean isKnownSource(String source) {
        return "Internal".equals(source) || "Inspector".equals(source) || "SelfProfiling".equals(source);
    }

    private ProfileState profileState(long pid, String id) {
        return profilesByPid.computeIfAbsent(pid, p -> new LinkedHashMap<>())
                .computeIfAbsent(String.valueOf(id), i -> new ProfileState());
    }

    private ThreadState threadState(long pid, long tid) {
        // Events of one thread come in runs: the last one found saves two map lookups and two boxed keys.
        ThreadState last = lastThread;
        if (last.pid == pid && last.tid == tid && last != NO_THREAD) return last;
        // Between runs, the threads met lately by a slot per hash: a big trace interleaves a few dozen threads,
        // and the maps' boxed keys were 60 MB of garbage per GB of trace.
        int slot = (int) ((pid * 0x9E3779B97F4A7C15L + tid) * 0x9E3779B97F4A7C15L >>> 56);
        last = recentThreads[slot];
        if (last.pid == pid && last.tid == tid && last != NO_THREAD) {
            lastThread = last;
            return last;
        }
        return threadStateFromMaps(pid, tid, slot);
    }

    /**
     * A thread not met lately: from the maps, made at its first event. A method apart: a read's first events and
     * the cache's rare collisions come here, and what only they do is then not part of the compiled assembly loop
     * (a branch it takes once in millions is compiled as a trap that throws the loop's code away).
     */
    private ThreadState threadStateFromMaps(long pid, long tid, int slot) {
        ProcessState process = processes.get(pid);
        if (process == null) {
            process = new ProcessState();
            processes.put(pid, process);
        }
        // get/put rather than computeIfAbsent: its lambda would capture pid and tid, an object per call.
        ThreadState found = process.threads.get(tid);
        if (found == null) {
            found = new ThreadState(pid, tid);
            process.threads.put(tid, found);
        }
        recentThreads[slot] = found;
        lastThread = found;
        return found;
    }

    private void requireTs(RawTraceEvent e, String where) throws ProfileFormatException {
        if (!e.hasTs) {
            throw new ProfileFormatException(fileName, where,
                    "event \"" + (e.name == null ? "" : e.name) + "\" (ph " + e.ph + ") has no numeric ts");
        }
        if (!Double.isFinite(e.ts)) {
            throw new ProfileFormatException(fileName, where + ".ts",
                    "event \"" + (e.name == null ? "" : e.name) + "\" has a ts beyond any time in microseconds");
        }
    }

    private int addEntry(ThreadState thread, RawTraceEvent e, String name, double durationMicros) {
        ThreadBuilder t = thread.thread;
        int nameString = thread.string(name);
        int catString = thread.string(e.cat == null ? "" : e.cat);
        TraceEventTable.EventData data = null;
        if (e.functionName != null || e.url != null || e.scriptId != null || e.type != null
                || e.sampleTraceId != null || e.lineNumber != -1 || e.columnNumber != -1) {
            data = new TraceEventTable.EventData(e.functionName, e.url, e.lineNumber, e.columnNumber, e.scriptId,
                    e.sampleTraceId == null ? -1 : e.sampleTraceId, e.type);
        }
        thread.entries++;
        return t.addTraceEvent(nameString, catString, e.ph, e.ts, durationMicros, data);
    }

    /** MetaHandler.updateRendererProcessByFrame: per frame and process, URLs in order, repeats skipped. */
    private void addFrameUrl(String frame, long pid, String url) {
        List<String> urls = frameUrls.computeIfAbsent(String.valueOf(frame), f -> new LinkedHashMap<>())
                .computeIfAbsent(pid, p -> new ArrayList<>());
        if (!urls.isEmpty() && java.util.Objects.equals(urls.get(urls.size() - 1), url)) return;
        urls.add(url);
    }

    /** RendererHandler.assignOrigin: the first valid URL a process rendered, about:blank replaced by a later one. */
    private Map<Long, String> processUrls() {
        Map<Long, String> urlByPid = new LinkedHashMap<>();
        for (Map<Long, List<String>> byPid : frameUrls.values()) {
            for (Map.Entry<Long, List<String>> entry : byPid.entrySet()) {
                for (String url : entry.getValue()) {
                    String current = urlByPid.get(entry.getKey());
                    if (current == null || current.equals("about:blank")) {
                        urlByPid.put(entry.getKey(), isValidUrl(url) ? url : null);
                    }
                }
            }
        }
        return urlByPid;
    }

    /** What {@code new URL(s)} accepts, near enough: an absolute URL with a scheme. */
    static boolean isValidUrl(String url) {
        if (url == null || url.isEmpty()) return false;
        try {
            URI uri = new URI(url);
            return uri.getScheme() != null;
        } catch (java.net.URISyntaxException e) {
            int colon = url.indexOf(':');
            return colon > 0 && url.substring(0, colon).matches("[A-Za-z][A-Za-z0-9+.-]*") && !url.contains(" ");
        }
    }

    Profile finish() throws ProfileFormatException {
        return finish(false);
    }

    /** The name thread_name metadata gave the thread, "" when none. */
    String threadName(long pid, long tid) {
        return threadNames.getOrDefault(pid, Map.of()).getOrDefault(tid, "");
    }

    /** The name process_name metadata gave the process, "" when none. */
    String processName(long pid) {
        return processNames.getOrDefault(pid, "");
    }

    /** @param samplesFollow top-level stackFrames samples add threads after this (TraceStackSamples) */
    Profile finish(boolean samplesFollow) throws ProfileFormatException {
        boolean cpuProfileMode = "CPUProfile".equals(dataOrigin);
        // The V8 categories come first, so a trace's profiles and a .cpuprofile get the same ones.
        V8Categories.in(categories);
        Map<Long, Map<Long, ProfileState>> chosen = chooseProfiles(cpuProfileMode);
        boolean anyProfile = chosen.values().stream().anyMatch(m -> !m.isEmpty());
        String orphan = orphanChunks();
        List<ThreadBuilder> builders = new ArrayList<>();
        List<ProfileState> profiles = new ArrayList<>();
        for (ProcessState process : processes.values()) {
            for (ThreadState state : process.threads.values()) {
                if (state.entries == 0) continue;
                Map<Long, ProfileState> forPid = chosen.get(state.pid);
                builders.add(state.thread);
                profiles.add(forPid == null ? null : forPid.remove(state.tid));
            }
        }
        for (Map.Entry<Long, Map<Long, ProfileState>> byPid : chosen.entrySet()) {
            for (Map.Entry<Long, ProfileState> byTid : byPid.getValue().entrySet()) {
                builders.add(new ThreadBuilder(byPid.getKey(), byTid.getKey()));
                profiles.add(byTid.getValue());
            }
        }
        List<ProfileThread> threads = finishThreads(builders, profiles, processUrls());
        if (orphan != null && !anyProfile) {
            throw new ProfileFormatException(fileName, "", orphan);
        }
        if (threads.isEmpty() && !samplesFollow) {
            throw new ProfileFormatException(fileName, "",
                    eventCount == 0 ? "the trace has no events"
                            : "no thread has timeline events (X, B/E, I) or a CPU profile");
        }
        // DevTools shows such a B as an entry of duration 0; say so rather than pretend it was instant. Every
        // recording stopped while slices were open has them: the shape of a recording, not damage.
        warnings.addRecordingShape("traceEvents", "B events without a matching E, shown with duration 0",
                beginEvents - beginsClosed);
        warnings.addEvents("traceEvents", "ProfileChunk events whose cpuProfile.timeDeltas differ from their "
                + "args.data.timeDeltas; read args.data.timeDeltas, as DevTools does", chunksWithTwoDeltaLists);
        dev.flint.model.MarkerTable markerTable = markers.finish();
        warnings.addEvents("traceEvents", "user timing or console.time begin/end events without their partner, "
                + "not shown as markers", markers.unmatched());
        ProfileFormat format = cpuProfileMode ? ProfileFormat.CPUPROFILE : ProfileFormat.CHROME_TRACE;
        dev.flint.model.ScriptTable scriptTable = scripts.finish(warnings);
        return new Profile(format, threads, categories, traceIsGeneric, warnings.toList(), markerTable, -1, scriptTable);
    }

    /**
     * Finishes the threads side by side (the common pool and this thread): each builds its own tables, and a big
     * trace's thousands of threads were most of the load's tail on one core once the input was read. The profiles'
     * warnings are counted per thread and added in thread order, as one thread after another adds them, and the
     * first failure in thread order is the one thrown.
     */
    private List<ProfileThread> finishThreads(List<ThreadBuilder> builders, List<ProfileState> profiles,
            Map<Long, String> urls) throws ProfileFormatException {
        int count = builders.size();
        Object[] finished = new Object[count];
        LoadWarnings[] threadWarnings = new LoadWarnings[count];
        IntStream.range(0, count).parallel().forEach(i -> {
            threadWarnings[i] = new LoadWarnings();
            try {
                finished[i] = finishThread(builders.get(i), profiles.get(i), urls, threadWarnings[i]);
            } catch (ProfileFormatException | RuntimeException | Error failure) {
                finished[i] = failure;
            }
        });
        List<ProfileThread> threads = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            warnings.addAll(threadWarnings[i]);
            if (finished[i] instanceof ProfileFormatException failure) throw failure;
            if (finished[i] instanceof RuntimeException failure) throw failure;
            if (finished[i] instanceof Error failure) throw failure;
            threads.add((ProfileThread) finished[i]);
        }
        return threads;
    }

    private ProfileThread finishThread(ThreadBuilder thread, ProfileState profile, Map<Long, String> urls,
            LoadWarnings warnings) throws ProfileFormatException {
        thread.name(threadNames.getOrDefault(thread.pid(), Map.of()).getOrDefault(thread.tid(), ""))
                .processName(processNames.getOrDefault(thread.pid(), ""))
                .processUrl(urls.get(thread.pid()));
        if (profile != null) {
            String profileId = profileIdOf(thread.pid(), profile);
            profile.profile.setSource(profile.source);
            profile.profile.build(thread, profileId, categories, fileName,
                    "CPU profile " + profileId + " (thread " + thread.pid() + ":" + thread.tid() + ") ", warnings);
        }
        return thread.build();
    }

    private String profileIdOf(long pid, ProfileState state) {
        for (Map.Entry<String, ProfileState> entry : profilesByPid.get(pid).entrySet()) {
            if (entry.getValue() == state) return entry.getKey();
        }
        return "";
    }

    /** SamplesHandler finalize: per pid and sampled thread, the profile DevTools would keep. */
    private Map<Long, Map<Long, ProfileState>> chooseProfiles(boolean cpuProfileMode) {
        List<String> priority = cpuProfileMode ? List.of("Inspector") : List.of("Internal", "Inspector");
        Map<Long, Map<Long, ProfileState>> chosen = new LinkedHashMap<>();
        for (Map.Entry<Long, Map<String, ProfileState>> byPid : profilesByPid.entrySet()) {
            Map<Long, List<ProfileState>> candidates = new LinkedHashMap<>();
            for (ProfileState state : byPid.getValue().values()) {
                if (state.threadId == null) continue;
                candidates.computeIfAbsent(state.threadId, t -> new ArrayList<>()).add(state);
            }
            Map<Long, ProfileState> forPid = new LinkedHashMap<>();
            for (Map.Entry<Long, List<ProfileState>> byTid : candidates.entrySet()) {
                ProfileState pick = byTid.getValue().get(0);
                pick:
                for (String source : priority) {
                    for (ProfileState candidate : byTid.getValue()) {
                        if (source.equals(candidate.source)) {
                            pick = candidate;
                            break pick;
                        }
                    }
                }
                if (pick.profile.nodeCount() > 0) forPid.put(byTid.getKey(), pick);
            }
            chosen.put(byPid.getKey(), forPid);
        }
        return chosen;
    }

    private String orphanChunks() {
        for (Map.Entry<Long, Map<String, ProfileState>> byPid : profilesByPid.entrySet()) {
            for (Map.Entry<String, ProfileState> byId : byPid.getValue().entrySet()) {
                if (!byId.getValue().sawProfileEvent) {
                    return "ProfileChunk events of CPU profile id " + byId.getKey() + " in process "
                            + byPid.getKey() + " have no Profile event saying which thread they sampled";
                }
            }
        }
        return null;
    }
}
