package dev.flint.importer;

import static dev.flint.importer.TraceEventFields.NEEDS_JACKSON;

import dev.flint.model.DoubleColumn;

/**
 * Reads a trace event's {@code args.data.cpuProfile} (a {@code ProfileChunk}'s nodes, samples and time deltas)
 * and a chunk's {@code timeDeltas}, {@code lines} and {@code columns} from the event's checked bytes, into the
 * same {@link V8ProfileBuilder} calls, with the same values, as {@link V8ProfileReader} and {@link RawTraceEvent}
 * make with Jackson. A big trace has tens of thousands of chunks, and Jackson (a parser per event, a token per
 * number) was a fifth of the assembling thread's time on the 1 GB trace of issue 35. The shapes Chrome writes
 * only: anything else (a number that is not a plain integer where one is kept, positionTicks, the legacy head
 * tree, timestamps, startTime, endTime, a text or key that is not plain ASCII, a missing id or callFrame)
 * throws {@link TraceEventFields#NEEDS_JACKSON}, and Jackson reads the event (and words any error) as before.
 */
final class TraceProfileFields {
    private final TraceEventFields fields;
    // Walkers of the nesting levels below args.data, reused (C1 allocates every object it is asked to).
    private final TraceEventFields.Members profile = new TraceEventFields.Members();
    private final TraceEventFields.Elements nodes = new TraceEventFields.Elements();
    private final TraceEventFields.Members node = new TraceEventFields.Members();
    private final TraceEventFields.Members callFrame = new TraceEventFields.Members();
    private final TraceEventFields.Members traceIds = new TraceEventFields.Members();
    /** Every integer list of a chunk is read into this one and used up before the next is read. */
    private final IntegerList integers = new IntegerList(1024);

    /** @param fields the event's reader, whose texts (function names, URLs) this interns */
    TraceProfileFields(TraceEventFields fields) {
        this.fields = fields;
    }

    /** The cpuProfile object at {@code b[openBrace]}, as V8ProfileReader.read reads it without a wrapper. */
    void read(byte[] b, int openBrace, V8ProfileBuilder into) {
        TraceEventFields.Members m = profile.start(b, openBrace);
        while (m.next()) {
            switch (TraceEventFields.key(b, m.keyStart, m.keyEnd)) {
                case TraceEventFields.NODES -> readNodes(b, m.valueStart, into);
                case TraceEventFields.SAMPLES -> into.addSamples(integers(b, m.valueStart, m.valueEnd));
                case TraceEventFields.TIME_DELTAS -> into.addTimeDeltas(integers(b, m.valueStart, m.valueEnd));
                case TraceEventFields.TRACE_IDS -> readTraceIds(b, m.valueStart, into);
                case TraceEventFields.HEAD, TraceEventFields.TIMESTAMPS, TraceEventFields.START_TIME,
                     TraceEventFields.END_TIME -> throw NEEDS_JACKSON;
                default -> { } // "profile" too: only a .cpuprofile's top level unwraps it
            }
        }
    }

    private void readNodes(byte[] b, int p, V8ProfileBuilder into) {
        if (b[p] != '[') throw NEEDS_JACKSON;
        TraceEventFields.Elements list = nodes.start(b, p);
        while (list.next()) {
            if (b[list.valueStart] != '{') throw NEEDS_JACKSON;
            int row = into.addNode(0);
            boolean hasId = false;
            boolean hasFrame = false;
            TraceEventFields.Members m = node.start(b, list.valueStart);
            while (m.next()) {
                switch (TraceEventFields.key(b, m.keyStart, m.keyEnd)) {
                    case TraceEventFields.ID -> {
                        into.setNodeId(row, TraceEventFields.plainInt(b, m.valueStart, m.valueEnd));
                        hasId = true;
                    }
                    case TraceEventFields.CALL_FRAME -> {
                        readCallFrame(b, m.valueStart, into, row);
                        hasFrame = true;
                    }
                    case TraceEventFields.PARENT -> {
                        if (b[m.valueStart] != 'n') into.setParent(row, TraceEventFields.plainInt(b, m.valueStart, m.valueEnd));
                    }
                    case TraceEventFields.CHILDREN -> {
                        if (b[m.valueStart] != '[') throw NEEDS_JACKSON;
                        into.startChildren(row);
                        IntegerList ids = integers(b, m.valueStart, m.valueEnd);
                        long[] values = ids.values();
                        for (int i = 0; i < ids.count(); i++) {
                            // An id beyond an int is an error Jackson's reader words.
                            if (values[i] != (int) values[i]) throw NEEDS_JACKSON;
                            into.addChild((int) values[i]);
                        }
                    }
                    case TraceEventFields.POSITION_TICKS -> throw NEEDS_JACKSON;
                    default -> { }
                }
            }
            // A node without them is an error Jackson's reader words.
            if (!hasId || !hasFrame) throw NEEDS_JACKSON;
        }
    }

