package dev.flint.sourcemaps;

import static dev.flint.sourcemaps.Maps.mappings;
import static dev.flint.sourcemaps.Maps.read;
import static dev.flint.sourcemaps.Maps.vlq;
import static dev.flint.sourcemaps.Maps.warnings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class IndexMapTest {
    static String section(int line, int column, String map) {
        return "{\"offset\":{\"line\":" + line + ",\"column\":" + column + "},\"map\":" + map + "}";
    }

    static String map(String source, String name, String mappings) {
        return "{\"version\":3,\"sources\":[\"" + source + "\"],\"names\":[\"" + name + "\"],\"mappings\":\"" + mappings + "\"}";
    }

    @Test
    void offsetsMoveLinesAndOnlyTheFirstLinesColumns() throws Exception {
        // Section 2 starts mid-line (1:10): its line-0 mappings move right by 10, its line-1 mappings do not.
        String first = map("a.js", "f", vlq(0, 0, 0, 0, 0) + "," + vlq(5, 0, 1, 0));
        String second = map("b.js", "g", vlq(2, 0, 0, 0, 0) + ";" + vlq(3, 0, 4, 0));
        SourceMap map = read("{\"version\":3,\"file\":\"out.js\",\"sections\":[" + section(0, 0, first) + ","
                + section(1, 10, second) + "]}");
        assertEquals("""
                0:0 -> /srv/app/dist/a.js:0:0 f
                0:5 -> /srv/app/dist/a.js:1:0
                1:12 -> /srv/app/dist/b.js:0:0 g
                2:3 -> /srv/app/dist/b.js:4:0""", mappings(map));
        assertEquals("out.js", map.file());
        assertEquals("", warnings(map));
    }

    @Test
    void sectionsShareEqualSourcesAndNames() throws Exception {
        SourceMap map = read("{\"version\":3,\"sections\":[" + section(0, 0, map("a.js", "f", "AAAAA")) + ","
                + section(1, 0, map("a.js", "f", "AAAAA")) + "]}");
        assertEquals(1, map.sourceCount());
        assertEquals(1, map.nameCount());
        assertEquals("""
                0:0 -> /srv/app/dist/a.js:0:0 f
                1:0 -> /srv/app/dist/a.js:0:0 f""", mappings(map));
    }

    @Test
    void dropsTheLaterOfOverlappingOrUnsortedSections() throws Exception {
        // The first section maps up to 0:20; the second starts at 0:10 (overlap); the third before both (unsorted).
        String first = map("a.js", "f", vlq(20, 0, 0, 0));
        SourceMap map = read("{\"version\":3,\"sections\":[" + section(0, 5, first) + ","
                + section(0, 10, map("b.js", "g", "AAAA")) + "," + section(0, 0, map("c.js", "h", "AAAA")) + ","
                + section(3, 0, map("d.js", "i", "AAAA")) + "]}");
        assertEquals("""
                0:25 -> /srv/app/dist/a.js:0:0
                3:0 -> /srv/app/dist/d.js:0:0""", mappings(map));
        assertEquals("""
                $.sections: sections overlapping the previous section's mappings, skipped (1 sections affected)
                $.sections: sections out of order (an offset before the previous section's), skipped (1 sections affected)""",
                warnings(map));
        assertEquals(2, map.sourceCount());
    }

    @Test
    void warnsOfUrlSectionsNestedIndexMapsAndBrokenSectionMaps() throws Exception {
        SourceMap map = read("{\"version\":3,\"sections\":["
                + "{\"offset\":{\"line\":0,\"column\":0},\"url\":\"other.js.map\"},"
                + section(1, 0, "{\"version\":3,\"sections\":[]}") + ","
                + section(2, 0, map("a.js", "f", "AAA!")) + ","
                + section(3, 0, map("a.js", "f", "AAAA")) + ","
                + "{\"map\":" + map("a.js", "f", "AAAA") + "}]}");
        assertEquals("3:0 -> /srv/app/dist/a.js:0:0", mappings(map));
        assertEquals("""
                $.sections: sections with a "url" instead of a "map" (not supported), skipped (1 sections affected)
                $.sections[1]: $.sections[1].map: an index map inside a section (sections may not nest); the section is skipped (1 sections affected)
                $.sections: sections whose map is unusable, skipped (2 sections affected)
                $.sections: sections without a valid "offset" (line and column, integers from 0), skipped (1 sections affected)""",
                warnings(map));
    }

    @Test
    void ignoresMappingsOfTheIndexMapItself() throws Exception {
        // Before and after the sections: neither may leak untranslated local indexes into the flattened map.
        for (String json : new String[] {
                "{\"version\":3,\"mappings\":\"AAAA,CAAC\",\"sections\":[" + section(0, 0, map("a.js", "f", "AAAAA")) + "]}",
                "{\"version\":3,\"sections\":[" + section(0, 0, map("a.js", "f", "AAAAA")) + "],\"mappings\":\"AAAA,CAAC\"}"}) {
            SourceMap map = read(json);
            assertEquals("0:0 -> /srv/app/dist/a.js:0:0 f", mappings(map));
            assertEquals("$.mappings: an index map with mappings of its own besides its sections; those ignored"
                    + " (2 mappings affected)", warnings(map));
        }
    }

    @Test
    void refusesSectionsThatAreNoArray() {
        assertEquals("$.sections: not an array",
                assertThrows(SourceMapException.class, () -> read("{\"version\":3,\"sections\":{}}")).getMessage());
    }

    @Test
    void manySectionsReadAsOneMapOfOneSource() throws Exception {
        // 10^5 here (10^6 take seconds on a loaded machine; the time is SourceMapReadBenchmark's business).
        int sections = 100_000;
        String head = "{\"version\":3,\"sections\":[";
        StringBuilder json = new StringBuilder(head.length() + sections * 96);
        json.append(head);
        for (int i = 0; i < sections; i++) {
            if (i > 0) json.append(',');
            json.append(section(i, 0, map("a.js", "f", "AAAAA")));
        }
        json.append("]}");
        SourceMap map = read(json.toString());
        assertEquals(sections, map.mappingCount());
        assertEquals(1, map.sourceCount());
        assertEquals(sections - 1, map.generatedLine(map.mappingCount() - 1));
        assertTrue(map.warnings().isEmpty());
    }
}
