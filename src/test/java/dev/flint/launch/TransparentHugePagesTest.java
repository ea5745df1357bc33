package dev.flint.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TransparentHugePagesTest {
    @TempDir
    Path folder;

    private boolean offeredFor(String setting) throws Exception {
        Path file = folder.resolve("enabled");
        Files.writeString(file, setting, StandardCharsets.US_ASCII);
        return TransparentHugePages.offered(file);
    }

    /** Linux writes the modes with the chosen one in brackets; "always" and "madvise" give a JVM that asks huge pages. */
    @Test
    void theChosenModeDecides() throws Exception {
        assertTrue(offeredFor("always [madvise] never\n"));
        assertTrue(offeredFor("[always] madvise never\n"));
        assertFalse(offeredFor("always madvise [never]\n"));
        assertFalse(offeredFor("madvise\n"));
        assertFalse(offeredFor(""));
    }

    /** No such file (macOS, Windows, a kernel without them) or a folder in its place: not offered, and nothing thrown. */
    @Test
    void anAbsentOrOddSettingIsNotOffered() throws Exception {
        assertFalse(TransparentHugePages.offered(folder.resolve("absent")));
        assertFalse(TransparentHugePages.offered(folder));
    }

    /**
     * Where this system offers them, a JVM given the command line's huge-page flag starts and prints nothing about
     * it (a warning would land in the command's standard output).
     */
    @Test
    void aJvmAskingForThemPrintsNothingWhereTheyAreOffered() throws Exception {
        Assumptions.assumeTrue(TransparentHugePages.offered(TransparentHugePages.LINUX_SETTING),
                "this system offers no transparent huge pages (" + TransparentHugePages.LINUX_SETTING + ")");
        String javaBinary = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process jvm = new ProcessBuilder(List.of(javaBinary, "-Xms64m", "-Xmx256m", ChildCommand.HUGE_PAGES, "-version"))
                .redirectErrorStream(true).start();
        String printed = new String(jvm.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, jvm.waitFor(), printed);
        assertFalse(printed.toLowerCase(java.util.Locale.ROOT).contains("warning"), printed);
    }
}
