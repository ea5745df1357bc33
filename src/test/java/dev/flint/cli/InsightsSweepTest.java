package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flint.testing.SharedTestdata;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code flint insights --json} on every profile under testdata (and ../shared/testdata when present): a
 * file that loads gets findings that keep the contract (a known kind, impact ≥ 0, a thread of the file, at
 * most 3 functions and 10 ranges, each range ordered, a sentence, no pseudo-frame as a hot function); a file
 * that does not load is one line, as for every command.
 */
class InsightsSweepTest {
    private static final Set<String> KINDS = Set.of("long-task", "forced-layout", "gc", "hot-function",
            "third-party", "lock-contention");
    private static final Set<String> PSEUDO = Set.of("(program)", "(idle)", "(garbage collector)", "(root)");
    /** Scripts, workloads, sources and maps beside the profiles; hostile inputs have their own sweep. */
    private static final List<String> NOT_PROFILES = List.of(".sh", ".py", ".js", ".java", ".md", ".html", ".c",
            ".map", ".jfc", ".ts", ".mjs", ".txt.in", "Makefile", ".json.map");

    @Test
    void everyProjectProfileGetsFindingsThatKeepTheContract() throws IOException {
        sweep(Path.of("testdata"));
    }

    @Tag(SharedTestdata.TAG)
    @Test
    void everySharedProfileGetsFindingsThatKeepTheContract() throws IOException {
        sweep(SharedTestdata.root());
    }

    private static void sweep(Path root) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(Files::isRegularFile).filter(InsightsSweepTest::isProfile).sorted().toList();
        }
        assertTrue(files.size() > 20, "profiles under " + root + ": " + files.size());
        ObjectMapper json = new ObjectMapper();
        int loaded = 0;
        for (Path file : files) {
            CliRun run = CliRun.of("insights", file.toString(), "--json");
            String what = "flint insights " + file + ": status " + run.status() + "\n" + run.err();
            assertFalse(run.err().contains("\tat ") || run.err().contains("Exception"), what);
            if (run.status() != 0) {
                assertEquals(Cli.EXIT_BAD_FILE, run.status(), what);
                continue;
            }
            loaded++;
            for (JsonNode finding : json.readTree(run.out()).get("findings")) {
                String kind = finding.get("kind").asText();
                assertTrue(KINDS.contains(kind), what + finding);
                assertTrue(finding.get("impactMs").asDouble() >= 0, what + finding);
                assertTrue(finding.get("thread").asText().matches("-?\\d+:-?\\d+"), what + finding);
                assertTrue(finding.get("functions").size() <= 3, what + finding);
                assertTrue(finding.get("ranges").size() <= 10, what + finding);
                for (JsonNode range : finding.get("ranges")) {
                    assertTrue(range.get(0).asDouble() <= range.get(1).asDouble(), what + finding);
                }
                assertFalse(finding.get("message").asText().isEmpty(), what + finding);
                if (kind.equals("hot-function")) {
                    assertFalse(PSEUDO.contains(finding.get("functions").get(0).get("name").asText()), what + finding);
                }
            }
        }
        assertTrue(loaded > files.size() / 2, "loaded " + loaded + " of " + files.size());
    }

    private static boolean isProfile(Path file) {
        String path = file.toString().replace('\\', '/');
        if (path.contains("/hostile/") || path.contains("/fuzz/") || path.contains("/node_modules/")
                || path.contains("/web/") || path.contains("/bad/")) {
            return false;
        }
        String name = file.getFileName().toString();
        return NOT_PROFILES.stream().noneMatch(name::endsWith) && !name.startsWith(".");
    }
}
