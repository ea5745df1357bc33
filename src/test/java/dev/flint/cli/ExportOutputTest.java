package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code flint export --output OUT} (DESIGN.md "Export details"): a regular file or a new one is written,
 * anything else is refused in one line and left as it was (a private copy of /dev/full, a FIFO, a read-only
 * file, a folder, {@code /}); a legal 250-byte name works although a temporary name built from it would pass
 * 255 bytes; a symlink to a regular file keeps its link and gets its target replaced.
 */
class ExportOutputTest {
    @TempDir
    Path dir;
    private Path input;

    @BeforeEach
    void writeInput() throws IOException {
        input = dir.resolve("in.folded");
        Files.writeString(input, "A;B 1\nA;C 2\n");
    }

    private CliRun export(String output) {
        return CliRun.of("export", input.toString(), "--format", "folded", "--output", output);
    }

    private static void assertRefused(CliRun run, String output, String why) {
        assertEquals(Cli.EXIT_BAD_FILE, run.status(), run.err());
        assertEquals(1, run.errLines().length, run.err());
        assertEquals(output + ": cannot write the export: " + why + "\n", run.err());
    }

    private static boolean run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        return process.waitFor(10, TimeUnit.SECONDS) && process.exitValue() == 0;
    }

    private static boolean isSpecial(Path file) throws IOException {
        return Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isOther();
    }

    @Test
    void aCopyOfDevFullStaysADevice() throws Exception {
        Path full = dir.resolve("full");
        assumeTrue(run("mknod", full.toString(), "c", "1", "7"), "mknod needs root");
        CliRun run = export(full.toString());
        assertRefused(run, full.toString(), "it is a character device, not a regular file: an export only writes regular files");
        assertTrue(isSpecial(full));
    }

    @Test
    void aFifoWithAReaderIsNotReplaced() throws Exception {
        Path fifo = dir.resolve("fifo");
        assumeTrue(run("mkfifo", fifo.toString()), "mkfifo");
        Process reader = new ProcessBuilder("cat", fifo.toString()).start();
        try {
            CliRun run = export(fifo.toString());
            assertRefused(run, fifo.toString(), "it is a FIFO, not a regular file: an export only writes regular files");
            assertTrue(isSpecial(fifo));
        } finally {
            reader.destroyForcibly();
        }
    }

    @Test
    void aReadOnlyFileIsLeftAsItIs() throws IOException {
        Path readOnly = dir.resolve("ro.folded");
        Files.writeString(readOnly, "keep 1\n");
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r--r--r--"));
        assertRefused(export(readOnly.toString()), readOnly.toString(), "it is a read-only file: it is left as it is");
        assertEquals("keep 1\n", Files.readString(readOnly));
    }

    @Test
    void foldersAndTheRootAreOneLine() throws IOException {
        assertRefused(export("/"), "/", "it names a folder; --output takes a file name");
        assertRefused(export(dir.toString()), dir.toString(), "it is a folder; --output takes a file name");
        Path link = Files.createSymbolicLink(dir.resolve("link"), dir);
        assertRefused(export(link.toString()), link.toString(),
                "it is a symbolic link to a folder; --output takes a file name");
        assertRefused(export(dir + "/new/"), dir + "/new/", "it names a folder; --output takes a file name");
    }

    @Test
    void a250ByteNameIsWritten() throws IOException {
        Path file = dir.resolve("n".repeat(250));
        CliRun run = export(file.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("A;C 2\nA;B 1\n", Files.readString(file));
        try (var names = Files.list(dir)) {
            assertEquals(2, names.count(), "no temporary file is left");
        }
    }

    @Test
    void aWritableFileIsReplacedKeepingItsModeAndASymlinkItsLink() throws IOException {
        Path file = dir.resolve("old.folded");
        Files.writeString(file, "old 1\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw----"));
        Path link = Files.createSymbolicLink(dir.resolve("link.folded"), file.getFileName());
        CliRun run = export(link.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("A;C 2\nA;B 1\n", Files.readString(file));
        assertEquals("rw-rw----", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    }
}
