package dev.flint.sourcemaps;

import dev.flint.model.MessageText;
import java.io.IOException;
import java.io.Writer;

/**
 * Decodes a {@code mappings} string as its characters arrive (Jackson hands the string over through a
 * {@link Writer}, chunk by chunk), straight into {@link MappingColumns}: no split, no substring, no object per
 * segment. {@code ;} starts the next generated line, {@code ,} the next segment; a segment has 1, 4 or 5 VLQ
 * fields. The generated column is relative to the previous segment of its line; source, original line, original
 * column and name are relative to their previous value anywhere before and never reset.
 *
 * <p>Stored values: -1 where a segment has no such field; a relative sum that leaves 0..2^31-1 is stored as
 * {@link #NEGATIVE} or {@link #TOO_LARGE}, so the reader can count and drop it once the map's sizes are known.
 */
final class MappingsDecoder extends Writer {
    /** A source, original position or name whose running sum went below 0. */
    static final int NEGATIVE = Integer.MIN_VALUE;
    /** A running sum above {@link Integer#MAX_VALUE}. */
    static final int TOO_LARGE = Integer.MAX_VALUE;

    /** A grammar error: the whole {@code mappings} is unusable (DevTools and the spec drop every mapping). */
    static final class MappingsException extends IOException {
        final long position;

        MappingsException(long position, String what) {
            super(what);
            this.position = position;
        }
    }

    private final MappingColumns columns;
    private final int maxMappings;
    private final long[] fields = new long[5];
    private int fieldCount;
    private long raw;
    private int shift;
    private int digits;
    private long position;
    private int line;
    private long column;
    private long source;
    private long originalLine;
    private long originalColumn;
    private long name;
    private long dropped;
    private long negativeColumns;
    private long overflowingColumns;

    /** Appends to {@code columns}, at most {@code maxMappings} in all; later segments are counted as dropped. */
    MappingsDecoder(MappingColumns columns, int maxMappings) {
        this.columns = columns;
        this.maxMappings = maxMappings;
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        // The hot loop: a VLQ digit is accumulated in locals; only separators call out. (A call per character
        // left the cold decode of a 10 MB map 5 times slower than Jackson's pass over the same bytes.)
        long value = raw;
        int valueShift = shift;
        int valueDigits = digits;
        int end = offset + length;
        for (int i = offset; i < end; i++) {
            char c = chars[i];
            int digit = c < 128 ? DIGITS[c] : -1;
            if (digit >= 0) {
                if (valueDigits == Base64Vlq.MAX_DIGITS) throw error(i - offset, "a value over 32 bits");
                value |= (long) (digit & 31) << valueShift;
                if ((digit & Base64Vlq.CONTINUATION) != 0) {
                    valueShift += Base64Vlq.SHIFT;
                    valueDigits++;
                    continue;
                }
                long signed = Base64Vlq.signed(value);
                if (signed == Long.MIN_VALUE) throw error(i - offset, "a value over 32 bits");
                if (fieldCount == fields.length) throw error(i - offset, "a segment with more than 5 fields");
                fields[fieldCount++] = signed;
                value = 0;
                valueShift = 0;
                valueDigits = 0;
            } else if (c == ',' || c == ';') {
                if (valueDigits > 0) throw error(i - offset, "a value ends in a continuation digit");
                endSegment();
                if (c == ';') {
                    line++;
                    column = 0;
                }
            } else {
                throw error(i - offset, "'" + MessageText.quote(String.valueOf(c)) + "' is not a base64 digit");
            }
        }
        raw = value;
        shift = valueShift;
        digits = valueDigits;
        position += length;
    }

    /** An error at character {@code index} of the chunk being written. */
    private MappingsException error(int index, String what) {
        return new MappingsException(position + index, what);
    }

    private static final byte[] DIGITS = new byte[128];

    static {
        for (char c = 0; c < 128; c++) DIGITS[c] = (byte) Base64Vlq.digit(c);
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
        char[] chunk = new char[Math.min(length, 8192)];
        for (int done = 0; done < length; done += chunk.length) {
            int n = Math.min(chunk.length, length - done);
            text.getChars(offset + done, offset + done + n, chunk, 0);
            write(chunk, 0, n);
        }
    }

    @Override
    public void write(int c) throws IOException {
        write(new char[] {(char) c}, 0, 1);
    }

    /** Ends the string: a last segment without a following separator. */
    @Override
    public void close() throws MappingsException {
        if (digits > 0) throw new MappingsException(position, "a value ends in a continuation digit");
        endSegment();
    }

    @Override
    public void flush() {}

    private void endSegment() throws MappingsException {
        if (fieldCount == 0) return; // ",," and ";," are tolerated as empty segments
        if (fieldCount == 2 || fieldCount == 3) {
            throw new MappingsException(position, "a segment with " + fieldCount + " fields (1, 4 or 5 expected)");
        }
        int count = fieldCount;
        fieldCount = 0;
        column += fields[0];
        if (count >= 4) {
            source += fields[1];
            originalLine += fields[2];
            originalColumn += fields[3];
            if (count == 5) name += fields[4];
        }
        if (column < 0) {
            negativeColumns++;
            return;
        }
        if (column > Integer.MAX_VALUE) { // 32-bit values whose running sum overflows: a broken generator
            overflowingColumns++;
            return;
        }
        if (columns.count >= maxMappings) {
            dropped++;
            return;
        }
        if (count == 1) columns.add(line, (int) column, -1, -1, -1, -1);
        else columns.add(line, (int) column, stored(source), stored(originalLine), stored(originalColumn),
                count == 5 ? stored(name) : -1);
    }

    private static int stored(long value) {
        return value < 0 ? NEGATIVE : value > Integer.MAX_VALUE ? TOO_LARGE : (int) value;
    }

    /** Segments past the mapping cap. */
    long dropped() {
        return dropped;
    }

    /** Segments whose generated column went below 0 (dropped). */
    long negativeColumns() {
        return negativeColumns;
    }

    /** Segments whose generated column passed 2^31-1 (dropped). */
    long overflowingColumns() {
        return overflowingColumns;
    }

    /** Generated lines seen so far (the last line's index + 1). */
    int lines() {
        return line + 1;
    }
}
