package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import dev.flint.model.WeightType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProcessedProfileImporterTest {
    static final Path HAND_MADE = Path.of("testdata/processed/hand-made.json");
    static final Path NATIVE = Path.of("testdata/native/example-native.json");

    static Profile load(String json) throws ProfileFormatException {
        return ProfileLoader.load(SourceBytes.of(json.getBytes(StandardCharsets.UTF_8), "p.json"), ProgressListener.NONE);
    }

    /** Each sample's stack as func names root first, then its weight: "a;b 2.5". */
    static String samples(ProfileThread thread) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < thread.samples().size(); i++) {
            List<String> names = new ArrayList<>();
            for (int s = thread.samples().stack(i); s >= 0; s = thread.stacks().prefix(s)) {
                names.add(0, thread.funcName(thread.frames().func(thread.stacks().frame(s))));
            }
            String path = String.join(";", names);
            double weight = thread.samples().weight(i);
            text.append(path.isEmpty() ? "-" : path).append(' ')
                    .append(weight == Math.rint(weight) ? Long.toString((long) weight) : Double.toString(weight)).append('\n');
        }
        return text.toString();
    }

    @Test
    void readsTheHandMadeProfile() throws Exception {
        Profile profile = ProfileLoader.load(HAND_MADE);
        assertEquals(ProfileFormat.FIREFOX_PROCESSED, profile.format());
        assertEquals(1, profile.threads().size());
        ProfileThread thread = profile.threads().get(0);
        assertEquals("4242:4242 GeckoMain Web Content", thread.key() + " " + thread.name() + " " + thread.processName());
        assertEquals(WeightType.TRACING_MS, thread.weightType());
        assertEquals("""
                (root);js::RunScript;onLoad;a;b 2.5
                (root);js::RunScript;onLoad;js::RunScript;a;b 1.5
                (root);js::RunScript;onLoad;js::RunScript;a;b 1
                (root);js::RunScript;onLoad;PresShell::DoReflow;0x1a2b 3
                (root);js::RunScript 0.5
                - 1
                """, samples(thread));
        assertEquals(8_000.0, thread.samples().timeMicros(4));
    }

    @Test
    void keepsCategoriesImplementationsAndResources() throws Exception {
        Profile profile = ProfileLoader.load(HAND_MADE);
        ProfileThread thread = profile.threads().get(0);
        assertEquals("Other", profile.categories().get(profile.categories().defaultCategory()).name());
        assertEquals("JavaScript", profile.categories().get(thread.frames().category(5)).name());
        assertEquals("Ion", profile.categories().get(5 - 3).subcategories().get(thread.frames().subcategory(5)));
        assertEquals("ion", thread.strings().get(thread.frames().implementation(5)));
        assertEquals(-1, thread.frames().category(8));
        assertTrue(thread.funcs().isJS(3));
        assertFalse(thread.funcs().isJS(5));
        assertTrue(thread.funcs().relevantForJS(5));
        assertEquals("https://example.com/app.js 20:3", thread.strings().get(thread.funcs().fileName(3)) + " "
                + thread.funcs().line(3) + ":" + thread.funcs().column(3));
        int web = thread.funcs().resource(3);
        assertEquals(ResourceKind.WEBHOST + " https://example.com",
                thread.resources().kind(web) + " " + thread.strings().get(thread.resources().name(web)));
        int lib = thread.funcs().resource(6);
        assertEquals(ResourceKind.LIBRARY + " libxul.so 0123456789ABCDEF0123456789ABCDEF0",
                thread.resources().kind(lib) + " " + thread.strings().get(thread.resources().name(lib)) + " "
                        + thread.strings().get(thread.libs().breakpadId(thread.resources().lib(lib))));
        assertEquals(0x1a2b, thread.frames().address(8));
        assertEquals(2, thread.traceEvents().size());
        assertEquals("DOM", thread.strings().get(thread.traceEvents().category(1)));
    }

    @Test
    void readsTheCurrentLayoutWithSharedTablesAndPrefixOffsets() throws Exception {
        ProfileThread thread = ProfileLoader.load(NATIVE).threads().get(0);
        assertEquals(WeightType.SAMPLES, thread.weightType());
        assertFalse(thread.samples().hasWeights());
        assertEquals("""
                0x02 1
                0x03;0x11 1
                0x03;0x11 1
                0x03;0x11 1
                0x06;0x15 1
                0x06;0x15 1
                0x08 1
                0x09;0x11 1
                0x09;0x11 1
                0x09;0x11 1
                """, samples(thread));
        // timeDeltas add up: the last of ten samples one millisecond apart.
        assertEquals(9_000.0, thread.samples().timeMicros(9));
    }

    /** Content decides, not the name: the same bytes under a neutral name load as the same format and tree. */
    @Test
    void formatsAreToldByContent() throws Exception {
        for (Path file : new Path[] {HAND_MADE, NATIVE, Path.of("testdata/gecko/firefox-small.json.gz")}) {
            Profile named = ProfileLoader.load(file);
            Profile unknown = ProfileLoader.load(SourceBytes.of(Files.readAllBytes(file), "unknown"), ProgressListener.NONE);
            assertEquals(named.format(), unknown.format(), file.toString());
            assertEquals(samples(named.threads().get(0)), samples(unknown.threads().get(0)), file.toString());
        }
    }

    @Test
    void anUnsupportedVersionIsNamed() throws Exception {
        String json = Files.readString(NATIVE).replace("\"preprocessedProfileVersion\": 70", "\"preprocessedProfileVersion\": 12");
        ProfileFormatException e = assertThrows(ProfileFormatException.class, () -> load(json));
        assertTrue(e.getMessage().startsWith("p.json: $.meta.preprocessedProfileVersion"), e.getMessage());
        assertTrue(e.getMessage().contains("processed profile version 12 is not supported (Flint reads 41 to 70)"), e.getMessage());
        String future = json.replace("\"preprocessedProfileVersion\": 12", "\"preprocessedProfileVersion\": 71");
        e = assertThrows(ProfileFormatException.class, () -> load(future));
        assertTrue(e.getMessage().contains("processed profile version 71 is newer than Flint reads"), e.getMessage());
    }

    @Test
    void badIndexesAreNamedWithTheirTableAndRow() throws Exception {
        String json = Files.readString(HAND_MADE).replaceFirst("(\"func\": \\[\\s*0,\\s*)1,", "$117,");
        ProfileFormatException e = assertThrows(ProfileFormatException.class, () -> load(json));
        assertEquals("p.json: $.threads[0].frameTable row 1 func: 17 is not a valid func index (0..6)", e.getMessage());
    }

    /** minus-one-for-none.json is hand-made.json with -1 in every optional index column that held null. */
    @Test
    void minusOneMeansNoneInEveryOptionalIndexColumn() throws Exception {
        ProfileThread expected = ProfileLoader.load(HAND_MADE).threads().get(0);
        ProfileThread thread = ProfileLoader.load(Path.of("testdata/processed/minus-one-for-none.json")).threads().get(0);
        assertEquals(samples(expected), samples(thread));
        assertEquals(-1, thread.frames().category(8));
        assertEquals(-1, thread.frames().subcategory(8));
        assertEquals(-1, thread.frames().implementation(0));
        assertEquals(-1, thread.funcs().fileName(0));
        int web = thread.funcs().resource(3);
        assertEquals(ResourceKind.WEBHOST + " -1", thread.resources().kind(web) + " " + thread.resources().lib(web));
        int lib = thread.funcs().resource(6);
        assertEquals(ResourceKind.LIBRARY, thread.resources().kind(lib));
        assertEquals("libxul.so", thread.strings().get(thread.libs().name(thread.resources().lib(lib))));
    }

    @Test
    void otherNegativeIndexesAreStillDamage() throws Exception {
        String json = Files.readString(Path.of("testdata/processed/minus-one-for-none.json"))
                .replaceFirst("(\"category\": \\[\\s*)1,", "$1-2,");
        ProfileFormatException e = assertThrows(ProfileFormatException.class, () -> load(json));
        assertEquals("p.json: $.threads[0].frameTable row 0 category: -2 is not a valid category index (0..4)", e.getMessage());
    }
}
