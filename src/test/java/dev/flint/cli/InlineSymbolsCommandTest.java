package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code flint tree --symbols} on the Firefox Profiler's inline-symbolication case as processed profiles
 * ({@code testdata/native/make-firefox-inline.py}), with the Breakpad table of its fixture. A processed
 * profile stores a caller's address nudged (return address minus one byte); it must be looked up as stored,
 * not one byte earlier again.
 */
class InlineSymbolsCommandTest {
    private static final String SYMBOLS = "testdata/native/firefox.pdb.sym";

    /** The Profiler's expected tree and paths ("can symbolicate a profile when symbols come from-server"). */
    @Test
    void theProfilersCaseGivesItsTreeAndKeepsTheInlinedLevelInTheSelectedAndExpandedPaths() throws Exception {
        CliRun run = CliRun.of("tree", "testdata/native/firefox-inline.json", "--symbols", SYMBOLS,
                "--select", "0x000a;0x2000", "--expand", "0x000a", "--expand", "0x0000");
        assertEquals("", run.err());
        assertEquals(Files.readString(Path.of("testdata/native/firefox-inline.tree.txt")) + """
                selected: first symbol;second symbol;last symbol
                expanded: first symbol
                expanded: first symbol;second symbol
                """, run.out());
    }

    /**
     * Callers stored at the first byte of the inlined call (0x0008) and of "second symbol" (0x0f00). Before,
     * Flint looked them up at 0x0007 and 0x0eff, both in "first symbol" outside the inlined call, and printed
     * two "first symbol > last symbol" branches without "second symbol".
     */
    @Test
    void aCallerStoredAtTheFirstByteOfAnInlinedCallOrAFunctionIsLookedUpThere() {
        CliRun run = CliRun.of("tree", "testdata/native/firefox-inline-boundary.json", "--symbols", SYMBOLS,
                "--select", "0x0008;0x2000");
        assertEquals("", run.err());
        assertEquals("""
                first symbol total=1 self=0
                  second symbol total=1 self=0
                    last symbol total=1 self=1
                second symbol total=1 self=0
                  last symbol total=1 self=1
                selected: first symbol;second symbol;last symbol
                """, run.out());
    }
}
