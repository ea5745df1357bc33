package dev.flint.importer.firefox;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.ProfileFormatException;
import java.io.IOException;

/**
 * A streaming JSON parser plus the file name and the JSON path being read, so every problem the Firefox
 * importers find names the file, where, and what (e.g. {@code $.threads[2].stackTable.data[17]}).
 */
public final class JsonInput {
    private final JsonParser parser;
    private final String fileName;

    public JsonInput(JsonParser parser, String fileName) {
        this.parser = parser;
        this.fileName = fileName;
    }

    public JsonParser parser() { return parser; }
    public String fileName() { return fileName; }

    public JsonToken next() throws IOException {
        return parser.nextToken();
    }

    public JsonToken current() {
        return parser.currentToken();
    }

    /** Moves to the next token and checks it is {@code expected}. */
    public void expectNext(JsonToken expected, String path) throws IOException, ProfileFormatException {
        JsonToken token = parser.nextToken();
        if (token != expected) throw problem(path, "expected " + describe(expected) + " but found " + describe(token));
    }

    /** Checks the current token. */
    public void expectCurrent(JsonToken expected, String path) throws ProfileFormatException {
        JsonToken token = parser.currentToken();
        if (token != expected) throw problem(path, "expected " + describe(expected) + " but found " + describe(token));
    }

    /** Skips the value the parser stands on (a scalar, or a whole object/array). */
    public void skipValue() throws IOException {
        parser.skipChildren();
    }

    /** The current number, or NaN for null; anything else is an error. */
    public double number(String path) throws IOException, ProfileFormatException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_NULL) return Double.NaN;
        if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) return parser.getDoubleValue();
        throw problem(path, "expected a number but found " + describe(token));
    }

    /** The current string, or null for JSON null; numbers are given as their text. */
    public String text(String path) throws IOException, ProfileFormatException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_NULL) return null;
        if (token == JsonToken.VALUE_STRING || token.isNumeric() || token.isBoolean()) return parser.getText();
        throw problem(path, "expected a string but found " + describe(token));
    }

    public ProfileFormatException problem(String path, String what) {
        long offset = parser.currentLocation().getByteOffset();
        String where = offset >= 0 ? path + " (byte " + offset + ")" : path;
        return new ProfileFormatException(fileName, where, what);
    }

    private static String describe(JsonToken token) {
        if (token == null) return "the end of the file";
        return switch (token) {
            case START_OBJECT -> "an object";
            case END_OBJECT -> "the end of an object";
            case START_ARRAY -> "an array";
            case END_ARRAY -> "the end of an array";
            case FIELD_NAME -> "a key";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            default -> token.toString();
        };
    }
}
