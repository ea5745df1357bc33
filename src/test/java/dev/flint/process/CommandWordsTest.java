package dev.flint.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Record dialog's command line (quotes and backslashes group, nothing else is a shell's) and JDK_JAVA_OPTIONS as
 * the java launcher splits it (quotes only).
 */
class CommandWordsTest {
    @Test
    void wordsQuotesAndBackslashes() {
        assertEquals(List.of("node", "my app.js", "--x=a b", "it's", "$HOME", "*.js", "a|b"),
                CommandWords.split("  node 'my app.js' --x=\"a b\" it\\'s $HOME *.js a|b ", true));
        assertEquals(List.of("", "x"), CommandWords.split("'' x", true), "an empty quoted word is a word");
        assertEquals(List.of(), CommandWords.split("   ", true));
    }

    @Test
    void anUnclosedQuoteIsRefused() {
        assertEquals("the command has an unclosed \"",
                assertThrows(IllegalArgumentException.class, () -> CommandWords.split("node \"app.js", true)).getMessage());
    }

    @Test
    void theLaunchersWordsHaveNoBackslashEscapes() {
        assertEquals(List.of("-Xmx1g", "-Da=b"), CommandWords.split("  -Xmx1g \t-Da=b\n", false));
        assertEquals(List.of(), CommandWords.split(" ", false));
        assertEquals(List.of("-Dx=a b", "-Dy=it's", "''"), CommandWords.split("-Dx=\"a b\" '-Dy=it'\"'\"'s' \"''\"", false));
        assertEquals(List.of(""), CommandWords.split("\"\"", false));
        assertEquals(List.of("C:\\tmp\\x"), CommandWords.split("C:\\tmp\\x", false));
        assertThrows(IllegalArgumentException.class, () -> CommandWords.split("-Dx='a", false));
    }
}
