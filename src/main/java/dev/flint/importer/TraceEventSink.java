package dev.flint.importer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import dev.flint.markers.ChromeMarkers;
import dev.flint.model.Profile;
import java.io.IOException;

/**
 * The Chrome trace importer's event assembly ({@link ChromeTraceAssembly}: threads, slices, V8 profiles and
 * their chunks, markers, scripts) for readers of other encodings of the same events: the Perfetto reader
 * (sub-package {@code perfetto}) hands it each track event as the JSON trace would have held it, so the
 * threads, the samples integrator's input and the warnings come out as for a JSON trace of the same session.
 *
 * <p>Most events need only their top-level fields and the few {@code args.data} fields later stages read:
 * the caller fills an {@link Event} and gives it to {@link #accept}. Events whose args the assembly reads in
 * depth (CPU profiles and their chunks, frame lists, script records, markers) are given with their args as a
 * JSON document and read by the JSON trace reader's own readers: from the bytes ({@link TraceEventFields}),
 * or by Jackson for the shapes that one leaves to it ({@link #acceptWithArgs}).
 */
public final class TraceEventSink {
    /** Jackson's nesting limit for args documents. */
    private static final int MAX_NESTING = 200;
    private static final JsonFactory JSON = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING).build()).build();

    private final String fileName;
    private final ChromeTraceAssembly assembly;
    private final RawTraceEvent raw = new RawTraceEvent();
    /** Args documents checked and read from their bytes, as the JSON trace reader reads its events (no deeper than Jackson's limit here). */
    private final JsonByteScanner scanner = new JsonByteScanner(MAX_NESTING - 8);
    private final TraceEventFields fields = new TraceEventFields();
    /** Args documents read by Jackson (script records, shapes the byte reader leaves to it, what is not JSON). */
    private int argsReadByJackson;

    /** One event's fields, reusable: set them, then {@link #accept}. Strings may be shared between events. */
    public static final class Event {
        public String name;
        public String category;
        /** The JSON phase: 'X' complete, 'B' begin without end, 'I' instant, 'P' sample, 'b'/'e' async, 'M' metadata. */
        public char phase;
        public long pid;
        public long tid;
        public double tsMicros;
        /** NaN when the event has no duration. */
        public double durMicros;
        /** The event's id ({@code id}), null when none. */
        public String id;
        // args.data fields (and args.sampleTraceId) the integrator and the details read; null / -1 when absent.
        public String functionName;
        public String url;
        public int lineNumber;
        public int columnNumber;
        public String scriptId;
        public String type;
        public Long sampleTraceId;

        /** Clears every field. */
        public Event reset() {
            name = null;
            category = null;
            phase = 0;
            pid = 0;
            tid = 0;
            tsMicros = 0;
            durMicros = Double.NaN;
            id = null;
            functionName = null;
            url = null;
            lineNumber = -1;
            columnNumber = -1;
            scriptId = null;
            type = null;
            sampleTraceId = null;
            return this;
        }

        /** Every field of {@code other} into this event (a reader that holds an event back, as a begun slice). */
        public Event copyFrom(Event other) {
            name = other.name;
            category = other.category;
            phase = other.phase;
            pid = other.pid;
            tid = other.tid;
            tsMicros = other.tsMicros;
            durMicros = other.durMicros;
            id = other.id;
            functionName = other.functionName;
            url = other.url;
            lineNumber = other.lineNumber;
            columnNumber = other.columnNumber;
            scriptId = other.scriptId;
            type = other.type;
            sampleTraceId = other.sampleTraceId;
            return this;
        }
    }

    public TraceEventSink(String fileName) {
        this.fileName = fileName;
        this.assembly = new ChromeTraceAssembly(fileName);
    }

    /**
     * Whether the assembly reads this event's args beyond the common {@code args.data} fields, so it must come
     * through {@link #acceptWithArgs}: V8 profiles, frame and script records, markers.
     */
    public static boolean needsWholeArgs(String name, String category) {
        if (name == null) return false;
        return switch (name) {
            case "Profile", "ProfileChunk", "CpuProfile", "TracingStartedInBrowser", "FrameCommittedInBrowser",
                    "CommitLoad", "ScriptCatchup", "LargeScriptCatchup" -> true;
            default -> category != null && ChromeMarkers.wants(name, category);
        };
    }

    /**
     * Whether an {@code X} or {@code I} event of this name and category is only a timeline entry for the assembly
     * (no args it reads, no marker, no name it treats apart): such events may come through {@link #acceptEntry}.
     */
    public static boolean isOnlyAnEntry(String name, String category) {
        return name != null && category != null && !needsWholeArgs(name, category)
                && ChromeTraceAssembly.onlyAnEntry(name, category);
    }

    /**
     * An {@code X} ({@code durMicros}) or {@code I} (NaN) event whose name and category are
     * {@link #isOnlyAnEntry}, its {@code args.data} fields as the entry's data (null when none): the same entry
     * as {@link #accept} of the same fields, without copying them through an {@link Event}.
     */
    public void acceptEntry(long pid, long tid, String name, String category, char phase, double tsMicros,
            double durMicros, dev.flint.model.TraceEventTable.EventData data) throws ProfileFormatException {
        assembly.acceptEntry(pid, tid, name, category, phase, tsMicros, durMicros, data, "track events");
    }

    /** The args.data fields of {@code e} as an entry's data, null when it has none (as the assembly makes it). */
    public static dev.flint.model.TraceEventTable.EventData entryData(Event e) {
        if (e.functionName == null && e.url == null && e.scriptId == null && e.type == null && e.sampleTraceId == null
                && e.lineNumber == -1 && e.columnNumber == -1) {
            return null;
        }
        return new dev.flint.model.TraceEventTable.EventData(e.functionName, e.url, e.lineNumber, e.columnNumber,
                e.scriptId, e.sampleTraceId == null ? -1 : e.sampleTraceId, e.type);
    }

    /** Takes {@code e} as it is filled; {@code where} names it in messages. */
    public void accept(Event e, String where) throws ProfileFormatException {
        copyTopLevel(e);
        raw.functionName = e.functionName;
        raw.url = e.url;
        raw.lineNumber = e.lineNumber;
        raw.columnNumber = e.columnNumber;
        raw.scriptId = e.scriptId;
        raw.type = e.type;
        raw.hasData = e.functionName != null || e.url != null || e.scriptId != null || e.type != null;
        raw.argsSampleTraceId = e.sampleTraceId;
        raw.finishRead();
        assembly.accept(raw, where);
    }

    /**
     * Takes {@code e} with {@code argsDocument}: the JSON document
     * {@code {"args": ...}} in UTF-8, whose args are read as a JSON trace's are.
     */
    public void acceptWithArgs(Event e, byte[] argsDocument, String where) throws ProfileFormatException {
        // Read from the bytes as the JSON trace reader reads an event's (a V8 profile chunk's nodes, samples and
        // time deltas without a parser's token per number); script records and the shapes that reader leaves to
        // Jackson are read by Jackson, which also words what is not JSON.
        if (TraceScripts.isScriptRecord(e.name, e.category)
                || !fields.readArgsDocument(argsDocument, scanner, scanner.scanValue(argsDocument, 0, argsDocument.length), raw)) {
            readArgsWithJackson(argsDocument, where);
        }
        String keepName = raw.argName;
        copyTopLevelKeepingArgs(e);
        raw.argName = keepName;
        raw.finishRead();
        assembly.accept(raw, where);
    }

    private void readArgsWithJackson(byte[] argsDocument, String where) throws ProfileFormatException {
        argsReadByJackson++;
        raw.reset();
        try (JsonParser parser = JSON.createParser(argsDocument)) {
            parser.nextToken();
            raw.read(parser, fileName);
        } catch (com.fasterxml.jackson.core.JsonProcessingException x) {
            throw new ProfileFormatException(fileName, where, "the event's arguments are not JSON: " + x.getOriginalMessage());
        } catch (IOException x) {
            throw new ProfileFormatException(fileName, where, "the event's arguments cannot be read: " + x.getMessage());
        }
    }

    /** A {@code thread_name} metadata event. */
    public void threadName(long pid, long tid, String name) throws ProfileFormatException {
        metadata("thread_name", pid, tid, name);
    }

    /** A {@code process_name} metadata event. */
    public void processName(long pid, String name) throws ProfileFormatException {
        metadata("process_name", pid, 0, name);
    }

    private void metadata(String kind, long pid, long tid, String name) throws ProfileFormatException {
        raw.reset();
        raw.name = kind;
        raw.cat = "__metadata";
        raw.ph = 'M';
        raw.pid = pid;
        raw.tid = tid;
        raw.argName = name;
        raw.finishRead();
        assembly.accept(raw, kind);
    }

    /** How many args documents Jackson read ({@link #acceptWithArgs}). */
    int argsReadByJackson() {
        return argsReadByJackson;
    }

    /** How many events the assembly has taken. */
    public int eventCount() {
        return assembly.eventCount();
    }

    /** The name thread_name metadata gave the thread, "" when none. */
    public String threadName(long pid, long tid) {
        return assembly.threadName(pid, tid);
    }

    /** The name process_name metadata gave the process, "" when none. */
    public String processName(long pid) {
        return assembly.processName(pid);
    }

    /**
     * The threads, as a JSON trace of these events gives them.
     *
     * @param samplesFollow the caller adds sampled threads afterwards: no thread with events is no error
     */
    public Profile finish(boolean samplesFollow) throws ProfileFormatException {
        return assembly.finish(samplesFollow);
    }

    private void copyTopLevel(Event e) {
        raw.reset();
        copyTopLevelKeepingArgs(e);
    }

    private void copyTopLevelKeepingArgs(Event e) {
        raw.name = e.name;
        raw.cat = e.category;
        raw.ph = e.phase;
        raw.pid = e.pid;
        raw.tid = e.tid;
        raw.hasTs = true;
        raw.ts = e.tsMicros;
        raw.dur = e.durMicros;
        raw.id = e.id;
    }
}
