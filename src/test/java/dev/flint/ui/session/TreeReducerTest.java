package dev.flint.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.FuncRemap;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.TextSamples;
import dev.flint.calltree.Transform;
import dev.flint.viewmodel.LoadedThread;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The tab's state machine on its own: each action from a state with a selected and expanded path, the
 * translated selection and expansion written as names (root first; leaf first in the inverted tree). Plain
 * JUnit: no FX toolkit is started (the reducer and its states are plain Java).
 */
class TreeReducerTest {
    private final TextSamples samples = TextSamples.of("""
            main;parse;lex
            main;parse;lex
            main;parse;token
            main;render;paint
            main;render;paint;lex
            idle
            """);
    private final LoadedThread thread = new LoadedThread(null, samples.thread, "Main", null);
    private final TreeReducer.Trees trees = state -> CallTree.build(state.transforms().thread(), state.options());

    /** The thread shown fresh, then {@code main;parse;lex} selected (as a click in the flame chart does). */
    private ViewState selectedLex() {
        ViewState shown = TreeReducer.reduce(null, new TreeAction.ShowThread(thread), trees);
        return TreeReducer.reduce(shown, new TreeAction.SelectLoadedPath(samples.path("main;parse;lex")), trees);
    }

    private String selected(ViewState state) {
        return state.selected() == null ? "none" : names(state, state.selected());
    }

    private String expanded(ViewState state) {
        Set<String> sorted = new TreeSet<>();
        for (CallNodePath path : state.expanded()) sorted.add(names(state, path));
        return String.join(" | ", sorted);
    }

