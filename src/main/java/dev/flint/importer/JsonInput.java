package dev.flint.importer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import java.io.CharConversionException;
import java.io.IOException;
import java.util.List;
import dev.flint.model.LoadWarning;
import dev.flint.model.Profile;

/**
 * The one JSON input helper of every importer: the streaming parser (with its limits), and the
 * translation of everything that can go wrong into one user-facing {@link ProfileFormatException} in one
 * wording, {@code FILE: WHERE: WHAT}:
 * <ul>
 * <li>WHERE is the JSON path of the value and the byte offset of the decompressed content,
 *     e.g. {@code $.nodes[4].id (byte 3512)} ({@link #where});</li>
 * <li>a value of the wrong type reads {@code SUBJECT must be EXPECTED, found FOUND}, e.g.
 *     {@code a node id must be an integer, found a string} ({@link #expect}, {@link #integer}, ...);</li>
 * <li>broken JSON reads {@code not valid JSON: ...}, a truncated file {@code the file ends in the middle
 *     of the JSON (truncated?)}, and a limit of the parser names the limit: {@code nesting deeper than
 *     1000 levels}, {@code a string longer than 20000000 characters}, {@code a number with more than 1000
 *     digits}, {@code a key longer than 50000 characters} ({@link #failure}).</li>
 * </ul>
 *
 * <p>Two ways to use it. Static helpers take the parser and the file name and derive the path from the
 * parser ({@link #next}, {@link #expect}, {@link #integer}, {@link #longInteger}, {@link #number},
 * {@link #text}, {@link #error}). An instance ({@link #JsonInput(JsonParser, String)}) carries both and
 * takes the path the caller tracks (the Firefox readers name table cells that way), with the same
 * wording. Either way {@link #read} runs the whole import and turns parser failures into the error line.
 */
