package dev.flint.symbols;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.ViewPaths;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.ProfileThread;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Seed 002's example: main (0x01), doSomething (0x0F) and someInterlude (0x14), sampled at the
 * addresses of the lines on the stack. Before symbols each address is its own func; after, the frames
 * collapse into three functions and what was selected stays on the same function.
 */
class SeedNativeSymbolicationTest {
    static final String SAMPLES = """
            0x02 x1
            0x03 0x11 x3
            0x06 0x15 x2
            0x08 x1
            0x09 0x11 x3
            """;

    static SymbolTable seedTable() {
        return new SymbolTable.Builder("breakpad").module("example", null)
                .function(0x01, "main").function(0x0F, "doSomething").function(0x14, "someInterlude").build();
    }

    @Test
    void beforeSymbolsEachAddressIsANode() {
        ProfileThread thread = NativeThreads.of("example", null, SAMPLES);
        assertEquals("""
                0x03 total=3 self=0
                  0x11 total=3 self=3
                0x09 total=3 self=0
                  0x11 total=3 self=3
                0x06 total=2 self=0
                  0x15 total=2 self=2
                0x02 total=1 self=1
                0x08 total=1 self=1
                """, NativeThreads.tree(thread));
    }

    @Test
    void afterSymbolsFramesCollapseIntoFunctions() throws Exception {
        ProfileThread thread = NativeThreads.of("example", null, SAMPLES);
        Symbolication result = Symbolicator.apply(thread, seedTable());
        assertEquals("""
                main total=10 self=2
                  doSomething total=6 self=6
                  someInterlude total=2 self=2
                """, NativeThreads.tree(result.thread()));
        assertEquals(7, result.resolvedFrames());
        assertEquals("example", result.libraryName());
    }

    @Test
    void theSelectionStaysOnDoSomething() throws Exception {
        ProfileThread thread = NativeThreads.of("example", null, SAMPLES);
        int[] selected = NativeThreads.path(thread, "0x09;0x11");
        Symbolication result = Symbolicator.apply(thread, seedTable());
        CallNodePath translated = CallNodePath.of(selected).mapFuncs(result.funcMap()::newFuncs);
        assertEquals("main;doSomething", NativeThreads.names(result.thread(), translated.toArray()));
    }

    @Test
    void expandedSiblingsThatMergeBecomeOne() throws Exception {
        ProfileThread thread = NativeThreads.of("example", null, SAMPLES);
        ViewPaths paths = new ViewPaths(CallNodePath.EMPTY, List.of(CallNodePath.of(NativeThreads.path(thread, "0x03")),
                CallNodePath.of(NativeThreads.path(thread, "0x09")), CallNodePath.of(NativeThreads.path(thread, "0x06"))));
        Symbolication result = Symbolicator.apply(thread, seedTable());
        List<CallNodePath> translated = paths.mapFuncs(result.funcMap()::newFuncs, false).expanded();
        assertEquals(1, translated.size());
        assertEquals("main", NativeThreads.names(result.thread(), translated.get(0).toArray()));
    }

    @Test
    void theSameThroughTheCommittedSymFile() throws Exception {
        ProfileThread thread = NativeThreads.of("example", "5EED0020000000000000000000000000", SAMPLES);
        SymbolTable table = SymbolFiles.read(Path.of("testdata/native/example.sym"));
        Symbolication result = Symbolicator.apply(thread, table);
        assertEquals("""
                main total=10 self=2
                  doSomething total=6 self=6
                  someInterlude total=2 self=2
                """, NativeThreads.tree(result.thread()));
    }

    @Test
    void theCommittedNativeProfileCollapsesWithTheSymFileAndTheNmOutput() throws Exception {
        ProfileThread thread = ProfileLoader.load(Path.of("testdata/native/example-native.json")).threads().get(0);
        String expected = """
                main total=10 self=2
                  doSomething total=6 self=6
                  someInterlude total=2 self=2
                """;
        assertEquals(expected, NativeThreads.tree(
                Symbolicator.apply(thread, SymbolFiles.read(Path.of("testdata/native/example.sym"))).thread()));
        assertEquals(expected.replace("doSomething", "doSomething(int)").replace("someInterlude", "someInterlude()"),
                NativeThreads.tree(Symbolicator.apply(thread, SymbolFiles.read(Path.of("testdata/native/example.nm"))).thread()));
    }

    @Test
    void oldFuncsKeepTheirIndexesAndMapToTheirFunction() throws Exception {
        ProfileThread thread = NativeThreads.of("example", null, SAMPLES);
        Symbolication result = Symbolicator.apply(thread, seedTable());
        int old11 = NativeThreads.func(thread, "0x11");
        assertEquals("0x11", result.thread().funcName(old11));
        assertArrayEquals(new int[] {NativeThreads.func(result.thread(), "doSomething")},
                result.funcMap().newFuncs(old11));
        assertArrayEquals(new int[] {NativeThreads.func(result.thread(), "main")},
                result.funcMap().newFuncs(NativeThreads.func(thread, "0x02")));
    }
}
