package dev.flint.importer;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Cuts a Chrome trace's event array into blocks of whole events, so several threads can parse them: each
 * block is a byte array {@code [event,event,...]} (the file's own bytes between two commas of the array,
 * with brackets put around them), cut at about {@link #BLOCK_BYTES}. Finding the cuts takes one byte scan
 * that follows strings and nesting, far cheaper than tokenizing.
 *
 * <p>Only the common shapes are cut: a bare array, or an object whose first member is {@code traceEvents}
 * (what Chrome and DevTools write). Anything else, or anything odd at the array's level (a trailing comma,
 * an event cut off by the end of the file), is {@link Unusual}: the caller then reads the file the
 * sequential way, which also words every error. An array that simply stops after an event or after its
 * comma is accepted ({@link #truncated()}), as the format allows.
 */
final class TraceEventBlocks {
    static final int BLOCK_BYTES = 1 << 20;
    private static final int READ_BYTES = 1 << 16;

    /** The input is not one of the shapes cut here: read it sequentially. */
    static final class Unusual extends Exception {
        Unusual(String why) {
            super(why, null, false, false);
        }
    }

    private final InputStream in;
    private final int blockBytes;
    private byte[] buf;
    /** Bytes of the current block: [1, filled) hold input; buf[0] is the block's '['. */
    private int filled = 1;
    /** Next byte to scan. */
    private int pos = 1;
    private boolean eof;
    private boolean objectForm;
    private boolean arrayEnded;
    private boolean truncated;
    private int events;
    private byte[] restOfObject;

    TraceEventBlocks(InputStream in) {
        this(in, BLOCK_BYTES);
    }

    /** @param blockBytes the size from which a block is cut at the next comma (tests use small ones) */
    TraceEventBlocks(InputStream in, int blockBytes) {
        this.in = in;
        this.blockBytes = blockBytes;
        this.buf = new byte[blockBytes + READ_BYTES + 2];
    }

    /** True when the events came in an object ({@code {"traceEvents": [...], ...}}). */
    boolean objectForm() { return objectForm; }

    /** True when the input ended inside the array, after a whole event. */
    boolean truncated() { return truncated; }

    /**
     * For the object form, once the array has ended: the object's other members as an object of their own
     * ({@code {"metadata": ...}}), to be read with Jackson; null for a bare array.
     */
    byte[] restOfObject() { return restOfObject; }

    /** Reads up to the first event: the opening of the array. */
    void start() throws IOException, Unusual {
        skipWhitespace();
        if (pos + 3 <= filled && buf[pos] == (byte) 0xEF && buf[pos + 1] == (byte) 0xBB && buf[pos + 2] == (byte) 0xBF) {
            pos += 3;
            skipWhitespace();
        }
        int first = peek();
        if (first == '{') {
            objectForm = true;
            pos++;
            skipWhitespace();
            byte[] key = "\"traceEvents\"".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            for (byte b : key) {
                if (peek() != (b & 0xff)) throw new Unusual("traceEvents is not the object's first member");
                pos++;
            }
            skipWhitespace();
            if (peek() != ':') throw new Unusual("no colon after traceEvents");
            pos++;
            skipWhitespace();
            first = peek();
        }
        if (first != '[') throw new Unusual("no array of events");
        pos++;
        skipWhitespace();
        if (peek() == ']') {
            pos++;
            endArray();
        } else if (peek() < 0) {
            truncated = true;
            arrayEnded = true;
        }
        // The block starts at the first event: drop what came before it.
        compactFrom(pos);
    }

    /**
     * The next block of events ({@code [e1,e2,...]}, exactly {@code length} bytes of the returned array are
     * used), or null once the array has ended.
     *
     * @param length out: the block's length in bytes, at [0]; its event count at [1]
     */
    byte[] next(int[] length) throws IOException, Unusual {
        if (arrayEnded) return null;
        int depth = 0;
        boolean inString = false;
        int blockEvents = 0;
        while (true) {
            if (pos == filled && !fill()) {
                // The end of the input: fine between events (after one, or after its comma), odd inside one.
                if (depth != 0 || inString) throw new Unusual("the input ends inside an event");
                int end = lastNonWhitespace(filled);
                truncated = true;
                arrayEnded = true;
                if (end < 1) return null; // nothing since the last cut
                int count = blockEvents + 1;
                if (buf[end] == ',') {
                    count--; // the comma after the last event was counted already
                    end = lastNonWhitespace(end);
                    if (end < 1) return null;
                }
                return finish(end + 1, count, length);
            }
            byte b = buf[pos++];
            if (inString) {
                if (b == '\\') {
                    if (pos == filled && !fill()) throw new Unusual("the input ends inside a string");
                    pos++;
                } else if (b == '"') {
                    inString = false;
                }
                continue;
            }
            switch (b) {
                case '"' -> inString = true;
                case '{', '[' -> depth++;
                case '}' -> depth--;
                case ']' -> {
                    if (depth == 0) {
                        // The end of the array: the block ends with the last event.
                        int end = lastNonWhitespace(pos - 1);
                        if (end < 1 || buf[end] == ',') throw new Unusual("an empty element or a trailing comma");
                        int blockEnd = end + 1;
                        byte[] block = finish(blockEnd, blockEvents + 1, length);
                        readRest();
                        arrayEnded = true;
                        return block;
                    }
                    depth--;
                }
                case ',' -> {
                    if (depth == 0) {
                        blockEvents++;
                        if (pos - 1 >= blockBytes) {
                            int comma = pos - 1;
                            if (lastNonWhitespace(comma) < 1) throw new Unusual("an empty element");
                            return cut(comma, blockEvents, length);
                        }
                    }
                }
                default -> { }
            }
            if (depth < 0) throw new Unusual("a closing bracket without its opening one");
        }
    }

    /** Ends the block at the comma at {@code comma}: the block's bytes go out, the rest starts the next one. */
    private byte[] cut(int comma, int blockEvents, int[] length) {
        byte[] block = buf;
        int rest = filled - (comma + 1);
        byte[] next = new byte[Math.max(blockBytes + READ_BYTES + 2, rest + READ_BYTES + 2)];
        System.arraycopy(buf, comma + 1, next, 1, rest);
        block[0] = '[';
        block[comma] = ']';
        length[0] = comma + 1;
        length[1] = blockEvents;
        events += blockEvents;
        buf = next;
        filled = 1 + rest;
        pos = 1;
        return block;
    }

    /** The block [1, end) as {@code [ ... ]}; the buffer is not reused afterwards. */
    private byte[] finish(int end, int blockEvents, int[] length) {
        byte[] block = end + 1 <= buf.length ? buf : Arrays.copyOf(buf, end + 1);
        byte[] tail = Arrays.copyOfRange(buf, end, filled);
        block[0] = '[';
        block[end] = ']';
        length[0] = end + 1;
        length[1] = blockEvents;
        events += blockEvents;
        buf = tail;
        filled = tail.length;
        pos = Math.min(pos - end, filled);
        return block;
    }

    /** For the object form: the members after the array (buf holds the bytes from the array's end on). */
    private void readRest() throws IOException, Unusual {
        if (!objectForm) return;
        // finish() moved the bytes after the block to buf[0..]: they start with the ']' of the array.
        java.io.ByteArrayOutputStream rest = new java.io.ByteArrayOutputStream();
        rest.write('{');
        int start = 0;
        while (start < filled && isWhitespace(buf[start])) start++;
        if (start >= filled || buf[start] != ']') throw new Unusual("no ] where the array ends");
        start++;
        while (start < filled && isWhitespace(buf[start])) start++;
        if (start < filled && buf[start] == ',') start++;
        rest.write(buf, start, filled - start);
        byte[] chunk = new byte[READ_BYTES];
        for (int n = in.read(chunk); n >= 0; n = in.read(chunk)) rest.write(chunk, 0, n);
        restOfObject = rest.toByteArray();
        filled = 0;
        pos = 0;
        eof = true;
    }

    private void endArray() throws IOException, Unusual {
        arrayEnded = true;
        if (!objectForm) return;
        byte[] after = Arrays.copyOfRange(buf, pos - 1, filled); // starts with the ']'
        buf = after;
        filled = after.length;
        readRest();
    }

    /** Events handed out so far. */
    int events() { return events; }

    private int lastNonWhitespace(int before) {
        int i = before - 1;
        while (i >= 1 && isWhitespace(buf[i])) i--;
        return i;
    }

    private static boolean isWhitespace(byte b) {
        return b == ' ' || b == '\n' || b == '\r' || b == '\t';
    }

    private void skipWhitespace() throws IOException {
        while (true) {
            if (pos == filled && !fill()) return;
            if (!isWhitespace(buf[pos])) return;
            pos++;
        }
    }

    private int peek() throws IOException {
        if (pos == filled && !fill()) return -1;
        return buf[pos] & 0xff;
    }

    /** Drops the bytes before {@code from} (keeping buf[0] for the block's '['). */
    private void compactFrom(int from) {
        int rest = filled - from;
        System.arraycopy(buf, from, buf, 1, rest);
        filled = 1 + rest;
        pos = 1;
    }

    /** Reads more input after the filled bytes (room kept for the closing ']'); false at the end. */
    private boolean fill() throws IOException {
        if (eof) return false;
        if (filled + READ_BYTES + 1 > buf.length) buf = Arrays.copyOf(buf, buf.length * 2);
        int n = in.read(buf, filled, READ_BYTES);
        if (n < 0) {
            eof = true;
            return false;
        }
        filled += n;
        return true;
    }
}
