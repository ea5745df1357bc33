package dev.flint.importer;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import dev.flint.model.DoubleColumn;
import java.util.Arrays;

/**
 * Reads a trace event's fields from its bytes, once {@link JsonByteScanner} has checked them and noted where
 * the event's members lie: the same fields, with the same values, as {@link RawTraceEvent#read} reads with
 * Jackson. The common shapes only: a key or a kept string with an escape or a byte above ASCII, a number that
 * is not a plain integer where an integer is kept, and the args members that need real parsing (a CPU profile,
 * its time deltas, lines and columns, a frame list) make {@link #read} answer false, and the event is read by
 * Jackson instead.
 *
 * <p>Names and categories are interned from their bytes, so a repeated one makes no String. {@code args} is
 * read only when the event's kind uses it (see {@link #needsArgs}); Chrome writes it before the name, so the
 * members are read in two rounds.
 */
final class TraceEventFields {
    /** Text values of args (URLs, function names) up to this length are interned; longer ones are not kept twice. */
    private static final int INTERNED_TEXT_BYTES = 160;
    private static final int MAX_TEXT_BYTES = 1 << 20;
    /** Below 2^53 a decimal's digits make an exact double, and one division by an exact power of ten rounds once. */
    private static final long EXACT_MANTISSA = 1L << 53;
    private static final double[] POWERS_OF_TEN = new double[23];

    static {
        POWERS_OF_TEN[0] = 1;
        for (int i = 1; i < POWERS_OF_TEN.length; i++) POWERS_OF_TEN[i] = POWERS_OF_TEN[i - 1] * 10;
    }

    /** Thrown from deep inside a read when Jackson must read the event; carries nothing. */
    static final class NeedsJackson extends RuntimeException {
        NeedsJackson() {
            super(null, null, false, false);
        }
    }

    static final NeedsJackson NEEDS_JACKSON = new NeedsJackson();

    // The keys RawTraceEvent acts on, by id: one table lookup per key instead of a comparison per candidate.
    static final int NAME = 0, CAT = 1;
    static final int PH = 2, TS = 3, DUR = 4, PID = 5, TID = 6, ID = 7, ID2 = 8,
            ARGS = 9, GLOBAL = 10, LOCAL = 11, SAMPLE_TRACE_ID = 12, FRAME = 13, DETAIL = 14, BEGIN_DATA = 15,
            DATA = 16, FUNCTION_NAME = 17, URL = 18, LINE_NUMBER = 19, COLUMN_NUMBER = 20, SCRIPT_ID = 21,
            TYPE = 22, SOURCE = 23, PARENT = 24, PROCESS_ID = 25, NAVIGATION_ID = 26, DOCUMENT_LOADER_URL = 27,
            IS_OUTERMOST_MAIN_FRAME = 28, IS_LOADING_MAIN_FRAME = 29, CANDIDATE_INDEX = 30, MESSAGE = 31;
    // Keys of args.data's CPU profile pieces and their nodes (TraceProfileFields reads them).
    static final int FRAMES = 32, CPU_PROFILE = 33, TIME_DELTAS = 34, LINES = 35, COLUMNS = 36, NODES = 37,
            SAMPLES = 38, CALL_FRAME = 39, CHILDREN = 40, POSITION_TICKS = 41, HEAD = 42, TIMESTAMPS = 43,
            START_TIME = 44, END_TIME = 45, TRACE_IDS = 46;
    private static final String[] KEY_WORDS = {
        "name", "cat", "ph", "ts", "dur", "pid", "tid", "id", "id2", "args", "global", "local", "sampleTraceId",
        "frame", "detail", "beginData", "data", "functionName", "url", "lineNumber", "columnNumber", "scriptId",
        "type", "source", "parent", "processId", "navigationId", "documentLoaderURL", "isOutermostMainFrame",
        "isLoadingMainFrame", "candidateIndex", "message",
        "frames", "cpuProfile", "timeDeltas", "lines", "columns", "nodes", "samples", "callFrame", "children",
        "positionTicks", "head", "timestamps", "startTime", "endTime", "trace_ids"};
    private static final byte[][] KEY_BYTES = new byte[KEY_WORDS.length][];
    /** Each key's first eight bytes as a little-endian long, zero-padded. */
    private static final long[] KEY_HEADS = new long[KEY_WORDS.length];
    /** Each key's next eight bytes (from its ninth) as a little-endian long, zero-padded. */
    private static final long[] KEY_TAILS = new long[KEY_WORDS.length];
    /** Key id + 1 by {@link #keySlot} (0: no key there); the words are chosen so that no two share a slot. */
    private static final byte[] KEY_SLOTS = new byte[2048];
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;
    /** Keys whose value RawTraceEvent.scalarText reads. */
    private static final boolean[] TEXT_KEY = new boolean[KEY_WORDS.length];

