package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.LoadWarning;
import dev.flint.model.Profile;
import dev.flint.model.ScriptTable;
import dev.flint.testing.SharedTestdata;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * What a Chrome trace says about its scripts for source maps (ScriptTable): DevTools' saved maps in
 * metadata.sourceMaps, the v8-source-rundown ScriptCatchup records and their source text, whichever reader
 * reads the trace and wherever the metadata is.
 */
class TraceScriptsTest {
    private static final String RUNDOWN = "disabled-by-default-devtools.v8-source-rundown";
    private static final String SOURCES = RUNDOWN + "-sources";

    private static Profile load(String json) throws ProfileFormatException {
        return ProfileLoader.load(SourceBytes.of(json.getBytes(StandardCharsets.UTF_8), "trace"), ProgressListener.NONE);
    }

    private static Profile loadWithJackson(String json) throws ProfileFormatException {
        return ChromeTraceImporter.readSequentially(SourceBytes.of(json.getBytes(StandardCharsets.UTF_8), "trace"),
                "trace", ProgressListener.NONE);
    }

    private static String event(String name, String cat, String data) {
        return "{\"name\":\"" + name + "\",\"cat\":\"" + cat + "\",\"ph\":\"X\",\"pid\":7,\"tid\":1,\"ts\":10,\"dur\":1,"
                + "\"args\":{\"data\":" + data + "}}";
    }

    private static final String CATCHUP = event("ScriptCatchup", RUNDOWN, "{\"isolate\":\"42\",\"scriptId\":\"5\","
            + "\"url\":\"https://a.test/app.js\",\"sourceMapUrl\":\"app.js.map\",\"hasSourceUrl\":false}");
    private static final String SOURCE = event("ScriptCatchup", SOURCES,
            "{\"isolate\":\"42\",\"scriptId\":\"5\",\"length\":12,\"sourceText\":\"function a(){}\"}");
    private static final String METADATA = "\"metadata\":{\"source\":\"DevTools\",\"sourceMaps\":[{\"url\":"
            + "\"https://a.test/app.js\",\"sourceMapUrl\":\"https://a.test/app.js.map\",\"sourceMap\":{\"version\":3,"
            + "\"file\":\"app.js\",\"sources\":[\"a.ts\"],\"names\":[\"é\\n\"],\"mappings\":\"AAAAA\"}}]}";

    private static void assertScripts(Profile profile) {
        ScriptTable scripts = profile.scripts();
        assertEquals(1, scripts.size());
        assertEquals(7, scripts.pid(0));
        assertEquals("42", scripts.isolate(0));
        assertEquals("5", scripts.scriptId(0));
        assertEquals("https://a.test/app.js", scripts.url(0));
        assertEquals("app.js.map", scripts.sourceMapUrl(0));
        assertEquals("function a(){}", scripts.sourceText(0));
        assertEquals(1, scripts.embeddedMapCount());
        assertEquals("https://a.test/app.js", scripts.embeddedScriptUrl(0));
        assertEquals("https://a.test/app.js.map", scripts.embeddedMapUrl(0));
        assertEquals("{\"version\":3,\"file\":\"app.js\",\"sources\":[\"a.ts\"],\"names\":[\"é\\n\"],\"mappings\":\"AAAAA\"}",
                new String(scripts.embeddedMapJson(0), StandardCharsets.UTF_8));
    }

    @Test
    void metadataFirstAsDevToolsSavesIt() throws Exception {
        String json = "{" + METADATA + ",\"traceEvents\":[" + CATCHUP + "," + SOURCE + "," + CATCHUP + "]}";
        assertScripts(load(json));
        assertScripts(loadWithJackson(json));
    }

    @Test
    void metadataLastAsARawStreamHasIt() throws Exception {
        String json = "{\"traceEvents\":[" + SOURCE + "," + CATCHUP + "]," + METADATA + "}";
        assertScripts(load(json));
        assertScripts(loadWithJackson(json));
    }

    @Test
    void scriptRecordsStayTimelineEntriesAsBefore() throws Exception {
        Profile profile = load("[" + CATCHUP + "," + SOURCE + "]");
        assertEquals(2, profile.threads().get(0).traceEvents().size());
        assertTrue(profile.warnings().isEmpty(), profile.warnings().toString());
    }

