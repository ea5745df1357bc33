package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.flint.testing.SharedTestdata;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * `flint info` on every file of ../shared/testdata/bad (skipped when absent): a non-zero status and one
 * stderr line naming the file, or, for the odd-but-valid ones, the JSON; each within 5 s (a hang guard).
 */
@Tag(SharedTestdata.TAG)
class InfoBadFilesTest {
    private static final Set<String> LOADS = Set.of("bad-empty-samples.cpuprofile",
            "bad-negative-timedeltas.cpuprofile", "bad-non-utf8-in-string.cpuprofile",
            "bad-sample-missing-node.cpuprofile");
    /** DESIGN.md: samples on unknown nodes are left out with a warning line, not refused. */
    private static final String WARNS = "bad-sample-missing-node.cpuprofile";

    @Test
    void everyBadFileIsOneLineOrLoads() throws Exception {
        List<Path> files;
        try (Stream<Path> list = Files.list(SharedTestdata.file("bad"))) {
            files = list.sorted().toList();
        }
        assertTrue(files.size() >= 11, "the README lists 11 files");
        for (Path file : files) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> Cli.run(
                    new String[] {"info", file.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8)));
            String stderr = err.toString(StandardCharsets.UTF_8);
            String name = file.getFileName().toString();
            if (LOADS.contains(name)) {
                assertEquals(0, status, name + ": " + stderr);
                if (name.equals(WARNS)) {
                    assertTrue(stderr.startsWith("warning: " + file + ": $.samples: "), name + " gave: " + stderr);
                }
                assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("{\"format\": \"cpuprofile\""), name);
            } else {
                assertEquals(Cli.EXIT_BAD_FILE, status, name);
                assertTrue(stderr.startsWith(file + ": ") && stderr.indexOf('\n') == stderr.length() - 1,
                        name + " gave: " + stderr);
                assertEquals("", out.toString(StandardCharsets.UTF_8));
            }
        }
    }
}
