package dev.flint.record;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.io.IOException;

/**
 * The little JSON the DevTools protocol needs on this side, through Jackson's streaming parser as every other
 * part reads JSON: requests are written by hand around {@link #quote}d strings, and a reply's top-level member
 * is read without building a tree (a {@code Profiler.stop} reply is a whole profile, copied to the file as the
 * raw text Jackson walked over).
 */
final class JsonText {
    private static final JsonFactory JSON = JsonFactory.builder().build();

    private JsonText() {}

    /** {@code text} as a JSON string literal. */
    static String quote(String text) {
        return "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(text)) + "\"";
    }

    /**
     * The raw text of the value of {@code key} in the object {@code json} (the object's own keys, not nested
     * ones), or null when the object has no such key or {@code json} is not a whole object up to that value.
     */
    static String member(String json, String key) {
        if (json == null) return null;
        try (JsonParser parser = JSON.createParser(json)) {
            if (!find(parser, key)) return null;
            int start = (int) parser.currentTokenLocation().getCharOffset();
            if (parser.currentToken().isStructStart()) parser.skipChildren();
            else parser.getText(); // a string's end is known once its text is read
            return json.substring(start, (int) parser.currentLocation().getCharOffset());
        } catch (IOException e) {
            return null;
        }
    }

    /** A member that is a string, unescaped; null when absent or not a string. */
    static String string(String json, String key) {
        if (json == null) return null;
        try (JsonParser parser = JSON.createParser(json)) {
            return find(parser, key) && parser.currentToken() == JsonToken.VALUE_STRING ? parser.getText() : null;
        } catch (IOException e) {
            return null;
        }
    }

    /** A member that is a number, as a whole number, or {@code missing}. */
    static long number(String json, String key, long missing) {
        if (json == null) return missing;
        try (JsonParser parser = JSON.createParser(json)) {
            return find(parser, key) && parser.currentToken().isNumeric() ? (long) parser.getDoubleValue() : missing;
        } catch (IOException e) {
            return missing;
        }
    }

    /** Moves {@code parser} onto the value of the top-level member {@code key}; false when there is none. */
    private static boolean find(JsonParser parser, String key) throws IOException {
        if (parser.nextToken() != JsonToken.START_OBJECT) return false;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken value = parser.nextToken();
            if (value == null) return false;
            if (name.equals(key)) return true;
            parser.skipChildren();
        }
        return false;
    }
}