    @Test
    void largeScriptPiecesJoinInOrderAndAGapIsDroppedWithAWarning() throws Exception {
        String piece1 = event("LargeScriptCatchup", SOURCES,
                "{\"isolate\":\"42\",\"scriptId\":\"5\",\"splitIndex\":1,\"splitCount\":2,\"sourceText\":\"b(){}\"}");
        String piece0 = event("LargeScriptCatchup", SOURCES,
                "{\"isolate\":\"42\",\"scriptId\":\"5\",\"splitIndex\":0,\"splitCount\":2,\"sourceText\":\"function \"}");
        Profile joined = load("[" + CATCHUP + "," + piece1 + "," + piece0 + "]");
        assertEquals("function b(){}", joined.scripts().sourceText(0));

        Profile gap = load("[" + CATCHUP + "," + piece1 + "]");
        assertNull(gap.scripts().sourceText(0));
        assertEquals(List.of("traceEvents: LargeScriptCatchup sources with a missing or bad piece dropped, not joined "
                + "across the gap (1 events affected)"), described(gap.warnings()));
    }

    @Test
    void hostileMetadataIsIgnoredWithWarningsAndTheTraceLoads() throws Exception {
        String json = "{\"metadata\":{\"sourceMaps\":[1,{\"url\":\"x.js\"},{\"url\":\"y.js\",\"sourceMap\":[1,2]},"
                + "{\"url\":{\"a\":[]},\"sourceMap\":{\"deep\":[[[{}]]]}}]},\"traceEvents\":[" + CATCHUP + "]}";
        for (Profile profile : new Profile[] {load(json), loadWithJackson(json)}) {
            assertEquals(0, profile.scripts().embeddedMapCount());
            assertEquals(List.of("metadata.sourceMaps: entries without a url or a sourceMap object ignored "
                    + "(4 events affected)"), described(profile.warnings()));
        }
        Profile notAList = load("{\"metadata\":{\"sourceMaps\":{\"url\":\"x\"}},\"traceEvents\":[" + CATCHUP + "]}");
        assertEquals(1, notAList.warnings().size());
        assertEquals(1, notAList.scripts().size());
    }

    @Tag(SharedTestdata.TAG)
    @Test
    void devToolsEnhancedTraceKeepsItsSavedMapsAndScripts() throws Exception {
        Profile profile = ProfileLoader.load(SharedTestdata.file(
                "external/devtools-frontend/front_end/panels/timeline/fixtures/traces/chrome-ext-sourcemap-script-content.json.gz"));
        ScriptTable scripts = profile.scripts();
        List<String> maps = new ArrayList<>();
        for (int entry = 0; entry < scripts.embeddedMapCount(); entry++) {
            maps.add(scripts.embeddedScriptUrl(entry) + " -> " + scripts.embeddedMapUrl(entry));
        }
        assertEquals(List.of(
                "chrome-extension://fmkadmapgofadopljbjfkapdkoienihi/build/installHook.js -> "
                        + "chrome-extension://fmkadmapgofadopljbjfkapdkoienihi/build/installHook.js.map",
                "https://example.com/test-me/source-maps/index_bundle.js -> "
                        + "https://example.com/test-me/source-maps/index_bundle.js.map"), maps);
        int bundle = -1;
        for (int row = 0; row < scripts.size(); row++) {
            if ("https://example.com/test-me/source-maps/index_bundle.js".equals(scripts.url(row))) bundle = row;
        }
        assertTrue(bundle >= 0);
        assertEquals("index_bundle.js.map", scripts.sourceMapUrl(bundle));
        assertTrue(scripts.sourceText(bundle) != null && scripts.sourceText(bundle).endsWith("index_bundle.js.map\n")
                || scripts.sourceText(bundle).contains("sourceMappingURL=index_bundle.js.map"), "the bundle's own text");
    }

    private static List<String> described(List<LoadWarning> warnings) {
        List<String> lines = new ArrayList<>();
        for (LoadWarning warning : warnings) lines.add(warning.describe());
        return lines;
    }
}
