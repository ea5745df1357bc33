package dev.flint.importer;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * The trace scanner's second stage, on a thread of its own: reads the (inflated) bytes, checks the trace's
 * outer shape, and finds each event's end and its members with {@link JsonByteScanner}, handing the events over
 * in {@link Batch}es, in file order, to the thread that reads their fields and assembles them
 * ({@link TraceEventScanner}). Three stages on two cores (gunzip, this, the fields and the assembly) let the
 * cores share whichever stage is the slow one: screenshots make gunzip and this scan long, event-dense traces
 * the fields and the assembly.
 *
 * <p>A batch owns the buffer its events lie in: when more input is needed, the batch so far is handed over and
 * the bytes of the unfinished value move to a fresh (or recycled) buffer, so no byte is overwritten while the
 * other thread reads it. Other members of a top-level object (metadata, stackFrames, samples) are handed over
 * as copies of their bytes. A problem (not JSON as Jackson reads it, a failing input, a cancelled load) is handed
 * over as the exception and ends the sequence (the events of its buffer before it may not come first: the whole
 * file is then read again by Jackson anyway).
 */
final class TraceEventBatches implements AutoCloseable {
    /** Events found in one buffer: where each lies and, for {@link TraceEventFields}, its members. */
    static final class Batch {
        byte[] buf;
        /** The events array's path in the file ({@code $} or {@code $.traceEvents}), for the assembly's messages. */
        String arrayPath;
        int count;
        int[] starts = new int[256];
        int[] ends = new int[256];
        /** Per event, its members as the scanner noted them (-1: too many to note), from {@link #memberAt}. */
        int[] memberCounts = new int[256];
        int[] memberAt = new int[256];
        /**
         * Per event, how many members of its args object follow its own members in {@link #members} (the
         * scanner's {@link JsonByteScanner#argsMemberCount}; -1: none noted, the reader walks args).
         */
        int[] argsCounts = new int[256];
        /**
         * Per event, how many members of its args.data object follow its args members in {@link #members} (the
         * scanner's {@link JsonByteScanner#dataMemberCount}; -1: none noted, the reader walks args.data).
         */
        int[] dataCounts = new int[256];
        /** Ints per member in {@link #members}: its key's id ({@link TraceEventFields#keyId}), value start, value end. */
        static final int INTS_PER_MEMBER = JsonByteScanner.INTS_PER_MEMBER;
        int[] members = new int[4096];
        /**
         * Per member (index: its first int / {@link #INTS_PER_MEMBER}) whose key is name or cat, its value as read by
         * {@link TraceEventFields.Names#read}: an id into {@link #namesById} (other members' entries are left as they were).
         */
        int[] memberNameIds = new int[4096 / INTS_PER_MEMBER];
        /** The names by id when the batch was handed over ({@link TraceEventFields.Names#byId}). */
        String[] namesById;
        int memberInts;

