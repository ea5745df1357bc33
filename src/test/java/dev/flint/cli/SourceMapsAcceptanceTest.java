package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flint.sourcemaps.OriginalFunctions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 26's acceptance, over real bundles and real profiles (testdata/sourcemaps, made by make-bundles.sh
 * with esbuild, rollup + terser and an index-map concatenation; profiled by {@code node --cpu-prof} and in
 * Chromium, saved with the maps in the trace's metadata): through the command line, at least 95 % of the
 * bundle's sample weight lands on functions declared in the original sources, while the same profile
 * without its maps is far below that; {@code flint lines} puts a function's hits inside its original lines.
 *
 * <p>"The bundle's sample weight" is the weight of samples whose leaf frame is in the bundle: by the
 * speedscope export's frame files (the bundle's URL, or an original source once mapped), so node's own
 * start-up code and the (program), (idle) and GC pseudo-frames are not counted either way. The weight on
 * original names is summed over the roots of {@code flint tree --inverted}.
 */
class SourceMapsAcceptanceTest {
    private static final Path FIXTURES = Path.of("testdata/sourcemaps");
    private static final Path BUNDLES = FIXTURES.resolve("bundles");
    /** Where make-bundles.sh ran the bundles; the node profiles name their scripts under it. */
    private static final String RECORDED_BUNDLES = "file:///tmp/flint-sourcemaps/bundles/";
    private static final String TRACE = "testdata/sourcemaps/profiles/chromium-esbuild.trace.json.gz";
    private static final double MAPPED_AT_LEAST = 0.95;
    private static final double UNMAPPED_BELOW = 0.5;
    private static final Pattern TREE_LINE = Pattern.compile("(.+) total=(\\S+) self=(\\S+)");
    private static final Pattern LINES_ROW = Pattern.compile("(\\d+) self=(\\S+) total=(\\S+)");
    private static final OriginalFunctions ORIGINAL = OriginalFunctions.read();

    @TempDir
    Path directory;

    private static String profile(String variant) {
        return "testdata/sourcemaps/profiles/node-" + variant + ".cpuprofile";
    }

