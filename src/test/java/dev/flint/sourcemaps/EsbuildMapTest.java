package dev.flint.sourcemaps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The maps esbuild 0.28 wrote for testdata/sourcemaps/src (make-esbuild.sh), read as DevTools would read them. */
class EsbuildMapTest {
    static final Path DIR = Path.of("testdata/sourcemaps/esbuild").toAbsolutePath();

    @Test
    void everyLookupAgreesWithMozillasOriginalPositionFor() throws Exception {
        SourceMap map = SourceMapReader.read(DIR.resolve("bundle.min.js.map"));
        List<String> lines = Files.readAllLines(DIR.resolve("bundle.min.js"));
        List<String> ours = new ArrayList<>();
        for (int line = 0; line < lines.size(); line++) {
            for (int column = 0; column <= lines.get(line).length(); column++) {
                ours.add(line + ":" + column + " " + describe(map, map.findOnLine(line, column)));
            }
        }
        // One entry for the empty line after the last newline, as the script's split("\n") gives it.
        ours.add(lines.size() + ":0 - -");
        assertEquals(Files.readAllLines(DIR.resolve("lookups.txt")), ours);
        assertEquals("", Maps.warnings(map));
    }

    /** As lookups.js prints it: the source relative to the map's folder (mozilla leaves sources as written). */
    static String describe(SourceMap map, int m) {
        if (m < 0 || map.sourceIndex(m) < 0) return "- -";
        String source = DIR.relativize(Path.of(map.source(map.sourceIndex(m)))).toString();
        String name = map.nameIndex(m) < 0 ? "-" : map.name(map.nameIndex(m));
        return source + ":" + map.originalLine(m) + ":" + map.originalColumn(m) + " " + name;
    }

    @Test
    void theParenthesisOfAMinifiedFunctionFindsItsOriginalName() throws Exception {
        SourceMap map = SourceMapReader.read(DIR.resolve("bundle.min.js.map"));
        String script = Files.readString(DIR.resolve("bundle.min.js"));
        // V8 reports a function at the '(' of its parameters (notes §2.1).
        int paren = script.indexOf("function u(") + "function u".length();
        int m = map.findOnLine(0, paren);
        assertEquals("computeHeavyThing", map.name(map.nameIndex(m)));
        assertEquals(DIR.resolveSibling("src/main.ts").toString(), map.source(map.sourceIndex(m)));
        assertEquals(2, map.originalLine(m));
        assertTrue(map.sourceContent(map.sourceIndex(m)).contains("function computeHeavyThing(n: number)"));
    }

    @Test
    void theInlineMapIsTheSameMapWithoutSourcesContent() throws Exception {
        SourceMap external = SourceMapReader.read(DIR.resolve("bundle.min.js.map"));
        Path script = DIR.resolve("bundle.inline.js");
        String url = SourceMappingUrl.find(Files.readString(script));
        assertTrue(url.startsWith("data:application/json;base64,"), url);
        SourceMap inline = SourceMapReader.readDataUrl(url, script.toString());
        assertEquals(Maps.mappings(external), Maps.mappings(inline));
        assertFalse(inline.sourceContent(0) != null);
        // --sourcemap=external writes no comment (that is --sourcemap=linked): the map is found beside the script.
        assertEquals(null, SourceMappingUrl.find(Files.readString(DIR.resolve("bundle.min.js"))));
    }
}