        /**
         * Adds the event {@code buf[start, end)} whose members {@code scanned} noted, with their keys' ids. Names
         * and categories are interned here, on the scan's thread: on an event-dense trace the thread that reads the
         * fields is the slower one.
         */
        void add(int start, int end, JsonByteScanner scanned, byte[] buf, TraceEventFields.Names names) {
            if (count == starts.length) {
                int grown = count * 2;
                starts = Arrays.copyOf(starts, grown);
                ends = Arrays.copyOf(ends, grown);
                memberCounts = Arrays.copyOf(memberCounts, grown);
                memberAt = Arrays.copyOf(memberAt, grown);
                argsCounts = Arrays.copyOf(argsCounts, grown);
                dataCounts = Arrays.copyOf(dataCounts, grown);
            }
            int memberCount = scanned.memberCount;
            int argsCount = memberCount < 0 ? -1 : scanned.argsMemberCount;
            int dataCount = argsCount < 0 ? -1 : scanned.dataMemberCount;
            starts[count] = start;
            ends[count] = end;
            memberCounts[count] = memberCount;
            memberAt[count] = memberInts;
            argsCounts[count] = argsCount;
            dataCounts[count] = dataCount;
            if (memberCount > 0) {
                int ints = (memberCount + Math.max(argsCount, 0) + Math.max(dataCount, 0)) * INTS_PER_MEMBER;
                if (memberInts + ints > members.length) {
                    members = Arrays.copyOf(members, Math.max(members.length * 2, memberInts + ints));
                    memberNameIds = Arrays.copyOf(memberNameIds, members.length / INTS_PER_MEMBER);
                }
                int[] noted = scanned.members;
                // The members' index in memberNameIds counted apart: C1 divides by a constant with a division.
                int named = memberInts / INTS_PER_MEMBER;
                for (int from = 0, to = memberCount * INTS_PER_MEMBER; from < to; from += INTS_PER_MEMBER, named++) {
                    int key = noted[from];
                    if (key == TraceEventFields.NAME || key == TraceEventFields.CAT) {
                        memberNameIds[named] = names.read(buf, noted[from + 1], noted[from + 2]);
                    }
                }
                System.arraycopy(noted, 0, members, memberInts, memberCount * INTS_PER_MEMBER);
                memberInts += memberCount * INTS_PER_MEMBER;
                if (argsCount > 0) {
                    System.arraycopy(scanned.argsMembers, 0, members, memberInts, argsCount * INTS_PER_MEMBER);
                    memberInts += argsCount * INTS_PER_MEMBER;
                }
                if (dataCount > 0) {
                    System.arraycopy(scanned.dataMembers, 0, members, memberInts, dataCount * INTS_PER_MEMBER);
                    memberInts += dataCount * INTS_PER_MEMBER;
                }
            }
            count++;
        }

        /** Empties the batch; its buffer stays, for the scan to fill again. */
        void clear() {
            count = 0;
            memberInts = 0;
        }
    }

    /** A member of the top-level object other than traceEvents, as its value's bytes. */
    record Member(String key, byte[] value) {}

    /** The input is read: whether the trace was an object, and whether its traceEvents array was closed. */
    record End(boolean object, boolean sawEvents) {}

    /** Thrown inside the scan when the reader has closed it: the scan ends without a word. */
    private static final class Closed extends RuntimeException {
        Closed() {
            super(null, null, false, false);
        }
    }

    private final InputStream in;
    private final int bufferBytes;
    private final JsonByteScanner scanner = new JsonByteScanner();
    private final TraceEventFields.Names names = new TraceEventFields.Names();
    private final BlockingQueue<Object> handed = new ArrayBlockingQueue<>(6);
    /** Batches (with their buffers) the reader is done with, to fill again. */
    private final BlockingQueue<Batch> free = new ArrayBlockingQueue<>(8);
    private final Thread thread;
    private volatile boolean closed;
    private Batch batch = new Batch();
    private String arrayPath = "$";
    /** Whether {@link #buf} went over with a batch: then it is only read, and more input goes to another one. */
    private boolean bufHandedOver;
    /** A recycled batch's buffer, for the next one. */
    private byte[] spare;
    private byte[] buf;
    private int filled;
    private int pos;
    private boolean eof;