    /**
     * A copy of a node profile whose script URLs name a copy of the bundles in the test's own folder, as
     * if the bundles had run there: the maps are then found without any option (sourceMappingURL comment,
     * a file beside the script or an inline data: URL). The original sources sit where the maps' relative
     * {@code sources} (../../app-src/) say, as in a checkout of the app.
     */
    private String relocated(String variant) throws IOException {
        Path bundles = directory.resolve("bundles");
        if (!Files.isDirectory(bundles)) {
            copyTree(BUNDLES, bundles);
            copyTree(OriginalFunctions.APP_SOURCES, directory.resolve("app-src"));
        }
        String text = Files.readString(Path.of(profile(variant)));
        assertTrue(text.contains(RECORDED_BUNDLES + variant + "/app.min.js"), "the profile names the recorded bundle");
        Path moved = directory.resolve("node-" + variant + ".cpuprofile");
        Files.writeString(moved, text.replace(RECORDED_BUNDLES, bundles.toUri().toString()));
        return moved.toString();
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path copy = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) Files.createDirectories(copy);
                else Files.copy(file, copy);
            }
        }
    }

    private static String ok(String... args) {
        CliRun run = CliRun.of(args);
        assertEquals(0, run.status(), () -> String.join(" ", args) + ": " + run.err());
        return run.out();
    }

    private static String[] with(String command, String file, String... options) {
        List<String> args = new ArrayList<>(List.of(command, file));
        args.addAll(List.of(options));
        return args.toArray(String[]::new);
    }

    /** Weight on leaf functions with an original name, by the roots of the inverted tree. */
    private static double weightOnOriginalNames(String file, String... options) {
        double weight = 0;
        for (String line : ok(with("tree", file, append(options, "--inverted"))).split("\n")) {
            if (line.startsWith(" ")) continue;
            Matcher row = TREE_LINE.matcher(line);
            assertTrue(row.matches(), line);
            if (ORIGINAL.names().contains(row.group(1))) weight += Double.parseDouble(row.group(2));
        }
        return weight;
    }

    private static String[] append(String[] options, String... more) {
        List<String> all = new ArrayList<>(List.of(options));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    /** The default thread of a speedscope export of FILE with OPTIONS. */
    private JsonNode exported(String file, String... options) throws IOException {
        Path out = directory.resolve("export-" + Math.abs(String.join(" ", options).hashCode()) + ".speedscope.json");
        assertEquals("", ok(with("export", file, append(options, "--format", "speedscope", "--output", out.toString()))));
        JsonNode root = new ObjectMapper().readTree(out.toFile());
        JsonNode profile = root.path("profiles").path(root.path("activeProfileIndex").asInt());
        ((ObjectNode) profile).set("frames", root.path("shared").path("frames"));
        return profile;
    }

    private static boolean inBundle(JsonNode frame) {
        String file = frame.path("file").asText("");
        return file.endsWith("/app.min.js") || file.contains("app-src/");
    }

    /** Weight of the samples whose leaf frame is in the bundle (or, once mapped, in its original sources). */
    private double bundleWeight(String file, String... options) throws IOException {
        JsonNode profile = exported(file, options);
        JsonNode frames = profile.get("frames");
        double weight = 0;
        for (int sample = 0; sample < profile.path("samples").size(); sample++) {
            JsonNode stack = profile.path("samples").path(sample);
            if (stack.size() > 0 && inBundle(frames.path(stack.path(stack.size() - 1).asInt()))) {
                weight += profile.path("weights").path(sample).asDouble();
            }
        }
        assertTrue(weight > 500, "the bundle ran for most of the ~1 s recording: " + weight + " ms");
        return weight;
    }

    private double originalShare(String file, String... options) throws IOException {
        return weightOnOriginalNames(file, options) / bundleWeight(file, options);
    }

    private static void assertMapped(double share, String what) {
        assertTrue(share >= MAPPED_AT_LEAST, what + ": " + Math.round(share * 1000) / 10.0
                + " % of the bundle's weight is on original function names, expected at least 95 %");
    }

    @ParameterizedTest
    @ValueSource(strings = {"esbuild-external", "esbuild-inline", "terser", "index-map"})
    void withoutMapsTheMinifiedNamesCarryFarLessThan95Percent(String variant) throws IOException {
        double share = originalShare(profile(variant));
        assertTrue(share < UNMAPPED_BELOW, variant + ": " + share + " (methods keep their names when minified)");
        assertFalse(ok("info", profile(variant)).contains("\"sourceMaps\""));
    }

    private void assertMappedBesideTheScript(String variant) throws IOException {
        String file = relocated(variant);
        assertMapped(originalShare(file), variant + " (maps found from the scripts)");
        assertTrue(ok("info", file).contains("\"sourceMaps\": {\"maps\": 1,"), ok("info", file));
    }

    /** esbuild's external map, with sourcesContent: found through the script's sourceMappingURL comment. */
    @Test
    void anExternalMapFoundBesideTheScriptGivesOriginalNames() throws IOException {
        assertMappedBesideTheScript("esbuild-external");
    }

    @ParameterizedTest
    @ValueSource(strings = {"esbuild-inline", "index-map"})
    void inlineAndIndexMapsWithoutSourcesContentFoundFromTheScriptsGiveOriginalNames(String variant) throws IOException {
        assertMappedBesideTheScript(variant);
    }

    @Test
    void terserMapFoundBesideTheScriptGivesOriginalNames() throws IOException {
        assertMappedBesideTheScript("terser");
    }

    private void assertMappedWithTheOption(String given) throws IOException {
        String variant = given.split("/")[0];
        String maps = BUNDLES.resolve(given).toString();
        assertMapped(originalShare(profile(variant), "--source-maps", maps), variant + " (--source-maps " + given + ")");
        assertTrue(ok("info", profile(variant), "--source-maps", maps).contains("\"sourceMaps\": {\"maps\": 1,"));
    }

    @Test
    void aMapFileGivenWithTheOptionGivesOriginalNames() throws IOException {
        assertMappedWithTheOption("esbuild-external/app.min.js.map");
    }

    @Test
    void anIndexMapGivenWithTheOptionGivesOriginalNames() throws IOException {
        assertMappedWithTheOption("index-map/app.min.js.map");
    }

    @Test
    void aFolderGivenWithTheOptionGivesOriginalNames() throws IOException {
        assertMappedWithTheOption("terser");
    }

    /** The same trace with its metadata's maps renamed away: its map URLs are http://, never fetched. */
    @Test
    void theChromiumTraceWithoutItsSavedMapsStaysMinified() throws IOException {
        String text;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(Path.of(TRACE)))) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(text.startsWith("{\"metadata\": {"), "saved as DevTools saves: metadata first");
        Path stripped = directory.resolve("chromium-esbuild-without-maps.trace.json");
        Files.writeString(stripped, text.replace("\"sourceMaps\": [", "\"notSourceMaps\": ["));
        assertTrue(originalShare(stripped.toString()) < UNMAPPED_BELOW);
        assertFalse(ok("info", stripped.toString()).contains("\"sourceMaps\""));
    }

    @Test
    void theChromiumTraceCarriesItsMapsInItsMetadata() throws IOException {
        assertMapped(originalShare(TRACE), "Chromium trace, no option");
        assertTrue(ok("info", TRACE).contains("\"sourceMaps\": {\"maps\": 1,"), ok("info", TRACE));
    }

    /** Every mapped frame of the export names its original file, at a line inside the function. */
    @Test
    void theSpeedscopeExportCarriesOriginalFilesAndLines() throws IOException {
        JsonNode frames = exported(relocated("terser")).get("frames");
        int checked = 0;
        for (JsonNode frame : frames) {
            String name = frame.path("name").asText();
            if (!inBundle(frame) || !ORIGINAL.names().contains(name) || name.equals("constructor")) continue;
            OriginalFunctions.Range range = ORIGINAL.range(name);
            assertTrue(frame.path("file").asText().endsWith("app-src/" + range.file()), frame.toString());
            assertTrue(range.contains(frame.path("line").asInt()), frame + " in " + range);
            checked++;
        }
        assertTrue(checked >= 8, "mapped frames with original names in the export: " + checked);
    }

    /**
     * Issue 26: "a map that does not fit its script (a map of another build) is not applied silently: a
     * warning names it". Terser's map of the same app (same file name, same sources) against the esbuild
     * bundle's profile: given with the option (no script text to check against), and beside the script.
     */
    @Test
    void aMapOfAnotherBuildGivenWithTheOptionIsNamedInAWarning() {
        String otherBuild = BUNDLES.resolve("terser/app.min.js.map").toString();
        CliRun run = CliRun.of("tree", profile("esbuild-external"), "--source-maps", otherBuild);
        assertEquals(0, run.status(), run.err());
        assertTrue(run.err().startsWith("warning: ") && run.err().contains("app.min.js.map"),
                "stderr: " + run.err());
    }

    @Test
    void aMapOfAnotherBuildBesideTheScriptIsNamedInAWarning() throws IOException {
        String file = relocated("esbuild-external");
        Path besideTheScript = directory.resolve("bundles/esbuild-external/app.min.js.map");
        Files.copy(BUNDLES.resolve("terser/app.min.js.map"), besideTheScript, StandardCopyOption.REPLACE_EXISTING);
        CliRun run = CliRun.of("tree", file);
        assertEquals(0, run.status(), run.err());
        assertTrue(run.err().startsWith("warning: ") && run.err().contains("app.min.js.map"),
                "stderr: " + run.err());
    }

    /** {@code flint lines}: a header naming the original source, then rows whose lines are the function's. */
    private static void assertLinesInside(String function, String file, String... options) {
        OriginalFunctions.Range range = ORIGINAL.range(function);
        String[] out = ok(with("lines", file, append(options, "--function", function))).split("\n");
        assertTrue(out[0].endsWith(range.file()), "header " + out[0] + ", expected the original " + range.file());
        assertTrue(out.length > 1, function + " has hits");
        for (int row = 1; row < out.length; row++) {
            Matcher matcher = LINES_ROW.matcher(out[row]);
            assertTrue(matcher.matches(), out[row]);
            assertTrue(range.contains(Integer.parseInt(matcher.group(1))), function + ": line " + matcher.group(1)
                    + " outside its original lines " + range.firstLine() + "-" + range.lastLine());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"countCollisions", "noiseField", "step"})
    void lineHitsFallInsideTheOriginalFunction(String function) throws IOException {
        assertLinesInside(function, relocated("esbuild-external"));
        assertLinesInside(function, TRACE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"noiseField", "step"})
    void lineHitsThroughTheTerserMapFallInsideTheOriginalFunction(String function) {
        assertLinesInside(function, profile("terser"), "--source-maps", BUNDLES.resolve("terser").toString());
    }

    @Test
    void lineHitsOfTheFunctionTerserInlinedFallInsideIt() {
        assertLinesInside("countCollisions", profile("terser"), "--source-maps", BUNDLES.resolve("terser").toString());
    }
}
