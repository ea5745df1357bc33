package dev.flint.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.FuncRemap;
import dev.flint.calltree.TextSamples;
import dev.flint.calltree.Transform;
import dev.flint.viewmodel.LoadedProfile;
import dev.flint.viewmodel.LoadedThread;
import dev.flint.viewmodel.TimeRange;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A tab's state without a scene and without a view: the session applies every action itself (no view needs to
 * be attached), publishes each result on the thread that pumps its results (here, the test's, as the FX thread
 * in the app), replaces threads for symbols in one place, and each thread keeps its view and search.
 */
class TabSessionTest {
    private static final FuncRemap NO_CHANGE = func -> null;

    /** Results wait here until the test pumps them, as they wait for the FX thread in the app. */
    private final BlockingQueue<Runnable> published = new LinkedBlockingQueue<>();
    private final TabSession session = new TabSession(published::add);

    private final TextSamples mainSamples = TextSamples.of("""
            main;parse;lex
            main;parse;lex
            main;render;paint
            """);
    private final TextSamples workerSamples = TextSamples.of("""
            worker;job;hash
            worker;job
            """);
    private final LoadedThread main = new LoadedThread(null, mainSamples.thread, "Main", null);
    private final LoadedThread worker = new LoadedThread(null, workerSamples.thread, "Worker", null);

    private static LoadedProfile profileOf(LoadedThread... threads) {
        return new LoadedProfile(List.of(Path.of("a.json")), List.of(), List.of(threads), 0, 1, 0, null);
    }

    /** Runs the published results until the session has nothing left to apply (bounded: a hang fails). */
    private void settle() throws InterruptedException {
        do {
            Runnable next = published.poll(30, TimeUnit.SECONDS);
            assertNotNull(next, "the session's worker published nothing in 30 s");
            next.run();
        } while (session.busyProperty().get() || !published.isEmpty());
    }

