package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flint.testing.SharedTestdata;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --source-maps} and the maps Flint finds by itself, on a tiny app bundled by esbuild and profiled by node
 * (testdata/sourcemaps/smapply): the minified names i, u, o, s become computeHeavyThing, arrowWorker (a
 * one-parameter arrow: V8 places it at its parameter), spin, main; every command shows them; a map of another
 * build, or two maps that match one script, are warnings and change nothing.
 */
class SourceMapsCliTest {
    private static final String DIR = "testdata/sourcemaps/smapply/";
    private static final String APP = DIR + "app.cpuprofile";
    private static final String PLAIN = DIR + "plain.cpuprofile";
    private static final String MAPS = DIR + "dist";
    private static final String SCRIPT_URL = "file:///srv/flint-fixture/dist/app.min.js";

    private static final String MINIFIED = """
            s total=400.505238 self=2.144
              runStep total=386.782238 self=5.615
                i total=334.090238 self=334.090238
                u total=47.077 self=47.077
              o total=11.579 self=11.579
            """;
    private static final String ORIGINAL = """
            main total=400.505238 self=2.144
              runStep total=386.782238 self=5.615
                computeHeavyThing total=334.090238 self=334.090238
                arrowWorker total=47.077 self=47.077
              spin total=11.579 self=11.579
            """;

    @Test
    void withoutMapsTheTreeShowsTheMinifiedNames() {
        CliRun run = CliRun.of("tree", APP, "--transform", "focus-function=s");
        assertEquals("", run.err());
        assertEquals(MINIFIED, run.out());
    }

    @Test
    void aMapFolderNamesEveryFunctionAsTheSourceDoes() {
        CliRun run = CliRun.of("tree", APP, "--source-maps", MAPS, "--transform", "focus-function=main");
        assertEquals("", run.err());
        assertEquals(ORIGINAL, run.out());
        // The map file itself, in the --name=VALUE form, does the same.
        assertEquals(ORIGINAL, CliRun.of("tree", APP, "--source-maps=" + MAPS + "/app.min.js.map", "--transform",
                "focus-function=main").out());
    }

    @Test
    void infoCountsTheMappedFramesOnlyWhenAMapApplied() throws Exception {
        CliRun plain = CliRun.of("info", APP);
        assertFalse(plain.out().contains("sourceMaps"), plain.out());
        CliRun mapped = CliRun.of("info", APP, "--source-maps", MAPS);
        assertEquals("", mapped.err());
        assertTrue(mapped.out().startsWith(plain.out().substring(0, plain.out().length() - 3)), mapped.out());
        JsonNode counts = new ObjectMapper().readTree(mapped.out()).get("sourceMaps");
        // s, runStep, i, u and o are the bundle's five function frames; the rest are node's own scripts.
        assertEquals("{\"maps\":1,\"framesMapped\":5,\"framesUnmapped\":31}", counts.toString());
    }

    @Test
    void speedscopeFramesCarryTheOriginalFileAndLine() throws Exception {
        CliRun run = CliRun.of("export", APP, "--source-maps", MAPS, "--format", "speedscope", "--output", "-");
        assertEquals("", run.err());
        List<String> frames = new ArrayList<>();
        for (JsonNode frame : new ObjectMapper().readTree(run.out()).path("shared").path("frames")) {
            String file = frame.path("file").asText();
            if (!file.contains("/src/")) continue;
            frames.add(frame.path("name").asText() + " " + file.substring(file.indexOf("/src/")) + ":"
                    + frame.path("line").asInt() + ":" + frame.path("col").asInt());
        }
        frames.sort(null);
        // Lines and columns of the names in src/main.js and src/vendor/lib.js, 1-based.
        assertEquals(List.of("arrowWorker /src/main.js:10:22", "computeHeavyThing /src/main.js:4:17",
                "main /src/main.js:22:17", "runStep /src/main.js:17:3", "spin /src/vendor/lib.js:2:17"), frames);
    }

    @Test
    void diffComparesTwoBuildsByOriginalNames() {
        // Without maps the minified build's i, u, o and s match nothing of the plain build.
        CliRun mapped = CliRun.of("diff", APP, PLAIN, "--source-maps", MAPS, "--source-maps", DIR + "dist-plain",
                "--transform", "focus-function=main");
        assertEquals("", mapped.err());
        assertEquals("""
                main total=2.223259 self=24.9 base=400.505238 compare=402.728497
                  runStep total=-24.830741 self=19.714 base=386.782238 compare=361.951497
                    arrowWorker total=-37.194 self=-37.194 base=47.077 compare=9.883
                    computeHeavyThing total=-7.350741 self=-7.350741 base=334.090238 compare=326.739497
                  spin total=2.154 self=2.154 base=11.579 compare=13.733
                """, mapped.out());
    }

