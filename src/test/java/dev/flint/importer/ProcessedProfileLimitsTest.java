package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Processed profiles: declared table lengths are never trusted, and version 70's {@code frameTable.lib}
 * reaches the model as the library of the frame's func (testdata/native/example-native-frame-lib.json).
 */
class ProcessedProfileLimitsTest {
    private static String handMade() throws Exception {
        return Files.readString(ProcessedProfileImporterTest.HAND_MADE);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "2000000000 | the table declares 2000000000 rows but its longest column has 9",
        "2e9        | the table declares 2e9 rows but its longest column has 9",
        "-5         | length -5 is not a row count (a non-negative integer)",
        "9.5        | length 9.5 is not a row count (a non-negative integer)",
        "10         | the table declares 10 rows but its longest column has 9",
        "'\"nine\"' | length must be a number, found \"nine\""})
    void aDeclaredLengthIsCheckedAgainstTheColumns(String length, String problem) throws Exception {
        String json = handMade().replace("\"length\": 9,", "\"length\": " + length + ",");
        assertEquals("p.json: $.threads[0].frameTable.length: " + problem, Loads.error(json, "p.json"));
    }

    @Test
    void aShorterDeclaredLengthStillLoads() throws Exception {
        // Columns longer than the declared length are cut to it, as before; only longer claims are refused.
        Profile profile = ProcessedProfileImporterTest.load(handMade());
        assertEquals(9, profile.threads().get(0).frames().size());
    }

    @Test
    void version70FramesCarryTheirLibrary() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/native/example-native-frame-lib.json"));
        ProfileThread thread = profile.threads().get(0);
        for (int frame = 0; frame < thread.frames().size(); frame++) {
            int resource = thread.funcs().resource(thread.frames().func(frame));
            assertEquals(ResourceKind.LIBRARY, thread.resources().kind(resource));
            int lib = thread.resources().lib(resource);
            assertEquals("5EED0020000000000000000000000000", thread.strings().get(thread.libs().breakpadId(lib)));
        }
        assertEquals(1, thread.libs().size());
    }

    @Test
    void aFuncWithoutResourceGetsItsFramesLibrary() throws Exception {
        String json = Files.readString(Path.of("testdata/native/example-native-frame-lib.json"))
                .replace("\"resource\": [\n    0,\n    0,", "\"resource\": [\n    null,\n    0,");
        assertTrue(json.contains("null,\n    0,"), "the fixture's layout changed");
        ProfileThread thread = ProcessedProfileImporterTest.load(json).threads().get(0);
        int resource = thread.funcs().resource(0);
        assertEquals(ResourceKind.LIBRARY, thread.resources().kind(resource));
        assertEquals("example", thread.strings().get(thread.libs().name(thread.resources().lib(resource))));
    }

    @Test
    void aFrameLibOutsideTheLibsIsOneLine() throws Exception {
        String json = Files.readString(Path.of("testdata/native/example-native-frame-lib.json"))
                .replace("\"lib\": [\n    0,", "\"lib\": [\n    7,");
        assertEquals("p.json: $.shared.frameTable row 0 lib: 7 is not a valid lib index (0..0)", Loads.error(json, "p.json"));
    }
}
