package dev.flint.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.FuncRemap;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.Transform;
import dev.flint.viewmodel.LoadedProfile;
import dev.flint.viewmodel.LoadedThread;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A tab's state without a scene: requests reach the tab's view changer, symbols replace threads in one place,
 * each thread keeps its view and search.
 */
class TabSessionTest {
    private static final FuncRemap NO_CHANGE = func -> null;

    private final List<String> calls = new ArrayList<>();
    private final TabSession session = new TabSession();

    private static LoadedThread thread(String label) {
        return new LoadedThread(null, null, label, null);
    }

    private static LoadedProfile profileOf(LoadedThread... threads) {
        return new LoadedProfile(List.of(Path.of("a.json")), List.of(), List.of(threads), 0, 1, 0, null);
    }

    /** Writes down each request the way a call tree would receive it. */
    private TabSession.ViewChanger recorder() {
        return new TabSession.ViewChanger() {
            @Override public void showThread(LoadedThread thread) { calls.add("show " + thread.label()); }
            @Override public void restoreView(ViewState saved) {
                calls.add("restore " + saved.thread().label() + (saved.options().inverted() ? " inverted" : "")
                        + " selected " + saved.selected() + " expanded " + saved.expanded());
            }
            @Override public void pushTransform(Transform transform) { calls.add("push " + transform); }
            @Override public void popTransformsTo(int count) { calls.add("pop to " + count); }
            @Override public void setInverted(boolean inverted) { calls.add("inverted " + inverted); }
            @Override public void setImplementation(Implementation implementation) { calls.add("implementation " + implementation); }
            @Override public boolean selectPath(CallNodePath path) { calls.add("select " + path); return true; }
            @Override public void selectUntransformedPath(CallNodePath path) { calls.add("select loaded " + path); }
            @Override public void replaceBaseThread(LoadedThread thread, FuncRemap remap) { calls.add("rebase on " + thread.label()); }
        };
    }

    @Test
    void symbolsReplaceTheThreadInTheProfileAndRebaseTheTreeOnlyWhenItShowsIt() {
        session.setViewChanger(recorder());
        LoadedThread main = thread("Main");
        LoadedThread worker = thread("Worker");
        session.setProfile(profileOf(main, worker));
        session.showThread(main);

        LoadedThread newWorker = thread("Worker, symbolicated");
        session.replaceThread(worker, newWorker, NO_CHANGE, List.of(Path.of("worker.sym")));
        assertEquals(List.of(main, newWorker), session.profileProperty().get().threads());
        assertEquals(List.of("show Main"), calls, "the worker is not in the tree: nothing to rebase");
        assertSame(main, session.thread());

        LoadedThread newMain = thread("Main, symbolicated");
        session.replaceThread(main, newMain, NO_CHANGE, List.of(Path.of("main.sym"), Path.of("worker.sym")));
        assertEquals(List.of(newMain, newWorker), session.profileProperty().get().threads());
        assertEquals(List.of("show Main", "rebase on Main, symbolicated"), calls);
        assertSame(newMain, session.thread());
        assertEquals(List.of(Path.of("worker.sym"), Path.of("main.sym")), session.symbolFiles());
        assertTrue(session.shows(newMain));
        assertFalse(session.shows(main));

        IllegalArgumentException gone = assertThrows(IllegalArgumentException.class,
                () -> session.replaceThread(main, newMain, NO_CHANGE, List.of()));
        assertEquals("not a shown thread: Main", gone.getMessage());
    }

    @Test
    void everyRequestReachesTheViewChangerInOrderAndActivatingAThreadTheActivator() {
        session.setViewChanger(recorder());
        session.setThreadActivator(thread -> calls.add("activate " + thread));
        session.setImplementation(Implementation.JS);
        session.setInverted(true);
        session.pushTransform(new Transform.DropFunction(3));
        session.popTransformsTo(0);
        session.selectUntransformedPath(CallNodePath.of(1, 2));
        assertTrue(session.selectPath(CallNodePath.of(2, 1)));
        session.activateThread(1);
        assertEquals(List.of("implementation JS", "inverted true", "push DropFunction[func=3]", "pop to 0",
                "select loaded " + CallNodePath.of(1, 2), "select " + CallNodePath.of(2, 1), "activate 1"), calls);
    }