    @Test
    void callsShowTheOriginalNames() {
        CliRun run = CliRun.of("calls", APP, "--source-maps", MAPS);
        assertEquals("", run.err());
        assertTrue(run.out().contains("\"name\":\"computeHeavyThing\""), run.out());
        assertFalse(run.out().contains("\"name\":\"i\""), run.out());
    }

    @Test
    void ignoreListedCodeMergesIntoItsCallers() {
        CliRun run = CliRun.of("tree", APP, "--source-maps", MAPS, "--transform", "focus-function=main",
                "--transform", "merge-ignore-listed", "--select", "main;spin");
        assertEquals("", run.err());
        // spin (src/vendor/lib.js, on the map's ignoreList) is gone; its 11.579 ms are main's self time now.
        assertEquals("""
                main total=400.505238 self=13.723
                  runStep total=386.782238 self=5.615
                    computeHeavyThing total=334.090238 self=334.090238
                    arrowWorker total=47.077 self=47.077
                selected: main
                """, run.out());
    }

    @Test
    void aMapOfAnotherBuildIsAWarningAndNothingChanges(@TempDir Path dir) throws Exception {
        // The unminified build's map, named as the minified script's map would be.
        Files.copy(Path.of(DIR, "dist-plain/app.js.map"), dir.resolve("app.min.js.map"));
        CliRun run = CliRun.of("tree", APP, "--source-maps", dir.toString(), "--transform", "focus-function=s");
        assertEquals(MINIFIED, run.out());
        assertEquals("warning: " + APP + ": " + dir.resolve("app.min.js.map") + ": does not fit " + SCRIPT_URL
                + ": it maps nothing at 7 of 7 function starts; not applied (a map of another build?) (7 funcs affected)\n",
                run.err());
        assertFalse(CliRun.of("info", APP, "--source-maps", dir.toString()).out().contains("sourceMaps"));
    }

    @Test
    void twoMapsMatchingOneScriptAreAmbiguousNotGuessed(@TempDir Path dir) throws Exception {
        for (String folder : new String[] {"a", "b"}) {
            Files.createDirectories(dir.resolve(folder));
            Files.copy(Path.of(MAPS, "app.min.js.map"), dir.resolve(folder).resolve("app.min.js.map"));
        }
        CliRun run = CliRun.of("tree", APP, "--source-maps", dir.toString(), "--transform", "focus-function=s");
        assertEquals(MINIFIED, run.out());
        assertEquals("warning: " + APP + ": " + SCRIPT_URL + ": several maps given match it by file name ("
                + dir.resolve("a/app.min.js.map") + ", " + dir.resolve("b/app.min.js.map")
                + "): none applied; give the one that fits (7 funcs affected)\n", run.err());
    }

