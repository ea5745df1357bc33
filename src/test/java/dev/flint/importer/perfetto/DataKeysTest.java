package dev.flint.importer.perfetto;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A data dict's kept keys are told from their bytes exactly as from their text; every other key is none of them. */
class DataKeysTest {
    private static int ofBytes(String key) {
        byte[] text = ("..." + key + "..").getBytes(StandardCharsets.UTF_8);
        return DataKeys.of(text, 3, text.length - 5);
    }

    @Test
    void eachKeptKeyByItsBytesAndByItsText() {
        String[] keys = {"functionName", "url", "scriptId", "type", "lineNumber", "columnNumber", "sampleTraceId"};
        int[] kept = {DataKeys.FUNCTION_NAME, DataKeys.URL, DataKeys.SCRIPT_ID, DataKeys.TYPE, DataKeys.LINE_NUMBER,
            DataKeys.COLUMN_NUMBER, DataKeys.SAMPLE_TRACE_ID};
        for (int i = 0; i < keys.length; i++) {
            assertEquals(kept[i], ofBytes(keys[i]), keys[i]);
            assertEquals(kept[i], DataKeys.of(keys[i]), keys[i]);
        }
    }

    @Test
    void otherKeysOfTheSameLengthsAreNone() {
        for (String key : new String[] {"uri", "Type", "scriptID", "lineNumbeR", "functionNamf", "columnNumbex", "fileName",
            "sampleTraceIds", "", "frame", "ürl"}) {
            assertEquals(DataKeys.OTHER, ofBytes(key), key);
            assertEquals(DataKeys.OTHER, DataKeys.of(key), key);
        }
    }
}
