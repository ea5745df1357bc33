package dev.flint.sourcemaps;

import static dev.flint.sourcemaps.Maps.vlq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class MappingsDecoderTest {
    /** The columns of {@code mappings} fed in chunks split at {@code split} (Jackson hands strings over in segments). */
    static String decode(String mappings, int split, int maxMappings) throws Exception {
        MappingColumns columns = new MappingColumns(0);
        MappingsDecoder decoder = new MappingsDecoder(columns, maxMappings);
        char[] chars = mappings.toCharArray();
        decoder.write(chars, 0, split);
        decoder.write(chars, split, chars.length - split);
        decoder.close();
        StringBuilder text = new StringBuilder();
        for (int m = 0; m < columns.count; m++) {
            text.append(columns.generatedLines[m]).append(':').append(columns.generatedColumns[m]).append(' ')
                    .append(columns.sources[m]).append(':').append(columns.originalLines[m]).append(':')
                    .append(columns.originalColumns[m]).append(' ').append(columns.names[m]).append('\n');
        }
        return text.toString();
    }

    @Test
    void decodesTheSameWhereverTheTextIsSplit() throws Exception {
        String mappings = vlq(1000, 3, 70000, 12, 5) + "," + vlq(-3) + ";;" + vlq(17, -3, -69999, 0, 99999) + ","
                + vlq(Integer.MAX_VALUE - 17);
        String expected = """
                0:1000 3:70000:12 5
                0:997 -1:-1:-1 -1
                2:17 0:1:12 100004
                2:2147483647 -1:-1:-1 -1
                """;
        for (int split = 0; split <= mappings.length(); split++) {
            assertEquals(expected, decode(mappings, split, 100), "split at " + split);
        }
    }

    @Test
    void marksSumsOutsideTheIntRangeAndDropsNegativeColumns() throws Exception {
        String mappings = vlq(0, -1, 0, 0) + "," + vlq(1, Integer.MAX_VALUE, Integer.MAX_VALUE, 0) + ","
                + vlq(1, Integer.MAX_VALUE, 1, 0) + "," + vlq(-5);
        // Source -1 (negative), then 2^31-2, then 2^32-3 (too large); the last column, -3, drops its segment.
        assertEquals("""
                0:0 -2147483648:0:0 -1
                0:1 2147483646:2147483647:0 -1
                0:2 2147483647:2147483647:0 -1
                """, decode(mappings, 0, 100));
    }

    @Test
    void countsSegmentsPastTheCap() throws Exception {
        MappingColumns columns = new MappingColumns(0);
        MappingsDecoder decoder = new MappingsDecoder(columns, 2);
        char[] chars = "AAAA,CAAA,CAAA;AAAA".toCharArray();
        decoder.write(chars, 0, chars.length);
        decoder.close();
        assertEquals(2, columns.count);
        assertEquals(2, decoder.dropped());
    }

    @Test
    void aDanglingContinuationAtTheEndIsAnError() {
        MappingsDecoder decoder = new MappingsDecoder(new MappingColumns(0), 10);
        MappingsDecoder.MappingsException e = assertThrows(MappingsDecoder.MappingsException.class, () -> {
            decoder.write("AAAg".toCharArray(), 0, 4);
            decoder.close();
        });
        assertEquals("a value ends in a continuation digit", e.getMessage());
        assertEquals(4, e.position);
    }
}
