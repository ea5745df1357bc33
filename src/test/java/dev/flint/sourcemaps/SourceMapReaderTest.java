package dev.flint.sourcemaps;

import static dev.flint.sourcemaps.Maps.mappings;
import static dev.flint.sourcemaps.Maps.read;
import static dev.flint.sourcemaps.Maps.vlq;
import static dev.flint.sourcemaps.Maps.warnings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SourceMapReaderTest {
    @TempDir
    Path dir;

    @Test
    void decodesRelativeFieldsAcrossSegmentsAndLines() throws Exception {
        // Line 0: col 0 -> a.js 0:0 "foo"; col 4 -> b.js 2:1; col 9 (1 field). Line 1: col 2 -> a.js 1:0 "bar"
        // (source -1 and name +1 relative to before the ';': those fields never reset, the column does).
        String mappings = vlq(0, 0, 0, 0, 0) + "," + vlq(4, 1, 2, 1) + "," + vlq(5) + ";" + vlq(2, -1, -1, -1, 1);
        SourceMap map = read("""
                {"version":3,"file":"out.js","sources":["a.js","b.js"],"names":["foo","bar"],"mappings":"%s"}
                """.formatted(mappings));
        assertEquals("""
                0:0 -> /srv/app/dist/a.js:0:0 foo
                0:4 -> /srv/app/dist/b.js:2:1
                0:9
                1:2 -> /srv/app/dist/a.js:1:0 bar""", mappings(map));
        assertEquals("out.js", map.file());
        assertEquals("", warnings(map));
    }

    @Test
    void readsVersionWrittenAsAStringOrAFloat() throws Exception {
        SourceMap map = read("{\"version\":\"3\",\"sources\":[\"a.js\"],\"mappings\":\"AAAA\"}");
        assertEquals("0:0 -> /srv/app/dist/a.js:0:0", mappings(map));
        assertEquals(1, read("{\"version\":3.0,\"sources\":[\"a.js\"],\"mappings\":\"AAAA\"}").mappingCount());
        assertEquals("$.version: an array is not supported (only 3)", assertThrows(SourceMapException.class,
                () -> read("{\"version\":[3],\"sources\":[],\"mappings\":\"\"}")).getMessage());
    }

    @Test
    void refusesOtherVersions() {
        SourceMapException e = assertThrows(SourceMapException.class,
                () -> read("{\"version\":2,\"sources\":[],\"mappings\":\"\"}"));
        assertEquals("$.version: 2 is not supported (only 3)", e.getMessage());
    }

    @Test
    void refusesJsonThatIsNoMap() {
        assertEquals("$: not a source map (no \"mappings\" and no \"sections\")",
                assertThrows(SourceMapException.class, () -> read("{\"version\":3}")).getMessage());
        assertEquals("$: not a source map (the JSON is not an object)",
                assertThrows(SourceMapException.class, () -> read("[1,2]")).getMessage());
        assertEquals("byte 24: the file ends in the middle of the JSON (truncated?)",
                assertThrows(SourceMapException.class, () -> read("{\"version\":3,\"sources\":[")).getMessage());
    }

    @Test
    void sortsSegmentsOfALineStablyByColumn() throws Exception {
        // Columns 10, 5, 5 (relative 10, -5, 0): sorted 5 (source line 1), 5 (line 2), 10 (line 0).
        String mappings = vlq(10, 0, 0, 0) + "," + vlq(-5, 0, 1, 0) + "," + vlq(0, 0, 1, 0);
        SourceMap map = read("{\"version\":3,\"sources\":[\"a.js\"],\"mappings\":\"" + mappings + "\"}");
        assertEquals("""
                0:5 -> /srv/app/dist/a.js:1:0
                0:5 -> /srv/app/dist/a.js:2:0
                0:10 -> /srv/app/dist/a.js:0:0""", mappings(map));
    }

    @Test
    void readsNullSourcesShortContentAndNonStringNames() throws Exception {
        SourceMap map = read("""
                {"version":3,"sources":["a.js",null,"c.js"],"sourcesContent":["let a;",null],
                 "names":["x",7],"mappings":"AAAAA,CCAAC,CCAA"}""");
        assertEquals(3, map.sourceCount());
        assertNull(map.source(1));
        assertEquals("let a;", map.sourceContent(0));
        assertNull(map.sourceContent(1));
        assertNull(map.sourceContent(2));
        assertEquals("", map.name(1));
        // The mapping into the null source keeps its index: the source is unknown, the position is not.
        assertEquals(1, map.sourceIndex(1));
        assertEquals("$.names: entries that are not strings, read as \"\" (1 entries affected)", warnings(map));
    }

    @Test
    void readsIgnoreListAndTheOlderGoogleName() throws Exception {
        SourceMap both = read("""
                {"version":3,"sources":["a.js","node_modules/b.js"],"ignoreList":[1],"x_google_ignoreList":[0],
                 "mappings":""}""");
        assertFalse(both.isIgnored(0));
        assertTrue(both.isIgnored(1));
        SourceMap google = read("{\"version\":3,\"sources\":[\"a.js\",\"b.js\"],\"x_google_ignoreList\":[0,5],\"mappings\":\"\"}");
        assertTrue(google.isIgnored(0));
        assertFalse(google.isIgnored(1));
        assertEquals("$.x_google_ignoreList: indexes past the sources, skipped (1 entries affected)", warnings(google));
    }

    @Test
    void outOfRangeIndexesLoseTheirPositionOrNameWithAWarning() throws Exception {
        // Source 5 of 1; then back to source 0 with name 9 of 1; then a negative original line.
        String mappings = vlq(0, 5, 0, 0) + "," + vlq(1, -5, 0, 0, 9) + "," + vlq(1, 0, -3, 0);
        SourceMap map = read("{\"version\":3,\"sources\":[\"a.js\"],\"names\":[\"n\"],\"mappings\":\"" + mappings + "\"}");
        assertEquals("""
                0:0
                0:1 -> /srv/app/dist/a.js:0:0
                0:2""", mappings(map));
        assertEquals("""
                $.mappings: source indexes past "sources" (or negative): read without an original position (1 mappings affected)
                $.mappings: negative original lines or columns: read without an original position (1 mappings affected)
                $.mappings: name indexes past "names" (or negative): read without a name (1 mappings affected)""",
                warnings(map));
    }

    @Test
    void relativeValuesThatAddUpPast32BitsAreAWarningNotAPosition() throws Exception {
        // Issue 33: every value fits 32 bits, but their running sums do not. The original line 2^31-2, then
        // +10 more; on line 1, the column 2^31-2, then +5 more. Such a map loaded without a word.
        long big = Integer.MAX_VALUE - 1;
        String mappings = vlq(0, 0, big, 0) + "," + vlq(1, 0, 10, 0) + ";" + vlq(big, 0, -big, 0) + "," + vlq(5, 0, 0, 0);
        SourceMap map = read("{\"version\":3,\"sources\":[\"a.js\"],\"mappings\":\"" + mappings + "\"}");
        assertEquals("""
                0:0 -> /srv/app/dist/a.js:2147483646:0
                0:1
                1:2147483646 -> /srv/app/dist/a.js:10:0""", mappings(map));
        assertEquals("""
                $.mappings: segments whose generated column passes 2^31-1 (its relative values add up past 32 bits), dropped (1 mappings affected)
                $.mappings: original lines or columns past 2^31-1 (their relative values add up past 32 bits): read without an original position (1 mappings affected)""",
                warnings(map));
    }

    @Test
    void brokenScopesAreAWarningAndTheMapStillLoads() throws Exception {
        // A generated range that never ends: the field is unusable, the mappings are not.
        SourceMap map = read("{\"version\":3,\"sources\":[\"a.js\"],\"names\":[\"f\"],\"mappings\":\"AAAA\","
                + "\"scopes\":\"BFAAA,CKA,ECAA\"}");
        assertEquals("0:0 -> /srv/app/dist/a.js:0:0", mappings(map));
        assertEquals("$.scopes: the field ends inside a generated range; not used (names come from the mappings and"
                + " the original text) (1 maps affected)", warnings(map));
        assertEquals(null, map.scopes());
        // The same with its end: the range is function f (a named stack frame) from column 0 to 5.
        SourceMap whole = read("{\"version\":3,\"sources\":[\"a.js\"],\"names\":[\"f\"],\"mappings\":\"AAAA\","
                + "\"scopes\":\"BFAAA,CKA,ECAA,FF\"}");
        assertEquals("", warnings(whole));
        assertEquals("f", whole.scopes().functionName(0, 3));
        assertEquals(null, whole.scopes().functionName(0, 5), "the end is outside");
    }

    @Test
    void aBrokenMappingsStringMakesTheMapUnusable() {
        assertEquals("$.mappings (character 5): '!' is not a base64 digit; no mapping of the map is usable",
                assertThrows(SourceMapException.class,
                        () -> read("{\"version\":3,\"sources\":[\"a.js\"],\"mappings\":\"AAAA,!\"}")).getMessage());
        assertEquals("$.mappings (character 4): a value ends in a continuation digit; no mapping of the map is usable",
                assertThrows(SourceMapException.class,
                        () -> read("{\"version\":3,\"sources\":[\"a.js\"],\"mappings\":\"AAAg\"}")).getMessage());
        assertEquals("$.mappings (character 6): a value over 32 bits; no mapping of the map is usable",
                assertThrows(SourceMapException.class,
                        () -> read("{\"version\":3,\"sources\":[],\"mappings\":\"ggggggE\"}")).getMessage());
        assertEquals("$.mappings (character 2): a segment with 2 fields (1, 4 or 5 expected); no mapping of the map is usable",
                assertThrows(SourceMapException.class,
                        () -> read("{\"version\":3,\"sources\":[],\"mappings\":\"AA\"}")).getMessage());
        assertEquals("$.mappings (character 5): a segment with more than 5 fields; no mapping of the map is usable",
                assertThrows(SourceMapException.class,
                        () -> read("{\"version\":3,\"sources\":[],\"mappings\":\"AAAAAA\"}")).getMessage());
    }

    @Test
    void toleratesEmptySegmentsAndLines() throws Exception {
        SourceMap map = read("{\"version\":3,\"sources\":[\"a.js\"],\"mappings\":\";;AAAA,,CAAC;\"}");
        assertEquals("""
                2:0 -> /srv/app/dist/a.js:0:0
                2:1 -> /srv/app/dist/a.js:0:1""", mappings(map));
    }

    @Test
    void skipsTheXssiGuardLineAndAByteOrderMark() throws Exception {
        String json = "{\"version\":3,\"sources\":[\"a.js\"],\"mappings\":\"AAAA\"}";
        assertEquals(1, read(")]}'\n" + json).mappingCount());
        assertEquals(1, read(")]}'garbage\n" + json).mappingCount());
        assertEquals(1, read("\uFEFF" + json).mappingCount());
        assertEquals(1, read("\uFEFF)]}'\n" + json).mappingCount());
    }

    @Test
    void readsAFileAndResolvesSourcesAgainstItsFolder() throws Exception {
        Path map = Files.writeString(dir.resolve("out.js.map"),
                "{\"version\":3,\"sources\":[\"../src/a.ts\",\"/abs/b.ts\",\"webpack://app/./c.ts\"],\"mappings\":\"\"}");
        SourceMap read = SourceMapReader.read(map);
        assertEquals(dir.getParent().resolve("src/a.ts").toString(), read.source(0));
        assertEquals("/abs/b.ts", read.source(1));
        assertEquals("webpack://app/./c.ts", read.source(2));
        assertEquals(map.toString(), read.mapUrl());
        assertEquals("no such file", assertThrows(SourceMapException.class,
                () -> SourceMapReader.read(dir.resolve("missing.map"))).getMessage());
    }

    @Test
    void joinsSourceRootToRelativeSourcesOnly() throws Exception {
        String sources = "\"sources\":[\"a.ts\",\"/abs/b.ts\",\"webpack:///c.ts\"],\"mappings\":\"\"}";
        SourceMap withSlash = read("{\"version\":3,\"sourceRoot\":\"src/\"," + sources);
        assertEquals("/srv/app/dist/src/a.ts /abs/b.ts webpack:///c.ts",
                withSlash.source(0) + " " + withSlash.source(1) + " " + withSlash.source(2));
        SourceMap noSlash = read("{\"version\":3,\"sourceRoot\":\"../src\"," + sources);
        assertEquals("/srv/app/src/a.ts", noSlash.source(0));
        SourceMap urlRoot = read("{\"version\":3,\"sourceRoot\":\"https://cdn.example/src\"," + sources);
        assertEquals("https://cdn.example/src/a.ts", urlRoot.source(0));
    }

    @Test
    void resolvesSourcesAgainstAMapUrl() throws Exception {
        String json = "{\"version\":3,\"sources\":[\"../src/a.ts\",\"./b.ts\",\"/c.ts\"],\"mappings\":\"\"}";
        SourceMap file = read(json, "file:///home/u/app/dist/main.js.map");
        assertEquals("file:///home/u/app/src/a.ts file:///home/u/app/dist/b.ts file:///c.ts",
                file.source(0) + " " + file.source(1) + " " + file.source(2));
        SourceMap http = read(json, "https://example.com/static/js/main.js.map?v=3");
        assertEquals("https://example.com/static/src/a.ts https://example.com/static/js/b.ts https://example.com/c.ts",
                http.source(0) + " " + http.source(1) + " " + http.source(2));
    }

    @Test
    void readsBase64AndPercentEncodedDataUrlsWithSourcesAgainstTheScript() throws Exception {
        String json = "{\"version\":3,\"sources\":[\"../src/a,b.ts\"],\"names\":[\"f\"],\"mappings\":\"AAAAA\"}";
        String base64 = java.util.Base64.getEncoder().encodeToString(json.getBytes(StandardCharsets.UTF_8));
        String script = "file:///app/dist/main.js";
        for (String url : new String[] {
                "data:application/json;charset=utf-8;base64," + base64,
                "data:application/json;base64," + base64,
                "data:application/json; BASE64," + base64.replace("=", ""),
                "data:application/json;charset=utf-8," + java.net.URLEncoder.encode(json, StandardCharsets.UTF_8)
                        .replace("+", "%20"),
                "data:application/json," + json.replace(",", "%2C")}) {
            SourceMap map = SourceMapReader.readDataUrl(url, script);
            assertEquals("0:0 -> file:///app/src/a,b.ts:0:0 f", mappings(map), url);
            assertEquals("data:", map.mapUrl());
        }
        assertEquals("data: URL: no ',' before the content",
                assertThrows(SourceMapException.class, () -> SourceMapReader.readDataUrl("data:application/json", script))
                        .getMessage());
        assertEquals("data: URL: byte 1 of the base64 content is not a base64 digit",
                assertThrows(SourceMapException.class, () -> SourceMapReader.readDataUrl("data:;base64,e!==", script))
                        .getMessage());
    }

    @Test
    void keepsSourcesContentUnderItsCapsOnly() throws Exception {
        int over = MapParser.MAX_CONTENT_CHARS + 1;
        String big = "x".repeat(over);
        SourceMap map = read("{\"version\":3,\"sources\":[\"a.js\",\"b.js\"],\"sourcesContent\":[\"" + big
                + "\",\"small\"],\"mappings\":\"\"}");
        assertNull(map.sourceContent(0));
        assertEquals("small", map.sourceContent(1));
        assertEquals("$.sourcesContent: entries longer than 16,777,216 characters, not kept (1 sources affected)",
                warnings(map));
    }
}
