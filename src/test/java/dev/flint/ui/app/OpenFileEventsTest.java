package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The macOS path itself cannot run here; these pin down that it stays out of the way elsewhere. */
class OpenFileEventsTest {
    @Test
    void doesNothingOffTheMac() {
        assertFalse(OpenFileEvents.register("Linux", false, files -> { }));
        assertFalse(OpenFileEvents.register("Windows 11", false, files -> { }));
    }

    @Test
    void doesNothingOnAHeadlessMac() {
        assertFalse(OpenFileEvents.register("Mac OS X", true, files -> { }));
    }

    @Test
    void eventFilesArriveAsAbsolutePaths() {
        assertEquals(List.of(Path.of("").toAbsolutePath().resolve("x y.cpuprofile"), Path.of("/a/b.json")),
                OpenFileEvents.absolutePaths(List.of(new File("x y.cpuprofile"), new File("/a/./b.json"))));
    }
}