    @Test
    void withoutAViewChangerRequestsDoNothingAndNothingIsShown() {
        session.pushTransform(new Transform.DropFunction(3));
        assertFalse(session.selectPath(CallNodePath.of(1)));
        assertEquals(null, session.view());
        assertEquals(List.of(), calls);
    }

    /** A view of {@code thread} as the call tree publishes it: inverted, one node selected, its parent open. */
    private static ViewState invertedViewOf(LoadedThread thread) {
        return new ViewState(thread, null, CallTreeOptions.DEFAULT.withInverted(true), CallNodePath.of(4, 2),
                Set.of(CallNodePath.of(4)));
    }

    @Test
    void aThreadShownAgainIsRestoredAsItWasLeftWithItsSearchAndAThreadNotSeenBeforeStartsAfresh() {
        session.setViewChanger(recorder());
        LoadedThread main = thread("Main");
        LoadedThread worker = thread("Worker");
        session.setProfile(profileOf(main, worker));
        session.showThread(main);
        ViewState left = invertedViewOf(main);
        session.publishView(left);
        session.setSearchText("parse");

        session.showThread(worker);
        assertEquals("", session.searchTextProperty().get(), "the worker was never searched");
        session.publishView(new ViewState(worker, null, CallTreeOptions.DEFAULT, null, Set.of()));
        session.setSearchText("gc");

        session.showThread(main);
        assertEquals(List.of("show Main", "show Worker",
                "restore Main inverted selected " + CallNodePath.of(4, 2) + " expanded [" + CallNodePath.of(4) + "]"), calls);
        assertEquals("parse", session.searchTextProperty().get());
        assertSame(left, session.savedView(0));
        assertSame(main, session.thread());

        session.showThread(worker);
        assertEquals("gc", session.searchTextProperty().get());
        assertEquals("restore Worker selected null expanded []", calls.get(calls.size() - 1));
    }

    @Test
    void aStateOvertakenByTheSwitchIsTheThreadsAndAnotherProfileForgetsEveryThread() {
        session.setViewChanger(recorder());
        LoadedThread main = thread("Main");
        LoadedThread worker = thread("Worker");
        session.setProfile(profileOf(main, worker));
        session.showThread(main);
        session.showThread(worker);
        // Main's push was still being applied when the worker was asked for: never shown, still Main's.
        ViewState pushed = invertedViewOf(main);
        session.rememberView(pushed);
        assertSame(pushed, session.savedView(0));
        assertEquals(null, session.savedView(1));

        session.setProfile(profileOf(main, worker));
        assertEquals(null, session.savedView(0));
        session.showThread(main);
        assertEquals(List.of("show Main", "show Worker", "show Main"), calls);
    }

    @Test
    void symbolsAppliedToAThreadNotShownRebaseItsSavedViewWhenItShowsAgain() {
        session.setViewChanger(recorder());
        LoadedThread main = thread("Main");
        LoadedThread worker = thread("Worker");
        session.setProfile(profileOf(main, worker));
        session.showThread(main);
        session.publishView(invertedViewOf(main));
        session.showThread(worker);

        LoadedThread newMain = thread("Main, symbolicated");
        session.replaceThread(main, newMain, NO_CHANGE, List.of(Path.of("main.sym")));
        LoadedThread newerMain = thread("Main, symbolicated twice");
        session.replaceThread(newMain, newerMain, NO_CHANGE, List.of(Path.of("more.sym")));
        assertEquals(List.of("show Main", "show Worker"), calls, "the tree shows the worker: nothing to rebase yet");

        calls.clear();
        session.showThread(newerMain);
        assertEquals(List.of("restore Main inverted selected " + CallNodePath.of(4, 2) + " expanded [" + CallNodePath.of(4) + "]",
                "rebase on Main, symbolicated", "rebase on Main, symbolicated twice"), calls, "the saved view, then each rebase in order");

        // The first rebase's state arrives: only the second is still to be made on it.
        session.rememberView(invertedViewOf(newMain));
        session.showThread(worker);
        calls.clear();
        session.showThread(newerMain);
        assertEquals(List.of("restore Main, symbolicated inverted selected " + CallNodePath.of(4, 2) + " expanded ["
                + CallNodePath.of(4) + "]", "rebase on Main, symbolicated twice"), calls);

        session.publishView(invertedViewOf(newerMain));
        session.showThread(worker);
        calls.clear();
        session.showThread(newerMain);
        assertEquals(1, calls.size(), "the newest version's view needs no rebase: " + calls);
    }
}
