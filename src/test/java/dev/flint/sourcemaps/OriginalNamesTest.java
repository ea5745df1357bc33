package dev.flint.sourcemaps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Telling a function's name from its one parameter's in the original text, and what an arrow is bound to. */
class OriginalNamesTest {
    @Test
    void aNameFollowedByWhatEndsAParameterIsAParameter() {
        assertTrue(OriginalNames.isParameter("const f = (n) => n", 11, "n"));
        assertTrue(OriginalNames.isParameter("const f = n => n", 10, "n"));
        assertTrue(OriginalNames.isParameter("g(a, b)", 2, "a"));
        assertFalse(OriginalNames.isParameter("function compute(n) {", 9, "compute"));
        assertFalse(OriginalNames.isParameter("  runStep(n) {", 2, "runStep"));
        assertFalse(OriginalNames.isParameter("other text", 0, "n"), "the name is not there");
    }

    @Test
    void anArrowTakesTheNameItIsBoundTo() {
        assertEquals("arrowWorker", OriginalNames.arrowBinding("const arrowWorker = (n) => {", 21));
        assertEquals("w", OriginalNames.arrowBinding("let w=n=>n", 6));
        assertEquals("load", OriginalNames.arrowBinding("const load = async (url) => {", 20));
        assertEquals("onTick", OriginalNames.arrowBinding("{ onTick: (t) => t }", 11));
        assertNull(OriginalNames.arrowBinding("list.map((n) => n)", 10), "a callback argument is bound to nothing");
        assertNull(OriginalNames.arrowBinding("if (a == (n) => n)", 10), "== is no binding");
        assertNull(OriginalNames.arrowBinding("n => n", 0));
    }

    @TempDir
    Path directory;

    /**
     * A map without sourcesContent whose one mapping (generated 0:column, the function's start) lands on {@code marker} of the original
     * file app.js in the test's folder, named {@code name} (or without a name when null).
     */
    private String nameThroughTheFile(String original, String marker, String name, boolean fileOnDisk, int column)
            throws IOException, SourceMapException {
        Path file = directory.resolve("app.js");
        if (fileOnDisk) Files.writeString(file, original);
        else Files.deleteIfExists(file);
        int at = original.indexOf(marker);
        String segment = name == null ? Maps.vlq(column, 0, 0, at) : Maps.vlq(column, 0, 0, at, 0);
        SourceMap map = Maps.read("{\"version\":3,\"sources\":[\"" + file.toUri() + "\"],\"names\":[\""
                + (name == null ? "unused" : name) + "\"],\"mappings\":\"" + segment + "\"}");
        return new OriginalNames().name(new ScriptMap("file:///srv/app.min.js", map, null), 0, 0, column, "x");
    }

    @Test
    void withoutSourcesContentTheOriginalFileWhereTheMapPointsNamesAnArrow() throws Exception {
        String original = "const medianOf = (values) => values[0];\n";
        assertEquals("medianOf", nameThroughTheFile(original, "values", "values", true, 5));
        assertEquals("values", nameThroughTheFile(original, "values", "values", false, 5),
                "without any text the mapping's name, as before");
    }

    @Test
    void aMappingWithoutANameTakesTheOriginalFunctionThere() throws Exception {
        String original = "export function countCollisions(system, radius) {\n  return 0;\n}\n";
        assertEquals("countCollisions", nameThroughTheFile(original, "function", null, true, 10));
        assertEquals("x", nameThroughTheFile(original, "function", null, false, 10), "no text: the minified name stays");
    }

    @Test
    void theScriptsTopLevelAtItsFirstCharKeepsItsName() throws Exception {
        String original = "function sumOfSquares(count) {\n  return count;\n}\n";
        assertEquals("x", nameThroughTheFile(original, "function", null, true, 0),
                "the mapping at 0:0 is the first function's keyword, not the top level's name");
    }
}
