package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.UiThreadGuard;
import dev.flint.ui.testing.FreshStage;
import dev.flint.viewmodel.LoadedProfile;
import dev.flint.viewmodel.ThreadEntry;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A tab shows a file's threads with what its load made: the thread list's rows are counted on the load's thread,
 * and the FX thread may not count them. On the 4 GB trace (9,025 threads) counting them on the FX thread was a
 * fifth of the pulse that showed the file.
 */
@FreshStage(width = 1200, height = 800)
class ThreadListFromLoadTest extends FreshWindowTest {
    @Test
    void theListsRowsAreTheLoadsAndTheFxThreadMayNotCountThem() throws Exception {
        openAndShow(ThreadListTest.TRACE);
        LoadedProfile loaded = window.profileProperty().get();
        List<ThreadEntry> rows = WaitForAsyncUtils.asyncFx(() -> window.current().threadList().rows().stream()
                .map(row -> row.entry()).toList()).get();
        assertEquals(loaded.threads().size(), rows.size(), "every thread has a row");
        for (ThreadEntry row : rows) {
            assertSame(loaded.threadEntries().get(row.thread()), row, "the row of thread " + row.thread() + " is the load's");
        }
        Exception refused = WaitForAsyncUtils.asyncFx(() -> assertThrows(IllegalStateException.class,
                () -> ThreadEntry.of(loaded.threads(), loaded.activity()))).get();
        assertTrue(refused.getMessage().contains("ThreadEntry.of"), refused.getMessage());
        // The guard keeps its first violation for the tests that check none happened (StaleStateTest in this JVM):
        // this one was asked for.
        UiThreadGuard.clearViolations();
    }

    /** A profile's rows are added to the list view once, each filtered once (not filtered and added twice). */
    @Test
    void aProfilesRowsReachTheListViewInOneChange() throws Exception {
        openAndShow(ThreadListTest.TRACE);
        LoadedProfile loaded = window.profileProperty().get();
        int[] changes = WaitForAsyncUtils.asyncFx(() -> {
            ProfileView view = new ProfileView(0.5, 0.7);
            int[] seen = {0, 0};
            view.threadList().listView().getItems().addListener((javafx.collections.ListChangeListener<Object>) change -> {
                seen[1] = change.getList().size();
                int added = 0;
                while (change.next()) added += change.getAddedSize();
                if (added > 0) seen[0]++;
            });
            view.show(loaded);
            return seen;
        }).get();
        assertEquals(loaded.threads().size(), changes[1], "every thread listed");
        assertEquals(1, changes[0], "added in one change");
    }
}
