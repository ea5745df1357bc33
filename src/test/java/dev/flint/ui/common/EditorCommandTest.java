package dev.flint.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The editor command template: words, quotes, placeholders and file URLs, with no shell in between. */
class EditorCommandTest {
    @Test
    void theDefaultTemplateOpensAFileUrlAtItsLineAndColumn() {
        assertEquals(List.of("code", "-g", "/seed/app.js:2:5"),
                EditorCommand.argv(EditorCommand.DEFAULT_TEMPLATE, "file:///seed/app.js", 2, 5));
    }

    @Test
    void quotesKeepSpacesAndAFileNameStaysOneArgumentWhateverItHolds() {
        assertEquals(List.of("/opt/My Editor/bin/edit", "--line", "7", "/tmp/a b; rm -rf x.js"),
                EditorCommand.argv("\"/opt/My Editor/bin/edit\" --line {line} {file}", "/tmp/a b; rm -rf x.js", 7, -1));
        assertEquals(List.of("idea", "--line", "1", "https://example.com/app.js"),
                EditorCommand.argv("idea --line {line} {file}", "https://example.com/app.js", -1, -1),
                "an unknown line opens at 1; a URL that is not a file is passed as it is");
        assertEquals(List.of("vim", "+3", "/x y/z.js"), EditorCommand.argv("vim +{line} {file}", "file:///x%20y/z.js", 3, 1));
    }

    @Test
    void anEmptyTemplateIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> EditorCommand.argv("   ", "/a.js", 1, 1));
    }

    /** The template splits as every command line of Flint's does (process.CommandWords). */
    @Test
    void singleQuotesKeepSpacesAndAnUnclosedQuoteIsRefused() {
        assertEquals(List.of("/opt/my editor", "--goto", "/a.js:4"),
                EditorCommand.argv("'/opt/my editor' --goto {file}:{line}", "/a.js", 4, 1));
        IllegalArgumentException unclosed = assertThrows(IllegalArgumentException.class,
                () -> EditorCommand.argv("\"/opt/my editor --goto {file}", "/a.js", 1, 1));
        assertEquals("the command has an unclosed \"", unclosed.getMessage());
    }
}
