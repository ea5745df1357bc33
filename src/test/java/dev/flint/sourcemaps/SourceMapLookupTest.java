package dev.flint.sourcemaps;

import static dev.flint.sourcemaps.Maps.mapping;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class SourceMapLookupTest {
    /** Line 0: columns 0, 10, 10 (two at one place); line 1: none; line 2: columns 5 (1-field) and 7. */
    static SourceMap map() {
        return new SourceMap("test.map", null, 5,
                new int[] {2, 0, 0, 2, 0}, new int[] {7, 10, 0, 5, 10},
                new int[] {0, 0, 0, -1, 1}, new int[] {4, 1, 0, 0, 2}, new int[] {0, 0, 0, 0, 3},
                new int[] {-1, 0, -1, -1, 1}, new String[] {"a.js", "b.js"}, null, null, new String[] {"f", "g"}, List.of());
    }

    @Test
    void theConstructorSortsMappingsStablyByGeneratedPosition() {
        SourceMap map = map();
        assertEquals("0:0 -> a.js:0:0 | 0:10 -> a.js:1:0 f | 0:10 -> b.js:2:3 g | 2:5 | 2:7 -> a.js:4:0",
                String.join(" | ", List.of(mapping(map, 0), mapping(map, 1), mapping(map, 2), mapping(map, 3),
                        mapping(map, 4))));
    }

    @Test
    void findOnLineIsTheGreatestLowerBoundOnTheSameLine() {
        SourceMap map = map();
        assertEquals("0:0 -> a.js:0:0", mapping(map, map.findOnLine(0, 0)));
        assertEquals("0:0 -> a.js:0:0", mapping(map, map.findOnLine(0, 9)));
        // Two mappings at 0:10: the last of them, as a binary search for the last entry <= the position finds.
        assertEquals("0:10 -> b.js:2:3 g", mapping(map, map.findOnLine(0, 10)));
        assertEquals("0:10 -> b.js:2:3 g", mapping(map, map.findOnLine(0, Integer.MAX_VALUE)));
        // Nothing on line 1, and line 2 starts at column 5: never a mapping of an earlier line.
        assertEquals("none", mapping(map, map.findOnLine(1, 50)));
        assertEquals("none", mapping(map, map.findOnLine(2, 4)));
        assertEquals("2:5", mapping(map, map.findOnLine(2, 6)));
        assertEquals("2:7 -> a.js:4:0", mapping(map, map.findOnLine(2, 7)));
        assertEquals("none", mapping(map, map.findOnLine(3, 0)));
        assertEquals("none", mapping(map, map.findOnLine(-1, 0)));
    }

    @Test
    void firstOnLineIsTheLinesFirstMapping() {
        SourceMap map = map();
        assertEquals("0:0 -> a.js:0:0", mapping(map, map.firstOnLine(0)));
        assertEquals("none", mapping(map, map.firstOnLine(1)));
        assertEquals("2:5", mapping(map, map.firstOnLine(2)));
        assertEquals("none", mapping(map, map.firstOnLine(3)));
        assertEquals("none", mapping(map, map.firstOnLine(Integer.MAX_VALUE)));
    }

    @Test
    void badIndexesInTheColumnsLoseThePositionOrTheName() {
        SourceMap map = new SourceMap("test.map", null, 3, new int[] {0, 0, 0}, new int[] {0, 1, 2},
                new int[] {7, 0, 0}, new int[] {0, -1, 0}, new int[] {0, 0, 0}, new int[] {-1, -1, 9},
                new String[] {"a.js"}, null, null, new String[0], List.of());
        assertEquals("0:0 | 0:1 | 0:2 -> a.js:0:0",
                mapping(map, 0) + " | " + mapping(map, 1) + " | " + mapping(map, 2));
        assertThrows(IllegalArgumentException.class, () -> new SourceMap("x", null, 1, new int[] {-1}, new int[] {0},
                new int[] {0}, new int[] {0}, new int[] {0}, new int[] {0}, new String[0], null, null, new String[0],
                List.of()));
    }
}
