package dev.flint.importer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.model.ProfileFormat;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * Tells the format from the content, never from the file name. The first {@link #HEAD_BYTES} of the
 * (decompressed) content usually decide: a JSON array is a trace; for an object the first distinctive
 * top-level key decides; text lines ending in a count are folded stacks; files of formats Flint does not
 * read are named by {@link ForeignFormats}. When the head does not decide (a large {@code metadata} value
 * before the deciding key, a first folded line longer than the head), the whole content is sniffed as a
 * stream: top-level values are skipped, never held.
 */
public final class FormatDetector {
    /** How much of the start of a file detection looks at first. */
    public static final int HEAD_BYTES = 256 * 1024;

    private static final JsonFactory JSON = JsonFactory.builder().build();
    /** Formats whose importer's provider tells them by their start (a magic, the first lines), before text checks. */
    private static final ProfileFormat[] RECOGNISED_BY_PROVIDER = {
        ProfileFormat.PERF_DATA, ProfileFormat.V8_LOG, ProfileFormat.DTRACE, ProfileFormat.MACOS_SAMPLE
    };
    private static final Set<String> V8_PROFILE_KEYS = Set.of("nodes", "startTime", "endTime", "samples", "timeDeltas");
    /** Keys of a Firefox DevTools performance-panel recording that come before its {@code frames}. */
    private static final Set<String> DEVTOOLS_RECORDING_KEYS =
            Set.of("label", "duration", "markers", "ticks", "memory", "allocations", "recordingDuration", "profilerData");

    private FormatDetector() {}

    /** Detects on the head, then on the whole content when the head does not decide. */
    public static ProfileFormat detect(SourceBytes source) throws ProfileFormatException, IOException {
        return detect(source.head(HEAD_BYTES), source.displayName(), source);
    }

    /** Detects on a head alone (deciding as well as it can when the head is cut short). */
    public static ProfileFormat detect(byte[] head, String fileName) throws ProfileFormatException {
        try {
            return detect(head, fileName, null);
        } catch (IOException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    private static ProfileFormat detect(byte[] head, String fileName, SourceBytes whole)
            throws ProfileFormatException, IOException {
        // A protobuf's first byte (0x0a) is a line feed to the text checks below. Perfetto, OTLP and pprof all
        // start with it; Perfetto's detector tells a packet from pprof's first sample type, and OTLP's top level
        // looks like pprof's start (fields 1 and 2, length-delimited): their own checks go first.
        if (ImporterProvider.fileLooksLike(ProfileFormat.PERFETTO, head, 0)) return ProfileFormat.PERFETTO;
        if (ImporterProvider.fileLooksLike(ProfileFormat.OTLP, head, 0)) return ProfileFormat.OTLP;
        if (ImporterProvider.fileLooksLike(ProfileFormat.PPROF, head, 0)) return ProfileFormat.PPROF;
        int first = firstSignificantByte(head);
        if (first < 0) {
            throw new ProfileFormatException(fileName, "", head.length == 0 ? "the file is empty"
                    : "the file holds only white space" + (head.length == HEAD_BYTES ? " at its start" : ""));
        }
        if (first == 0 && head.length >= 4 && head[0] == 'F' && head[1] == 'L' && head[2] == 'R' && head[3] == 0) {
            String old = OtherProfilers.oldJfr(head);
            if (old != null) throw new ProfileFormatException(fileName, "", old);
            return ProfileFormat.JFR; // the JDK Flight Recorder's magic
        }
        if (ImporterProvider.fileLooksLike(ProfileFormat.PERF_SCRIPT, head, first)) return ProfileFormat.PERF_SCRIPT;
        for (ProfileFormat format : RECOGNISED_BY_PROVIDER) {
            if (ImporterProvider.fileLooksLike(format, head, first)) return format;
        }
        String foreign = ForeignFormats.refusal(head);
        if (foreign == null) foreign = OtherProfilers.refusal(head);
        if (foreign != null) throw new ProfileFormatException(fileName, "", foreign);
        byte c = head[first];
        boolean cut = head.length == HEAD_BYTES && whole != null;
        if (c == '[') {
            // perf and async-profiler folded stacks may start with "[unknown];" or "[tid=12]", and perf's
            // kernel frames with "[[kernel.kallsyms]];" (a JSON array of arrays is no profile Flint reads)
            boolean nested = first + 1 < head.length && head[first + 1] == '[';
            if ((nested || !startsJsonArray(head, first)) && folded(head, first, cut ? whole : null) == Boolean.TRUE) {
                return ProfileFormat.FOLDED;
            }
            return ProfileFormat.CHROME_TRACE;
        }
        if (c == '{') return detectObject(head, fileName, cut ? whole : null);
        Boolean folded = folded(head, first, cut ? whole : null);
        if (folded == Boolean.TRUE) return ProfileFormat.FOLDED;
        if (isJsonScalar(head, first)) {
            throw new ProfileFormatException(fileName, "byte " + first,
                    "the top level is a JSON value, not an object or array: not a profile");
        }
        if (isText(head, first)) {
            throw new ProfileFormatException(fileName, "line " + lineOf(head, first), "not a profile Flint reads: text"
                    + " in none of its formats (folded stacks 'frame;frame;... COUNT', perf script, DTrace, macOS sample,"
                    + " V8 log); it starts with '" + clip(firstLine(head, first)) + "'");
        }
        throw new ProfileFormatException(fileName, "byte " + first,
                "not a profile: neither JSON nor folded stacks (starts with byte 0x"
                        + String.format("%02x", c & 0xff) + ")");
    }

    private static int firstSignificantByte(byte[] head) {
        int i = 0;
        if (head.length >= 3 && (head[0] & 0xff) == 0xef && (head[1] & 0xff) == 0xbb && (head[2] & 0xff) == 0xbf) {
            i = 3;
        }
        for (; i < head.length; i++) {
            byte b = head[i];
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') return i;
        }
        return -1;
    }

    /** {@code [} followed by the start of a JSON value or the end of the array (or nothing yet). */
    private static boolean startsJsonArray(byte[] head, int bracket) {
        for (int i = bracket + 1; i < head.length; i++) {
            byte b = head[i];
            if (b == ' ' || b == '\n' || b == '\r' || b == '\t') continue;
            return b == '{' || b == ']' || b == '[' || b == '"' || b == '-' || (b >= '0' && b <= '9')
                    || isJsonScalar(head, i);
        }
        return true;
    }

    /** {@code true}, {@code false}, {@code null}, a number or a string, as the whole first token. */
    private static boolean isJsonScalar(byte[] head, int first) {
        byte c = head[first];
        if (c == '"' || c == '-' || (c >= '0' && c <= '9')) return true;
        for (String word : new String[] {"true", "false", "null"}) {
            int end = first + word.length();
            if (end > head.length) continue;
            if (!new String(head, first, word.length(), StandardCharsets.US_ASCII).equals(word)) continue;
            if (end == head.length) return true;
            byte after = head[end];
            if (after == ' ' || after == '\n' || after == '\r' || after == '\t' || after == ',') return true;
        }
        return false;
    }

    private static ProfileFormat detectObject(byte[] head, String fileName, SourceBytes whole)
            throws ProfileFormatException, IOException {
        ObjectSniff sniff = new ObjectSniff();
        try (JsonParser parser = JSON.createParser(head)) {
            sniff.run(parser);
        } catch (IOException endOfHead) {
            sniff.cut = true;
        }
        if (sniff.format == null && sniff.refusal == null && sniff.cut && whole != null) {
            // The head ended inside a top-level value: read on through the whole content, skipping values.
            ObjectSniff deep = new ObjectSniff();
            try (InputStream in = whole.open(ProgressListener.NONE); JsonParser parser = JSON.createParser(in)) {
                deep.run(parser);
            } catch (SourceBytes.InflatedTooLargeException e) {
                throw e;
            } catch (IOException brokenLater) {
                deep.cut = true;
            }
            sniff = deep;
        }
        if (sniff.refusal != null) throw new ProfileFormatException(fileName, "", sniff.refusal);
        if (sniff.format != null) return sniff.format;
        if (containsText(head, "speedscope.app/file-format-schema.json")) return ProfileFormat.SPEEDSCOPE;
        if (sniff.sawFirefoxKey) return containsText(head, "\"preprocessedProfileVersion\"")
                ? ProfileFormat.FIREFOX_PROCESSED : ProfileFormat.GECKO;
        if (containsText(head, "\"traceEvents\"")) return ProfileFormat.CHROME_TRACE;
        if (containsText(head, "\"selfSize\"") && !containsText(head, "\"timeDeltas\"")) return ProfileFormat.HEAPPROFILE;
        if (sniff.sawSamples || containsText(head, "\"timeDeltas\"")) return ProfileFormat.CPUPROFILE;
        throw new ProfileFormatException(fileName, "$",
                "a JSON object with none of the keys of a known profile format "
                        + "(nodes, traceEvents, frames/stacks, meta/threads)");
    }

    /** One pass over an object's top-level keys; stops at the first that decides. */
    private static final class ObjectSniff {
        ProfileFormat format;
        String refusal;
        boolean sawSamples;
        boolean sawFirefoxKey;
        boolean sawDevtoolsRecordingKey;
        boolean sawSpeedscopeKey;
        /** An empty {@code code} array: a {@code --preprocess} JSON when {@code ticks} follows. */
        boolean sawV8Code;
        boolean cut;

        void run(JsonParser parser) throws IOException {
            parser.nextToken();
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                switch (key) {
                    case "traceEvents", "stackFrames" -> format = ProfileFormat.CHROME_TRACE;
                    case "resourceProfiles", "resource_profiles" -> format = ProfileFormat.OTLP;
                    case "nodes", "timeDeltas" -> format = ProfileFormat.CPUPROFILE;
                    case "head" -> {
                        parser.nextToken();
                        format = headKind(parser);
                    }
                    case "frames", "resources", "stacks" -> {
                        if (sawDevtoolsRecordingKey) refusal = ForeignFormats.devtoolsRecording();
                        else format = ProfileFormat.JS_SELF_PROFILE;
                    }
                    case "meta" -> {
                        parser.nextToken();
                        format = firefoxKind(parser);
                    }
                    case "$schema" -> {
                        if (parser.nextToken() == JsonToken.VALUE_STRING && parser.getText().contains("speedscope")) {
                            format = ProfileFormat.SPEEDSCOPE;
                            return;
                        }
                        parser.skipChildren();
                        continue;
                    }
                    case "fileType" -> {
                        if (parser.nextToken() == JsonToken.VALUE_STRING
                                && parser.getText().equals("Recorded Performance Data")) {
                            refusal = ForeignFormats.devtoolsRecording();
                        }
                        continue;
                    }
                    case "profiles", "activeProfileIndex" -> sawSpeedscopeKey = true;
                    case "threads", "libs", "processes", "pausedRanges" -> sawFirefoxKey = true;
                    case "shared" -> {
                        sawFirefoxKey = true;
                        // speedscope's shared.frames next to its profiles, even without $schema
                        if (sawSpeedscopeKey) format = ProfileFormat.SPEEDSCOPE;
                    }
                    case "samples" -> sawSamples = true;
                    case "code" -> {
                        // node --prof-process --preprocess: code entries {name, type}, then functions and ticks
                        if (parser.nextToken() != JsonToken.START_ARRAY) {
                            parser.skipChildren();
                            continue;
                        }
                        JsonToken first = parser.nextToken();
                        if (first == JsonToken.END_ARRAY) {
                            sawV8Code = true;
                            continue;
                        }
                        if (first == JsonToken.START_OBJECT && isV8CodeEntry(parser)) format = ProfileFormat.V8_PREPROCESS;
                        return; // the parser is inside the value now; decide on what was seen
                    }
                    case "ticks" -> {
                        if (sawV8Code) format = ProfileFormat.V8_PREPROCESS;
                        else sawDevtoolsRecordingKey = true;
                    }
                    case "profile" -> {
                        // Profiler.stop's result saved as is: {"profile": {"nodes": ..., ...}}
                        if (parser.nextToken() == JsonToken.START_OBJECT && parser.nextToken() == JsonToken.FIELD_NAME
                                && V8_PROFILE_KEYS.contains(parser.currentName())) {
                            format = ProfileFormat.CPUPROFILE;
                        }
                        return; // the parser is inside the value now; decide on what was seen
                    }
                    default -> {
                        if (DEVTOOLS_RECORDING_KEYS.contains(key)) sawDevtoolsRecordingKey = true;
                        refusal = OtherProfilers.byJsonKey(key);
                    }
                }
                if (format != null || refusal != null) return;
                parser.nextToken();
                parser.skipChildren();
            }
            cut = false;
        }
    }

    /**
     * Inside {@code head}: a V8 heap profile's nodes carry {@code selfSize}, a legacy CPU profile's
     * {@code hitCount}. Only the root node's own keys are read; its children are skipped.
     */
    private static ProfileFormat headKind(JsonParser parser) throws IOException {
        if (parser.currentToken() != JsonToken.START_OBJECT) return ProfileFormat.CPUPROFILE;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            if (key.equals("selfSize")) return ProfileFormat.HEAPPROFILE;
            if (key.equals("hitCount") || key.equals("callUID")) return ProfileFormat.CPUPROFILE;
            parser.nextToken();
            parser.skipChildren();
        }
        return ProfileFormat.CPUPROFILE;
    }

    /** V8's code entry types in a {@code --preprocess} JSON ({@code JsonProfile}). */
    private static final Set<String> V8_CODE_TYPES = Set.of("SHARED_LIB", "CPP", "CODE", "JS");

    /** Inside the first {@code code} entry: its {@code type} is one of V8's. */
    private static boolean isV8CodeEntry(JsonParser parser) throws IOException {
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonToken value = parser.nextToken();
            if (key.equals("type")) return value == JsonToken.VALUE_STRING && V8_CODE_TYPES.contains(parser.getText());
            parser.skipChildren();
        }
        return false;
    }

    /** Inside {@code meta}: a processed profile says which processing version it has. */
    private static ProfileFormat firefoxKind(JsonParser parser) {
        try {
            if (parser.currentToken() != JsonToken.START_OBJECT) return ProfileFormat.GECKO;
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                if ("preprocessedProfileVersion".equals(parser.currentName())) return ProfileFormat.FIREFOX_PROCESSED;
                parser.nextToken();
                parser.skipChildren();
            }
        } catch (IOException endOfHead) {
            // fall through: meta is cut by the end of the head
        }
        return ProfileFormat.GECKO;
    }

    private static boolean containsText(byte[] head, String text) {
        return new String(head, StandardCharsets.ISO_8859_1).contains(text);
    }

    /**
     * Whether the first stack line (after blank lines and {@code #} comments, which the folded importer
     * skips too) is {@code frame;frame;... COUNT}; null when it runs past the head and there is no
     * {@code whole} content to read it from.
     */
    private static Boolean folded(byte[] head, int start, SourceBytes whole) throws IOException {
        int lineStart = start;
        while (lineStart < head.length) {
            int end = lineStart;
            while (end < head.length && head[end] != '\n') end++;
            if (end == head.length && whole != null) return foldedFirstLine(whole);
            String line = new String(head, lineStart, end - lineStart, StandardCharsets.UTF_8).strip();
            if (!line.isEmpty() && line.charAt(0) != '#') {
                if (end == head.length && head.length == HEAD_BYTES) return isStackLinePrefix(line) ? null : false;
                return isStackLine(line);
            }
            lineStart = end + 1;
        }
        return false;
    }

    /** The first stack line read from the whole content (as long as the folded importer allows a line). */
    private static Boolean foldedFirstLine(SourceBytes whole) throws IOException {
        try (InputStream in = whole.open(ProgressListener.NONE)) {
            LineReader lines = new LineReader(in, FoldedStacksImporter.MAX_LINE_BYTES);
            for (int length; (length = lines.next("")) >= 0; ) {
                String line = new String(lines.bytes(), 0, length, StandardCharsets.UTF_8).strip();
                if (!line.isEmpty() && line.charAt(0) != '#') return isStackLine(line);
            }
        } catch (ProfileFormatException lineTooLong) {
            return false;
        }
        return false;
    }

    /** A line cut by the head: frames so far without control characters. */
    private static boolean isStackLinePrefix(String line) {
        if (line.indexOf('\uFFFD') >= 0 && line.indexOf('\uFFFD') < line.length() - 3) return false;
        for (int i = 0; i < line.length(); i++) {
            if (Character.isISOControl(line.charAt(i)) && line.charAt(i) != '\t') return false;
        }
        return line.indexOf(';') >= 0;
    }

    /**
     * {@code frames COUNT}: the count after a space or a tab starts with a digit (the importer checks the
     * rest and names a bad count), and the frames hold no control characters.
     */
    private static boolean isStackLine(String line) {
        if (line.indexOf('\uFFFD') >= 0) return false;
        int space = Math.max(line.lastIndexOf(' '), line.lastIndexOf('\t'));
        if (space <= 0 || space == line.length() - 1) return false;
        char firstDigit = line.charAt(space + 1);
        if ((firstDigit < '0' || firstDigit > '9') && firstDigit != '-' && firstDigit != '+') return false;
        for (int i = space + 1; i < line.length(); i++) {
            char d = line.charAt(i);
            if (Character.isWhitespace(d) || Character.isISOControl(d)) return false;
        }
        for (int i = 0; i < space; i++) {
            if (Character.isISOControl(line.charAt(i)) && line.charAt(i) != '\t') return false;
        }
        return true;
    }

    /** Printable UTF-8 text: no control bytes but white space in the first few KiB. */
    private static boolean isText(byte[] head, int first) {
        int end = Math.min(head.length, first + 4096);
        String text = new String(head, first, end - first, StandardCharsets.UTF_8);
        int bad = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '\uFFFD' && i < text.length() - 3) bad++;
            else if (Character.isISOControl(ch) && ch != '\n' && ch != '\r' && ch != '\t') bad++;
        }
        return bad == 0;
    }

    private static long lineOf(byte[] head, int offset) {
        long line = 1;
        for (int i = 0; i < offset; i++) if (head[i] == '\n') line++;
        return line;
    }

    private static String firstLine(byte[] head, int first) {
        int end = first;
        while (end < head.length && head[end] != '\n' && end - first < 400) end++;
        return new String(head, first, end - first, StandardCharsets.UTF_8).strip();
    }

    private static String clip(String line) {
        return line.length() <= 80 ? line : line.substring(0, 77) + "...";
    }
}
