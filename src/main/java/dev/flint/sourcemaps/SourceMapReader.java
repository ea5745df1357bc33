package dev.flint.sourcemaps;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import dev.flint.model.LoadWarnings;
import dev.flint.model.MessageText;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a source map v3, or an index map flattened into one, streaming with Jackson: {@code mappings} is decoded
 * into int columns as Jackson hands its text over (never split), sources are resolved as they end. A leading
 * {@code )]}'} line (the spec's XSSI guard) and a byte order mark are skipped. What is repaired or dropped becomes a
 * warning of the map ({@link SourceMap#warnings()}); a map that cannot be used is one {@link SourceMapException} line.
 */
public final class SourceMapReader {
    /**
     * The longest string read: a {@code mappings} of this many characters costs twice as many bytes in Jackson's
     * buffer while it is decoded. Real maps of large apps have tens of millions.
     */
    static final int MAX_STRING_CHARS = 1 << 28;
    /** Maps nest a few levels; an unknown extension nested deeper than this is refused, not recursed into. */
    static final int MAX_NESTING = 1000;

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING)
                    .maxStringLength(MAX_STRING_CHARS).build())
            .build();

    private SourceMapReader() {}

    /** Reads one map from {@code in}; {@code mapUrl} names it in messages and is what relative sources resolve against. */
    public static SourceMap read(InputStream in, String mapUrl) throws SourceMapException {
        return read(in, mapUrl, mapUrl);
    }

    /** Reads a map file (plain JSON); its sources resolve against the file's path. */
    public static SourceMap read(Path file) throws SourceMapException {
        String mapUrl = file.toAbsolutePath().normalize().toString();
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, mapUrl);
        } catch (NoSuchFileException e) {
            throw new SourceMapException("no such file");
        } catch (IOException e) {
            throw new SourceMapException("cannot read the file: " + MessageText.quote(String.valueOf(e.getMessage())));
        }
    }

    /** A {@code data:} URL (base64 or percent-encoded JSON); its relative sources resolve against {@code scriptUrl}. */
    public static SourceMap readDataUrl(String dataUrl, String scriptUrl) throws SourceMapException {
        byte[] json = DataUrl.decode(dataUrl);
        return read(new ByteArrayInputStream(json), "data:", scriptUrl);
    }

    private static SourceMap read(InputStream in, String mapUrl, String baseUrl) throws SourceMapException {
        LoadWarnings warnings = new LoadWarnings();
        MapFlattener flattener = new MapFlattener(baseUrl, warnings);
        JsonParser parser = null;
        try (JsonParser p = FACTORY.createParser(skipPrefix(in))) {
            parser = p;
            new MapParser(p, flattener, warnings).readDocument();
        } catch (StreamConstraintsException e) {
            throw new SourceMapException(where(parser, e) + ": " + limit(e));
        } catch (JsonEOFException e) {
            throw new SourceMapException(where(parser, e) + ": the file ends in the middle of the JSON (truncated?)");
        } catch (JsonProcessingException e) {
            throw new SourceMapException(where(parser, e) + ": not valid JSON: "
                    + MessageText.quote(String.valueOf(e.getOriginalMessage())));
        } catch (OutOfMemoryError e) {
            // The allocations that fail here are the big ones (the columns, Jackson's buffer of a long string), and
            // they are all unreachable once this unwinds: the heap is usable again, so the map is refused, not the app.
            throw new SourceMapException(where(parser, null) + ": the map needs more memory than the "
                    + (Runtime.getRuntime().maxMemory() >> 20) + " MB heap has (run with a larger -Xmx)");
        } catch (IOException e) {
            throw new SourceMapException(where(parser, null) + ": cannot read: " + MessageText.quote(String.valueOf(e.getMessage())));
        }
        return flattener.build(mapUrl);
    }

    /** The stream past a byte order mark and a {@code )]}'} first line. */
    private static InputStream skipPrefix(InputStream in) throws IOException {
        BufferedInputStream buffered = new BufferedInputStream(in, 1 << 16);
        buffered.mark(8);
        byte[] head = buffered.readNBytes(3);
        if (!(head.length == 3 && (head[0] & 0xFF) == 0xEF && (head[1] & 0xFF) == 0xBB && (head[2] & 0xFF) == 0xBF)) {
            buffered.reset();
        }
        buffered.mark(8);
        byte[] guard = buffered.readNBytes(4);
        if (guard.length == 4 && guard[0] == ')' && guard[1] == ']' && guard[2] == '}' && guard[3] == '\'') {
            for (int b = buffered.read(); b != -1 && b != '\n'; b = buffered.read()) {
                // the rest of the guard line
            }
        } else {
            buffered.reset();
        }
        return buffered;
    }

    /** The byte the problem was found at: the exception's own location, else the parser's. */
    private static String where(JsonParser parser, JsonProcessingException e) {
        JsonLocation location = e != null && e.getLocation() != null ? e.getLocation()
                : parser != null ? parser.currentTokenLocation() : null;
        if (location == null) return "$";
        long offset = location.getByteOffset();
        if (offset < 0) offset = location.getCharOffset();
        return "byte " + MessageText.count(Math.max(0, offset));
    }

    private static String limit(StreamConstraintsException e) {
        String message = String.valueOf(e.getMessage());
        if (message.contains("String value length")) {
            return "a string longer than " + MessageText.count(MAX_STRING_CHARS) + " characters";
        }
        if (message.contains("nesting depth")) return "nesting deeper than " + MAX_NESTING + " levels";
        return "over a limit of the JSON reader: " + MessageText.quote(message);
    }
}
