package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code flint COMMAND FILE} alone is run without picocli ({@link Cli}'s runWithFile); {@code flint COMMAND -- FILE}
 * still goes through picocli, which takes the word after {@code --} as FILE. Both must print, word and exit alike:
 * a good file, a missing one, a broken one, and a command whose check refuses the missing options.
 */
class PlainFileArgumentTest {
    @TempDir
    Path dir;

    @Test
    void infoOfAGoodFileIsPicoclisOutput() {
        assertEquals(0, assertSameAsPicocli("info", "testdata/cpuprofile/node-small.cpuprofile").status());
        assertEquals(0, assertSameAsPicocli("tree", "testdata/cpuprofile/node-small.cpuprofile").status());
    }

    @Test
    void aMissingAndABrokenFileAreWordedAsPicoclisRunWordsThem() throws IOException {
        assertSameAsPicocli("info", dir.resolve("missing.json").toString());
        Path broken = Files.writeString(dir.resolve("broken.json"), "{\"traceEvents\": [{\"ph\": ");
        CliRun run = assertSameAsPicocli("info", broken.toString());
        assertEquals(Cli.EXIT_BAD_FILE, run.status());
    }

    @Test
    void aCommandsOwnCheckStillRefusesMissingOptions() {
        CliRun run = assertSameAsPicocli("export", "testdata/cpuprofile/node-small.cpuprofile");
        assertEquals(Cli.EXIT_USAGE, run.status());
        assertSameAsPicocli("lines", "testdata/cpuprofile/node-small.cpuprofile");
    }

    /** Runs {@code COMMAND FILE} and {@code COMMAND -- FILE}, asserts both gave the same, and returns the first. */
    private static CliRun assertSameAsPicocli(String command, String file) {
        CliRun plain = CliRun.of(command, file);
        CliRun picocli = CliRun.of(command, "--", file);
        assertEquals(picocli, plain, command + " " + file);
        return plain;
    }
}
