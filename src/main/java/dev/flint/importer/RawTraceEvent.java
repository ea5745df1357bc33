package dev.flint.importer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.model.DoubleColumn;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * One trace event as read from the stream, reused from event to event. {@link TraceEventFields} fills the same
 * fields from an event's bytes and must stay in step with this reader (TraceScannerDifferentialTest checks it). Keys of an event come in any order
 * (Chrome writes {@code args} first), so everything a later stage may need is read before the event's name
 * is known: the top-level fields, and from {@code args} only the handful of fields Flint uses.
 */
final class RawTraceEvent {
    /** A frame of TracingStartedInBrowser's {@code args.data.frames}, or FrameCommittedInBrowser's data. */
    record FrameInfo(String frame, String url, long processId, boolean hasProcessId, String parent) {}

    String name;
    String cat;
    char ph;
    long pid;
    long tid;
    boolean hasTs;
    double ts;
    double dur;
    String id;
    /** {@code id2.global}, else {@code id2.local} (async events: performance.measure, console.time). */
    String id2;

    /** {@code args.name} (thread_name / process_name metadata). */
    String argName;
    /** The sample trace id DevTools reads: beginData's if there is a beginData, else args', else data's. */
    Long sampleTraceId;
    boolean hasData;
    String functionName;
    String url;
    int lineNumber;
    int columnNumber;
    String scriptId;
    String type;
    String source;
    FrameInfo dataFrame;
    final List<FrameInfo> frames = new ArrayList<>();
    boolean hasFrames;
    /** {@code args.data.cpuProfile} (plus a chunk's {@code args.data.timeDeltas}), null when absent. */
    V8ProfileBuilder profilePiece;
    /** args.data.timeDeltas and args.data.cpuProfile.timeDeltas are both there and differ. */
    boolean deltasDisagree;
    int[] lines;
    int[] columns;
    /** The args fields markers read (dev.flint.markers.TraceMarkerEvent says which is which). */
    String argsFrame;
    String detail;
    String navigationId;
    String documentLoaderUrl;
    Boolean outermostMainFrame;
    long candidateIndex;
    String message;
    /** The script fields of v8-source-rundown events (ScriptCatchup, LargeScriptCatchup); see {@link TraceScripts}. */
    String isolate;
    String sourceUrl;
    String sourceMapUrl;
    boolean sourceMapUrlElided;
    String sourceText;
    int splitIndex;
    int splitCount;

    // Set by the readers (this one and TraceEventFields), combined by finishRead().
    Long argsSampleTraceId;
    Long dataSampleTraceId;
    boolean hasBeginData;
    Long beginDataSampleTraceId;

    void reset() {
        name = null;
        cat = null;
        ph = 0;
        pid = 0;
        tid = 0;
        hasTs = false;
        ts = 0;
        dur = Double.NaN;
        id = null;
        argName = null;
        sampleTraceId = null;
        hasData = false;
        functionName = null;
        url = null;
        lineNumber = -1;
        columnNumber = -1;
        scriptId = null;
        type = null;
        source = null;
        dataFrame = null;
        frames.clear();
        hasFrames = false;
        profilePiece = null;
        deltasDisagree = false;
        lines = null;
        columns = null;
        id2 = null;
        argsFrame = null;
        detail = null;
        navigationId = null;
        documentLoaderUrl = null;
        outermostMainFrame = null;
        candidateIndex = -1;
        message = null;
        isolate = null;
        sourceUrl = null;
        sourceMapUrl = null;
        sourceMapUrlElided = false;
        sourceText = null;
        splitIndex = -1;
        splitCount = -1;
        argsSampleTraceId = null;
        dataSampleTraceId = null;
        hasBeginData = false;
        beginDataSampleTraceId = null;
    }