    /** A path's names in the thread the state's tree shows (a transform may add funcs). */
    private static String names(ViewState state, CallNodePath path) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < path.length(); i++) {
            if (i > 0) text.append(';');
            text.append(state.transforms().thread().funcName(path.func(i)));
        }
        return text.toString();
    }

    @Test
    void selectingALoadedPathSelectsItsNodeAndOpensItsAncestors() {
        ViewState state = selectedLex();
        assertEquals("main;parse;lex", selected(state));
        assertEquals("main | main;parse", expanded(state));
    }

    @Test
    void pushingATransformTranslatesTheSelectionAndExpansion() {
        ViewState merged = TreeReducer.reduce(selectedLex(), new TreeAction.PushTransform(
                new Transform.MergeFunction(samples.func("parse"))), trees);
        assertEquals(1, merged.transforms().size());
        assertEquals("main;lex", selected(merged));
        assertEquals("main", expanded(merged));

        ViewState focused = TreeReducer.reduce(selectedLex(), new TreeAction.PushTransform(
                new Transform.FocusSubtree(samples.path("main;parse"), Implementation.COMBINED, false)), trees);
        assertEquals("parse;lex", selected(focused));
        assertEquals("parse", expanded(focused));
    }

    @Test
    void aTransformThatDropsTheSelectedFunctionClearsTheSelection() {
        ViewState dropped = TreeReducer.reduce(selectedLex(), new TreeAction.PushTransform(
                new Transform.DropFunction(samples.func("lex"))), trees);
        assertEquals("none", selected(dropped));
    }

    @Test
    void poppingStartsAfreshAndPoppingNothingChangesNothing() {
        ViewState merged = TreeReducer.reduce(selectedLex(), new TreeAction.PushTransform(
                new Transform.MergeFunction(samples.func("parse"))), trees);
        ViewState popped = TreeReducer.reduce(merged, new TreeAction.PopTransformsTo(0), trees);
        assertEquals(0, popped.transforms().size());
        assertEquals("none", selected(popped));
        assertEquals("", expanded(popped));
        assertSame(merged, TreeReducer.reduce(merged, new TreeAction.PopTransformsTo(1), trees));
    }

    @Test
    void aRangeKeepsTheSelectionAndExpansionAndTheSameRangeIsNoChange() {
        ViewState before = selectedLex();
        ViewState ranged = TreeReducer.reduce(before, new TreeAction.SetRange(new SampleRange(0, 2500)), trees);
        assertEquals(new SampleRange(0, 2500), ranged.options().range());
        assertEquals("main;parse;lex", selected(ranged));
        assertEquals("main | main;parse", expanded(ranged));
        assertSame(ranged, TreeReducer.reduce(ranged, new TreeAction.SetRange(new SampleRange(0, 2500)), trees));
        ViewState whole = TreeReducer.reduce(ranged, new TreeAction.SetRange(SampleRange.ALL), trees);
        assertEquals("main;parse;lex", selected(whole));
    }

    @Test
    void invertingSelectsTheRelatedNodeLeafFirstAndBack() {
        ViewState inverted = TreeReducer.reduce(selectedLex(), new TreeAction.SetInverted(true), trees);
        assertEquals(true, inverted.options().inverted());
        assertEquals("lex", selected(inverted));
        assertEquals("", expanded(inverted));

        ViewState back = TreeReducer.reduce(inverted, new TreeAction.SetInverted(false), trees);
        assertEquals("main;parse;lex", selected(back));
        assertEquals("main | main;parse", expanded(back));
        assertSame(back, TreeReducer.reduce(back, new TreeAction.SetInverted(false), trees));
    }

    @Test
    void switchingThreadsStartsAFreshViewAndComingBackRestoresTheOneLeftOverTheTabsRange() {
        ViewState left = selectedLex();
        LoadedThread other = new LoadedThread(null, TextSamples.of("worker;job").thread, "Worker", null);
        left = TreeReducer.reduce(left, new TreeAction.SetInverted(true), trees);
        ViewState worker = TreeReducer.reduce(left, new TreeAction.ShowThread(other), trees);
        assertEquals(true, worker.options().inverted(), "the tab's inversion carries over");
        assertSame(other, worker.thread());
        assertEquals("none", selected(worker));
        assertEquals("", expanded(worker));

        worker = TreeReducer.reduce(worker, new TreeAction.SetRange(new SampleRange(1000, 3000)), trees);
        ViewState back = TreeReducer.reduce(worker, new TreeAction.RestoreView(left), trees);
        assertSame(thread, back.thread());
        assertEquals(new SampleRange(1000, 3000), back.options().range());
        assertEquals("lex", selected(back));
        assertEquals(true, back.options().inverted());
    }

    @Test
    void symbolsArrivingCarryTheSelectionThroughTheFuncsNewNames() {
        TextSamples raw = TextSamples.of("""
                main;0x1f;0x2a
                main;0x1f;0x2a
                main;0x3c
                """);
        TextSamples named = TextSamples.of("""
                main;parse;lex
                main;parse;lex
                main;render
                """);
        LoadedThread before = new LoadedThread(null, raw.thread, "Main", null);
        ViewState shown = TreeReducer.reduce(null, new TreeAction.ShowThread(before), trees);
        shown = TreeReducer.reduce(shown, new TreeAction.SelectLoadedPath(raw.path("main;0x1f;0x2a")), trees);
        shown = TreeReducer.reduce(shown, new TreeAction.PushTransform(new Transform.MergeFunction(raw.func("0x1f"))), trees);
        assertEquals("main;0x2a", selected(shown));

        String[] newNames = {"main", "parse", "lex", "render"};
        String[] oldNames = {"main", "0x1f", "0x2a", "0x3c"};
        FuncRemap remap = func -> {
            for (int i = 0; i < oldNames.length; i++) {
                if (raw.func(oldNames[i]) == func) return new int[] {named.func(newNames[i])};
            }
            return null;
        };
        LoadedThread symbolicated = new LoadedThread(null, named.thread, "Main", null);
        ViewState after = TreeReducer.reduce(shown, new TreeAction.Rebase(symbolicated, remap), trees);
        assertSame(symbolicated, after.thread());
        assertEquals(1, after.transforms().size(), "the transform is kept over the new names");
        assertEquals("main;lex", selected(after));
        assertEquals("main", expanded(after));
    }

    @Test
    void sourceMapsArrivingSplitAFuncIntoTheOriginalCallsAndTheSelectionFollows() {
        TextSamples bundle = TextSamples.of("""
                main;a;b
                main;a;b
                main;c
                """);
        // The map says a is two inlined originals (outer first), b is lex, c is render.
        TextSamples original = TextSamples.of("""
                main;parse;parseExpr;lex
                main;parse;parseExpr;lex
                main;render
                """);
        FuncRemap remap = func -> {
            if (func == bundle.func("a")) return new int[] {original.func("parse"), original.func("parseExpr")};
            if (func == bundle.func("b")) return new int[] {original.func("lex")};
            if (func == bundle.func("c")) return new int[] {original.func("render")};
            if (func == bundle.func("main")) return new int[] {original.func("main")};
            return null;
        };
        LoadedThread loaded = new LoadedThread(null, bundle.thread, "Main", null);
        ViewState shown = TreeReducer.reduce(null, new TreeAction.ShowThread(loaded), trees);
        shown = TreeReducer.reduce(shown, new TreeAction.SelectLoadedPath(bundle.path("main;a;b")), trees);
        LoadedThread mapped = new LoadedThread(null, original.thread, "Main", null);
        ViewState after = TreeReducer.reduce(shown, new TreeAction.Rebase(mapped, remap), trees);
        assertEquals("main;parse;parseExpr;lex", selected(after));
        assertEquals("main | main;parse | main;parse;parseExpr", expanded(after));
    }

    @Test
    void selectingAFunctionSelectsItsHeaviestNode() {
        ViewState shown = TreeReducer.reduce(null, new TreeAction.ShowThread(thread), trees);
        ViewState lex = TreeReducer.reduce(shown, new TreeAction.SelectFunction(samples.func("lex")), trees);
        assertEquals("main;parse;lex", selected(lex), "two samples under parse, one under paint");
        assertEquals("main | main;parse", expanded(lex));

        ViewState inverted = TreeReducer.reduce(shown, new TreeAction.SetInverted(true), trees);
        ViewState paint = TreeReducer.reduce(inverted, new TreeAction.SelectFunction(samples.func("paint")), trees);
        assertEquals("paint", selected(paint), "the inverted tree's root: paint's self time");

        ViewState dropped = TreeReducer.reduce(shown, new TreeAction.PushTransform(
                new Transform.DropFunction(samples.func("lex"))), trees);
        assertSame(dropped, TreeReducer.reduce(dropped, new TreeAction.SelectFunction(samples.func("lex")), trees),
                "a function the tree lacks selects nothing new");
    }

    @Test
    void theImplementationFilterMovesTheSelectionToTheMatchingStack() {
        TextSamples mixed = TextSamples.of("""
                JS::RunScript;onLoad[js];a[js];b[js]
                JS::RunScript;onLoad[js];js::jit::IonCannon;a[js,tier:jit];b[js,tier:jit];memcpy
                """);
        LoadedThread loaded = new LoadedThread(null, mixed.thread, "Main", null);
        ViewState shown = TreeReducer.reduce(null, new TreeAction.ShowThread(loaded), trees);
        shown = TreeReducer.reduce(shown, new TreeAction.SelectLoadedPath(mixed.path("JS::RunScript;onLoad;a;b")), trees);
        ViewState js = TreeReducer.reduce(shown, new TreeAction.SetImplementation(Implementation.JS), trees);
        assertEquals(Implementation.JS, js.options().implementation());
        assertEquals("onLoad;a;b", selected(js));
        assertEquals("onLoad | onLoad;a", expanded(js));
    }

    @Test
    void theReducerAndItsStatesNeedNoFxToolkit() {
        // Loading these classes must not load JavaFX: the reducer's tests run without a toolkit.
        for (Class<?> type : new Class<?>[] {TreeReducer.class, TreeAction.class, ViewState.class}) {
            for (var field : type.getDeclaredFields()) {
                assertFalse(field.getType().getName().startsWith("javafx."), type + "." + field.getName());
            }
        }
        assertNull(TreeReducer.reduce(null, new TreeAction.PopTransformsTo(0), trees));
    }
}
