package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.Main;
import dev.flint.importer.ProfileLoader;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the CLI says when something goes wrong outside the file's content: an unknown command, a file that is
 * no regular file or may not be read, --timings on a device, memory running out, a bug in Flint.
 */
class CliFailuresTest {
    @TempDir
    Path dir;

    @Test
    void anUnknownCommandIsOneLineAndExitTwo() {
        CliRun run = CliRun.of("infoo", "x.json");
        assertEquals(Cli.EXIT_USAGE, run.status());
        assertEquals("flint: unknown command 'infoo' (and no such file): the commands are calls, diff, export, info, insights, lines, record, tree; "
                + "flint --help lists them\n", run.err());
    }

    @Test
    void theLauncherOpensExistingFilesAndRefusesOtherWords() throws IOException {
        Path existing = Files.writeString(dir.resolve("infoo"), "main 1\n");
        assertTrue(Main.isUnknownCommand("infoo"));
        assertTrue(Main.isUnknownCommand(dir.resolve("missing.json").toString()));
        assertFalse(Main.isUnknownCommand(existing.toString()));
        assertFalse(Main.isUnknownCommand("--smoke"));
        assertFalse(Main.isUnknownCommand("-psn_0_12345")); // macOS's process serial number
    }

    @Test
    void helpGoesToStdout() {
        CliRun run = CliRun.of("--help");
        assertEquals(0, run.status());
        assertTrue(run.out().startsWith("usage: flint"));
    }

    @Test
    void aDirectoryAndADeviceAreRefused() {
        CliRun directory = CliRun.of("info", dir.toString());
        assertEquals(dir + ": is a directory, not a profile file\n", directory.err());
        if (Files.exists(Path.of("/dev/zero"))) {
            CliRun timings = CliRun.of("info", "/dev/zero", "--timings");
            assertEquals(Cli.EXIT_BAD_FILE, timings.status());
            assertEquals("/dev/zero: not a regular file (a character device): Flint reads profiles from files; "
                    + "save the data to a file first\n", timings.err());
        }
    }

    @Test
    void aFileWithoutReadPermissionSaysSo() throws IOException {
        // Tests run as root, who reads anything: the message path, then a real file where permissions bite.
        assertEquals("p.json: permission denied: the file cannot be read",
                ProfileLoader.readFailure("p.json", "", new AccessDeniedException("p.json")).getMessage());
        Path locked = Files.writeString(dir.resolve("locked.folded"), "main 1\n");
        assertTrue(locked.toFile().setReadable(false, false));
        if (!Files.isReadable(locked)) {
            assertEquals(locked + ": permission denied: the file cannot be read\n", CliRun.of("info", locked.toString()).err());
        }
    }

    @Test
    void outOfMemorySaysHowToGiveMore() {
        String line = Failures.describe("big.json", new OutOfMemoryError("Java heap space"));
        assertTrue(line.startsWith("big.json: the file needs more memory than Flint may use (its heap is limited to "), line);
        assertTrue(line.contains("java -Xmx") && line.contains("JAVA_TOOL_OPTIONS=-Xmx"), line);
        assertFalse(line.contains("java.lang"), line);
    }

    @Test
    void aBugInFlintIsNamedWithoutJavasText() {
        String line = Failures.describe("x.json", new IllegalStateException("index 7 out of bounds for length 3"));
        assertTrue(line.matches("x\\.json: Flint failed on this file \\(a bug in Flint: IllegalStateException at "
                + "CliFailuresTest\\.java:\\d+\\); --debug shows the details"), line);
    }
}