    static {
        for (int i = 0; i < KEY_WORDS.length; i++) {
            byte[] word = KEY_WORDS[i].getBytes(StandardCharsets.US_ASCII);
            KEY_BYTES[i] = word;
            KEY_HEADS[i] = head(word, 0, word.length);
            KEY_TAILS[i] = word.length <= 8 ? 0 : head(word, 8, Math.min(8, word.length - 8));
            int slot = keySlot(KEY_HEADS[i]);
            if (KEY_SLOTS[slot] != 0) throw new IllegalStateException(KEY_WORDS[i] + " shares a slot");
            KEY_SLOTS[slot] = (byte) (i + 1);
        }
        for (int key : new int[] {FUNCTION_NAME, URL, SCRIPT_ID, TYPE, SOURCE, FRAME, PARENT, NAVIGATION_ID,
                DOCUMENT_LOADER_URL, MESSAGE, DETAIL}) {
            TEXT_KEY[key] = true;
        }
    }

    /** From the key's first eight bytes alone: the scan has only those for a short key ({@link #shortKeyId}). */
    private static int keySlot(long head) {
        return (int) ((head * 0x9E3779B97F4A7C15L) >>> 53);
    }

    /** Up to the first eight bytes of {@code b[start, start + length)} as a little-endian long, zero-padded. */
    private static long head(byte[] b, int start, int length) {
        if (start + 8 <= b.length) {
            long word = (long) LONGS.get(b, start);
            return length >= 8 ? word : word & ((1L << (length << 3)) - 1);
        }
        long word = 0;
        for (int i = Math.min(length, 8) - 1; i >= 0; i--) word = (word << 8) | (b[start + i] & 0xff);
        return word;
    }

    /** Whether {@code a[0, length)} equals {@code b[start, start + length)}, eight bytes at a time. */
    private static boolean sameBytes(byte[] a, byte[] b, int start, int length) {
        int i = 0;
        for (; i + 8 <= length; i += 8) {
            if ((long) LONGS.get(a, i) != (long) LONGS.get(b, start + i)) return false;
        }
        for (; i < length; i++) {
            if (a[i] != b[start + i]) return false;
        }
        return true;
    }

    /**
     * Walkers for args and id2, and for the objects inside args (data, beginData): reused, since C1 (the
     * packaged app's only compiler) allocates every object it is asked to, and there is one per event.
     */
    private final MarkerFilter markerFilter = new MarkerFilter();
    private final Members outer = new Members();
    private final Members inner = new Members();
    private final Interner texts = new Interner();
    /** Reads args.data.cpuProfile (ProfileChunk, CpuProfile) from its bytes. */
    private final TraceProfileFields profiles = new TraceProfileFields(this);

    /**
     * Event names and categories, one String per distinct name, read on the scan's thread
     * ({@link TraceEventBatches.Batch#add}) so that this thread's share of an event-dense trace is smaller.
     * Only that thread reads names; the reading thread looks a name up by its id in {@link #byId}, as the batch
     * that carries the id was handed over with it.
     *
     * <p>Ids, not Strings, go into the batches: a batch is used again and again, so it lives in the old generation,
     * and under G1 (the window's collector) each String stored into it dirtied a card that G1's refinement threads
     * then scanned, 128 references a card, over and over (1.0-1.5 CPU s on the 4 GB trace, async-profiler), and each
     * reference stored called the barrier's slow path on the scan's thread, the pipeline's slowest stage.
     */
    static final class Names {
        /** What {@link #read} gives for a value that is not a string: the event's name or category is null. */
        static final int NOT_A_STRING = -1;
        /** What {@link #read} gives for a name with an escape or a byte above ASCII: Jackson reads its event. */
        static final int ESCAPED = -2;

        private final Interner interner = new Interner();

        /** The id of the name whose value is {@code b[start, end)} ({@link #byId}), {@link #NOT_A_STRING} or {@link #ESCAPED}. */
        int read(byte[] b, int start, int end) {
            if (b[start] != '"') return NOT_A_STRING;
            int id = interner.internId(b, start + 1, end - 1);
            return id < 0 ? ESCAPED : id;
        }

        /**
         * The names by id, as far as they are known now: a batch takes this array with it when it is handed over, and
         * every id it holds is in it (the array is replaced, by a copy, only when it grows).
         */
        String[] byId() {
            return interner.byId;
        }
    }

    /** One String per distinct ASCII byte string, and an id for it: open addressing over the bytes, compared byte by byte. */
    private static final class Interner {
        private byte[][] keys = new byte[1024][];
        /** Per slot of {@link #keys}, its string's index in {@link #byId}. */
        private int[] ids = new int[1024];
        private String[] byId = new String[512];
        private int size;

