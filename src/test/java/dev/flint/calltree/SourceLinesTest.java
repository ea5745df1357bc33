package dev.flint.calltree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class SourceLinesTest {
    @Test
    void linesEndAtEveryKindOfBreakAndAreOneBased() {
        SourceLines lines = SourceLines.of("a\nb\r\nc\rd\n");
        assertEquals(4, lines.count());
        assertEquals("a", lines.line(1));
        assertEquals("b", lines.line(2));
        assertEquals("c", lines.line(3));
        assertEquals("d", lines.line(4));
        assertNull(lines.line(5));
        assertNull(lines.line(0));
    }

    @Test
    void emptyLinesAndALastLineWithoutABreak() {
        SourceLines lines = SourceLines.of("\n\nlast");
        assertEquals(3, lines.count());
        assertEquals("", lines.line(1));
        assertEquals("last", lines.line(3));
        assertEquals(1, SourceLines.of("").count());
    }
}
