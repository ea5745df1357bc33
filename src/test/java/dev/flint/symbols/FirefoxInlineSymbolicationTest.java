package dev.flint.symbols;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.ViewPaths;
import dev.flint.model.ProfileThread;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Firefox Profiler's case "can symbolicate a profile when symbols come from-server"
 * (src/test/store/symbolication.test.ts over src/test/fixtures/example-symbol-table.ts), on a thread made in
 * memory with return addresses as recorded, and the table as the Breakpad file a dump_syms of that code gives
 * ({@code testdata/native/firefox.pdb.sym}): "first symbol" calls "second symbol" inlined at line 14
 * (addresses 0x8..0x20), which calls itself inlined again at line 41 (0x10..0x20). A sample whose caller is
 * 0x000a runs in the inlined "second symbol", so it gets a level of its own; the one whose caller is 0x0004
 * does not. The processed profiles of the same case are read by {@code InlineSymbolsCommandTest}.
 */
class FirefoxInlineSymbolicationTest {
    /** The Profiler's expected call tree for this case, in the CLI's text form. */
    static final Path EXPECTED_TREE = Path.of("testdata/native/firefox-inline.tree.txt");

    private static Symbolication symbolicate(ProfileThread thread) throws Exception {
        return Symbolicator.apply(thread, SymbolFiles.read(Path.of("testdata/native/firefox.pdb.sym")));
    }

    private static ProfileThread unsymbolicated() {
        return NativeThreads.of("firefox.pdb", null, """
                0x000a 0x2000 x1
                0x0000 0x2000 x1
                0x1a0f x1
                0x0f0f x1
                """);
    }

    @Test
    void anAddressInsideAnInlinedCallGetsTheInlinedFunctionAsItsOwnLevel() throws Exception {
        ProfileThread thread = unsymbolicated();
        assertEquals("""
                0x0000 total=1 self=0
                  0x2000 total=1 self=1
                0x000a total=1 self=0
                  0x2000 total=1 self=1
                0x0f0f total=1 self=1
                0x1a0f total=1 self=1
                """, NativeThreads.tree(thread));
        Symbolication result = symbolicate(thread);
        assertEquals(Files.readString(EXPECTED_TREE), NativeThreads.tree(result.thread()));
    }

    @Test
    void theInlinedStackCarriesEachLevelsLine() throws Exception {
        Symbolication result = symbolicate(unsymbolicated());
        ProfileThread thread = result.thread();
        List<String> levels = new ArrayList<>();
        for (int s = thread.samples().stack(0); s >= 0; s = thread.stacks().prefix(s)) {
            int frame = thread.stacks().frame(s);
            levels.add(0, thread.funcName(thread.frames().func(frame)) + " line " + thread.frames().line(frame)
                    + " depth " + thread.frames().inlineDepth(frame));
        }
        assertEquals(List.of("first symbol line 14 depth 0", "second symbol line 37 depth 1", "last symbol line -1 depth 0"),
                levels);
    }

    @Test
    void theSelectedAndExpandedPathsKeepTheInlinedLevel() throws Exception {
        ProfileThread thread = unsymbolicated();
        Symbolication result = symbolicate(thread);
        CallNodePath selected = CallNodePath.of(NativeThreads.path(thread, "0x000a;0x2000"));
        CallNodePath expanded = CallNodePath.of(NativeThreads.path(thread, "0x000a"));
        ViewPaths mapped = new ViewPaths(selected, List.of(expanded)).mapFuncs(result.funcMap()::newFuncs, false);
        assertEquals("first symbol;second symbol;last symbol",
                NativeThreads.names(result.thread(), mapped.selected().toArray()));
        List<String> open = new ArrayList<>();
        for (CallNodePath path : mapped.expanded()) open.add(NativeThreads.names(result.thread(), path.toArray()));
        assertEquals(List.of("first symbol", "first symbol;second symbol"), open);
    }
}
