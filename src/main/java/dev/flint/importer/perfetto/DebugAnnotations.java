package dev.flint.importer.perfetto;

import dev.flint.importer.TraceEventSink;
import dev.flint.model.IntColumn;
import java.io.IOException;

/**
 * A track event's debug annotations (debug_annotation.proto), which a JSON trace has as {@code args}. Two
 * readings: {@link #extract} takes only the fields later stages keep ({@code data.functionName}, {@code url},
 * {@code lineNumber}, {@code columnNumber}, {@code scriptId}, {@code type} and the sample trace id) without
 * making text; {@link #json} writes the whole args object as JSON for the events the assembly reads in depth
 * (V8 profile chunks: Chrome puts the JSON format's {@code args.data} in {@code legacy_json_value}). Nesting
 * deeper than {@link #MAX_DEPTH} is refused.
 */
final class DebugAnnotations {
    static final int MAX_DEPTH = 64;
    private final IntColumn starts = new IntColumn();
    /** One reader for each reading, reset per annotation (extract reads data inside the annotation it reads). */
    private final ProtoReader annotationIn;
    private final ProtoReader dataIn;
    private final ProtoReader jsonIn;
    private final IntColumn lengths = new IntColumn();
    /** The args document being written, and per nesting level the value, dict and array of an annotation. */
    private final JsonBytes document = new JsonBytes();
    private final JsonBytes[] values = new JsonBytes[MAX_DEPTH + 1];
    private final JsonBytes[] dicts = new JsonBytes[MAX_DEPTH + 1];
    private final JsonBytes[] arrays = new JsonBytes[MAX_DEPTH + 1];
    private boolean hasLegacyJson;

    DebugAnnotations(StringCache strings) {
        annotationIn = new ProtoReader(strings);
        dataIn = new ProtoReader(strings);
        jsonIn = new ProtoReader(strings);
    }

    /**
     * Forgets the annotations of the event before. (The packet they lie in is given to each reading, not kept: a
     * reference stored here per event costs G1's barrier, and the test of whether it changed was a branch only a
     * read's first event takes, which C2 compiled as a trap: the second read's first event threw away
     * TrackEvents.read's compiled code, seconds of recompiling on a loaded machine.)
     */
    void clear() {
        starts.clear();
        lengths.clear();
        copiedLength = 0;
        hasLegacyJson = false;
    }

    /** Notes one annotation message at {@code start}, {@code length} bytes of the event's packet. */
    void add(int start, int length) {
        starts.add(start);
        lengths.add(length);
        copiedLength += 4 + length;
    }

    /** What {@link #copyTo} would append: each annotation's four-byte count and its bytes. */
    private long copiedLength;

    boolean isEmpty() {
        return starts.isEmpty();
    }

    /** Whether an annotation holds JSON text (Chrome's TracedValue written as legacy JSON). */
    boolean hasLegacyJson() {
        return hasLegacyJson;
    }

    /** The bytes {@link #copyTo} appends (kept as annotations are added: asked of every annotated event). */
    long copiedLength() {
        return copiedLength;
    }

    /** Appends the annotations to {@code pool}, for {@link #readFrom} on another thread. */
    void copyTo(byte[] packet, CopiedBytes pool) {
        for (int i = 0; i < starts.size(); i++) pool.appendCounted(packet, starts.get(i), lengths.get(i));
    }

    /** The annotations {@link #copyTo} put from {@code start} to {@code end} of {@code pool}, in place of any others. */
    void readFrom(CopiedBytes pool, int start, int end) {
        clear();
        for (int at = start; at < end; ) {
            int length = pool.countAt(at);
            add(at + 4, length);
            at += 4 + length;
        }
    }

