package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A function name with ESC and other control characters cannot drive the terminal: the text form prints
 * them as {@code \xHH}, a path may name the function as printed, JSON keeps the name (its own escapes).
 */
class ControlCharNamesTest {
    @TempDir
    static Path dir;
    static String file;

    @BeforeAll
    static void writeProfile() throws IOException {
        // "\u001b[2J" clears the screen, "\u009b" is the one-byte CSI, "\n" would split the line.
        String profile = "{\"nodes\":["
                + "{\"id\":1,\"callFrame\":{\"functionName\":\"(root)\",\"scriptId\":\"0\",\"url\":\"\"},\"children\":[2]},"
                + "{\"id\":2,\"callFrame\":{\"functionName\":\"ev\\u001b[2Jil\\n\\u009b\\u007f\",\"scriptId\":\"3\",\"url\":\"file:///a.js\"}}],"
                + "\"startTime\":0,\"endTime\":2000,\"samples\":[2,2],\"timeDeltas\":[1000,1000]}";
        file = Files.writeString(dir.resolve("escape.cpuprofile"), profile).toString();
    }

    @Test
    void treeTextEscapesControlCharacters() {
        CliRun run = CliRun.of("tree", file, "--select", "ev\\x1b[2Jil\\x0a\\x9b\\x7f");
        assertEquals(0, run.status(), run.err());
        assertEquals("""
                ev\\x1b[2Jil\\x0a\\x9b\\x7f total=2 self=2
                selected: ev\\x1b[2Jil\\x0a\\x9b\\x7f
                """, run.out());
    }

    @Test
    void jsonKeepsTheNameForItsOwnEscapes() {
        CliRun run = CliRun.of("tree", file, "--json");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("\"name\": \"ev\\u001b[2Jil\\n\\u009b\\u007f\""), run.out());
    }

    @Test
    void anErrorLineQuotingTheFileStaysOneHarmlessLine() throws IOException {
        String bad = Files.writeString(dir.resolve("bad.folded"), "main 1\nmain;ev\u001b]0;owned\u0007 1x\n").toString();
        CliRun run = CliRun.of("tree", bad);
        assertEquals(1, run.errLines().length, run.err());
        assertTrue(!run.err().contains("\u001b") && run.err().contains("\\x1b]0;owned\\x07"), run.err());
    }
}
