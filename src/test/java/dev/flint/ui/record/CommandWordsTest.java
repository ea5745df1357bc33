package dev.flint.ui.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The dialog's command line as an argument list: quotes and backslashes group, nothing else is a shell's. */
class CommandWordsTest {
    @Test
    void wordsQuotesAndBackslashes() {
        assertEquals(List.of("node", "my app.js", "--x=a b", "it's", "$HOME", "*.js", "a|b"),
                CommandWords.split("  node 'my app.js' --x=\"a b\" it\\'s $HOME *.js a|b "));
        assertEquals(List.of("", "x"), CommandWords.split("'' x"), "an empty quoted word is a word");
        assertEquals(List.of(), CommandWords.split("   "));
    }

    @Test
    void anUnclosedQuoteIsRefused() {
        assertEquals("the command has an unclosed \"",
                assertThrows(IllegalArgumentException.class, () -> CommandWords.split("node \"app.js")).getMessage());
    }
}
