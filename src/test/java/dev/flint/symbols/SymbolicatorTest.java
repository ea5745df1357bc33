package dev.flint.symbols;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.ViewPaths;
import dev.flint.model.ProfileThread;
import java.util.List;
import org.junit.jupiter.api.Test;

class SymbolicatorTest {
    @Test
    void aReturnAddressIsLookedUpOneByteEarlier() throws Exception {
        // 0x20 is the first byte of g: sampled there it is g, but as a caller it is the return address
        // after a call that ended f, so it is looked up at 0x1f and belongs to f.
        ProfileThread thread = NativeThreads.of("lib", null, """
                0x20 x2
                0x20 0x31 x1
                """);
        SymbolTable table = new SymbolTable.Builder("nm").module("lib", null)
                .function(0x10, "f").function(0x20, "g").function(0x30, "h").build();
        Symbolication result = Symbolicator.apply(thread, table);
        assertEquals("""
                g total=2 self=2
                f total=1 self=0
                  h total=1 self=1
                """, NativeThreads.tree(result.thread()));
        // The frames of 0x20 disagree (g or f), so its func has no consensus and no entry.
        assertNull(result.funcMap().newFuncs(NativeThreads.func(thread, "0x20")));
    }

    @Test
    void inlinedFunctionsBecomeTheirOwnStackLevels() throws Exception {
        ProfileThread thread = NativeThreads.of("lib", null, """
                0x104 0x1012 x2
                0x104 0x1004 x1
                """);
        SymbolTable table = new SymbolTable.Builder("breakpad").module("lib", null)
                .function(0x100, "outer")
                .function(0x1000, "main").inline(0, 12, 0, 7, new long[] {0x1010, 0x10})
                .inlineOrigin(7, "helper").build();
        Symbolication result = Symbolicator.apply(thread, table);
        assertEquals("""
                outer total=3 self=0
                  main total=3 self=1
                    helper total=2 self=2
                """, NativeThreads.tree(result.thread()));
        CallNodePath expandedLeaf = CallNodePath.of(NativeThreads.path(thread, "0x104;0x1012"));
        assertEquals("outer;main;helper", NativeThreads.names(result.thread(),
                expandedLeaf.mapFuncs(result.funcMap()::newFuncs).toArray()));
        // The leaf became two levels: the new intermediate level is expanded too, so the row stays open.
        List<CallNodePath> expanded = new ViewPaths(CallNodePath.EMPTY, List.of(expandedLeaf))
                .mapFuncs(result.funcMap()::newFuncs, false).expanded();
        assertEquals(2, expanded.size());
        assertEquals("outer;main", NativeThreads.names(result.thread(), expanded.get(0).toArray()));
        assertEquals("outer;main;helper", NativeThreads.names(result.thread(), expanded.get(1).toArray()));
        // Inverted paths are leaf first: the inline levels come innermost first.
        assertEquals("helper;main;outer", NativeThreads.names(result.thread(),
                expandedLeaf.reversed().mapFuncs(result.funcMap()::newFuncs, true).toArray()));
    }

    /**
     * A thread that a symbolication (here: an earlier one with another table, as a processed profile from
     * samply or the Firefox Profiler brings them) already gave inline levels: applying a table resolves
     * the outer frame's address again, so the old levels must go (their samples and callees move up to the
     * outer frame), as the Firefox Profiler's symbolication removes stacks of inline frames first. Before,
     * the new levels came on top of the old ones (main > helper > old_helper), and the outer frame, whose
     * only callee was its own inline level, was looked up as a return address.
     */
    @Test
    void inlineLevelsOfAnEarlierSymbolicationAreReplacedNotStacked() throws Exception {
        ProfileThread thread = NativeThreads.of("lib", null, """
                0x104 0x1012 x1
                0x104 0x1004 x1
                """);
        int resource = thread.funcs().resource(thread.frames().func(0));
        int oldHelper = thread.funcs().add(thread.strings().indexOf("old_helper"), resource, -1, -1, -1, false, false);
        int inlineFrame = thread.frames().add(oldHelper, 3, -1, 0x1012, -1, -1, -1, 1);
        int leafStack = thread.samples().stack(0);
        int inlineStack = thread.stacks().add(leafStack, inlineFrame);
        thread.samples().add(inlineStack, 5000.0);
        thread.samples().add(inlineStack, 6000.0);
        SymbolTable table = new SymbolTable.Builder("breakpad").module("lib", null)
                .function(0x100, "outer")
                .function(0x1000, "main").inline(0, 12, 0, 7, new long[] {0x1012, 0x10})
                .inlineOrigin(7, "helper").build();
        Symbolication result = Symbolicator.apply(thread, table);
        assertEquals("""
                outer total=4 self=0
                  main total=4 self=1
                    helper total=3 self=3
                """, NativeThreads.tree(result.thread()));
    }

    @Test
    void addressesBeforeTheFirstSymbolStayAsTheyWere() throws Exception {
        ProfileThread thread = NativeThreads.of("lib", null, "0x05 0x15 x1\n");
        SymbolTable table = new SymbolTable.Builder("nm").module("lib", null).function(0x10, "f").build();
        Symbolication result = Symbolicator.apply(thread, table);
        assertEquals("""
                0x05 total=1 self=0
                  f total=1 self=1
                """, NativeThreads.tree(result.thread()));
        assertEquals(1, result.resolvedFrames());
    }

    @Test
    void aTableForAnotherLibraryIsRefused() {
        ProfileThread thread = NativeThreads.of("libxul.so", null, "0x05 x1\n");
        SymbolTable table = new SymbolTable.Builder("breakpad").module("libc.so.6", "ABC").function(0x1, "f").build();
        SymbolFileException e = assertThrows(SymbolFileException.class, () -> Symbolicator.apply(thread, table));
        assertEquals("the symbols are for module libc.so.6 (ABC), which is none of the thread's libraries with "
                + "native frames: libxul.so", e.getMessage());
    }

    @Test
    void nmOutputWithAnUnrelatedFileNameFitsTheOnlyLibrary() throws Exception {
        ProfileThread thread = NativeThreads.of("libxul.so", null, "0x15 x1\n");
        SymbolTable table = new SymbolTable.Builder("nm").module("symbols", null).function(0x10, "f").build();
        assertEquals("f total=1 self=1\n", NativeThreads.tree(Symbolicator.apply(thread, table).thread()));
    }
}
