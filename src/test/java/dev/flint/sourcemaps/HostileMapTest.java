package dev.flint.sourcemaps;

import static dev.flint.sourcemaps.Maps.mappings;
import static dev.flint.sourcemaps.Maps.read;
import static dev.flint.sourcemaps.Maps.warnings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Maps made to hurt (issue 26): each is a warning with partial data or one clear refusal, never a crash or a hang. */
class HostileMapTest {
    /** {@code head}, then {@code count} bytes {@code filler}, then {@code tail}, without holding the middle. */
    static InputStream stream(String head, long count, byte filler, String tail) {
        InputStream middle = new InputStream() {
            long left = count;

            @Override
            public int read() {
                return left-- > 0 ? filler : -1;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) {
                if (left <= 0) return -1;
                int n = (int) Math.min(length, left);
                java.util.Arrays.fill(buffer, offset, offset + n, filler);
                left -= n;
                return n;
            }
        };
        return new SequenceInputStream(java.util.Collections.enumeration(List.of(bytes(head), middle, bytes(tail))));
    }

    static InputStream bytes(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aHundredMegabyteSourcesContentEntryIsNotKept() throws Exception {
        SourceMap map = SourceMapReader.read(stream("{\"version\":3,\"sources\":[\"huge.js\",\"a.js\"],\"sourcesContent\":[\"",
                100_000_000, (byte) 'x', "\",\"let a;\"],\"mappings\":\"AAAA,CCAA\"}"), "hostile.map");
        assertNull(map.sourceContent(0));
        assertEquals("let a;", map.sourceContent(1));
        assertEquals("0:0 -> huge.js:0:0\n0:1 -> a.js:0:0", mappings(map));
        assertEquals("$.sourcesContent: entries longer than 16,777,216 characters, not kept (1 sources affected)",
                warnings(map));
    }

    @Test
    void sourcesContentPastTheMapsBudgetIsNotKept() throws Exception {
        String entry = "\"" + "y".repeat(MapParser.MAX_CONTENT_CHARS) + "\"";
        int entries = (int) (MapParser.MAX_KEPT_CONTENT_CHARS / MapParser.MAX_CONTENT_CHARS) + 2;
        StringBuilder json = new StringBuilder("{\"version\":3,\"sources\":[");
        for (int i = 0; i < entries; i++) json.append(i > 0 ? "," : "").append("\"s").append(i).append(".js\"");
        json.append("],\"sourcesContent\":[");
        for (int i = 0; i < entries; i++) json.append(i > 0 ? "," : "").append(entry);
        json.append("],\"mappings\":\"\"}");
        SourceMap map = read(json.toString());
        assertEquals(MapParser.MAX_CONTENT_CHARS, map.sourceContent(entries - 3).length());
        assertNull(map.sourceContent(entries - 2));
        assertEquals("$.sourcesContent: entries past 67,108,864 characters of source text in all, not kept"
                + " (2 sources affected)", warnings(map));
    }

    @Test
    void deepNestingIsOneRefusal() {
        String deep = "[".repeat(100_000);
        SourceMapException e = assertThrows(SourceMapException.class,
                () -> read("{\"version\":3,\"sources\":[],\"mappings\":\"\",\"x_extension\":" + deep));
        assertEquals("byte 1,053: nesting deeper than 1000 levels", e.getMessage());
    }

    @Test
    void hugeOffsetsAndIndexesAreDroppedWithAWarning() throws Exception {
        SourceMap map = read("{\"version\":3,\"sections\":["
                + "{\"offset\":{\"line\":0,\"column\":0},\"map\":{\"version\":3,\"sources\":[\"a.js\"],\"names\":[\"n\"],"
                + "\"mappings\":\"AAAA+/////D\"}},"
                + "{\"offset\":{\"line\":2147483647,\"column\":0},\"map\":{\"version\":3,\"sources\":[\"b.js\"],\"mappings\":\";AAAA\"}},"
                + "{\"offset\":{\"line\":1099511627776,\"column\":0},\"map\":{\"version\":3,\"sources\":[],\"mappings\":\"\"}},"
                + "{\"offset\":{\"line\":2147483647,\"column\":2147483647},\"map\":{\"version\":3,\"sources\":[\"c.js\"],"
                + "\"mappings\":\"AAAA\"}}]}");
        assertEquals("""
                0:0 -> /srv/app/dist/a.js:0:0
                2147483647:2147483647 -> /srv/app/dist/c.js:0:0""", mappings(map));
        assertEquals("""
                $.sections[0].map.mappings: name indexes past "names" (or negative): read without a name (1 mappings affected)
                $.sections: sections whose lines would pass 2^31 after their offset, skipped (1 sections affected)
                $.sections: sections without a valid "offset" (line and column, integers from 0), skipped (1 sections affected)""",
                warnings(map));
    }

    @Test
    void bytesThatAreNotUtf8AreOneRefusal() {
        byte[] json = "{\"version\":3,\"sources\":[\"\u00e9\"],\"mappings\":\"\"}".getBytes(StandardCharsets.ISO_8859_1);
        SourceMapException e = assertThrows(SourceMapException.class,
                () -> SourceMapReader.read(new ByteArrayInputStream(json), "latin1.map"));
        assertEquals(1, e.getMessage().lines().count());
        assertEquals("byte 27: not valid JSON: Invalid UTF-8 middle byte 0x22", e.getMessage());
    }

    @Test
    void aTruncatedMappingsStringIsOneRefusal() {
        assertEquals("byte 53: the file ends in the middle of the JSON (truncated?)",
                assertThrows(SourceMapException.class,
                        () -> read("{\"version\":3,\"sources\":[\"a.js\"],\"mappings\":\"AAAA,CAAC")).getMessage());
    }
}