    @Test
    void aMapThatCannotBeReadIsAWarningAndNothingChanges(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("app.min.js.map"), "{\"version\": 3, \"mappings\": \"AAAA\",");
        CliRun run = CliRun.of("tree", APP, "--source-maps", dir.toString(), "--transform", "focus-function=s");
        assertEquals(MINIFIED, run.out());
        assertTrue(run.err().startsWith("warning: " + APP + ": " + dir.resolve("app.min.js.map") + ": "), run.err());
        assertTrue(run.err().endsWith("; not applied (1 maps affected)\n"), run.err());
        assertEquals(1, run.errLines().length);
    }

    @Tag(SharedTestdata.TAG)
    @Test
    void aDevToolsTraceWithSavedMapsShowsOriginalNames() {
        Path trace = SharedTestdata.file("external/devtools-frontend/front_end/panels/timeline/fixtures/traces/"
                + "chrome-ext-sourcemap-script-content.json.gz");
        // DevTools saved the maps of index_bundle.js and of an extension's installHook.js in its metadata, and the
        // scripts' text in the trace's -sources records, so DevTools' "(" rule decides the names. The maps apply
        // without any option; before them (main at 0bebd47) these functions were o and r. style-loader's functions
        // (apply, domAPI, ...) map to their original `function NAME(` without a name in the map: the original text
        // (sourcesContent) names them (issue 26's "enclosing original scope"); before that they were (anonymous).
        CliRun run = CliRun.of("tree", trace.toString(), "--transform", "focus-function=modulesToDom");
        assertEquals("""
                modulesToDom total=0.383 self=0
                  addElementStyle total=0.383 self=0
                    update total=0.226 self=0
                      apply total=0.226 self=0
                        styleTagTransform total=0.226 self=0.226
                    domAPI total=0.157 self=0
                      insertStyleElement total=0.157 self=0
                        insertBySelector total=0.157 self=0
                          appendChild total=0.157 self=0.157
                """, run.out());
        assertTrue(CliRun.of("info", trace.toString()).out()
                .endsWith(", \"sourceMaps\": {\"maps\": 2, \"framesMapped\": 16, \"framesUnmapped\": 23}}\n"));
    }

    @Test
    void aMissingPathIsOneClearLine() {
        CliRun run = CliRun.of("tree", APP, "--source-maps", DIR + "no-such-folder");
        assertEquals(Cli.EXIT_BAD_FILE, run.status());
        assertEquals(DIR + "no-such-folder: no such file or folder (--source-maps)\n", run.err());
    }

    /** The bundle and its map in a folder, and the profile with its script URL pointing there. */
    private static Path localCopy(Path dir, String scriptText) throws Exception {
        Files.writeString(dir.resolve("app.min.js"), scriptText);
        String profile = Files.readString(Path.of(APP)).replace(SCRIPT_URL, dir.resolve("app.min.js").toUri().toString());
        Path file = dir.resolve("app.cpuprofile");
        Files.writeString(file, profile);
        return file;
    }

    @Test
    void aLocalScriptsSourceMappingUrlIsFollowedWithoutTheOption(@TempDir Path dir) throws Exception {
        Files.copy(Path.of(MAPS, "app.min.js.map"), dir.resolve("app.min.js.map"));
        Path profile = localCopy(dir, Files.readString(Path.of(MAPS, "app.min.js")));
        CliRun run = CliRun.of("tree", profile.toString(), "--transform", "focus-function=main");
        assertEquals("", run.err());
        // With the script's text DevTools' rule decides: u's place holds its parameter r, not "(".
        assertEquals(ORIGINAL, run.out());
    }

    @Test
    void aMapBesideALocalScriptWithoutACommentIsFound(@TempDir Path dir) throws Exception {
        Files.copy(Path.of(MAPS, "app.min.js.map"), dir.resolve("app.min.js.map"));
        String text = Files.readString(Path.of(MAPS, "app.min.js")).replace("//# sourceMappingURL=app.min.js.map", "");
        Path profile = localCopy(dir, text);
        assertEquals(ORIGINAL, CliRun.of("tree", profile.toString(), "--transform", "focus-function=main").out());
    }

    @Test
    void anInlineDataUrlMapIsRead(@TempDir Path dir) throws Exception {
        byte[] map = Files.readAllBytes(Path.of(MAPS, "app.min.js.map"));
        String text = Files.readString(Path.of(MAPS, "app.min.js")).replace("//# sourceMappingURL=app.min.js.map",
                "//# sourceMappingURL=data:application/json;charset=utf-8;base64,"
                        + Base64.getEncoder().encodeToString(map));
        Path profile = localCopy(dir, text);
        CliRun run = CliRun.of("tree", profile.toString(), "--transform", "focus-function=main");
        assertEquals("", run.err());
        assertEquals(ORIGINAL, run.out());
    }

    @Test
    void aLocalScriptOfAnotherBuildKeepsItsMapFromApplying(@TempDir Path dir) throws Exception {
        // The plain build's script and map where the profile says the minified script was.
        Files.copy(Path.of(DIR, "dist-plain/app.js.map"), dir.resolve("app.min.js.map"));
        String text = Files.readString(Path.of(DIR, "dist-plain/app.js"), StandardCharsets.UTF_8)
                .replace("sourceMappingURL=app.js.map", "sourceMappingURL=app.min.js.map");
        Path profile = localCopy(dir, text);
        CliRun run = CliRun.of("tree", profile.toString(), "--transform", "focus-function=s");
        assertEquals(MINIFIED, run.out());
        assertTrue(run.err().contains(": does not fit " + dir.resolve("app.min.js").toUri()), run.err());
        assertTrue(run.err().contains("not applied (a map of another build?)"), run.err());
    }
}