    /** Reads the event object the parser is on (START_OBJECT current). */
    void read(JsonParser parser, String file) throws IOException, ProfileFormatException {
        reset();
        JsonInput.expect(parser, JsonToken.START_OBJECT, file, "an event");
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonToken value = parser.nextToken();
            switch (key) {
                case "name" -> name = value == JsonToken.VALUE_STRING ? parser.getText() : skipped(parser);
                case "cat" -> cat = value == JsonToken.VALUE_STRING ? parser.getText() : skipped(parser);
                case "ph" -> {
                    String phase = value == JsonToken.VALUE_STRING ? parser.getText() : skipped(parser);
                    ph = phase == null || phase.length() != 1 ? '?' : phase.charAt(0);
                }
                case "pid" -> pid = idNumber(parser, value);
                case "tid" -> tid = idNumber(parser, value);
                case "ts" -> {
                    ts = numberOrNaN(parser, value);
                    hasTs = !Double.isNaN(ts);
                    if (!hasTs) ts = 0;
                }
                case "dur" -> dur = numberOrNaN(parser, value);
                case "id" -> id = value.isScalarValue() ? parser.getText() : skipped(parser);
                case "id2" -> readId2(parser);
                case "args" -> readArgs(parser, file);
                default -> parser.skipChildren();
            }
        }
        finishRead();
    }

    /** Once every field is read: the sample trace id DevTools reads. */
    void finishRead() {
        sampleTraceId = hasBeginData ? beginDataSampleTraceId
                : argsSampleTraceId != null ? argsSampleTraceId : dataSampleTraceId;
    }

    private void readArgs(JsonParser parser, String file) throws IOException, ProfileFormatException {
        if (parser.currentToken() != JsonToken.START_OBJECT) {
            parser.skipChildren();
            return;
        }
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonToken value = parser.nextToken();
            switch (key) {
                case "name" -> argName = value == JsonToken.VALUE_STRING ? parser.getText() : skipped(parser);
                case "sampleTraceId" -> argsSampleTraceId = traceId(parser, value);
                case "frame" -> argsFrame = scalarText(parser, value);
                case "detail" -> detail = scalarText(parser, value);
                case "beginData" -> {
                    hasBeginData = true;
                    if (value == JsonToken.START_OBJECT) {
                        while (parser.nextToken() == JsonToken.FIELD_NAME) {
                            JsonToken inner = parser.nextToken();
                            if ("sampleTraceId".equals(parser.currentName())) {
                                beginDataSampleTraceId = traceId(parser, inner);
                            } else {
                                parser.skipChildren();
                            }
                        }
                    } else {
                        parser.skipChildren();
                    }
                }
                case "data" -> readData(parser, file);
                default -> parser.skipChildren();
            }
        }
    }

    private void readData(JsonParser parser, String file) throws IOException, ProfileFormatException {
        if (parser.currentToken() != JsonToken.START_OBJECT) {
            parser.skipChildren();
            return;
        }
        hasData = true;
        DoubleColumn dataDeltas = null;
        String frame = null;
        String parent = null;
        long processId = 0;
        boolean hasProcessId = false;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonToken value = parser.nextToken();
            switch (key) {
                case "functionName" -> functionName = scalarText(parser, value);
                case "url" -> url = scalarText(parser, value);
                case "lineNumber" -> lineNumber = value.isNumeric() ? saturatedInt(parser) : skippedInt(parser);
                case "columnNumber" -> columnNumber = value.isNumeric() ? saturatedInt(parser) : skippedInt(parser);
                case "scriptId" -> scriptId = scalarText(parser, value);
                case "sampleTraceId" -> dataSampleTraceId = traceId(parser, value);
                case "type" -> type = scalarText(parser, value);
                case "source" -> source = scalarText(parser, value);
                case "frame" -> frame = scalarText(parser, value);
                case "parent" -> parent = scalarText(parser, value);
                case "processId" -> {
                    if (value.isNumeric()) {
                        processId = clampedLong(parser);
                        hasProcessId = true;
                    } else {
                        parser.skipChildren();
                    }
                }
                case "frames" -> readFrames(parser);
                case "cpuProfile" -> {
                    if (profilePiece == null) profilePiece = new V8ProfileBuilder();
                    if (value == JsonToken.START_OBJECT) {
                        V8ProfileReader.read(parser, file, profilePiece, false);
                    } else {
                        parser.skipChildren();
                    }
                }
                case "timeDeltas" -> {
                    JsonInput.expect(parser, JsonToken.START_ARRAY, file, "timeDeltas");
                    dataDeltas = new DoubleColumn(64);
                    while (parser.nextToken() != JsonToken.END_ARRAY) {
                        dataDeltas.add(JsonInput.number(parser, file, "a time delta"));
                    }
                }
                case "lines" -> lines = intArray(parser, file, "lines");
                case "columns" -> columns = intArray(parser, file, "columns");
                case "navigationId" -> navigationId = scalarText(parser, value);
                case "documentLoaderURL" -> documentLoaderUrl = scalarText(parser, value);
                case "isOutermostMainFrame" -> outermostMainFrame = booleanOr(parser, value, outermostMainFrame);
                case "isLoadingMainFrame" -> {
                    if (outermostMainFrame == null) outermostMainFrame = booleanOr(parser, value, null);
                    else parser.skipChildren();
                }
                case "candidateIndex" -> candidateIndex = value.isNumeric() ? clampedLong(parser) : skippedInt(parser);
                case "message" -> message = scalarText(parser, value);
                case "detail" -> detail = scalarText(parser, value);
                case "isolate" -> isolate = scalarText(parser, value);
                case "sourceUrl" -> sourceUrl = scalarText(parser, value);
                case "sourceMapUrl" -> sourceMapUrl = scalarText(parser, value);
                case "sourceMapUrlElided" -> sourceMapUrlElided = Boolean.TRUE.equals(booleanOr(parser, value, null));
                case "sourceText" -> sourceText = scalarText(parser, value);
                case "splitIndex" -> splitIndex = value.isNumeric() ? saturatedInt(parser) : skippedInt(parser);
                case "splitCount" -> splitCount = value.isNumeric() ? saturatedInt(parser) : skippedInt(parser);
                default -> parser.skipChildren();
            }
        }
        if (dataDeltas != null) takeDataTimeDeltas(dataDeltas);
        if (frame != null || url != null) dataFrame = new FrameInfo(frame, url, processId, hasProcessId, parent);
    }

    /**
     * A chunk's deltas are args.data.timeDeltas (read once args.data is); Chrome may repeat them in
     * cpuProfile.timeDeltas (Firefox Profiler issue 5429), which DevTools ignores, as Flint does.
     */
    void takeDataTimeDeltas(DoubleColumn dataDeltas) {
        if (profilePiece == null) profilePiece = new V8ProfileBuilder();
        deltasDisagree = profilePiece.timeDeltaCount() > 0 && !profilePiece.hasTimeDeltas(dataDeltas);
        profilePiece.replaceTimeDeltas(dataDeltas);
    }

    private void readId2(JsonParser parser) throws IOException {
        if (parser.currentToken() != JsonToken.START_OBJECT) {
            parser.skipChildren();
            return;
        }
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonToken value = parser.nextToken();
            if (key.equals("global")) id2 = scalarText(parser, value);
            else if (key.equals("local") && id2 == null) id2 = scalarText(parser, value);
            else parser.skipChildren();
        }
    }

    /** What dev.flint.markers needs of this event. */
    dev.flint.markers.TraceMarkerEvent toMarkerEvent() {
        return new dev.flint.markers.TraceMarkerEvent(name, cat, ph, hasTs ? ts : Double.NaN, dur, pid, tid,
                id != null ? id : id2, argsFrame, dataFrame == null ? null : dataFrame.frame(), navigationId,
                documentLoaderUrl, outermostMainFrame, candidateIndex, message, detail);
    }

    private static Boolean booleanOr(JsonParser parser, JsonToken value, Boolean fallback) throws IOException {
        if (value == JsonToken.VALUE_TRUE) return Boolean.TRUE;
        if (value == JsonToken.VALUE_FALSE) return Boolean.FALSE;
        parser.skipChildren();
        return fallback;
    }

    private void readFrames(JsonParser parser) throws IOException {
        if (parser.currentToken() != JsonToken.START_ARRAY) {
            parser.skipChildren();
            return;
        }
        hasFrames = true;
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            if (parser.currentToken() != JsonToken.START_OBJECT) {
                parser.skipChildren();
                continue;
            }
            String frame = null;
            String frameUrl = null;
            String parent = null;
            long processId = 0;
            boolean hasProcessId = false;
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonToken value = parser.nextToken();
                switch (key) {
                    case "frame" -> frame = scalarText(parser, value);
                    case "url" -> frameUrl = scalarText(parser, value);
                    case "parent" -> parent = scalarText(parser, value);
                    case "processId" -> {
                        if (value.isNumeric()) {
                            processId = clampedLong(parser);
                            hasProcessId = true;
                        } else {
                            parser.skipChildren();
                        }
                    }
                    default -> parser.skipChildren();
                }
            }
            frames.add(new FrameInfo(frame, frameUrl, processId, hasProcessId, parent));
        }
    }

    private static int[] intArray(JsonParser parser, String file, String key)
            throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_ARRAY, file, key);
        int[] values = new int[16];
        int count = 0;
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            if (count == values.length) values = java.util.Arrays.copyOf(values, count * 2);
            if (parser.currentToken() != JsonToken.VALUE_NUMBER_INT) {
                throw JsonInput.error(file, parser, "a value of " + key + " must be an integer, found "
                        + JsonInput.describe(parser.currentToken()));
            }
            values[count++] = saturatedInt(parser);
        }
        return java.util.Arrays.copyOf(values, count);
    }

    private static String scalarText(JsonParser parser, JsonToken value) throws IOException {
        if (value == JsonToken.VALUE_STRING || value.isNumeric()) return parser.getText();
        parser.skipChildren();
        return null;
    }

    private static Long traceId(JsonParser parser, JsonToken value) throws IOException {
        if (value == JsonToken.VALUE_NUMBER_INT) return clampedLong(parser);
        if (value == JsonToken.VALUE_NUMBER_FLOAT) return (long) parser.getDoubleValue();
        parser.skipChildren();
        return null;
    }

    /** A number, or a number written as a string (Hermes writes them all so); NaN for anything else. */
    private static double numberOrNaN(JsonParser parser, JsonToken value) throws IOException {
        if (value.isNumeric()) return parser.getDoubleValue();
        if (value == JsonToken.VALUE_STRING) return NumberText.parse(parser.getText());
        parser.skipChildren();
        return Double.NaN;
    }

    /** pid/tid are numbers; a string id (some converters write them) is read as a number when it is one. */
    private static long idNumber(JsonParser parser, JsonToken value) throws IOException {
        if (value.isNumeric()) return clampedLong(parser);
        if (value == JsonToken.VALUE_STRING) {
            try {
                return Long.parseLong(parser.getText().trim());
            } catch (NumberFormatException notNumeric) {
                return parser.getText().hashCode();
            }
        }
        parser.skipChildren();
        return 0;
    }

    private static String skipped(JsonParser parser) throws IOException {
        parser.skipChildren();
        return null;
    }

    private static int skippedInt(JsonParser parser) throws IOException {
        parser.skipChildren();
        return -1;
    }

    /** An integer read as long and kept within int: lines and columns no file needs beyond that. */
    private static int saturatedInt(JsonParser parser) throws IOException {
        if (parser.getNumberType() == JsonParser.NumberType.INT) return parser.getIntValue();
        if (parser.currentToken() == JsonToken.VALUE_NUMBER_FLOAT) return (int) Math.max(Integer.MIN_VALUE,
                Math.min(Integer.MAX_VALUE, parser.getDoubleValue()));
        return parser.getDecimalValue().signum() < 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE;
    }

    /** A number as long, kept at the long limits: no id or trace id refuses the trace for its size. */
    private static long clampedLong(JsonParser parser) throws IOException {
        try {
            return parser.getLongValue();
        } catch (com.fasterxml.jackson.core.exc.InputCoercionException beyondLong) {
            return parser.getDecimalValue().signum() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
    }
}