    /** Fills the event's kept args fields from its {@code packet}; notes whether any annotation carries legacy JSON. */
    void extract(byte[] packet, AnnotationTables interned, TraceEventSink.Event event) throws IOException, WireException {
        Long argsTraceId = null, dataTraceId = null, beginDataTraceId = null;
        boolean beginData = false;
        for (int i = 0; i < starts.size(); i++) {
            ProtoReader in = annotationIn.reset(packet, starts.get(i), lengths.get(i));
            String name = null;
            long number = 0;
            boolean isNumber = false;
            boolean hasEntries = false;
            for (int tag; (tag = in.readTag()) != 0; ) {
                switch (Wire.field(tag)) {
                    case 1 -> name = interned.name(Wire.varint(in, tag, "DebugAnnotation.name_iid"));
                    case 10 -> name = Wire.string(in, tag, "DebugAnnotation.name");
                    case 3, 4 -> {
                        number = Wire.varint(in, tag, "DebugAnnotation.int_value");
                        isNumber = true;
                    }
                    case 9 -> {
                        hasLegacyJson = true;
                        in.skipField(tag);
                    }
                    case 11 -> {
                        hasEntries = true;
                        in.skipField(tag);
                    }
                    default -> in.skipField(tag);
                }
            }
            if ("sampleTraceId".equals(name) && isNumber) argsTraceId = number;
            if (!hasEntries) continue;
            if ("data".equals(name)) {
                dataTraceId = readData(packet, starts.get(i), lengths.get(i), interned, event);
            } else if ("beginData".equals(name)) {
                beginData = true;
                beginDataTraceId = readData(packet, starts.get(i), lengths.get(i), null, null);
            }
        }
        // RawTraceEvent's rule: beginData's id when there is a beginData, else args', else data's.
        event.sampleTraceId = beginData ? beginDataTraceId : argsTraceId != null ? argsTraceId : dataTraceId;
    }

    /** Reads the dict entries of a {@code data} annotation into {@code event}; returns its sampleTraceId. */
    private Long readData(byte[] packet, int start, int length, AnnotationTables interned, TraceEventSink.Event event)
            throws IOException, WireException {
        ProtoReader in = dataIn.reset(packet, start, length);
        Long traceId = null;
        for (int tag; (tag = in.readTag()) != 0; ) {
            if (Wire.field(tag) != 11) {
                in.skipField(tag);
                continue;
            }
            int old = Wire.enter(in, tag, "DebugAnnotation.dict_entries");
            // The key: an interned name, or where its text is (the last of the two wins); which kept key it is is
            // told from its bytes, with no String made (Chrome sends most keys as text, a dict's every entry).
            String key = null;
            int keyAt = -1, keyLength = 0;
            String text = null;
            // A string value is made into a String only for the keys kept (most of a data dict's are not: a
            // resource event's url, method, priority, frame...), once the key is known, whichever field came first.
            int textAt = -1, textLength = 0;
            long number = 0;
            boolean isNumber = false;
            for (int t; (t = in.readTag()) != 0; ) {
                switch (Wire.field(t)) {
                    case 1 -> {
                        key = interned == null ? null : interned.name(Wire.varint(in, t, "DebugAnnotation.name_iid"));
                        keyAt = -1;
                    }
                    case 10 -> {
                        if ((t & 7) != 2) Wire.expect(t, 2, "DebugAnnotation.name");
                        keyLength = in.readLength();
                        keyAt = in.position();
                        key = null;
                        in.skipRawBytes(keyLength);
                    }
                    case 6 -> {
                        if ((t & 7) != 2) Wire.expect(t, 2, "DebugAnnotation.string_value");
                        textLength = in.readLength();
                        textAt = in.position();
                        text = null;
                        in.skipRawBytes(textLength);
                    }
                    case 17 -> {
                        long iid = Wire.varint(in, t, "DebugAnnotation.string_value_iid");
                        text = interned == null ? null : interned.string(iid);
                        textAt = -1;
                    }
                    case 3, 4 -> {
                        number = Wire.varint(in, t, "DebugAnnotation.int_value");
                        isNumber = true;
                    }
                    default -> in.skipField(t);
                }
            }
            Wire.leave(in, old);
            int kept = keyAt >= 0 ? DataKeys.of(packet, keyAt, keyLength) : key != null ? DataKeys.of(key) : DataKeys.OTHER;
            if (kept == DataKeys.SAMPLE_TRACE_ID && isNumber) traceId = number;
            if (event == null) continue;
            // (a string is made only for a key kept; the switch is the list of the keys kept)
            switch (kept) {
                case DataKeys.FUNCTION_NAME -> event.functionName = textAt >= 0 ? in.string(textAt, textLength) : text;
                case DataKeys.URL -> event.url = textAt >= 0 ? in.string(textAt, textLength) : text;
                case DataKeys.SCRIPT_ID -> {
                    if (textAt >= 0) text = in.string(textAt, textLength);
                    event.scriptId = text != null ? text : isNumber ? Long.toString(number) : null;
                }
                case DataKeys.TYPE -> event.type = textAt >= 0 ? in.string(textAt, textLength) : text;
                case DataKeys.LINE_NUMBER -> event.lineNumber = isNumber ? saturatedInt(number) : -1;
                case DataKeys.COLUMN_NUMBER -> event.columnNumber = isNumber ? saturatedInt(number) : -1;
                default -> { }
            }
        }
        return traceId;
    }