        /**
         * The String of {@code b[start, end)}, or null when those bytes are not plain text ({@link #isPlainText}).
         * Only plain text is kept, so the bytes are checked only when first met, not at every lookup.
         */
        String intern(byte[] b, int start, int end) {
            int id = internId(b, start, end);
            return id < 0 ? null : byId[id];
        }

        /** As {@link #intern}, the String's index in {@link #byId}; -1 when the bytes are not plain text. */
        int internId(byte[] b, int start, int end) {
            int length = end - start;
            int hash = hash(b, start, length);
            int mask = keys.length - 1;
            for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
                byte[] key = keys[slot];
                if (key == null) {
                    if (!isPlainText(b, start, end)) return -1;
                    int id = size;
                    if (id == byId.length) byId = Arrays.copyOf(byId, id * 2);
                    byId[id] = new String(b, start, length, StandardCharsets.ISO_8859_1);
                    keys[slot] = Arrays.copyOfRange(b, start, end);
                    ids[slot] = id;
                    if (++size * 2 > keys.length) grow();
                    return id;
                }
                if (key.length == length && sameBytes(key, b, start, length)) return ids[slot];
            }
        }

        /** From the first and last eight bytes and the length: names differ there, and no loop runs per byte. */
        private static int hash(byte[] b, int start, int length) {
            long tail = length > 8 ? head(b, start + length - 8, 8) : 0;
            long mixed = (head(b, start, length) * 0x9E3779B97F4A7C15L + tail) * 0x9E3779B97F4A7C15L + length;
            return (int) (mixed ^ (mixed >>> 32));
        }