public final class JsonInput {
    /**
     * Nesting deeper than this is refused. Profiles nest a handful of levels (trace args perhaps a dozen);
     * the cap keeps a hostile file from costing more than a clear error.
     */
    public static final int MAX_NESTING = 1000;

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING).build())
            .build();

    private final JsonParser parser;
    private final String fileName;

    /** A cursor over {@code parser} for an importer that tracks JSON paths itself. */
    public JsonInput(JsonParser parser, String fileName) {
        this.parser = parser;
        this.fileName = fileName;
    }

    /**
     * A parser over the decompressed content; the caller closes it. A gzip inflates on a second thread
     * ahead of the parser, so the two run on both cores.
     */
    public static JsonParser open(SourceBytes source, ProgressListener progress) throws IOException {
        return FACTORY.createParser(source.gzipped() ? new ReadAheadInputStream(source.open(progress))
                : source.open(progress));
    }

    /** What an importer does with the parser; it may throw the parser's IOExceptions as they come. */
    @FunctionalInterface
    public interface Reading<T> {
        T read(JsonParser parser) throws IOException, ProfileFormatException;
    }

    /**
     * Runs {@code reading} over the content and turns every failure into the user-facing error. Text that
     * is not valid UTF-8 (a broken byte in a function name) is read a second time with such bytes replaced
     * by U+FFFD, as a browser decodes it, so one bad name does not make the whole profile unreadable; a
     * warning says how many byte sequences were replaced.
     */
    public static Profile read(SourceBytes source, String file, ProgressListener progress, Reading<Profile> reading)
            throws ProfileFormatException {
        JsonParser parser = null;
        try (JsonParser p = open(source, progress)) {
            parser = p;
            return reading.read(p);
        } catch (JsonParseException e) {
            if (!isEncodingError(e)) throw failure(file, parser, e);
        } catch (CharConversionException e) {
            // fall through to the lenient pass
        } catch (IOException e) {
            throw failure(file, parser, e);
        }
        parser = null;
        RepairingUtf8Reader text;
        try {
            text = new RepairingUtf8Reader(source.open(progress));
        } catch (IOException e) {
            throw failure(file, null, e);
        }
        try (JsonParser p = FACTORY.createParser(text)) {
            parser = p;
            Profile profile = reading.read(p);
            if (profile == null || text.replaced() == 0) return profile;
            return profile.withWarnings(List.of(new LoadWarning("text",
                    "bytes that are not UTF-8, read as U+FFFD", text.replaced(), "byte sequences")));
        } catch (IOException e) {
            throw failure(file, parser, e);
        }
    }

    private static boolean isEncodingError(JsonParseException e) {
        String message = e.getOriginalMessage();
        return message != null && message.contains("Invalid UTF-8");
    }

    /** A parser over a stream (benchmarks); the caller closes both. */
    public static JsonParser open(java.io.InputStream in) throws IOException {
        return FACTORY.createParser(in);
    }

    /** A parser over bytes in memory (tests, benchmarks). */
    public static JsonParser open(byte[] content) throws IOException {
        return FACTORY.createParser(content);
    }

    /** A parser over {@code length} bytes of {@code content} from {@code offset} (the parallel trace reader's blocks). */
    static JsonParser open(byte[] content, int offset, int length) throws IOException {
        return FACTORY.createParser(content, offset, length);
    }

    /**
     * Where the parser is, for an error message: the JSON path of the current value and the byte offset,
     * e.g. {@code $.nodes[4].callFrame (byte 3512)}.
     */
    public static String where(JsonParser parser) {
        String path = path(parser.getParsingContext());
        JsonLocation location = parser.currentTokenLocation();
        long offset = location == null ? -1 : location.getByteOffset();
        return offset < 0 ? path : path + " (byte " + offset + ")";
    }

    /** The JSON path of a parsing context, {@code $} for the top level. */
    public static String path(JsonStreamContext context) {
        java.util.ArrayDeque<String> parts = new java.util.ArrayDeque<>();
        for (JsonStreamContext c = context; c != null && !c.inRoot(); c = c.getParent()) {
            if (c.inArray()) {
                parts.push("[" + Math.max(0, c.getCurrentIndex()) + "]");
            } else if (c.getCurrentName() != null) {
                parts.push("." + c.getCurrentName());
            }
        }
        StringBuilder path = new StringBuilder("$");
        for (String part : parts) path.append(part);
        return path.toString();
    }

    /** A format error at the parser's position. */
    public static ProfileFormatException error(String file, JsonParser parser, String problem) {
        return new ProfileFormatException(file, where(parser), problem);
    }

    /**
     * Turns a failure while parsing into the user-facing error: broken JSON, truncation, too deep nesting,
     * bad encoding, a corrupt or oversized gzip.
     */
    public static ProfileFormatException failure(String file, JsonParser parser, IOException e) {
        String where = parser == null ? "" : where(parser);
        if (e instanceof StreamConstraintsException limit) {
            return new ProfileFormatException(file, where, exceededLimit(limit.getOriginalMessage()));
        }
        if (e instanceof JsonEOFException) {
            return new ProfileFormatException(file, byteWhere((JsonParseException) e, where),
                    "the file ends in the middle of the JSON (truncated?)");
        }
        if (e instanceof JsonParseException parse) {
            String message = parse.getOriginalMessage();
            int newline = message.indexOf('\n');
            if (newline >= 0) message = message.substring(0, newline);
            String what = message.contains("UTF-8") || message.contains("UTF8") || message.contains("Invalid UTF")
                    ? "invalid text encoding: " + message
                    : "not valid JSON: " + message;
            return new ProfileFormatException(file, byteWhere(parse, where), what);
        }
        if (e instanceof CharConversionException) {
            return new ProfileFormatException(file, where, "invalid text encoding: " + e.getMessage());
        }
        return ProfileLoader.readFailure(file, where, e);
    }

    /**
     * What a parser limit means for the user. Jackson words them "String value length (N) exceeds the
     * maximum allowed (M, from ...)"; each kind gets its own sentence, so a long string is not reported
     * as deep nesting.
     */
    static String exceededLimit(String message) {
        String text = message == null ? "" : message;
        java.util.regex.Matcher limit = java.util.regex.Pattern
                .compile("exceeds the maximum (?:allowed|length) \\((\\d+)").matcher(text);
        String max = limit.find() ? limit.group(1) : null;
        String what;
        if (text.startsWith("Document nesting depth")) {
            what = "nesting deeper than " + (max == null ? MAX_NESTING : max) + " levels";
        } else if (text.startsWith("String value length")) {
            what = max == null ? "a string too long" : "a string longer than " + max + " characters";
        } else if (text.startsWith("Number value length")) {
            what = max == null ? "a number with too many digits" : "a number with more than " + max + " digits";
        } else if (text.startsWith("Name length")) {
            what = max == null ? "a key too long" : "a key longer than " + max + " characters";
        } else if (text.startsWith("Document length")) {
            what = max == null ? "a document too long" : "a document longer than " + max + " bytes";
        } else if (text.startsWith("Token count")) {
            what = max == null ? "too many JSON values" : "more than " + max + " JSON values";
        } else if (text.startsWith("Spill-over slots in symbol table")) {
            // Jackson's guard against keys chosen to share one hash (FAIL_ON_SYMBOL_HASH_OVERFLOW)
            what = "object keys chosen to collide in the parser's hash table (a hash-flooding file)";
        } else {
            int newline = text.indexOf('\n');
            what = "a parser limit: " + (newline >= 0 ? text.substring(0, newline) : text);
        }
        return what + ": not a profile Flint can read";
    }

    private static String byteWhere(JsonParseException e, String fallback) {
        JsonLocation location = e.getLocation();
        if (location == null || location.getByteOffset() < 0) return fallback;
        JsonParser parser = e.getProcessor();
        String path = parser == null ? "" : path(parser.getParsingContext()) + " ";
        return path + "(byte " + location.getByteOffset() + ")";
    }

    /** Moves to the next token, refusing the end of input where a value must follow. */
    public static JsonToken next(JsonParser parser, String file) throws IOException, ProfileFormatException {
        JsonToken token = parser.nextToken();
        if (token == null) throw error(file, parser, "the file ends in the middle of the JSON (truncated?)");
        return token;
    }

    /** The current token must be a number; returns it as a double. */
    public static double number(JsonParser parser, String file, String what)
            throws IOException, ProfileFormatException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_NUMBER_INT) {
            return parser.getNumberType() == JsonParser.NumberType.INT ? parser.getIntValue() : parser.getDoubleValue();
        }
        if (token == JsonToken.VALUE_NUMBER_FLOAT) return parser.getDoubleValue();
        throw error(file, parser, what + " must be a number, found " + describe(token));
    }

    /**
     * The current token must be an integer; returns it as a long (ids and trace ids in Chrome traces are
     * 53-bit). A float with an integral value is accepted.
     */
    public static long longInteger(JsonParser parser, String file, String what) throws IOException, ProfileFormatException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_NUMBER_INT) {
            JsonParser.NumberType type = parser.getNumberType();
            if (type == JsonParser.NumberType.INT || type == JsonParser.NumberType.LONG) return parser.getLongValue();
            throw error(file, parser, what + " must be an integer of at most 19 digits, found " + parser.getText());
        }
        if (token == JsonToken.VALUE_NUMBER_FLOAT) {
            double value = parser.getDoubleValue();
            if (value == Math.rint(value) && Math.abs(value) < 0x1p63) return (long) value;
        }
        throw error(file, parser, what + " must be an integer, found " + describe(token));
    }

    /** The current token must be an integer that fits an int. */
    public static int integer(JsonParser parser, String file, String what) throws IOException, ProfileFormatException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() == JsonParser.NumberType.INT) {
            return parser.getIntValue();
        }
        if (token == JsonToken.VALUE_NUMBER_FLOAT) {
            double value = parser.getDoubleValue();
            if (value == Math.rint(value) && Math.abs(value) <= Integer.MAX_VALUE) return (int) value;
        }
        throw error(file, parser, what + " must be an integer, found " + describe(token));
    }

    /** The current token as text: a string, or a number written as text (V8 scriptIds come either way). */
    public static String text(JsonParser parser, String file, String what) throws IOException, ProfileFormatException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_STRING || token == JsonToken.VALUE_NUMBER_INT
                || token == JsonToken.VALUE_NUMBER_FLOAT) {
            return parser.getText();
        }
        if (token == JsonToken.VALUE_NULL) return null;
        throw error(file, parser, what + " must be a string, found " + describe(token));
    }

    /** The current token must open what {@code expected} says. */
    public static void expect(JsonParser parser, JsonToken expected, String file, String what)
            throws ProfileFormatException {
        JsonToken token = parser.currentToken();
        if (token != expected) throw error(file, parser, what + " must be " + describe(expected) + ", found " + describe(token));
    }

    public static String describe(JsonToken token) {
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

    // ---- the cursor form: the caller names the path -----------------------------------------------------

    public JsonParser parser() { return parser; }
    public String fileName() { return fileName; }

    /** The next token; null at the end of the input. */
    public JsonToken next() throws IOException {
        return parser.nextToken();
    }

    public JsonToken current() {
        return parser.currentToken();
    }

    /** Moves to the next token and checks it is {@code expected}. */
    public void expectNext(JsonToken expected, String path) throws IOException, ProfileFormatException {
        parser.nextToken();
        expectCurrent(expected, path);
    }

    /** Checks the current token is {@code expected}. */
    public void expectCurrent(JsonToken expected, String path) throws ProfileFormatException {
        JsonToken token = parser.currentToken();
        if (token != expected) {
            throw problem(path, subject(path) + " must be " + describe(expected) + ", found " + describe(token));
        }
    }

    /** Skips the value the parser stands on (a scalar, or a whole object or array). */
    public void skipValue() throws IOException {
        parser.skipChildren();
    }

    /** The current number, or NaN for null; anything else is an error. */
    public double number(String path) throws IOException, ProfileFormatException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_NULL) return Double.NaN;
        if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) return parser.getDoubleValue();
        throw problem(path, subject(path) + " must be a number, found " + describe(token));
    }

    /** The current string, or null for JSON null; numbers and booleans are given as their text. */
    public String text(String path) throws IOException, ProfileFormatException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_NULL) return null;
        if (token == JsonToken.VALUE_STRING || token.isNumeric() || token.isBoolean()) return parser.getText();
        throw problem(path, subject(path) + " must be a string, found " + describe(token));
    }

    /** An error at {@code path} and the parser's byte offset. */
    public ProfileFormatException problem(String path, String what) {
        JsonLocation location = parser.currentTokenLocation();
        long offset = location == null ? -1 : location.getByteOffset();
        return new ProfileFormatException(fileName, offset >= 0 ? path + " (byte " + offset + ")" : path, what);
    }

    /** How a message names the value at {@code path}: its last key, e.g. {@code version} or {@code data[3]}. */
    static String subject(String path) {
        int dot = path.lastIndexOf('.');
        String last = dot >= 0 ? path.substring(dot + 1) : path;
        return last.isEmpty() || last.equals("$") ? "the file" : last;
    }
}
