package dev.flint.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** JDK_JAVA_OPTIONS split as the java launcher splits it. */
class LauncherWordsTest {
    @Test
    void wordsAreSeparatedByWhiteSpace() {
        assertEquals(List.of("-Xmx1g", "-Da=b"), LauncherWords.split("  -Xmx1g \t-Da=b\n"));
        assertEquals(List.of(), LauncherWords.split(" "));
    }

    @Test
    void quotesKeepWhiteSpaceAndAreRemoved() {
        assertEquals(List.of("-Dx=a b", "-Dy=it's", "''"), LauncherWords.split("-Dx=\"a b\" '-Dy=it'\"'\"'s' \"''\""));
        assertEquals(List.of(""), LauncherWords.split("\"\""));
    }

    @Test
    void anUnclosedQuoteIsRefused() {
        assertNull(LauncherWords.split("-Dx='a"));
    }
}
