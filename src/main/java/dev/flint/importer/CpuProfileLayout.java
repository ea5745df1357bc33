package dev.flint.importer;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Where a .cpuprofile's top-level {@code samples} and {@code timeDeltas} arrays lie in its inflated bytes,
 * found by one byte scan of the top-level object (strings and nesting skipped, nothing decoded), and the
 * content with those arrays emptied for Jackson to read the rest.
 *
 * <p>The scan trusts nothing it has not matched: a top level that is not an object of plain keys, a key
 * written with escapes, a key given twice, anything it cannot follow makes {@link #scan} return null and
 * the caller reads the whole file with Jackson. The scan does not validate the JSON: Jackson reads
 * everything but the emptied arrays' numbers, and those are read by {@link IntegerList}, which refuses all
 * but plain integers. For valid JSON the scan and Jackson see the same structure; for invalid JSON Jackson
 * fails on the emptied content too and the caller reads the original to report the error.
 */
final class CpuProfileLayout {
    private static final byte[] SAMPLES = "samples".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] TIME_DELTAS = "timeDeltas".getBytes(StandardCharsets.US_ASCII);

    private final byte[] content;
    private final int length;
    /** The {@code [} and {@code ]} of each array, -1 when the top level has none. */
    private int samplesOpen = -1;
    private int samplesClose = -1;
    private int deltasOpen = -1;
    private int deltasClose = -1;

    private CpuProfileLayout(byte[] content, int length) {
        this.content = content;
        this.length = length;
    }

    /** The layout of {@code content[0, length)}, or null when it is not a plain top-level object with such an array. */
    static CpuProfileLayout scan(byte[] content, int length) {
        CpuProfileLayout layout = new CpuProfileLayout(content, length);
        return layout.scanTopLevel() && (layout.samplesOpen >= 0 || layout.deltasOpen >= 0) ? layout : null;
    }

    private boolean scanTopLevel() {
        int p = IntegerList.skipSpace(content, 0, length);
        if (p == length || content[p] != '{') return false;
        p = IntegerList.skipSpace(content, p + 1, length);
        if (p < length && content[p] == '}') return true;
        while (p < length) {
            if (content[p] != '"') return false;
            int keyStart = p + 1;
            int keyEnd = keyStart;
            while (keyEnd < length && content[keyEnd] != '"') {
                if (content[keyEnd] == '\\') return false;
                keyEnd++;
            }
            p = IntegerList.skipSpace(content, keyEnd + 1, length);
            if (p >= length || content[p] != ':') return false;
            p = IntegerList.skipSpace(content, p + 1, length);
            if (p >= length) return false;
            boolean samples = isKey(keyStart, keyEnd, SAMPLES);
            boolean deltas = !samples && isKey(keyStart, keyEnd, TIME_DELTAS);
            if ((samples && samplesOpen >= 0) || (deltas && deltasOpen >= 0)) return false;
            if ((samples || deltas) && content[p] == '[') {
                int close = indexOf(']', p + 1);
                if (close < 0) return false;
                if (samples) {
                    samplesOpen = p;
                    samplesClose = close;
                } else {
                    deltasOpen = p;
                    deltasClose = close;
                }
                p = close + 1;
            } else {
                p = skipValue(p);
                if (p < 0) return false;
            }
            p = IntegerList.skipSpace(content, p, length);
            if (p >= length) return false;
            if (content[p] == '}') return true;
            if (content[p] != ',') return false;
            p = IntegerList.skipSpace(content, p + 1, length);
        }
        return false;
    }

    private boolean isKey(int start, int end, byte[] key) {
        return Arrays.equals(content, start, end, key, 0, key.length);
    }

    private int indexOf(char b, int from) {
        for (int p = from; p < length; p++) {
            if (content[p] == b) return p;
        }
        return -1;
    }

    /** The end of the value starting at {@code p}: after its closing quote or bracket, or where a scalar stops. */
    private int skipValue(int p) {
        int depth = 0;
        while (p < length) {
            switch (content[p]) {
                case '"' -> {
                    p = skipString(p);
                    if (p < 0 || depth == 0) return p;
                    continue;
                }
                case '{', '[' -> depth++;
                case '}', ']' -> {
                    if (depth == 0) return p;
                    if (--depth == 0) return p + 1;
                }
                case ',', ' ', '\n', '\r', '\t' -> {
                    if (depth == 0) return p;
                }
                default -> { }
            }
            p++;
        }
        return depth == 0 ? p : -1;
    }

    /** After the closing quote of the string opening at {@code p}, or -1 when it never closes. */
    private int skipString(int p) {
        p++;
        while (p < length) {
            byte b = content[p];
            if (b == '"') return p + 1;
            p += b == '\\' ? 2 : 1;
        }
        return -1;
    }

    /** The samples' node ids as written, or null when the array is not plain integers; empty without the array. */
    IntegerList samples() {
        return samplesOpen < 0 ? IntegerList.read(content, 0, 0) : IntegerList.read(content, samplesOpen + 1, samplesClose);
    }

    /** The time deltas as written, or null when the array is not plain integers; empty without the array. */
    IntegerList timeDeltas() {
        return deltasOpen < 0 ? IntegerList.read(content, 0, 0) : IntegerList.read(content, deltasOpen + 1, deltasClose);
    }

    /** The content with both arrays emptied ({@code []}), everything else byte for byte. */
    byte[] withoutArrays() {
        int[] cuts = samplesOpen < deltasOpen
                ? new int[] {samplesOpen, samplesClose, deltasOpen, deltasClose}
                : new int[] {deltasOpen, deltasClose, samplesOpen, samplesClose};
        int size = length;
        for (int i = 0; i < cuts.length; i += 2) {
            if (cuts[i] >= 0) size -= cuts[i + 1] - cuts[i] - 1;
        }
        byte[] out = new byte[size];
        int written = 0;
        int from = 0;
        for (int i = 0; i < cuts.length; i += 2) {
            if (cuts[i] < 0) continue;
            int keep = cuts[i] + 1 - from;
            System.arraycopy(content, from, out, written, keep);
            written += keep;
            from = cuts[i + 1];
        }
        System.arraycopy(content, from, out, written, length - from);
        return out;
    }
}
