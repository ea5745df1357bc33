package dev.flint.importer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.perf.PerfScriptDetector;
import dev.flint.importer.pprof.PprofDetector;
import dev.flint.model.ProfileFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Tells the format from the first bytes of the (decompressed) content, never from the file name: a JSON
 * array is a trace; for an object the first distinctive top-level key decides; text lines ending in a
 * count are folded stacks.
 */
public final class FormatDetector {
    /** How much of the start of a file detection looks at. */
    public static final int HEAD_BYTES = 256 * 1024;

    private static final JsonFactory JSON = JsonFactory.builder().build();
    private static final java.util.Set<String> V8_PROFILE_KEYS =
            java.util.Set.of("nodes", "startTime", "endTime", "samples", "timeDeltas");

    private FormatDetector() {}

    public static ProfileFormat detect(byte[] head, String fileName) throws ProfileFormatException {
        int first = firstSignificantByte(head);
        if (first < 0) {
            throw new ProfileFormatException(fileName, "", head.length == 0 ? "the file is empty"
                    : "the file holds only white space" + (head.length == HEAD_BYTES ? " at its start" : ""));
        }
        byte c = head[first];
        if (first == 0 && head.length >= 4 && c == 'F' && head[1] == 'L' && head[2] == 'R' && head[3] == 0) {
            return ProfileFormat.JFR; // the JDK Flight Recorder's magic
        }
        if (c == '[') return ProfileFormat.CHROME_TRACE;
        if (c == '{') return detectObject(head, fileName);
        if (PerfScriptDetector.looksLikePerfScript(head, first)) return ProfileFormat.PERF_SCRIPT;
        if (looksLikeFoldedStacks(head, first)) return ProfileFormat.FOLDED;
        if (PprofDetector.looksLikePprof(head)) return ProfileFormat.PPROF;
        if (c == '"' || c == '-' || (c >= '0' && c <= '9') || c == 't' || c == 'f' || c == 'n') {
            throw new ProfileFormatException(fileName, "byte " + first,
                    "the top level is a JSON value, not an object or array: not a profile");
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

    private static ProfileFormat detectObject(byte[] head, String fileName) throws ProfileFormatException {
        boolean sawSamples = false;
        boolean sawFirefoxKey = false;
        try (JsonParser parser = JSON.createParser(head)) {
            parser.nextToken();
            keys:
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                switch (key) {
                    case "traceEvents":
                        return ProfileFormat.CHROME_TRACE;
                    case "head":
                        // a V8 heap profile's nodes carry selfSize; a legacy CPU profile's head has hitCount
                        parser.nextToken();
                        return headKind(parser, head);
                    case "nodes": case "timeDeltas":
                        return ProfileFormat.CPUPROFILE;
                    case "frames": case "resources": case "stacks":
                        return ProfileFormat.JS_SELF_PROFILE;
                    case "meta":
                        parser.nextToken();
                        return firefoxKind(parser);
                    case "threads": case "libs": case "processes": case "shared": case "pausedRanges":
                        sawFirefoxKey = true;
                        break;
                    case "samples":
                        sawSamples = true;
                        break;
                    case "profile":
                        // Profiler.stop's result saved as is: {"profile": {"nodes": ..., ...}}
                        if (parser.nextToken() == JsonToken.START_OBJECT && parser.nextToken() == JsonToken.FIELD_NAME
                                && V8_PROFILE_KEYS.contains(parser.currentName())) {
                            return ProfileFormat.CPUPROFILE;
                        }
                        break keys; // the parser is inside the value now; decide on what was seen
                    default:
                        break;
                }
                parser.nextToken();
                parser.skipChildren();
            }
        } catch (IOException endOfHead) {
            // The head cut the file short of a deciding key: decide on what was seen, or by a text search.
        }
        if (sawFirefoxKey) return containsText(head, "\"preprocessedProfileVersion\"")
                ? ProfileFormat.FIREFOX_PROCESSED : ProfileFormat.GECKO;
        if (containsText(head, "\"traceEvents\"")) return ProfileFormat.CHROME_TRACE;
        if (containsText(head, "\"selfSize\"") && !containsText(head, "\"timeDeltas\"")) return ProfileFormat.HEAPPROFILE;
        if (sawSamples || containsText(head, "\"timeDeltas\"")) return ProfileFormat.CPUPROFILE;
        throw new ProfileFormatException(fileName, "$",
                "a JSON object with none of the keys of a known profile format "
                        + "(nodes, traceEvents, frames/stacks, meta/threads)");
    }

    /** Inside {@code head}: the keys of the root node (its children skipped) tell a heap profile. */
    private static ProfileFormat headKind(JsonParser parser, byte[] head) {
        try {
            if (parser.currentToken() != JsonToken.START_OBJECT) return ProfileFormat.CPUPROFILE;
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                if (key.equals("selfSize")) return ProfileFormat.HEAPPROFILE;
                if (key.equals("hitCount") || key.equals("callUID")) return ProfileFormat.CPUPROFILE;
                parser.nextToken();
                parser.skipChildren();
            }
        } catch (IOException endOfHead) {
            // the head ends inside the root node: its children went first
            return containsText(head, "\"selfSize\"") && !containsText(head, "\"hitCount\"")
                    ? ProfileFormat.HEAPPROFILE : ProfileFormat.CPUPROFILE;
        }
        return ProfileFormat.CPUPROFILE;
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
     * Text whose first stack line (after blank lines and {@code #} comments, which the folded importer
     * skips too) is {@code frame;frame;... count}, the count after a space or a tab.
     */
    private static boolean looksLikeFoldedStacks(byte[] head, int start) {
        int lineStart = start;
        while (lineStart < head.length) {
            int end = lineStart;
            while (end < head.length && head[end] != '\n') end++;
            String line = new String(head, lineStart, end - lineStart, StandardCharsets.UTF_8).strip();
            if (!line.isEmpty() && line.charAt(0) != '#') return isStackLine(line);
            lineStart = end + 1;
        }
        return false;
    }

    private static boolean isStackLine(String line) {
        if (line.indexOf('\uFFFD') >= 0) return false;
        int space = Math.max(line.lastIndexOf(' '), line.lastIndexOf('\t'));
        if (space <= 0 || space == line.length() - 1) return false;
        for (int i = space + 1; i < line.length(); i++) {
            char d = line.charAt(i);
            if ((d < '0' || d > '9') && d != '.') return false;
        }
        for (int i = 0; i < space; i++) {
            if (Character.isISOControl(line.charAt(i)) && line.charAt(i) != '\t') return false;
        }
        return true;
    }
}
