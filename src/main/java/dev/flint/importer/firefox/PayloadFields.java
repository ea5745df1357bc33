package dev.flint.importer.firefox;

import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.JsonInput;
import java.io.IOException;
import java.util.Arrays;

/**
 * A marker payload ({@code {"type": "UserTiming", "name": "fib", ...}}) kept as its scalar fields, flat
 * {@code [key0, value0, key1, value1, ...]}: what the markers track shows and classifies by. Nested values
 * (cause stacks, which are whole sample tables) are skipped; at most {@link #MAX_FIELDS} fields and
 * {@link #MAX_VALUE_CHARS} characters a value are kept, so a hostile payload cannot grow the profile.
 */
final class PayloadFields {
    static final int MAX_FIELDS = 16;
    static final int MAX_VALUE_CHARS = 200;

    private PayloadFields() {}

    /** Reads the object the input stands on (START_OBJECT current) up to its end. */
    static String[] read(JsonInput in) throws IOException {
        String[] fields = new String[8];
        int count = 0;
        while (in.next() == JsonToken.FIELD_NAME) {
            String key = in.parser().currentName();
            JsonToken value = in.next();
            if (value.isScalarValue() && value != JsonToken.VALUE_NULL && count < 2 * MAX_FIELDS) {
                String text = in.parser().getText();
                if (text.length() > MAX_VALUE_CHARS) text = text.substring(0, MAX_VALUE_CHARS - 1) + "…";
                if (count == fields.length) fields = Arrays.copyOf(fields, count * 2);
                fields[count++] = key;
                fields[count++] = text;
            } else {
                in.skipValue();
            }
        }
        return Arrays.copyOf(fields, count);
    }
}
