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

    /** Appends to {@code columns}, at most {@code maxMappings} in all; later segments are counted as dropped. */
    MappingsDecoder(MappingColumns columns, int maxMappings) {
        this.columns = columns;
        this.maxMappings = maxMappings;
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        for (int i = offset, end = offset + length; i < end; i++) accept(chars[i]);
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
        for (int i = offset, end = offset + length; i < end; i++) accept(text.charAt(i));
    }

    @Override
    public void write(int c) throws IOException {
        accept((char) c);
    }

    private void accept(char c) throws MappingsException {
        if (c == ',' || c == ';') {
            endSegment();
            if (c == ';') {
                line++;
                column = 0;
            }
        } else {
            int digit = Base64Vlq.digit(c);
            if (digit < 0) throw new MappingsException(position, "'" + MessageText.quote(String.valueOf(c)) + "' is not a base64 digit");
            if (digits == Base64Vlq.MAX_DIGITS) throw new MappingsException(position, "a value over 32 bits");
            raw |= (long) Base64Vlq.valueBits(digit) << shift;
            shift += Base64Vlq.SHIFT;
            digits++;
            if (!Base64Vlq.continues(digit)) {
                long value = Base64Vlq.signed(raw);
                if (value == Long.MIN_VALUE) throw new MappingsException(position, "a value over 32 bits");
                if (fieldCount == fields.length) throw new MappingsException(position, "a segment with more than 5 fields");
                fields[fieldCount++] = value;
                raw = 0;
                shift = 0;
                digits = 0;
            }
        }
        position++;
    }

    /** Ends the string: a last segment without a following separator. */
    @Override
    public void close() throws MappingsException {
        endSegment();
    }

    @Override
    public void flush() {}

    private void endSegment() throws MappingsException {
        if (digits > 0) throw new MappingsException(position, "a value ends in a continuation digit");
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
        if (column < 0 || column > Integer.MAX_VALUE) {
            negativeColumns++;
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

    /** Segments whose generated column left 0..2^31-1 (dropped). */
    long negativeColumns() {
        return negativeColumns;
    }

    /** Generated lines seen so far (the last line's index + 1). */
    int lines() {
        return line + 1;
    }
}
