package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * Issue 33 over real bundles (testdata/sourcemaps/forms, made by make-forms.sh: esbuild, and terser over esbuild's
 * plain bundle, of an app whose hot functions are written in the forms a bundler leaves; profiled by {@code node
 * --cpu-prof}): every form is named as V8 names it in the unbundled app, a map of the next release under the same
 * name is refused, and a given map that matches no script is said.
 */
class SourceMapFormsTest {
    private static final Path FORMS = Path.of("testdata/sourcemaps/forms");
    /** Where make-forms.sh ran the bundles; the profiles name their scripts under it. */
    private static final String RECORDED = "file:///tmp/flint-forms/bundles/";
    /** Each form of forms/src, by the name V8 gives it unbundled. */
    private static final List<String> FORMS_NAMED = List.of(
            "runLedgerRound", // NAME: async (…) =>
            "settle", // NAME: function
            "audit", // NAME: (…) =>, one parameter
            "reconcile", // async NAME(…) {
            "balance", // NAME(…) {
            "get total", "set total", // accessors
            "runStages", // NAME = async function
            "runLedgerWorkload", // export async function NAME
            "scale", // a class field NAME = (…) =>
            "create", // static NAME(…) {
            "#spin", // #NAME(…) {
            "default", // export default function (…) {
            "module.exports", // module.exports = function
            "main"); // async function NAME
    /** What today's main named some of them: a keyword, a bundler's name, a part of the name. */
    private static final Set<String> WRONG = Set.of("async", "exports", "tally_default", "spin", "total", "t.exports");

    @TempDir
    Path directory;

    /** A copy of the forms fixtures as if the bundles had run here: each script with its map beside it. */
    private String relocated(String variant) throws IOException {
        Path copy = directory.resolve("forms");
        if (!Files.isDirectory(copy)) {
            try (Stream<Path> files = Files.walk(FORMS)) {
                for (Path file : files.toList()) {
                    Path to = copy.resolve(FORMS.relativize(file).toString());
                    if (Files.isDirectory(file)) Files.createDirectories(to);
                    else Files.copy(file, to);
                }
            }
        }
        String text = Files.readString(FORMS.resolve("profiles/node-" + variant + ".cpuprofile"));
        assertTrue(text.contains(RECORDED + variant + "/app.min.js"), "the profile names the recorded bundle");
        Path moved = directory.resolve("node-" + variant + ".cpuprofile");
        Files.writeString(moved, text.replace(RECORDED, copy.resolve("bundles").toUri().toString()));
        return moved.toString();
    }

    /** The roots of {@code flint tree --inverted}: each leaf function's self time, by name. */
    private static Map<String, Double> selfByName(CliRun run) {
        assertEquals(0, run.status(), run.err());
        Map<String, Double> self = new LinkedHashMap<>();
        for (String line : run.out().split("\n")) {
            if (line.startsWith(" ") || line.isEmpty()) continue;
            int total = line.lastIndexOf(" total=");
            self.merge(line.substring(0, total), Double.parseDouble(line.substring(line.lastIndexOf("self=") + 5)), Double::sum);
        }
        return self;
    }

    @ParameterizedTest
    @ValueSource(strings = {"esbuild", "terser"})
    void everyFormABundlerLeavesIsNamedAsV8NamesItUnbundled(String variant) throws IOException {
        Map<String, Double> self = selfByName(CliRun.of("tree", relocated(variant), "--inverted"));
        for (String name : FORMS_NAMED) {
            assertTrue(self.getOrDefault(name, 0.0) > 0, variant + ": no self time on " + name + " in " + self.keySet());
        }
        for (String name : WRONG) assertTrue(!self.containsKey(name), variant + ": a function named " + name);
    }

    @Test
    void aMapOfTheNextReleaseUnderTheSameNameIsRefused() throws IOException {
        String profile = relocated("esbuild");
        Path next = directory.resolve("forms/bundles/next/app.min.js.map");
        CliRun run = CliRun.of("tree", profile, "--inverted", "--source-maps", next.toString());
        // Its earlier functions keep their places (the report was added at the end), so every function start of
        // the profile lands on a function start through it: only its length tells it from the right map.
        assertTrue(run.err().contains(next + ": does not fit ") && run.err().contains("past the ends of lines"),
                run.err());
        // The map beside the script applies instead.
        assertTrue(selfByName(run).getOrDefault("runLedgerWorkload", 0.0) > 0, run.out());
    }

    @Test
    void aGivenMapThatMatchesNoScriptIsSaidOnce() throws IOException {
        String profile = relocated("esbuild");
        Path given = Files.createDirectories(directory.resolve("release"));
        Files.copy(FORMS.resolve("bundles/esbuild/app.min.js.map"), given.resolve("app.v2.min.js.map"));
        CliRun run = CliRun.of("info", profile, "--source-maps", given.toString());
        assertEquals(0, run.status(), run.err());
        String expected = given.resolve("app.v2.min.js.map") + ": matches no script of the profile by name (its scripts"
                + " are app.min.js): not applied;";
        assertEquals(1, run.err().lines().filter(line -> line.contains(expected)).count(), run.err());
    }
}