    private static int saturatedInt(long value) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value));
    }

    /**
     * The JSON document {@code {"args": {...}}} of the event's args, as UTF-8: each annotation a member, dicts
     * objects, arrays arrays, legacy JSON as it is (its bytes, when they are well-formed UTF-8).
     */
    byte[] argsDocument(byte[] packet, AnnotationTables interned) throws IOException, WireException {
        JsonBytes out = document.clear();
        out.appendAscii("{\"args\":{");
        for (int i = 0; i < starts.size(); i++) {
            if (i > 0) out.append(',');
            writeAnnotation(jsonIn.reset(packet, starts.get(i), lengths.get(i)), interned, out, true, 1);
        }
        return out.append('}').append('}').toArray();
    }

    /** One DebugAnnotation message (the reader is at its first field): {@code "name":value}, or the value alone. */
    private void writeAnnotation(ProtoReader in, AnnotationTables interned, JsonBytes out, boolean named, int depth)
            throws IOException, WireException {
        if (depth > MAX_DEPTH) throw new WireException("debug annotations nested deeper than " + MAX_DEPTH + " levels");
        // Each level's value, dict and array are written apart (a message's fields come in any order, the last
        // value wins, a dict beats an array beats a value), into buffers kept per level.
        JsonBytes value = level(values, depth).clear();
        JsonBytes dict = level(dicts, depth).clear();
        JsonBytes array = level(arrays, depth).clear();
        String name = "";
        for (int tag; (tag = in.readTag()) != 0; ) {
            switch (Wire.field(tag)) {
                case 1 -> {
                    String interned1 = interned.name(Wire.varint(in, tag, "DebugAnnotation.name_iid"));
                    name = interned1 == null ? "" : interned1;
                }
                case 10 -> name = Wire.string(in, tag, "DebugAnnotation.name");
                case 2 -> value.clear().appendAscii(Wire.varint(in, tag, "DebugAnnotation.bool_value") != 0 ? "true" : "false");
                case 3 -> value.clear().appendAscii(Long.toUnsignedString(Wire.varint(in, tag, "DebugAnnotation.uint_value")));
                case 4 -> value.clear().appendAscii(Long.toString(Wire.varint(in, tag, "DebugAnnotation.int_value")));
                case 5 -> {
                    Wire.expect(tag, 1, "DebugAnnotation.double_value");
                    double d = in.readDouble();
                    value.clear().appendAscii(Double.isFinite(d) ? Double.toString(d) : "null");
                }
                case 7 -> value.clear().appendAscii("\"0x")
                        .appendAscii(Long.toHexString(Wire.varint(in, tag, "DebugAnnotation.pointer_value"))).append('"');
                case 6 -> value.clear().appendQuoted(Wire.string(in, tag, "DebugAnnotation.string_value"));
                case 17 -> {
                    String text = interned.string(Wire.varint(in, tag, "DebugAnnotation.string_value_iid"));
                    value.clear().appendQuoted(text == null ? "" : text);
                }
                case 9 -> {
                    Wire.expect(tag, 2, "DebugAnnotation.legacy_json_value");
                    int length = in.readLength();
                    value.clear().appendUtf8(in.buffer(), in.position(), length);
                    in.skipRawBytes(length);
                }
                case 8 -> {
                    int old = Wire.enter(in, tag, "DebugAnnotation.nested_value");
                    StringBuilder nested = new StringBuilder();
                    writeNested(in, nested, depth + 1);
                    byte[] text = nested.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
                    value.clear().append(text, 0, text.length);
                    Wire.leave(in, old);
                }
                case 11 -> {
                    dict.append(dict.length() == 0 ? '{' : ',');
                    int old = Wire.enter(in, tag, "DebugAnnotation.dict_entries");
                    writeAnnotation(in, interned, dict, true, depth + 1);
                    Wire.leave(in, old);
                }
                case 12 -> {
                    array.append(array.length() == 0 ? '[' : ',');
                    int old = Wire.enter(in, tag, "DebugAnnotation.array_values");
                    writeAnnotation(in, interned, array, false, depth + 1);
                    Wire.leave(in, old);
                }
                default -> in.skipField(tag);
            }
        }
        if (named) out.appendQuoted(name).append(':');
        if (dict.length() > 0) out.append(dict).append('}');
        else if (array.length() > 0) out.append(array).append(']');
        else if (value.length() > 0) out.append(value);
        else out.appendAscii("null");
    }

    private static JsonBytes level(JsonBytes[] buffers, int depth) {
        JsonBytes buffer = buffers[depth];
        if (buffer == null) buffer = buffers[depth] = new JsonBytes();
        return buffer;
    }

    /** A NestedValue (the older form of nested args): dicts, arrays and scalars. */
    private void writeNested(ProtoReader in, StringBuilder out, int depth) throws IOException, WireException {
        if (depth > MAX_DEPTH) throw new WireException("debug annotations nested deeper than " + MAX_DEPTH + " levels");
        long type = 0;
        java.util.List<String> keys = new java.util.ArrayList<>();
        java.util.List<String> values = new java.util.ArrayList<>();
        java.util.List<String> items = new java.util.ArrayList<>();
        String scalar = null;
        for (int tag; (tag = in.readTag()) != 0; ) {
            switch (Wire.field(tag)) {
                case 1 -> type = Wire.varint(in, tag, "NestedValue.nested_type");
                case 2 -> keys.add(Wire.string(in, tag, "NestedValue.dict_keys"));
                case 3, 4 -> {
                    int old = Wire.enter(in, tag, "NestedValue.values");
                    StringBuilder nested = new StringBuilder();
                    writeNested(in, nested, depth + 1);
                    Wire.leave(in, old);
                    (Wire.field(tag) == 3 ? values : items).add(nested.toString());
                }
                case 5 -> scalar = Long.toString(Wire.varint(in, tag, "NestedValue.int_value"));
                case 6 -> {
                    Wire.expect(tag, 1, "NestedValue.double_value");
                    double d = in.readDouble();
                    scalar = Double.isFinite(d) ? Double.toString(d) : "null";
                }
                case 7 -> scalar = Boolean.toString(Wire.varint(in, tag, "NestedValue.bool_value") != 0);
                case 8 -> scalar = quote(new StringBuilder(), Wire.string(in, tag, "NestedValue.string_value")).toString();
                default -> in.skipField(tag);
            }
        }
        if (type == 1) {
            out.append('{');
            for (int i = 0; i < Math.min(keys.size(), values.size()); i++) {
                if (i > 0) out.append(',');
                quote(out, keys.get(i)).append(':').append(values.get(i));
            }
            out.append('}');
        } else if (type == 2) {
            out.append('[').append(String.join(",", items)).append(']');
        } else {
            out.append(scalar == null ? "null" : scalar);
        }
    }

    static StringBuilder quote(StringBuilder out, String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') out.append('\\').append(c);
            else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
            else out.append(c);
        }
        return out.append('"');
    }
}
