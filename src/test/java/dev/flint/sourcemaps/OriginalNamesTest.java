package dev.flint.sourcemaps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

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
}
