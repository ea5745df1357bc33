package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonToken;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The one JSON helper's wording: FILE: PATH (byte N): WHAT, and each parser limit named for what it is
 * (a long string in a file nested five deep is not "nesting deeper than 1000 levels").
 */
class JsonInputTest {
    /** Reads every token of {@code json} through {@link JsonInput#read}; returns the error line. */
    private static String errorReading(String json) {
        SourceBytes source = SourceBytes.of(json.getBytes(StandardCharsets.UTF_8), "f.json");
        ProfileFormatException e = assertThrows(ProfileFormatException.class,
                () -> JsonInput.read(source, "f.json", ProgressListener.NONE, parser -> {
                    while (parser.nextToken() != null) parser.getText();
                    return null;
                }));
        return e.getMessage();
    }

    @Test
    void aLongStringIsCalledALongString() {
        String message = errorReading("{\"a\": {\"b\": \"" + "x".repeat(20_000_001) + "\"}}");
        assertTrue(message.startsWith("f.json: $.a.b"), message);
        assertTrue(message.endsWith(": a string longer than 20000000 characters: not a profile Flint can read"), message);
    }

    @Test
    void aLongNumberIsCalledALongNumber() {
        String message = errorReading("{\"a\": [1, " + "9".repeat(1001) + "]}");
        assertTrue(message.startsWith("f.json: $.a[1]"), message);
        assertTrue(message.endsWith(": a number with more than 1000 digits: not a profile Flint can read"), message);
        String fraction = errorReading("[0." + "1".repeat(1001) + "]");
        assertTrue(fraction.endsWith(": a number with more than 1000 digits: not a profile Flint can read"), fraction);
    }

    @Test
    void aLongKeyIsCalledALongKey() {
        String message = errorReading("{\"" + "k".repeat(50_001) + "\": 1}");
        assertTrue(message.endsWith(": a key longer than 50000 characters: not a profile Flint can read"), message);
    }

    @Test
    void deepNestingIsStillNesting() {
        String message = errorReading("[".repeat(1001) + "]".repeat(1001));
        assertTrue(message.endsWith(": nesting deeper than 1000 levels: not a profile Flint can read"), message);
    }

    @Test
    void truncatedAndBrokenJson() {
        assertTrue(errorReading("{\"a\": [1, 2").endsWith("the file ends in the middle of the JSON (truncated?)"));
        String broken = errorReading("{\"a\": [1, }");
        assertTrue(broken.startsWith("f.json: $.a[1] (byte 10): not valid JSON: "), broken);
    }

    @Test
    void jacksonLimitMessagesMapToSentences() {
        assertEquals("a string longer than 5 characters: not a profile Flint can read", JsonInput.exceededLimit(
                "String value length (6) exceeds the maximum allowed (5, from `StreamReadConstraints.getMaxStringLength()`)"));
        assertEquals("more than 9 JSON values: not a profile Flint can read",
                JsonInput.exceededLimit("Token count (10) exceeds the maximum allowed (9, from x)"));
        assertEquals("a parser limit: Something new: not a profile Flint can read",
                JsonInput.exceededLimit("Something new\nsecond line"));
        assertEquals("object keys chosen to collide in the parser's hash table (a hash-flooding file): not a profile"
                + " Flint can read", JsonInput.exceededLimit("Spill-over slots in symbol table with 976 entries, hash"
                + " area of 2048 slots is now full (all 256 slots -- suspect a DoS attack based on hash collisions. You"
                + " can disable the check via `JsonFactory.Feature.FAIL_ON_SYMBOL_HASH_OVERFLOW`"));
    }

    @Test
    void aWrongTypeSaysWhatWasExpectedAndWhatWasFound() throws Exception {
        // The static form names the subject; the cursor form takes the caller's path and names its last key.
        String staticForm = readWith("{\"samples\": {}}", in -> {
            in.next();
            in.next();
            in.next();
            JsonInput.expect(in.parser(), JsonToken.START_ARRAY, "f.json", "samples");
        });
        assertEquals("f.json: $.samples (byte 12): samples must be an array, found an object", staticForm);
        String cursorForm = readWith("{\"meta\": {\"version\": \"7\"}}", in -> {
            in.expectNext(JsonToken.START_OBJECT, "$");
            in.next();
            in.expectNext(JsonToken.START_OBJECT, "$.meta");
            in.next();
            in.next();
            in.number("$.meta.version");
        });
        assertEquals("f.json: $.meta.version (byte 21): version must be a number, found a string", cursorForm);
        String wrongStart = readWith("[]", in -> in.expectNext(JsonToken.START_OBJECT, "$"));
        assertEquals("f.json: $ (byte 0): the file must be an object, found an array", wrongStart);
    }

    @Test
    void integersAsLongs() throws Exception {
        String json = "[1777481789384751, 2.0, 1e30, \"x\", 99999999999999999999]";
        long[] read = new long[2];
        String message = readWith(json, in -> {
            in.next();
            in.next();
            read[0] = JsonInput.longInteger(in.parser(), "f.json", "a trace id");
            in.next();
            read[1] = JsonInput.longInteger(in.parser(), "f.json", "a trace id");
            in.next();
            JsonInput.longInteger(in.parser(), "f.json", "a trace id");
        });
        assertEquals(1777481789384751L, read[0]);
        assertEquals(2, read[1]);
        assertEquals("f.json: $[2] (byte " + json.indexOf("1e30") + "): a trace id must be an integer, found a number", message);
        String tooBig = readWith(json, in -> {
            for (int i = 0; i < 6; i++) in.next();
            JsonInput.longInteger(in.parser(), "f.json", "a trace id");
        });
        assertEquals("f.json: $[4] (byte " + json.indexOf("9999") + "): a trace id must be an integer of at most 19 digits, found "
                + "99999999999999999999", tooBig);
    }

    private interface Steps {
        void run(JsonInput in) throws Exception;
    }

    private static String readWith(String json, Steps steps) {
        SourceBytes source = SourceBytes.of(json.getBytes(StandardCharsets.UTF_8), "f.json");
        ProfileFormatException e = assertThrows(ProfileFormatException.class,
                () -> JsonInput.read(source, "f.json", ProgressListener.NONE, parser -> {
                    try {
                        steps.run(new JsonInput(parser, "f.json"));
                    } catch (ProfileFormatException | java.io.IOException expected) {
                        throw expected;
                    } catch (Exception other) {
                        throw new AssertionError(other);
                    }
                    return null;
                }));
        return e.getMessage();
    }
}
