package dev.flint.importer.perfetto;

import java.nio.charset.StandardCharsets;

/**
 * The keys of a {@code data} annotation's dict that the trace keeps ({@link DebugAnnotations}), told apart from
 * the key's UTF-8 bytes without making a String: a data dict's keys are sent as text, entry after entry, and
 * most are not kept. The keys are ASCII, so equal bytes are an equal string and no other bytes decode to one.
 */
final class DataKeys {
    static final int OTHER = 0, FUNCTION_NAME = 1, URL = 2, SCRIPT_ID = 3, TYPE = 4, LINE_NUMBER = 5, COLUMN_NUMBER = 6,
            SAMPLE_TRACE_ID = 7;
    /** Each kept key's text, by its number. */
    private static final String[] NAMES =
            {null, "functionName", "url", "scriptId", "type", "lineNumber", "columnNumber", "sampleTraceId"};
    private static final byte[][] TEXTS = new byte[NAMES.length][];

    static {
        for (int kept = 1; kept < NAMES.length; kept++) TEXTS[kept] = NAMES[kept].getBytes(StandardCharsets.US_ASCII);
    }

    private DataKeys() {}

    /** Which kept key the {@code length} bytes of {@code bytes} from {@code at} are, {@link #OTHER} for none. */
    static int of(byte[] bytes, int at, int length) {
        int kept = switch (length) {
            case 3 -> URL;
            case 4 -> TYPE;
            case 8 -> SCRIPT_ID;
            case 10 -> LINE_NUMBER;
            case 12 -> bytes[at] == 'f' ? FUNCTION_NAME : COLUMN_NUMBER;
            case 13 -> SAMPLE_TRACE_ID;
            default -> OTHER;
        };
        return kept != OTHER && java.util.Arrays.equals(bytes, at, at + length, TEXTS[kept], 0, length) ? kept : OTHER;
    }

    /** Which kept key {@code key} is (an interned key: rarer than keys sent as text), {@link #OTHER} for none. */
    static int of(String key) {
        for (int kept = 1; kept < NAMES.length; kept++) {
            if (NAMES[kept].equals(key)) return kept;
        }
        return OTHER;
    }
}
