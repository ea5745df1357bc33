package dev.flint.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The export dialog's proposed name and folder (issue 22 item 10). */
class ExportNamesTest {
    @TempDir
    Path directory;

    @Test
    void baseNameAndThreadNameShortAndSafe() {
        // The case: a Chrome trace's renderer thread, whose label carries the process and its URL.
        assertEquals("chrome-medium.array-CrRendererMain",
                ExportNames.baseName(Path.of("/work/chrome-medium.array.json.gz"), "CrRendererMain"));
        assertEquals("node-small", ExportNames.baseName(Path.of("node-small.cpuprofile"), ""));
        assertEquals("profile-DedicatedWorker_thread", ExportNames.baseName(null, "DedicatedWorker thread"));
        assertEquals("a_b_c", ExportNames.part("a/b: \u00b7 c\u0001"));
        assertEquals(ExportNames.MAX_PART, ExportNames.part("x".repeat(300)).length());
        assertEquals("Renderer", ExportNames.part("  ..Renderer..  "));
    }

    @Test
    void theRememberedFolderWhileItExistsElseBesideTheProfile() throws Exception {
        Path exports = Files.createDirectories(directory.resolve("exports"));
        Path profile = directory.resolve("in").resolve("trace.json");
        assertEquals(exports, ExportNames.folder(exports.toString(), profile));
        assertEquals(profile.getParent(), ExportNames.folder(directory.resolve("gone").toString(), profile));
        assertEquals(profile.getParent(), ExportNames.folder(null, profile));
        assertEquals(Path.of(System.getProperty("user.home")), ExportNames.folder("", null));
    }
}
