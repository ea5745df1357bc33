package dev.flint.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Record dialog's proposed folder, on a made-up home: the last folder, else Documents (XDG's or ~/Documents), else home. */
class RecordingFolderTest {
    @TempDir
    Path home;

    private Path config() throws IOException {
        return Files.createDirectories(home.resolve(".config"));
    }

    @Test
    void theLastFolderWhileItExists() throws IOException {
        Path last = Files.createDirectories(home.resolve("work/recordings"));
        Files.createDirectories(home.resolve("Documents"));
        assertEquals(last, RecordingFolder.proposed(last.toString(), home, config()));
        Files.delete(last);
        assertEquals(home.resolve("Documents"), RecordingFolder.proposed(last.toString(), home, config()));
        assertEquals(home.resolve("Documents"), RecordingFolder.proposed("relative/folder", home, config()));
    }

    @Test
    void elseDocumentsElseHome() throws IOException {
        assertEquals(home, RecordingFolder.proposed(null, home, config()), "no Documents folder: home");
        Files.createDirectories(home.resolve("Documents"));
        assertEquals(home.resolve("Documents"), RecordingFolder.proposed(null, home, config()));
        assertEquals(home.resolve("Documents"), RecordingFolder.proposed("", home, config()));
    }

    @Test
    void theXdgDocumentsFolderWhenTheUserDirsNameOne() throws IOException {
        Path dokumente = Files.createDirectories(home.resolve("Dokumente"));
        Files.createDirectories(home.resolve("Documents"));
        Files.writeString(config().resolve("user-dirs.dirs"), """
                # This file is written by xdg-user-dirs-update
                XDG_DESKTOP_DIR="$HOME/Schreibtisch"
                XDG_DOCUMENTS_DIR="$HOME/Dokumente"
                """);
        assertEquals(dokumente, RecordingFolder.proposed(null, home, config()));
        Path absolute = Files.createDirectories(home.resolve("elsewhere/papers"));
        Files.writeString(config().resolve("user-dirs.dirs"), "XDG_DOCUMENTS_DIR=\"" + absolute + "\"\n");
        assertEquals(absolute, RecordingFolder.proposed(null, home, config()));
        // Disabled (set to home), or named but missing: home
        Files.writeString(config().resolve("user-dirs.dirs"), "XDG_DOCUMENTS_DIR=\"$HOME/\"\n");
        assertEquals(home, RecordingFolder.proposed(null, home, config()));
        Files.writeString(config().resolve("user-dirs.dirs"), "XDG_DOCUMENTS_DIR=\"$HOME/Gone\"\n");
        assertEquals(home, RecordingFolder.proposed(null, home, config()));
    }
}