        private void grow() {
            byte[][] oldKeys = keys;
            int[] oldIds = ids;
            keys = new byte[oldKeys.length * 2][];
            ids = new int[oldKeys.length * 2];
            int mask = keys.length - 1;
            for (int i = 0; i < oldKeys.length; i++) {
                byte[] key = oldKeys[i];
                if (key == null) continue;
                int slot = hash(key, 0, key.length) & mask;
                while (keys[slot] != null) slot = (slot + 1) & mask;
                keys[slot] = key;
                ids[slot] = oldIds[i];
            }
        }
    }

    /**
     * Fills {@code e} from an event object whose {@code count} top-level members the scan noted in {@code m}
     * from {@code at}, {@link TraceEventBatches.Batch#INTS_PER_MEMBER} ints each: the key's id ({@link #keyId}),
     * the value's start and end (a count of -1: more than it notes). {@code nameIds} holds, per name or cat member,
     * its value as {@link Names#read} read it, an id into {@code names}. The members of the event's args object follow,
     * {@code argsCount} of them in the same form ({@link JsonByteScanner#argsMembers}; -1: not noted, args is
     * walked here), then those of its args.data object, {@code dataCount} of them (-1: not noted, walked here).
     *
     * @return false when Jackson must read this event ({@code e} is then half filled)
     */
    boolean read(byte[] b, int[] m, int[] nameIds, String[] names, int at, int count, int argsCount, int dataCount,
                 RawTraceEvent e) {
        if (count < 0) return false;
        e.reset();
        try {
            int argsAt = -1;
            int argsMembers = 0;
            int named = at / TraceEventBatches.Batch.INTS_PER_MEMBER;
            for (int i = 0; i < count; i++) {
                int k = at + i * TraceEventBatches.Batch.INTS_PER_MEMBER;
                int key = m[k];
                if (key == ESCAPED_KEY) throw NEEDS_JACKSON;
                if (key == NAME || key == CAT) {
                    int id = nameIds[named + i];
                    if (id == Names.ESCAPED) throw NEEDS_JACKSON;
                    String text = id == Names.NOT_A_STRING ? null : names[id];
                    if (key == NAME) e.name = text;
                    else e.cat = text;
                } else if (key >= PH && key <= ID2) {
                    // Only these keys are read here: no call for args (read below) and for the rest (tdur, tts).
                    readTopLevel(b, key, m[k + 1], m[k + 2], e);
                }
                if (key == ARGS) {
                    argsAt = k;
                    argsMembers++;
                }
            }
            // Script records carry fields only Jackson's reader reads (and megabytes of source text): few events.
            if (TraceScripts.isScriptRecord(e.name, e.cat)) return false;
            if (argsMembers > 0 && needsArgs(e)) {
                if (argsMembers == 1 && argsCount >= 0) {
                    readNotedArgs(b, m, at + count * TraceEventBatches.Batch.INTS_PER_MEMBER, argsCount, dataCount, e);
                } else if (argsMembers == 1) {
                    readArgs(b, m[argsAt + 1], e);
                } else {
                    // Every args member in turn, as Jackson's reader reads a repeated key.
                    for (int i = 0; i < count; i++) {
                        int k = at + i * TraceEventBatches.Batch.INTS_PER_MEMBER;
                        if (m[k] == ARGS) readArgs(b, m[k + 1], e);
                    }
                }
            }
        } catch (NeedsJackson | ArrayIndexOutOfBoundsException unusual) {
            // Bounds are checked by the scanner; an index out of them means a shape this reader does not know.
            return false;
        }
        e.finishRead();
        return true;
    }

    /**
     * Fills {@code e}'s args fields from an args document ({@code {"args": {...}}}, the Perfetto reader's
     * {@link TraceEventSink#acceptWithArgs}) that {@code scanner} checked whole ({@code end} is where its scan
     * ended): the fields Jackson's reader of the same document fills. Any other member at its top, or a shape
     * this reader leaves to Jackson, makes it answer false ({@code e} is then half filled).
     */
    boolean readArgsDocument(byte[] b, JsonByteScanner scanner, int end, RawTraceEvent e) {
        if (end != b.length || scanner.memberCount < 0) return false;
        e.reset();
        int[] noted = scanner.members;
        try {
            for (int i = 0, at = 0; i < scanner.memberCount; i++, at += JsonByteScanner.INTS_PER_MEMBER) {
                if (noted[at] != ARGS) return false;
                readArgs(b, noted[at + 1], e);
            }
        } catch (NeedsJackson | ArrayIndexOutOfBoundsException unusual) {
            return false;
        }
        return true;
    }

    /**
     * Whether anything reads this event's args: entries (B, X, I keep args.data), metadata and profile events,
     * and the events that become markers. The list follows ChromeTraceAssembly.accept.
     */
    boolean needsArgs(RawTraceEvent e) {
        if (e.ph == 'B' || e.ph == 'X' || e.ph == 'I') return true;
        String name = e.name == null ? "" : e.name;
        return switch (name) {
            case "thread_name", "process_name", "TracingStartedInBrowser", "FrameCommittedInBrowser", "CommitLoad",
                 "CpuProfile", "Profile", "ProfileChunk" -> true;
            default -> markerFilter.wants(e.name, e.cat);
        };
    }

    /** Reads one top-level member whose key has the id {@code key} (args is read after the others). */
    private void readTopLevel(byte[] b, int key, int valueStart, int valueEnd, RawTraceEvent e) {
        int first = b[valueStart];
        switch (key) {
            case PH -> e.ph = first == '"' ? phase(b, valueStart + 1, valueEnd - 1) : '?';
            case TS -> {
                if (isNumber(first)) {
                    e.ts = number(b, valueStart, valueEnd);
                    e.hasTs = true;
                } else if (first == '"') {
                    throw NEEDS_JACKSON; // a number written as a string (Hermes): RawTraceEvent.numberOrNaN
                }
            }
            case DUR -> {
                if (isNumber(first)) e.dur = number(b, valueStart, valueEnd);
                else if (first == '"') throw NEEDS_JACKSON;
            }
            case PID -> e.pid = idNumber(b, valueStart, valueEnd);
            case TID -> e.tid = idNumber(b, valueStart, valueEnd);
            case ID -> {
                // Jackson's getText of true, false and null is their word; rare enough to leave to it.
                if (first == 't' || first == 'f' || first == 'n') throw NEEDS_JACKSON;
                e.id = scalarText(b, valueStart, valueEnd);
            }
            case ID2 -> readId2(b, valueStart, e);
            default -> { }
        }
    }

    /** {@link #keyId}'s answer for a key with an escape: it may spell a known one, so Jackson reads its event. */
    static final int ESCAPED_KEY = -2;

    /**
     * The id of a key (-1 for one no reader acts on). A key with an escape may spell a known one: Jackson
     * reads such an event.
     */
    static int key(byte[] b, int start, int end) {
        int id = keyId(b, start, end);
        if (id == ESCAPED_KEY) throw NEEDS_JACKSON;
        return id;
    }

    /**
     * The id of the key {@code b[start, end)} (its bytes between the quotes): -1 for one no reader acts on,
     * {@link #ESCAPED_KEY} for one with an escape. The scan notes the ids of an event's top-level keys and its
     * args' ({@link JsonByteScanner}), so this thread's share of an event-dense trace is smaller.
     */
    static int keyId(byte[] b, int start, int end) {
        int length = end - start;
        long head;
        if (start + 8 <= b.length) {
            // head's common case written out: C1 calls head, and this runs per key of every event.
            head = (long) LONGS.get(b, start);
            if (length < 8) head &= (1L << (length << 3)) - 1;
        } else {
            head = head(b, start, length);
        }
        int id = KEY_SLOTS[keySlot(head)] - 1;
        if (id >= 0 && KEY_HEADS[id] == head && KEY_BYTES[id].length == length
                && (length <= 8 || sameBytes(KEY_BYTES[id], b, start, length))) {
            return id;
        }
        if (length <= 8) {
            long backslashes = head ^ (ONES * '\\');
            if (((backslashes - ONES) & ~backslashes & HIGHS) != 0) return ESCAPED_KEY;
        } else {
            for (int i = start; i < end; i++) {
                if (b[i] == '\\') return ESCAPED_KEY;
            }
        }
        return -1;
    }

    /**
     * {@link #keyId} of a key shorter than eight bytes without an escape, given as its bytes in a little-endian long
     * (zero above them): the scan finds most keys in one word ({@link JsonByteScanner}). No known key is both as
     * long and as high in its word, and a key holds no zero byte, so the word alone tells the key.
     */
    static int shortKeyId(long head) {
        int id = KEY_SLOTS[keySlot(head)] - 1;
        return id >= 0 && KEY_HEADS[id] == head ? id : -1;
    }

    /**
     * {@link #keyId} of a key of eight to fifteen bytes without an escape, given as its first eight bytes and the
     * rest (zero above them) in little-endian longs: as {@link #shortKeyId}, the two words alone tell the key.
     */
    static int keyId(long head, long tail) {
        int id = KEY_SLOTS[keySlot(head)] - 1;
        return id >= 0 && KEY_HEADS[id] == head && KEY_TAILS[id] == tail ? id : -1;
    }

    private static char phase(byte[] b, int start, int end) {
        for (int i = start; i < end; i++) {
            if (b[i] == '\\' || b[i] < 0) throw NEEDS_JACKSON; // its length in chars is not its length in bytes
        }
        return end - start == 1 ? (char) b[start] : '?';
    }

    /** pid/tid: a plain integer; a string or a float is read by Jackson (RawTraceEvent.idNumber's rules). */
    private static long idNumber(byte[] b, int start, int end) {
        int first = b[start];
        if (isNumber(first)) return plainLong(b, start, end);
        if (first == '"') throw NEEDS_JACKSON;
        return 0;
    }

    private void readId2(byte[] b, int p, RawTraceEvent e) {
        if (b[p] != '{') return;
        Members m = outer.start(b, p);
        while (m.next()) {
            int key = key(b, m.keyStart, m.keyEnd);
            if (key == GLOBAL) {
                e.id2 = scalarText(b, m.valueStart, m.valueEnd);
            } else if (key == LOCAL && e.id2 == null) {
                e.id2 = scalarText(b, m.valueStart, m.valueEnd);
            }
        }
    }

    private void readArgs(byte[] b, int p, RawTraceEvent e) {
        if (b[p] != '{') return;
        Members m = outer.start(b, p);
        while (m.nextKey()) {
            int key = key(b, m.keyStart, m.keyEnd);
            if (key == DATA && b[m.valueStart] == '{') {
                // args.data is walked once, by readData, which says where it ends: finding its end first walked
                // every byte of it (a ProfileChunk's whole CPU profile) a second time.
                m.valueEndsAt(readData(b, m.valueStart, e));
                continue;
            }
            m.skipValue();
            readArgsMember(b, key, m.valueStart, m.valueEnd, e);
        }
    }

    /**
     * As {@link #readArgs}, from the args members the scan noted ({@code count} from {@code at} in {@code m}, as
     * {@link #read} takes the event's own), so that args' bytes are not walked a second time on this thread; the
     * members of args.data follow them, {@code dataCount} of them (-1: args.data is walked).
     */
    private void readNotedArgs(byte[] b, int[] m, int at, int count, int dataCount, RawTraceEvent e) {
        for (int i = 0, k = at; i < count; i++, k += TraceEventBatches.Batch.INTS_PER_MEMBER) {
            int key = m[k];
            if (key == ESCAPED_KEY) throw NEEDS_JACKSON;
            int valueStart = m[k + 1];
            if (key == DATA && b[valueStart] == '{') {
                // The scan notes the members of args' only data object, and of none when there are two.
                int dataAt = at + count * TraceEventBatches.Batch.INTS_PER_MEMBER;
                if (dataCount >= 0) readNotedData(b, m, dataAt, dataCount, e);
                else readData(b, valueStart, e);
            } else {
                readArgsMember(b, key, valueStart, m[k + 2], e);
            }
        }
    }

    /** One member of args other than an args.data object, whose key has the id {@code key}. */
    private void readArgsMember(byte[] b, int key, int valueStart, int valueEnd, RawTraceEvent e) {
        switch (key) {
            case NAME -> e.argName = b[valueStart] == '"' ? text(b, valueStart + 1, valueEnd - 1) : null;
            case FRAME -> e.argsFrame = scalarText(b, valueStart, valueEnd);
            case DETAIL -> e.detail = scalarText(b, valueStart, valueEnd);
            case BEGIN_DATA -> {
                e.hasBeginData = true;
                readBeginData(b, valueStart, e);
            }
            case SAMPLE_TRACE_ID -> e.argsSampleTraceId = traceId(b, valueStart, valueEnd);
            default -> { }
        }
    }

    private void readBeginData(byte[] b, int p, RawTraceEvent e) {
        if (b[p] != '{') return;
        Members m = inner.start(b, p);
        while (m.next()) {
            if (key(b, m.keyStart, m.keyEnd) == SAMPLE_TRACE_ID) {
                e.beginDataSampleTraceId = traceId(b, m.valueStart, m.valueEnd);
            }
        }
    }

    /** Reads the object args.data at {@code p} (its opening brace) and answers the index just past its closing one. */
    private int readData(byte[] b, int p, RawTraceEvent e) {
        startData(e);
        Members m = inner.start(b, p);
        while (m.next()) readDataMember(b, key(b, m.keyStart, m.keyEnd), m.valueStart, m.valueEnd, e);
        finishData(e);
        return m.end();
    }

    /** As {@link #readData}, from the members the scan noted ({@code count} from {@code at} in {@code m}). */
    private void readNotedData(byte[] b, int[] m, int at, int count, RawTraceEvent e) {
        startData(e);
        for (int i = 0, k = at; i < count; i++, k += TraceEventBatches.Batch.INTS_PER_MEMBER) {
            int key = m[k];
            if (key == ESCAPED_KEY) throw NEEDS_JACKSON;
            readDataMember(b, key, m[k + 1], m[k + 2], e);
        }
        finishData(e);
    }

    // What args.data's members give the frame info and the time deltas, kept until its last member is read.
    private DoubleColumn dataDeltas;
    private String dataFrame;
    private String dataParent;
    private long dataProcessId;
    private boolean dataHasProcessId;

    private void startData(RawTraceEvent e) {
        e.hasData = true;
        dataDeltas = null;
        dataFrame = null;
        dataParent = null;
        dataProcessId = 0;
        dataHasProcessId = false;
    }

    /** One member of args.data, whose key has the id {@code key}. */
    private void readDataMember(byte[] b, int key, int valueStart, int valueEnd, RawTraceEvent e) {
        int first = b[valueStart];
        if (key == FRAMES) throw NEEDS_JACKSON; // TracingStartedInBrowser's frame list: a few events
        if (key >= 0 && TEXT_KEY[key]) {
            String text = scalarText(b, valueStart, valueEnd);
            switch (key) {
                case FUNCTION_NAME -> e.functionName = text;
                case URL -> e.url = text;
                case SCRIPT_ID -> e.scriptId = text;
                case TYPE -> e.type = text;
                case SOURCE -> e.source = text;
                case FRAME -> dataFrame = text;
                case PARENT -> dataParent = text;
                case NAVIGATION_ID -> e.navigationId = text;
                case DOCUMENT_LOADER_URL -> e.documentLoaderUrl = text;
                case MESSAGE -> e.message = text;
                default -> e.detail = text; // DETAIL
            }
            return;
        }
        switch (key) {
            case LINE_NUMBER -> e.lineNumber = isNumber(first) ? plainInt(b, valueStart, valueEnd) : -1;
            case COLUMN_NUMBER -> e.columnNumber = isNumber(first) ? plainInt(b, valueStart, valueEnd) : -1;
            case SAMPLE_TRACE_ID -> e.dataSampleTraceId = traceId(b, valueStart, valueEnd);
            case PROCESS_ID -> {
                if (isNumber(first)) {
                    dataProcessId = plainLong(b, valueStart, valueEnd);
                    dataHasProcessId = true;
                }
            }
            case IS_OUTERMOST_MAIN_FRAME -> e.outermostMainFrame = booleanOr(first, e.outermostMainFrame);
            case IS_LOADING_MAIN_FRAME -> {
                if (e.outermostMainFrame == null) e.outermostMainFrame = booleanOr(first, null);
            }
            case CANDIDATE_INDEX -> e.candidateIndex = isNumber(first) ? plainLong(b, valueStart, valueEnd) : -1;
            case CPU_PROFILE -> {
                if (e.profilePiece == null) e.profilePiece = new V8ProfileBuilder();
                if (first == '{') profiles.read(b, valueStart, e.profilePiece);
            }
            case TIME_DELTAS -> dataDeltas = profiles.timeDeltas(b, valueStart, valueEnd);
            case LINES -> e.lines = profiles.saturatedInts(b, valueStart, valueEnd);
            case COLUMNS -> e.columns = profiles.saturatedInts(b, valueStart, valueEnd);
            default -> { }
        }
    }

    private void finishData(RawTraceEvent e) {
        if (dataDeltas != null) e.takeDataTimeDeltas(dataDeltas);
        if (dataFrame != null || e.url != null) {
            e.dataFrame = new RawTraceEvent.FrameInfo(dataFrame, e.url, dataProcessId, dataHasProcessId, dataParent);
        }
        dataDeltas = null;
    }

    private static Boolean booleanOr(int first, Boolean fallback) {
        if (first == 't') return Boolean.TRUE;
        if (first == 'f') return Boolean.FALSE;
        return fallback;
    }

    /** A string's text, a number's text as written, null for anything else (RawTraceEvent.scalarText). */
    String scalarText(byte[] b, int start, int end) {
        int first = b[start];
        if (first == '"') return text(b, start + 1, end - 1);
        if (isNumber(first)) return new String(b, start, end - start, StandardCharsets.ISO_8859_1);
        return null;
    }

    /** A trace id: a plain integer; a float is read by Jackson; anything else is none. */
    private static Long traceId(byte[] b, int start, int end) {
        if (!isNumber(b[start])) return null;
        return plainLong(b, start, end);
    }

    /** A string value of args: interned when short (URLs and function names repeat from event to event). */
    private String text(byte[] b, int start, int end) {
        if (end - start > INTERNED_TEXT_BYTES) return asciiText(b, start, end);
        String text = texts.intern(b, start, end);
        if (text == null) throw NEEDS_JACKSON;
        return text;
    }

    /**
     * Text without escapes and in ASCII reads as its bytes; any other is decoded (and checked) by Jackson, and so
     * is a long one (Jackson refuses a kept string over its limit, 20 million characters, and must say so).
     */
    private static void requirePlainText(byte[] b, int start, int end) {
        if (!isPlainText(b, start, end)) throw NEEDS_JACKSON;
    }

    /** The text {@code b[start, end)} when it is plain ASCII without escapes; any other is left to Jackson. */
    static String asciiText(byte[] b, int start, int end) {
        requirePlainText(b, start, end);
        return new String(b, start, end - start, StandardCharsets.ISO_8859_1);
    }

    /** See {@link #requirePlainText}. */
    private static boolean isPlainText(byte[] b, int start, int end) {
        if (end - start > MAX_TEXT_BYTES) return false;
        int i = start;
        for (; i + 8 <= end; i += 8) {
            // A backslash (its borrow marks only bytes above a true one) or a byte above ASCII in the word.
            long word = (long) LONGS.get(b, i);
            long backslashes = word ^ (ONES * '\\');
            if (((((backslashes - ONES) & ~backslashes) | word) & HIGHS) != 0) return false;
        }
        for (; i < end; i++) {
            if (b[i] == '\\' || b[i] < 0) return false;
        }
        return true;
    }

    static boolean isNumber(int first) {
        return first == '-' || (first >= '0' && first <= '9');
    }

    /** An integer of at most 18 digits (no fraction, no exponent); any other number is read by Jackson. */
    static long plainLong(byte[] b, int start, int end) {
        int p = start;
        boolean negative = b[p] == '-';
        if (negative) p++;
        if (end - p > 18 || p == end) throw NEEDS_JACKSON;
        long value = 0;
        for (; p < end; p++) {
            int digit = b[p] - '0';
            if (digit < 0 || digit > 9) throw NEEDS_JACKSON;
            value = value * 10 + digit;
        }
        return negative ? -value : value;
    }

    /** An integer that fits an int as written (Jackson's INT number type); others are read by Jackson. */
    static int plainInt(byte[] b, int start, int end) {
        long value = plainLong(b, start, end);
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) throw NEEDS_JACKSON;
        return (int) value;
    }

    /**
     * A number as Jackson's getDoubleValue gives it: an integer through long (so "-0" is 0.0), a short decimal
     * as its exact digits over a power of ten (one correctly rounded division), any other through
     * Double.parseDouble, as Jackson does.
     */
    static double number(byte[] b, int start, int end) {
        int p = start;
        boolean negative = b[p] == '-';
        if (negative) p++;
        long mantissa = 0;
        int fractionDigits = -1;
        for (; p < end; p++) {
            int c = b[p];
            if (c == '.') {
                fractionDigits = 0;
                continue;
            }
            int digit = c - '0';
            if (digit < 0 || digit > 9 || mantissa > (EXACT_MANTISSA - 10) / 10) return slowDouble(b, start, end);
            mantissa = mantissa * 10 + digit;
            if (fractionDigits >= 0) fractionDigits++;
        }
        if (fractionDigits < 0) {
            long integer = negative ? -mantissa : mantissa;
            return integer;
        }
        if (fractionDigits >= POWERS_OF_TEN.length) return slowDouble(b, start, end);
        double value = mantissa / POWERS_OF_TEN[fractionDigits];
        return negative ? -value : value;
    }

    private static double slowDouble(byte[] b, int start, int end) {
        String text = new String(b, start, end - start, StandardCharsets.ISO_8859_1);
        boolean integer = text.indexOf('.') < 0 && text.indexOf('e') < 0 && text.indexOf('E') < 0;
        // An integer token Jackson holds as a long converts as a long does; a longer one as BigInteger, which
        // rounds as parseDouble does. Either way the nearest double, but "-0" must stay 0.0.
        if (integer) {
            try {
                return (double) Long.parseLong(text);
            } catch (NumberFormatException beyondLong) {
                return Double.parseDouble(text);
            }
        }
        return Double.parseDouble(text);
    }

    // Walking checked JSON: the scanner has seen every byte, so these only find ends.

    /** One pass over a checked object's members: each {@link #next} leaves the next member's key and value spans. */
    static final class Members {
        private byte[] b;
        private int p;
        /** The key's bytes between its quotes. */
        int keyStart;
        int keyEnd;
        /** The value from its first byte to just past its last. */
        int valueStart;
        int valueEnd;

        Members start(byte[] b, int openBrace) {
            this.b = b;
            p = skipWhitespace(b, openBrace + 1);
            return this;
        }

        boolean next() {
            if (!nextKey()) return false;
            skipValue();
            return true;
        }

        /**
         * As {@link #next}, but only to the value's start: the caller then finds its end ({@link #skipValue}) or
         * walks the value itself and says where it ended ({@link #valueEndsAt}), so it is not walked twice.
         */
        boolean nextKey() {
            if (b[p] == '}') return false;
            keyStart = p + 1;
            keyEnd = stringEnd(b, keyStart);
            valueStart = skipWhitespace(b, skipWhitespace(b, keyEnd + 1) + 1);
            return true;
        }

        /** After {@link #nextKey}: finds the value's end and moves to the next member. */
        void skipValue() {
            valueEndsAt(valueEnd(b, valueStart));
        }

        /** After {@link #nextKey}: the value ends just before {@code end}; moves to the next member. */
        void valueEndsAt(int end) {
            valueEnd = end;
            p = nextMember(b, end);
        }

        /** Once {@link #next} or {@link #nextKey} answered false: the index just past the object's closing brace. */
        int end() {
            return p + 1;
        }
    }

    /** One pass over a checked array's values: each {@link #next} leaves the next value's span. */
    static final class Elements {
        private byte[] b;
        private int p;
        /** The value from its first byte to just past its last. */
        int valueStart;
        int valueEnd;

        Elements start(byte[] b, int openBracket) {
            this.b = b;
            p = skipWhitespace(b, openBracket + 1);
            return this;
        }

        boolean next() {
            if (b[p] == ']') return false;
            valueStart = p;
            valueEnd = valueEnd(b, p);
            p = nextMember(b, valueEnd);
            return true;
        }
    }

    private static int skipWhitespace(byte[] b, int p) {
        while (b[p] == ' ' || b[p] == '\n' || b[p] == '\r' || b[p] == '\t') p++;
        return p;
    }

    /** After a member's (or an element's) value: past the comma to the next one, or at the closing brace (bracket). */
    private static int nextMember(byte[] b, int valueEnd) {
        int p = skipWhitespace(b, valueEnd);
        if (b[p] == ',') p = skipWhitespace(b, p + 1);
        return p;
    }

    /** The index of the quote that closes the string whose content starts at {@code from}. */
    private static int stringEnd(byte[] b, int from) {
        // The scanner has checked the string and its closing quote lies in b: its word-at-a-time search applies.
        return JsonByteScanner.skipString(b, from, b.length) - 1;
    }

    /** Just past the value starting at {@code p}. */
    private static int valueEnd(byte[] b, int p) {
        int first = b[p];
        if (first == '"') return stringEnd(b, p + 1) + 1;
        if (first != '{' && first != '[') {
            while (true) {
                int c = b[p];
                if (c == ',' || c == '}' || c == ']' || c == ' ' || c == '\n' || c == '\r' || c == '\t') return p;
                p++;
            }
        }
        int depth = 0;
        while (true) {
            int c = b[p];
            if (c == '"') {
                p = stringEnd(b, p + 1) + 1;
                continue;
            }
            if (c == '{' || c == '[') depth++;
            else if (c == '}' || c == ']') {
                depth--;
                if (depth == 0) return p + 1;
            }
            p++;
        }
    }
}
