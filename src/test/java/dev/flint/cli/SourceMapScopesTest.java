package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ECMA-426 {@code scopes} (issue 33) over testdata/sourcemaps/scopes: a one-line script whose map has no names
 * in its mappings and no sourcesContent, but scopes that say which original function each generated range is
 * (written by make-scopes.mjs following the proposal's encoding: no bundler on npm writes the field yet), run
 * by {@code node --cpu-prof}. With the scopes the functions take their original names; without them (the same
 * map, the field removed) they keep the minified ones, as before.
 */
class SourceMapScopesTest {
    private static final Path FIXTURE = Path.of("testdata/sourcemaps/scopes");
    private static final String RECORDED = "file:///tmp/flint-scopes/";

    @TempDir
    Path directory;

    /** The profile, naming a copy of the script with {@code map} beside it. */
    private String relocated(String map) throws IOException {
        Files.copy(FIXTURE.resolve("app.min.js"), directory.resolve("app.min.js"));
        Files.writeString(directory.resolve("app.min.js.map"), map);
        String text = Files.readString(FIXTURE.resolve("node-scopes.cpuprofile"));
        assertTrue(text.contains(RECORDED + "app.min.js"), "the profile names the recorded script");
        Path moved = directory.resolve("node-scopes.cpuprofile");
        Files.writeString(moved, text.replace(RECORDED, directory.toUri().toString()));
        return moved.toString();
    }

    private static String roots(String profile) {
        CliRun run = CliRun.of("tree", profile, "--inverted");
        assertEquals(0, run.status(), run.err());
        assertEquals("", run.err());
        StringBuilder roots = new StringBuilder();
        for (String line : run.out().split("\n")) {
            if (!line.startsWith(" ")) roots.append(line, 0, line.indexOf(" total=")).append('\n');
        }
        return roots.toString();
    }

    @Test
    void theScopesNameTheFunctionsTheMappingsLeaveUnnamed() throws IOException {
        String map = Files.readString(FIXTURE.resolve("app.min.js.map"));
        assertTrue(map.contains("\"scopes\":\""), "the fixture has scopes");
        String named = roots(relocated(map));
        assertTrue(named.contains("computeLedger\n") && named.contains("settleAccounts\n"), named);
        assertTrue(!named.contains("a\n") && !named.contains("b\n"), named);
    }

    @Test
    void withoutTheScopesTheMinifiedNamesStay() throws IOException {
        String map = Files.readString(FIXTURE.resolve("app.min.js.map")).replaceAll(",\"scopes\":\"[^\"]*\"", "");
        String minified = roots(relocated(map));
        assertTrue(minified.contains("a\n") && minified.contains("b\n"), minified);
        assertTrue(!minified.contains("computeLedger"), minified);
    }
}