    private void readCallFrame(byte[] b, int p, V8ProfileBuilder into, int row) {
        if (b[p] != '{') throw NEEDS_JACKSON;
        TraceEventFields.Members m = callFrame.start(b, p);
        while (m.next()) {
            switch (TraceEventFields.key(b, m.keyStart, m.keyEnd)) {
                case TraceEventFields.FUNCTION_NAME -> into.setFunctionName(row, text(b, m.valueStart, m.valueEnd));
                case TraceEventFields.SCRIPT_ID -> into.setScriptId(row, text(b, m.valueStart, m.valueEnd));
                case TraceEventFields.URL -> into.setUrl(row, text(b, m.valueStart, m.valueEnd));
                case TraceEventFields.LINE_NUMBER -> into.setLine(row, TraceEventFields.plainInt(b, m.valueStart, m.valueEnd));
                case TraceEventFields.COLUMN_NUMBER -> into.setColumn(row, TraceEventFields.plainInt(b, m.valueStart, m.valueEnd));
                default -> { }
            }
        }
    }

    /**
     * {@code trace_ids}, as V8ProfileReader.readTraceIds reads it: sample trace id (a key of digits) to node id;
     * an entry whose key is not a long or whose value is not an integer never matches a sample and is dropped.
     */
    private void readTraceIds(byte[] b, int p, V8ProfileBuilder into) {
        if (b[p] != '{') return;
        TraceEventFields.Members m = traceIds.start(b, p);
        while (m.next()) {
            int first = b[m.valueStart];
            if (!TraceEventFields.isNumber(first)) continue;
            long traceId;
            try {
                traceId = Long.parseLong(TraceEventFields.asciiText(b, m.keyStart, m.keyEnd));
            } catch (NumberFormatException notALong) {
                continue;
            }
            // A fraction (dropped by Jackson's reader) or 19 digits and more: Jackson reads the event.
            into.putTraceId(traceId, TraceEventFields.plainLong(b, m.valueStart, m.valueEnd));
        }
    }

    /** JsonInput.text: a string, a number as written, or null; anything else is an error Jackson's reader words. */
    private String text(byte[] b, int start, int end) {
        int first = b[start];
        if (first == 'n') return null;
        if (first != '"' && !TraceEventFields.isNumber(first)) throw NEEDS_JACKSON;
        return fields.scalarText(b, start, end);
    }

    /** args.data.timeDeltas: each delta as the double Jackson gives for it. */
    DoubleColumn timeDeltas(byte[] b, int start, int end) {
        IntegerList deltas = integers(b, start, end);
        DoubleColumn column = new DoubleColumn(Math.max(16, deltas.count()));
        long[] values = deltas.values();
        for (int i = 0; i < deltas.count(); i++) column.add((double) values[i]);
        return column;
    }

    /** args.data.lines or columns: integers kept within int, as RawTraceEvent's intArray keeps them. */
    int[] saturatedInts(byte[] b, int start, int end) {
        IntegerList list = integers(b, start, end);
        long[] values = list.values();
        int[] ints = new int[list.count()];
        for (int i = 0; i < ints.length; i++) {
            ints[i] = (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, values[i]));
        }
        return ints;
    }

    /**
     * An array of plain integers at {@code b[start, end)}, good until the next call; any other value is left to
     * Jackson.
     */
    private IntegerList integers(byte[] b, int start, int end) {
        if (b[start] != '[') throw NEEDS_JACKSON;
        if (!integers.readAgain(b, start + 1, end - 1)) throw NEEDS_JACKSON;
        return integers;
    }
}