    private String selected() {
        ViewState view = session.view();
        if (view == null || view.selected() == null) return "none";
        CallNodePath path = view.selected();
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < path.length(); i++) text.append(i > 0 ? ";" : "").append(view.transforms().thread().funcName(path.func(i)));
        return text.toString();
    }

    @Test
    void withNoViewAttachedEveryActionIsAppliedAndPublished() throws Exception {
        session.setProfile(profileOf(main, worker));
        session.showThread(main);
        settle();
        assertSame(main, session.view().thread());
        assertNotNull(session.tree());

        session.selectUntransformedPath(mainSamples.path("main;parse;lex"));
        session.pushTransform(new Transform.MergeFunction(mainSamples.func("parse")));
        settle();
        assertEquals(1, session.view().transforms().size());
        assertEquals("main;lex", selected());
        assertEquals("main;lex", session.tree().thread().funcName(session.selectedProperty().get().func()).equals("lex")
                ? "main;lex" : "wrong node");

        session.ranges().previewProperty().set(new TimeRange(0, 1500));
        settle();
        assertEquals(1500, session.view().options().range().endMicros(), 0.0);
        assertEquals("main;lex", selected(), "a range keeps the selection");

        session.popTransformsTo(0);
        settle();
        assertEquals("none", selected());
        assertNull(session.selectedProperty().get());
    }

    @Test
    void aSelectionTheNewTreeLacksIsClearedWhereItIsPublished() throws Exception {
        session.setProfile(profileOf(main, worker));
        session.showThread(main);
        settle();
        assertTrue(session.select(mainSamples.path("main;render;paint")));
        assertEquals("main;render;paint", selected(), "a row picked is selected at once");
        assertFalse(session.select(mainSamples.path("main;paint")), "no such node");

        session.pushTransform(new Transform.DropFunction(mainSamples.func("paint")));
        settle();
        assertEquals("none", selected());
        assertNull(session.selectedProperty().get());
    }

    @Test
    void switchingThreadsClearsTheSelectionAtOnceAndComingBackRestoresTheThreadWithItsSearch() throws Exception {
        session.setProfile(profileOf(main, worker));
        session.showThread(main);
        settle();
        session.selectFunction(mainSamples.func("lex"));
        settle();
        session.setSearchText("parse");
        assertEquals("main;parse;lex", selected());
        assertNotNull(session.selectedProperty().get());

        session.showThread(worker);
        assertNull(session.selectedProperty().get(), "nothing of the thread left stays selected, even before the tree is built");
        assertEquals("", session.searchTextProperty().get(), "the worker was never searched");
        settle();
        assertSame(worker, session.view().thread());
        assertEquals("none", selected());

        session.showThread(main);
        settle();
        assertSame(main, session.view().thread());
        assertEquals("main;parse;lex", selected());
        assertEquals("parse", session.searchTextProperty().get());
        assertNotNull(session.selectedProperty().get());
    }

    @Test
    void symbolsReplaceTheThreadInTheProfileAndRebaseTheTreeOnlyWhenItShowsIt() throws Exception {
        session.setProfile(profileOf(main, worker));
        session.showThread(main);
        settle();
        session.selectFunction(mainSamples.func("lex"));
        settle();

        LoadedThread newWorker = new LoadedThread(null, workerSamples.thread, "Worker, symbolicated", null);
        session.replaceThread(worker, newWorker, NO_CHANGE, List.of(Path.of("worker.sym")));
        assertEquals(List.of(main, newWorker), session.profileProperty().get().threads());
        assertSame(main, session.thread(), "the worker is not shown: nothing to rebase");

        LoadedThread newMain = new LoadedThread(null, mainSamples.thread, "Main, symbolicated", null);
        session.replaceThread(main, newMain, NO_CHANGE, List.of(Path.of("main.sym"), Path.of("worker.sym")));
        settle();
        assertEquals(List.of(newMain, newWorker), session.profileProperty().get().threads());
        assertSame(newMain, session.thread());
        assertSame(newMain, session.view().thread());
        assertEquals("main;parse;lex", selected(), "the selection carried over");
        assertEquals(List.of(Path.of("worker.sym"), Path.of("main.sym")), session.symbolFiles());
        assertTrue(session.shows(newMain));
        assertFalse(session.shows(main));

        IllegalArgumentException gone = assertThrows(IllegalArgumentException.class,
                () -> session.replaceThread(main, newMain, NO_CHANGE, List.of()));
        assertEquals("not a shown thread: Main", gone.getMessage());
    }

    @Test
    void symbolsAppliedToAThreadNotShownRebaseItsSavedViewWhenItShowsAgain() throws Exception {
        session.setProfile(profileOf(main, worker));
        session.showThread(main);
        settle();
        session.selectFunction(mainSamples.func("paint"));
        session.pushTransform(new Transform.MergeFunction(mainSamples.func("render")));
        settle();
        assertEquals("main;paint", selected());
        session.showThread(worker);
        settle();

        LoadedThread newMain = new LoadedThread(null, mainSamples.thread, "Main, symbolicated", null);
        session.replaceThread(main, newMain, NO_CHANGE, List.of(Path.of("main.sym")));
        LoadedThread newerMain = new LoadedThread(null, mainSamples.thread, "Main, symbolicated twice", null);
        session.replaceThread(newMain, newerMain, NO_CHANGE, List.of(Path.of("more.sym")));
        assertSame(worker, session.view().thread());

        session.showThread(newerMain);
        settle();
        assertSame(newerMain, session.view().thread(), "the saved view, rebased twice in order");
        assertEquals(1, session.view().transforms().size());
        assertEquals("main;paint", selected());
    }

    @Test
    void anotherProfileForgetsEveryThread() throws Exception {
        session.setProfile(profileOf(main, worker));
        session.showThread(main);
        settle();
        session.pushTransform(new Transform.MergeFunction(mainSamples.func("render")));
        settle();
        assertNotNull(session.savedView(0));
        session.setProfile(profileOf(main, worker));
        assertNull(session.savedView(0));
    }
}
