package dev.flint.symbols;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformStack;
import dev.flint.calltree.ViewPaths;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Symbols arriving while the user looks at a view: the transform stack, the selection and the expansion
 * follow the old-func map onto the new functions (seed 002).
 */
class SymbolicatedViewTest {
    @Test
    void transformsSelectionAndExpansionFollowTheFunctions() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/native/example-native.json"));
        ProfileThread before = profile.threads().get(0);
        int defaultCategory = profile.categories().defaultCategory();
        // The user dropped the samples of 0x15 and selected 0x09 > 0x11 with 0x03 and 0x09 expanded.
        TransformStack stack = TransformStack.of(before, defaultCategory)
                .push(new Transform.DropFunction(NativeThreads.func(before, "0x15")));
        ViewPaths view = new ViewPaths(CallNodePath.of(NativeThreads.path(before, "0x09;0x11")),
                List.of(CallNodePath.of(NativeThreads.path(before, "0x03")), CallNodePath.of(NativeThreads.path(before, "0x09"))));
        assertEquals("""
                0x03 total=3 self=0
                  0x11 total=3 self=3
                0x09 total=3 self=0
                  0x11 total=3 self=3
                0x02 total=1 self=1
                0x08 total=1 self=1
                """, CallTreeText.format(CallTree.build(stack.thread(), CallTreeOptions.DEFAULT)));

        Symbolication symbols = Symbolicator.apply(before, SymbolFiles.read(Path.of("testdata/native/example.sym")));
        TransformStack after = stack.withBase(symbols.thread(), symbols.funcMap()::newFuncs);
        ViewPaths afterView = view.mapFuncs(symbols.funcMap()::newFuncs, false);

        CallTree tree = CallTree.build(after.thread(), CallTreeOptions.DEFAULT);
        assertEquals("""
                main total=8 self=2
                  doSomething total=6 self=6
                """, CallTreeText.format(tree));
        ProfileThread thread = after.thread();
        assertEquals("main;doSomething", NativeThreads.names(thread, afterView.selected().toArray()));
        assertTrue(tree.find(afterView.selected()) >= 0, "the selected node is in the new tree");
        assertEquals(1, afterView.expanded().size());
        assertEquals("main", NativeThreads.names(thread, afterView.expanded().get(0).toArray()));
        assertEquals(List.of(new Transform.DropFunction(NativeThreads.func(symbols.thread(), "someInterlude"))),
                after.transforms());
    }
}