    TraceEventBatches(InputStream in, int bufferBytes) {
        this.in = in;
        this.bufferBytes = bufferBytes;
        this.buf = new byte[bufferBytes];
        thread = new Thread(this::run, "flint-trace-scan");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * The next item in file order: a {@link Batch}, a {@link Member} or the {@link End}; a problem the scan met
     * is thrown here, as the exception it was.
     */
    Object next() throws IOException, TraceEventScanner.Fallback {
        Object item;
        try {
            item = handed.take();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while reading");
        }
        if (item instanceof TraceEventScanner.Fallback e) throw e;
        if (item instanceof IOException e) throw e;
        if (item instanceof RuntimeException e) throw e;
        if (item instanceof Error e) throw e;
        return item;
    }

    /** A batch whose events have been read: its buffer and arrays are used again. */
    void recycle(Batch done) {
        free.offer(done);
    }

    /** Stops the scan (when the reader gives up early) and waits for the input to be closed. */
    @Override
    public void close() {
        closed = true;
        handed.clear();
        thread.interrupt();
        try {
            thread.join(10_000);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private void run() {
        try (in) {
            readTrace();
        } catch (Closed readerGaveUp) {
            // nobody waits for anything more
        } catch (IOException | TraceEventScanner.Fallback | RuntimeException | Error failure) {
            // An Error too (OutOfMemoryError): a reader left waiting for an item would wait forever.
            try {
                hand(failure);
            } catch (Closed readerGaveUp) {
                // nobody waits for it
            }
        }
    }

    private void hand(Object item) {
        QueueHandoff.offer(handed, item, () -> closed);
        if (closed) throw new Closed();
    }

    /** Hands over the events found so far, if any, and starts a new batch. */
    private void handBatch() {
        if (batch.count == 0) return;
        batch.buf = buf;
        batch.arrayPath = arrayPath;
        batch.namesById = names.byId();
        hand(batch);
        bufHandedOver = true;
        Batch next = free.poll();
        if (next == null) next = new Batch();
        spare = next.buf;
        next.buf = null;
        next.clear();
        batch = next;
    }

    private void readTrace() throws IOException, TraceEventScanner.Fallback {
        int first = skipWhitespace();
        if (first == 0xEF && ensure(3) && (buf[pos + 1] & 0xff) == 0xBB && (buf[pos + 2] & 0xff) == 0xBF) {
            pos += 3; // a UTF-8 byte order mark, which Jackson skips too
            first = skipWhitespace();
        }
        if (first == '[') {
            pos++;
            readEvents();
            // Like Jackson's reader, nothing after the array's end is looked at.
            handBatch();
            hand(new End(false, true));
        } else if (first == '{') {
            pos++;
            boolean sawEvents = readObject();
            handBatch();
            hand(new End(true, sawEvents));
        } else {
            throw new TraceEventScanner.Fallback("not an array or object", null);
        }
    }

    /**
     * The members of a top-level object, as ChromeTraceImporter.readTrace reads them.
     *
     * @return whether a traceEvents array was read to its closing bracket
     */
    private boolean readObject() throws IOException, TraceEventScanner.Fallback {
        boolean sawEvents = false;
        int next = skipWhitespace();
        if (next == '}') return false;
        while (true) {
            if (next != '"') throw new TraceEventScanner.Fallback("a member without a key", null);
            int keyEnd = scanWhole();
            String key = new String(buf, pos + 1, keyEnd - pos - 2, StandardCharsets.ISO_8859_1);
            if (key.indexOf('\\') >= 0 || !isAscii(buf, pos + 1, keyEnd - 1)) {
                throw new TraceEventScanner.Fallback("an escaped key", null);
            }
            pos = keyEnd;
            if (skipWhitespace() != ':') throw new TraceEventScanner.Fallback("no colon", null);
            pos++;
            int value = skipWhitespace();
            if (key.equals("traceEvents")) {
                if (value != '[') throw new TraceEventScanner.Fallback("traceEvents is not an array", null);
                pos++;
                arrayPath = "$.traceEvents";
                if (readEvents()) return sawEvents;
                sawEvents = true;
            } else if (key.equals("stackFrames") || key.equals("samples") || (key.equals("metadata") && value == '{')) {
                int end = scanWhole();
                handBatch(); // the member comes after the events before it
                hand(new Member(key, Arrays.copyOfRange(buf, pos, end)));
                pos = end;
            } else if (value < 0) {
                throw new TraceEventScanner.Fallback("the input ends after a key", null);
            } else {
                pos = scanWhole();
            }
            next = skipWhitespace();
            if (next == '}') return sawEvents;
            if (next != ',') throw new TraceEventScanner.Fallback("no comma between members", null);
            pos++;
            next = skipWhitespace();
        }
    }

    /**
     * The events up to the closing bracket, or up to the end of the input after a complete event or its comma
     * (Chrome's startup traces stop that way, and Jackson's reader accepts it).
     *
     * @return true when the input ended without the closing bracket
     */
    private boolean readEvents() throws IOException, TraceEventScanner.Fallback {
        boolean afterComma = false;
        boolean afterEvent = false;
        while (true) {
            int c = skipWhitespace();
            if (c < 0) return true;
            if (c == ']') {
                if (afterComma) throw new TraceEventScanner.Fallback("a trailing comma", null);
                pos++;
                return false;
            }
            if (afterEvent) {
                if (c != ',') throw new TraceEventScanner.Fallback("no comma between events", null);
                pos++;
                afterComma = true;
                afterEvent = false;
                continue;
            }
            if (c != '{') throw new TraceEventScanner.Fallback("an event that is not an object", null);
            int end = scanWhole();
            batch.add(pos, end, scanner, buf, names);
            pos = end;
            afterEvent = true;
            afterComma = false;
        }
    }

    /** Scans the value at {@code pos}, reading more input as it needs; returns its end. */
    private int scanWhole() throws IOException, TraceEventScanner.Fallback {
        while (true) {
            int end = scanner.scanValue(buf, pos, filled);
            if (end >= 0) return end;
            if (end == JsonByteScanner.MALFORMED) throw new TraceEventScanner.Fallback("not JSON as Jackson reads it", null);
            if (!readMore()) throw new TraceEventScanner.Fallback("the input ends inside a value", null);
        }
    }

    /** The byte at {@code pos} after whitespace, or -1 at the end of the input. */
    private int skipWhitespace() throws IOException, TraceEventScanner.Fallback {
        while (true) {
            while (pos < filled) {
                int c = buf[pos] & 0xff;
                if (c != ' ' && c != '\n' && c != '\r' && c != '\t') return c;
                pos++;
            }
            if (!readMore()) return -1;
        }
    }

    /** Whether {@code n} bytes from {@code pos} are in the buffer (reading more if needed). */
    private boolean ensure(int n) throws IOException, TraceEventScanner.Fallback {
        while (filled - pos < n) {
            if (!readMore()) return false;
        }
        return true;
    }

    /**
     * Keeps the bytes from {@code pos} on (the events before them are handed over with their buffer, and the
     * kept bytes start a new one) and reads until the buffer is full or the input ends; a buffer that one value
     * fills doubles, so a long value is scanned a few times, not once per read.
     *
     * @return false when there was nothing more to read
     */
    private boolean readMore() throws IOException, TraceEventScanner.Fallback {
        if (eof) return false;
        int kept = filled - pos;
        byte[] old = buf;
        handBatch();
        if (kept == old.length && old.length >= TraceEventScanner.MAX_BUFFER_BYTES) {
            throw new TraceEventScanner.Fallback("a value larger than the buffer", null);
        }
        if (bufHandedOver) {
            // The unfinished value starts the next buffer; room for twice it, so a long one is not read in slivers.
            buf = takeBuffer(Math.max(bufferBytes, (int) Math.min(TraceEventScanner.MAX_BUFFER_BYTES, 2L * kept)));
            System.arraycopy(old, pos, buf, 0, kept);
            bufHandedOver = false;
        } else if (kept == old.length) {
            buf = new byte[Math.min(TraceEventScanner.MAX_BUFFER_BYTES, old.length * 2)];
            System.arraycopy(old, pos, buf, 0, kept);
        } else if (pos > 0) {
            System.arraycopy(old, pos, old, 0, kept);
        }
        pos = 0;
        filled = kept;
        int before = filled;
        while (filled < buf.length) {
            int n = in.read(buf, filled, buf.length - filled);
            if (n < 0) {
                eof = true;
                break;
            }
            filled += n;
        }
        return filled > before;
    }

    /** A buffer of at least {@code size} bytes: the reader's last one back when it is large enough. */
    private byte[] takeBuffer(int size) {
        byte[] recycled = spare;
        spare = null;
        return recycled != null && recycled.length >= size ? recycled : new byte[size];
    }

    private static boolean isAscii(byte[] b, int start, int end) {
        for (int i = start; i < end; i++) {
            if (b[i] < 0) return false;
        }
        return true;
    }
}
