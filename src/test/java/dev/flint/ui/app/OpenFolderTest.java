package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where File ▸ Open starts (issue 34, item 6: a first start opened GTK's empty "Recent" view). */
class OpenFolderTest {
    @TempDir Path dir;

    @Test
    void theLastFileOpenedsFolderComesFirstThenTheShownTabsThenHome() throws Exception {
        Path last = Files.createDirectories(dir.resolve("last"));
        Path sample = Files.createDirectories(dir.resolve("flint-sample"));
        Path home = Files.createDirectories(dir.resolve("home"));
        assertEquals(last, OpenFolder.initial(List.of(last.resolve("a.cpuprofile")), sample.resolve("sample.cpuprofile"), home));
        assertEquals(sample, OpenFolder.initial(List.of(), sample.resolve("sample.cpuprofile"), home), "a first start: the sample's");
        assertEquals(home, OpenFolder.initial(List.of(), null, home), "no tab: home");
    }

    @Test
    void aFolderThatIsGoneIsPassedOver() throws Exception {
        Path home = Files.createDirectories(dir.resolve("home"));
        assertEquals(home, OpenFolder.initial(List.of(dir.resolve("gone/a.json")), dir.resolve("also-gone/b.json"), home));
        assertNull(OpenFolder.initial(List.of(), null, dir.resolve("no-home")));
    }
}
