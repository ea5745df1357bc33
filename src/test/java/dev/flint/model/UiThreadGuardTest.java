package dev.flint.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class UiThreadGuardTest {
    @AfterEach
    void uninstall() {
        UiThreadGuard.install(null);
        UiThreadGuard.clearViolations();
    }

    @Test
    void refusesAnEntryPointOnTheUiThreadNamingIt() {
        Thread ui = Thread.currentThread();
        UiThreadGuard.install(() -> Thread.currentThread() == ui);
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> CallTree.build(ProfileThread.empty(1, 1, "main", ""), CallTreeOptions.DEFAULT));
        assertEquals("CallTree.build was called on the UI thread: its cost grows with the profile, run it in the background",
                refused.getMessage());
        assertEquals(refused.getMessage(), UiThreadGuard.firstViolation(), "kept even when a handler swallows it");
    }

    @Test
    void letsEveryOtherThreadAndAnUninstalledGuardThrough() throws Exception {
        UiThreadGuard.check("anything");
        Thread ui = Thread.currentThread();
        UiThreadGuard.install(() -> Thread.currentThread() == ui);
        Thread background = new Thread(() -> CallTree.build(ProfileThread.empty(1, 1, "main", ""), CallTreeOptions.DEFAULT));
        background.start();
        background.join();
        assertNull(UiThreadGuard.firstViolation());
    }
}
