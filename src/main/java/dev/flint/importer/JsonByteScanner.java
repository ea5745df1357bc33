package dev.flint.importer;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Checks one JSON value in a byte buffer against the grammar Jackson enforces and finds where it ends, without
 * tokenizing into objects: the trace scanner's way past a Chrome trace event (and past its megabytes of
 * screenshot base64) at memory speed. For an object it also notes each top-level member's key, as its id among
 * the keys a trace reader acts on ({@link TraceEventFields#keyId}), and where its value lies, so the fields a
 * trace needs are read straight from those spans and nothing is scanned twice.
 *
 * <p>What it accepts is a subset of what Jackson accepts, never more: strict numbers, the three literals,
 * strings without raw control characters and with valid escapes, nesting up to {@link #MAX_DEPTH}. Anything
 * else is {@link #MALFORMED}, and the caller lets Jackson read the file and word the problem. Bytes of 0x80 and
 * above are not checked here: a string that is kept is decoded (and checked) by its reader, and one that is
 * skipped is dropped whatever it holds, as JsonInput's lenient second pass drops it.
 *
 * <p>No recursion: nesting is a stack of bits, so a hostile 10,000-deep array costs a clear refusal, not the stack.
 */
final class JsonByteScanner {
    /** The input ends inside the value: read more and scan again. */
    static final int NEED_MORE = -1;
    /** Not JSON as Jackson reads it (or deeper than {@link #MAX_DEPTH}). */
    static final int MALFORMED = -2;
    /**
     * Values nested deeper than this are left to Jackson, whose limit ({@link JsonInput#MAX_NESTING}) counts
     * from the top of the file and an event sits two levels down.
     */
    static final int MAX_DEPTH = JsonInput.MAX_NESTING - 8;
    /** Top-level members noted per object; an event with more is read by Jackson. */
    static final int MAX_MEMBERS = 48;
    /** Keys longer than this are left to Jackson (its limit is 50,000 characters). */
    private static final int MAX_KEY_BYTES = 50_000;
    /** Numbers longer than this are left to Jackson (its limit is 1000 digits). */
    private static final int MAX_NUMBER_BYTES = 400;

    private static final byte PLAIN = 0;
    private static final byte QUOTE = 1;
    private static final byte BACKSLASH = 2;
    private static final byte CONTROL = 3;
    /** What a byte inside a string means: most are {@link #PLAIN} and the loop over them stays tight. */
    private static final byte[] STRING_BYTE = new byte[256];

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;
    private static final long QUOTES = ONES * '"';
    private static final long BACKSLASHES = ONES * '\\';
    private static final long CONTROLS = ONES * 0x20;
    private static final long HIGH_NIBBLES = ONES * 0xF0;
    private static final long DIGIT_NIBBLES = ONES * 0x30;
    private static final long SIXES = ONES * 0x06;
    private static final long LOWS_7 = ONES * 0x7F;

    static {
        for (int c = 0; c < 0x20; c++) STRING_BYTE[c] = CONTROL;
        STRING_BYTE['"'] = QUOTE;
        STRING_BYTE['\\'] = BACKSLASH;
    }

    /**
     * Ints per member in {@link #members}, {@link #argsMembers} and {@link #dataMembers}: the key's id, the value's
     * start and end.
     */
    static final int INTS_PER_MEMBER = 3;
    /**
     * Per member: its key's id ({@link TraceEventFields#keyId}: -1 for a key no reader acts on,
     * {@link TraceEventFields#ESCAPED_KEY}), its value's start and its end (exclusive).
     */
    final int[] members = new int[MAX_MEMBERS * INTS_PER_MEMBER];
    /** Members of the scanned object noted in {@link #members}; -1 when it had more than {@link #MAX_MEMBERS}. */
    int memberCount;
    /**
     * The members of the scanned object's {@code args} object, as {@link #members} notes the object's own: the
     * trace fields reader reads them from here instead of walking args' bytes a second time.
     */
    final int[] argsMembers = new int[MAX_MEMBERS * INTS_PER_MEMBER];
    /**
     * Members noted in {@link #argsMembers}; -1 when none are noted (no args member whose value is an object, a
     * second args member, or more than {@link #MAX_MEMBERS} in it): the reader then walks args itself.
     */
    int argsMemberCount;
    /**
     * The members of the {@code data} object in the noted args ({@code args.data}, where a trace event keeps its
     * function, URL and frame), as {@link #argsMembers} notes args' own: read from here, not walked again.
     */
    final int[] dataMembers = new int[MAX_MEMBERS * INTS_PER_MEMBER];
    /**
     * Members noted in {@link #dataMembers}; -1 when none are (args not noted, no data member whose value is an
     * object, a second one, or more than {@link #MAX_MEMBERS} in it): the reader then walks args.data itself.
     */
    int dataMemberCount;
    /** Per nesting level, whether the open container there is an array (else an object). */
    private final long[] containerIsArray = new long[(MAX_DEPTH + 64) / 64];
    /** Values nested deeper than this are {@link #MALFORMED}. */
    private final int maxDepth;

    JsonByteScanner() {
        this(MAX_DEPTH);
    }

    /** A scanner for values that a parser with a lower nesting limit would read: deeper ones are left to it. */
    JsonByteScanner(int maxDepth) {
        this.maxDepth = Math.min(maxDepth, MAX_DEPTH);
    }

    private static final int VALUE = 0;
    private static final int VALUE_OR_END = 1;
    private static final int KEY = 2;
    private static final int KEY_OR_END = 3;
    private static final int COLON = 4;
    private static final int AFTER_VALUE = 5;

    /**
     * Scans the value starting at {@code start} (no whitespace before it), noting the top-level members when
     * it is an object.
     *
     * @return the index just past the value, {@link #NEED_MORE} or {@link #MALFORMED}
     */
    int scanValue(byte[] b, int start, int limit) {
        memberCount = 0;
        argsMemberCount = -1;
        dataMemberCount = -1;
        int p = start;
        int depth = 0;
        int state = VALUE;
        // The id of the last key met at a level whose members are noted.
        int key = -1;
        // Whether the last top-level key was "args", whether an args object was met, and whether the scan is
        // inside it (its members are values at depth 2).
        boolean argsKey = false;
        boolean argsSeen = false;
        boolean inArgs = false;
        // The same for args.data in the noted args object (its members are values at depth 3).
        boolean dataSeen = false;
        boolean inData = false;
        while (true) {
            if (p >= limit) return NEED_MORE;
            int c = b[p] & 0xff;
            if (c <= ' ' && (c == ' ' || c == '\n' || c == '\r' || c == '\t')) {
                p++;
                continue;
            }
            switch (state) {
                case VALUE, VALUE_OR_END -> {
                    if (c == ']' && state == VALUE_OR_END) {
                        depth--;
                        p++;
                        if (depth == 0) return p;
                        if (depth == 1 && !isArray(0)) {
                            memberCount = noteEnd(members, memberCount, p);
                        } else if (depth == 2 && inArgs) {
                            argsMemberCount = noteEnd(argsMembers, argsMemberCount, p);
                        } else if (depth == 3 && inData) {
                            dataMemberCount = noteEnd(dataMembers, dataMemberCount, p);
                        }
                        state = AFTER_VALUE;
                        continue;
                    }
                    int valueStart = p;
                    if (c == '{' || c == '[') {
                        if (depth >= maxDepth) return MALFORMED;
                        setArray(depth, c == '[');
                        if (depth == 1 && !isArray(0)) {
                            memberCount = noteStart(members, memberCount, key, valueStart);
                            if (argsKey && c == '{') {
                                // A second args object: Jackson's reader reads both in turn, and so does the walk.
                                argsMemberCount = argsSeen ? -1 : 0;
                                inArgs = !argsSeen;
                                argsSeen = true;
                            }
                        } else if (depth == 2 && inArgs) {
                            argsMemberCount = noteStart(argsMembers, argsMemberCount, key, valueStart);
                            if (key == TraceEventFields.DATA && c == '{') {
                                dataMemberCount = dataSeen ? -1 : 0;
                                inData = !dataSeen;
                                dataSeen = true;
                            }
                        } else if (depth == 3 && inData) {
                            dataMemberCount = noteStart(dataMembers, dataMemberCount, key, valueStart);
                        }
                        depth++;
                        p++;
                        state = c == '{' ? KEY_OR_END : VALUE_OR_END;
                        continue;
                    }
                    if (c == '"') {
                        p = skipString(b, p + 1, limit);
                    } else if (c >= '1' && c <= '9' && p + 17 <= limit) {
                        // A positive integer (pid, tid, ts, dur: five or six an event) ends within the two words
                        // after its first digit, its separator right after it: found here, as skipDigits finds
                        // digits, without skipNumber's and skipDigits' calls. Anything else is skipNumber's.
                        int end = p + 1;
                        long w = (long) LONGS.get(b, end);
                        long notDigit = ((w & HIGH_NIBBLES) ^ DIGIT_NIBBLES)
                                | (((w + SIXES) & HIGH_NIBBLES) ^ DIGIT_NIBBLES);
                        long marked = (((notDigit & LOWS_7) + LOWS_7) | notDigit) & HIGHS;
                        if (marked == 0) {
                            end += 8;
                            w = (long) LONGS.get(b, end);
                            notDigit = ((w & HIGH_NIBBLES) ^ DIGIT_NIBBLES)
                                    | (((w + SIXES) & HIGH_NIBBLES) ^ DIGIT_NIBBLES);
                            marked = (((notDigit & LOWS_7) + LOWS_7) | notDigit) & HIGHS;
                        }
                        int next = marked == 0 ? 0 : b[end += firstMarkedByte(marked)];
                        p = next == ',' || next == '}' ? end : skipNumber(b, p, limit);
                    } else if (c == '-' || (c >= '0' && c <= '9')) {
                        p = skipNumber(b, p, limit);
                    } else if (c == 't') {
                        p = literal(b, p, limit, "true");
                    } else if (c == 'f') {
                        p = literal(b, p, limit, "false");
                    } else if (c == 'n') {
                        p = literal(b, p, limit, "null");
                    } else {
                        return MALFORMED;
                    }
                    if (p < 0) return p;
                    if (depth == 0) return p;
                    if (depth == 1 && !isArray(0)) {
                        memberCount = noteStart(members, memberCount, key, valueStart);
                        memberCount = noteEnd(members, memberCount, p);
                    } else if (depth == 2 && inArgs) {
                        argsMemberCount = noteStart(argsMembers, argsMemberCount, key, valueStart);
                        argsMemberCount = noteEnd(argsMembers, argsMemberCount, p);
                    } else if (depth == 3 && inData) {
                        dataMemberCount = noteStart(dataMembers, dataMemberCount, key, valueStart);
                        dataMemberCount = noteEnd(dataMembers, dataMemberCount, p);
                    }
                    // Most values are followed by their comma at once: take it here, not in another turn.
                    if (p < limit && b[p] == ',') {
                        p++;
                        state = isArray(depth - 1) ? VALUE : KEY;
                    } else {
                        state = AFTER_VALUE;
                    }
                }
                case KEY, KEY_OR_END -> {
                    if (c == '}' && state == KEY_OR_END) {
                        depth--;
                        p++;
                        if (depth == 0) return p;
                        if (depth == 1 && !isArray(0)) {
                            memberCount = noteEnd(members, memberCount, p);
                            inArgs = false;
                        } else if (depth == 2 && inArgs) {
                            argsMemberCount = noteEnd(argsMembers, argsMemberCount, p);
                            inData = false;
                        } else if (depth == 3 && inData) {
                            dataMemberCount = noteEnd(dataMembers, dataMemberCount, p);
                        }
                        state = AFTER_VALUE;
                        continue;
                    }
                    if (c != '"') return MALFORMED;
                    int keyStart = p + 1;
                    int keyEnd = -1;
                    boolean noted = depth == 1 || (depth == 2 && inArgs) || (depth == 3 && inData);
                    if (keyStart + 16 <= limit) {
                        // Nearly every key of a trace is under sixteen bytes, most under eight: one or two words
                        // hold it and its closing quote, and its id comes from them, without a call to skip it and
                        // another to read it again (the two were a third of the scan's samples on the 1 GB trace).
                        // Written out for C1.
                        long w = (long) LONGS.get(b, keyStart);
                        long q = w ^ QUOTES;
                        long s = w ^ BACKSLASHES;
                        long m = (((q - ONES) & ~q) | ((s - ONES) & ~s) | ((w - CONTROLS) & ~w)) & HIGHS;
                        if (m != 0) {
                            int length = firstMarkedByte(m);
                            if (b[keyStart + length] == '"') {
                                keyEnd = keyStart + length;
                                if (noted) key = TraceEventFields.shortKeyId(w & ((1L << (length << 3)) - 1));
                            }
                        } else {
                            long w1 = (long) LONGS.get(b, keyStart + 8);
                            q = w1 ^ QUOTES;
                            s = w1 ^ BACKSLASHES;
                            m = (((q - ONES) & ~q) | ((s - ONES) & ~s) | ((w1 - CONTROLS) & ~w1)) & HIGHS;
                            if (m != 0) {
                                int length = firstMarkedByte(m);
                                if (b[keyStart + 8 + length] == '"') {
                                    keyEnd = keyStart + 8 + length;
                                    if (noted) key = TraceEventFields.keyId(w, w1 & ((1L << (length << 3)) - 1));
                                }
                            }
                        }
                    }
                    if (keyEnd >= 0) {
                        p = keyEnd + 1;
                    } else {
                        p = skipString(b, keyStart, limit);
                        if (p < 0) return p;
                        keyEnd = p - 1;
                        // Jackson reads every key, and refuses one over its limit: left to it to say so.
                        if (keyEnd - keyStart > MAX_KEY_BYTES) return MALFORMED;
                        if (noted) key = TraceEventFields.keyId(b, keyStart, keyEnd);
                    }
                    if (depth == 1) argsKey = key == TraceEventFields.ARGS;
                    // Most keys are followed by their colon at once.
                    if (p < limit && b[p] == ':') {
                        p++;
                        state = VALUE;
                    } else {
                        state = COLON;
                    }
                }
                case COLON -> {
                    if (c != ':') return MALFORMED;
                    p++;
                    state = VALUE;
                }
                default -> { // AFTER_VALUE
                    boolean inArray = isArray(depth - 1);
                    if (c == ',') {
                        p++;
                        state = inArray ? VALUE : KEY;
                    } else if ((c == ']' && inArray) || (c == '}' && !inArray)) {
                        depth--;
                        p++;
                        if (depth == 0) return p;
                        if (depth == 1 && !isArray(0)) {
                            memberCount = noteEnd(members, memberCount, p);
                            inArgs = false;
                        } else if (depth == 2 && inArgs) {
                            argsMemberCount = noteEnd(argsMembers, argsMemberCount, p);
                            inData = false;
                        } else if (depth == 3 && inData) {
                            dataMemberCount = noteEnd(dataMembers, dataMemberCount, p);
                        }
                    } else {
                        return MALFORMED;
                    }
                }
            }
        }
    }

    /** Notes the next member's key id and where its value starts in {@code spans}: the count, -1 past {@link #MAX_MEMBERS}. */
    private static int noteStart(int[] spans, int count, int key, int valueStart) {
        if (count < 0 || count == MAX_MEMBERS) return -1;
        int at = count * INTS_PER_MEMBER;
        spans[at] = key;
        spans[at + 1] = valueStart;
        return count;
    }

    /** Notes where the member {@link #noteStart} began ends: the count with it (-1 stays). */
    private static int noteEnd(int[] spans, int count, int end) {
        if (count < 0) return -1;
        spans[count * INTS_PER_MEMBER + 2] = end;
        return count + 1;
    }

    private boolean isArray(int depth) {
        return (containerIsArray[depth >>> 6] & (1L << depth)) != 0;
    }

    private void setArray(int depth, boolean array) {
        if (array) containerIsArray[depth >>> 6] |= 1L << depth;
        else containerIsArray[depth >>> 6] &= ~(1L << depth);
    }

    /**
     * From just after an opening quote to just after the closing one, checking escapes and control bytes.
     *
     * @return the index after the closing quote, {@link #NEED_MORE} or {@link #MALFORMED}
     */
    static int skipString(byte[] b, int from, int limit) {
        int p = from;
        if (p + 8 <= limit) {
            // Three keys in four are of two to four bytes: one word holds their closing quote, and the sixteen-byte
            // step's second word would be work thrown away. Written out for C1, as below.
            long w = (long) LONGS.get(b, p);
            long q = w ^ QUOTES;
            long s = w ^ BACKSLASHES;
            long m = (((q - ONES) & ~q) | ((s - ONES) & ~s) | ((w - CONTROLS) & ~w)) & HIGHS;
            if (m == 0) {
                p += 8;
            } else {
                p += firstMarkedByte(m);
                if (b[p] == '"') return p + 1;
            }
        }
        while (true) {
            if (p + 16 <= limit) {
                // Sixteen bytes at a time, the test written out (C1, the packaged app's compiler, would call
                // a method for it): a screenshot is megabytes of base64 without a special byte. The lowest
                // marked byte is the first special one (a borrow only marks bytes above a true match), so a
                // short string costs a step or two, not a loop per byte.
                long w0 = (long) LONGS.get(b, p);
                long w1 = (long) LONGS.get(b, p + 8);
                long q0 = w0 ^ QUOTES;
                long s0 = w0 ^ BACKSLASHES;
                long q1 = w1 ^ QUOTES;
                long s1 = w1 ^ BACKSLASHES;
                long m0 = (((q0 - ONES) & ~q0) | ((s0 - ONES) & ~s0) | ((w0 - CONTROLS) & ~w0)) & HIGHS;
                long m1 = (((q1 - ONES) & ~q1) | ((s1 - ONES) & ~s1) | ((w1 - CONTROLS) & ~w1)) & HIGHS;
                if ((m0 | m1) == 0) {
                    p += 16;
                    continue;
                }
                p += m0 != 0 ? firstMarkedByte(m0) : 8 + firstMarkedByte(m1);
            } else if (p + 8 <= limit) {
                long marked = stringSpecials((long) LONGS.get(b, p));
                if (marked == 0) {
                    p += 8;
                    continue;
                }
                p += firstMarkedByte(marked);
            } else {
                while (p < limit && STRING_BYTE[b[p] & 0xff] == PLAIN) p++;
                if (p >= limit) return NEED_MORE;
            }
            byte kind = STRING_BYTE[b[p] & 0xff];
            if (kind == QUOTE) return p + 1;
            if (kind == CONTROL) return MALFORMED;
            // A backslash: one of the JSON escapes, \\uXXXX with four hex digits.
            if (p + 1 >= limit) return NEED_MORE;
            int e = b[p + 1];
            if (e == 'u') {
                if (p + 6 > limit) return NEED_MORE;
                for (int i = p + 2; i < p + 6; i++) {
                    if (Character.digit(b[i], 16) < 0) return MALFORMED;
                }
                p += 6;
            } else if (e == '"' || e == '\\' || e == '/' || e == 'b' || e == 'f' || e == 'n' || e == 'r' || e == 't') {
                p += 2;
            } else {
                return MALFORMED;
            }
        }
    }

    /**
     * The index (0-7) of the lowest byte whose high bit is set in {@code marked} (only high bits set, not zero):
     * below it every byte of {@code lowest - 1} is 0xFF and at it 0x7F, so their low bits sum to the index + 1.
     * Long.numberOfTrailingZeros is a loop of halvings under C1, which has no intrinsic for it.
     */
    static int firstMarkedByte(long marked) {
        long lowest = marked & -marked;
        return (int) ((((lowest - 1) & ONES) * ONES) >>> 56) - 1;
    }

    /**
     * The high bit of each byte of the word that may be a quote, a backslash or below 0x20; zero when none is.
     * The lowest marked byte is always one of them (a borrow only marks bytes above a true match).
     */
    private static long stringSpecials(long word) {
        long quote = word ^ (ONES * '"');
        long backslash = word ^ (ONES * '\\');
        long marked = ((quote - ONES) & ~quote) | ((backslash - ONES) & ~backslash) | ((word - ONES * 0x20) & ~word);
        return marked & HIGHS;
    }

    /**
     * A JSON number: {@code -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?}, followed by a byte that
     * cannot continue it.
     */
    static int skipNumber(byte[] b, int from, int limit) {
        int p = from;
        if (p < limit && b[p] == '-') p++;
        if (p >= limit) return NEED_MORE;
        if (b[p] == '0') {
            p++;
        } else if (b[p] >= '1' && b[p] <= '9') {
            p = skipDigits(b, p + 1, limit);
        } else {
            return MALFORMED;
        }
        if (p < limit && b[p] == '.') {
            p++;
            int digits = p;
            p = skipDigits(b, p, limit);
            if (p == digits) return p >= limit ? NEED_MORE : MALFORMED;
        }
        if (p < limit && (b[p] == 'e' || b[p] == 'E')) {
            p++;
            if (p < limit && (b[p] == '+' || b[p] == '-')) p++;
            int digits = p;
            while (p < limit && b[p] >= '0' && b[p] <= '9') p++;
            if (p == digits) return p >= limit ? NEED_MORE : MALFORMED;
        }
        if (p >= limit) return NEED_MORE;
        if (p - from > MAX_NUMBER_BYTES) return MALFORMED;
        int next = b[p];
        // Jackson refuses "01", "1x", "1.e5" and the like: only a separator may follow a number.
        return next == ',' || next == '}' || next == ']' || next == ' ' || next == '\n' || next == '\r'
                || next == '\t' ? p : MALFORMED;
    }

    /**
     * The index of the first byte from {@code from} that is not an ASCII digit, or {@code limit}. Eight bytes at a
     * time: a timestamp is ten digits or more, and the loop per digit had 9 % of the scan thread's CPU samples on
     * the 1 GB trace. A byte is a digit when its high nibble is 3 and adding 6 does not carry out of its low
     * nibble; the lowest marked byte is the first non-digit (digits below it carry nothing into it, whatever the
     * bytes above it carry).
     */
    private static int skipDigits(byte[] b, int from, int limit) {
        int p = from;
        while (p + 8 <= limit) {
            long w = (long) LONGS.get(b, p);
            long notDigit = ((w & HIGH_NIBBLES) ^ DIGIT_NIBBLES) | (((w + SIXES) & HIGH_NIBBLES) ^ DIGIT_NIBBLES);
            long marked = (((notDigit & LOWS_7) + LOWS_7) | notDigit) & HIGHS;
            if (marked != 0) return p + firstMarkedByte(marked);
            p += 8;
        }
        while (p < limit && b[p] >= '0' && b[p] <= '9') p++;
        return p;
    }

    private static int literal(byte[] b, int from, int limit, String word) {
        int end = from + word.length();
        for (int i = 0; i < word.length() && from + i < limit; i++) {
            if (b[from + i] != word.charAt(i)) return MALFORMED;
        }
        if (end >= limit) return NEED_MORE; // the byte after the word is looked at too
        int next = b[end];
        return next == ',' || next == '}' || next == ']' || next == ' ' || next == '\n' || next == '\r'
                || next == '\t' ? end : MALFORMED;
    }
}
