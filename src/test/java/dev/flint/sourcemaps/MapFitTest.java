package dev.flint.sourcemaps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** A map of another build of the same app is told from the right one by where it sends the function starts. */
class MapFitTest {
    private static final String ORIGINAL = """
            function first(x) {
              return x;
            }
            function second(y) {
              return Math.min(y, 1);
            }
            const third = (z) => z + 1;
            """;
    /** The profile's function starts: generated line 0, these columns. */
    private static final int[] LINES = {0, 0, 0};
    private static final int[] COLUMNS = {10, 20, 30};

    /** A map (with sourcesContent) whose mapping at each of {@link #COLUMNS} lands on the i-th marker of ORIGINAL. */
    private static ScriptMap mapTo(String... markers) throws SourceMapException {
        StringBuilder mappings = new StringBuilder();
        int column = 0;
        int line = 0;
        int originalColumn = 0;
        for (int i = 0; i < markers.length; i++) {
            int at = ORIGINAL.indexOf(markers[i]);
            int markerLine = (int) ORIGINAL.substring(0, at).chars().filter(c -> c == '\n').count();
            int markerColumn = at - (ORIGINAL.lastIndexOf('\n', at - 1) + 1);
            if (i > 0) mappings.append(',');
            mappings.append(Maps.vlq(COLUMNS[i] - column, 0, markerLine - line, markerColumn - originalColumn));
            column = COLUMNS[i];
            line = markerLine;
            originalColumn = markerColumn;
        }
        String json = "{\"version\":3,\"sources\":[\"app.js\"],\"sourcesContent\":[\""
                + ORIGINAL.replace("\n", "\\n") + "\"],\"names\":[],\"mappings\":\"" + mappings + "\"}";
        return new ScriptMap("file:///srv/app.min.js", Maps.read(json), null);
    }

    @Test
    void aMapSendingTheStartsToOriginalFunctionStartsFits() throws SourceMapException {
        assertNull(MapFit.problem(mapTo("first(", "(y)", "(z)"), LINES, COLUMNS, 3));
        assertNull(MapFit.problem(mapTo("function first", "second", "z)"), LINES, COLUMNS, 3), "keyword, name, parameter");
    }

    @Test
    void aMapSendingThemIntoExpressionsIsOfAnotherBuild() throws SourceMapException {
        assertEquals("at 2 of 3 function starts it points into the original sources where no function starts",
                MapFit.problem(mapTo("first(", "min(", "x;"), LINES, COLUMNS, 3), "a call is no definition");
    }
}
