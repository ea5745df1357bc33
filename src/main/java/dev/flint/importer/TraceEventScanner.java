package dev.flint.importer;

import com.fasterxml.jackson.core.JsonParser;
import dev.flint.model.Profile;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.CancellationException;

/**
 * The fast way through a Chrome trace: gunzip on its own thread ({@link ReadAheadInputStream}) fills a large
 * byte buffer; on the caller's thread {@link JsonByteScanner} checks each event and finds its end at memory
 * speed (screenshots are megabytes of base64 in one string), and {@link TraceEventFields} reads the fields the
 * assembly uses straight from the bytes. An event of a kind it does not read simply (a CPU profile chunk, an
 * escape in a name) is handed, as its own bytes, to Jackson ({@link RawTraceEvent#read}). The other members of
 * a top-level object (metadata, stackFrames, samples) are read by Jackson from their bytes too.
 *
 * <p>It is an accelerator: the Jackson reader ({@link ChromeTraceImporter#readSequentially}) stays the
 * reference. Whatever it does not handle as Jackson would (broken or truncated JSON, a value nested too deep,
 * an event the assembly refuses, a failing input, a single value too large for {@link #MAX_BUFFER_BYTES}) ends
 * this reader with {@link Fallback}, and the file is read again by Jackson, which words the problem with its
 * place exactly as before. Nothing in between is kept: the same file gives the same profile or the same error.
 */
final class TraceEventScanner {
    static final int BUFFER_BYTES = 1 << 20;
    /** One event (or top-level member) larger than this is left to Jackson, which streams it. */
    static final int MAX_BUFFER_BYTES = 1 << 28;

    /** This reader stops; the Jackson reader reads the file (and words any problem). */
    static final class Fallback extends Exception {
        Fallback(String why, Throwable cause) {
            super(why, cause, false, false);
        }
    }

    private final InputStream in;
    private final String fileName;
    private final JsonByteScanner scanner = new JsonByteScanner();
    private final TraceEventFields fields = new TraceEventFields();
    private final RawTraceEvent event = new RawTraceEvent();
    private byte[] buf;
    private int filled;
    private int pos;
    private boolean eof;
    /** Events Jackson read because this reader does not read their shape (tests look). */
    private int eventsReadByJackson;

    private TraceEventScanner(InputStream in, String fileName, int bufferBytes) {
        this.in = in;
        this.fileName = fileName;
        this.buf = new byte[bufferBytes];
    }

    static Profile read(SourceBytes source, String fileName, ProgressListener progress) throws Fallback {
        return read(source, fileName, progress, BUFFER_BYTES, null);
    }

    /**
     * @param bufferBytes the first buffer's size (tests use tiny ones so that events cross refills)
     * @param jacksonEvents out, when not null: at [0], how many events Jackson read
     */
    static Profile read(SourceBytes source, String fileName, ProgressListener progress, int bufferBytes,
                        int[] jacksonEvents) throws Fallback {
        try (InputStream in = source.gzipped() ? new ReadAheadInputStream(source.open(progress)) : source.open(progress)) {
            TraceEventScanner reader = new TraceEventScanner(in, fileName, bufferBytes);
            Profile profile = reader.readTrace();
            if (jacksonEvents != null) jacksonEvents[0] = reader.eventsReadByJackson;
            return profile;
        } catch (CancellationException cancelled) {
            throw cancelled;
        } catch (IOException | ProfileFormatException | RuntimeException e) {
            // A failing input, an event the assembly refuses, or a shape this reader got wrong: Jackson words it.
            throw new Fallback(e.toString(), e);
        }
    }

    private Profile readTrace() throws IOException, ProfileFormatException, Fallback {
        ChromeTraceAssembly assembly = new ChromeTraceAssembly(fileName);
        TraceStackSamples stackSamples = new TraceStackSamples(fileName);
        int first = skipWhitespace();
        if (first == 0xEF && ensure(3) && (buf[pos + 1] & 0xff) == 0xBB && (buf[pos + 2] & 0xff) == 0xBF) {
            pos += 3; // a UTF-8 byte order mark, which Jackson skips too
            first = skipWhitespace();
        }
        if (first == '[') {
            pos++;
            readEvents(assembly, "$");
            // Like Jackson's reader, nothing after the array's end is looked at.
        } else if (first == '{') {
            pos++;
            readObject(assembly, stackSamples);
        } else {
            throw new Fallback("not an array or object", null);
        }
        if (stackSamples.isEmpty()) return assembly.finish();
        return stackSamples.addTo(assembly.finish(true), assembly::threadName, assembly::processName);
    }

    /** The members of a top-level object, as ChromeTraceImporter.readTrace reads them. */
    private void readObject(ChromeTraceAssembly assembly, TraceStackSamples stackSamples)
            throws IOException, ProfileFormatException, Fallback {
        boolean sawEvents = false;
        int next = skipWhitespace();
        if (next != '}') {
            while (true) {
                if (next != '"') throw new Fallback("a member without a key", null);
                int keyEnd = scanWhole();
                String key = new String(buf, pos + 1, keyEnd - pos - 2, java.nio.charset.StandardCharsets.ISO_8859_1);
                if (key.indexOf('\\') >= 0 || !isAscii(buf, pos + 1, keyEnd - 1)) throw new Fallback("an escaped key", null);
                pos = keyEnd;
                if (skipWhitespace() != ':') throw new Fallback("no colon", null);
                pos++;
                int value = skipWhitespace();
                if (key.equals("traceEvents")) {
                    if (value != '[') throw new Fallback("traceEvents is not an array", null);
                    pos++;
                    if (readEvents(assembly, "$.traceEvents")) break;
                    sawEvents = true;
                } else if (key.equals("stackFrames") || key.equals("samples")
                        || (key.equals("metadata") && value == '{')) {
                    int end = scanWhole();
                    try (JsonParser parser = JsonInput.open(buf, pos, end - pos)) {
                        parser.nextToken();
                        if (key.equals("metadata")) ChromeTraceImporter.readMetadata(parser, assembly);
                        else stackSamples.read(key, parser); // Hermes / legacy chrome://tracing samples
                    }
                    pos = end;
                } else if (value < 0) {
                    throw new Fallback("the input ends after a key", null);
                } else {
                    pos = scanWhole();
                }
                next = skipWhitespace();
                if (next == '}') break;
                if (next != ',') throw new Fallback("no comma between members", null);
                pos++;
                next = skipWhitespace();
            }
        }
        if (!sawEvents && assembly.eventCount() == 0 && stackSamples.isEmpty()) {
            throw new ProfileFormatException(fileName, "$", "a JSON object without a traceEvents array");
        }
    }

    /**
     * The events up to the closing bracket, or up to the end of the input after a complete event or its comma
     * (Chrome's startup traces stop that way, and Jackson's reader accepts it).
     *
     * @return true when the input ended without the closing bracket
     */
    private boolean readEvents(ChromeTraceAssembly assembly, String arrayPath)
            throws IOException, ProfileFormatException, Fallback {
        boolean afterComma = false;
        boolean afterEvent = false;
        while (true) {
            int c = skipWhitespace();
            if (c < 0) return true;
            if (c == ']') {
                if (afterComma) throw new Fallback("a trailing comma", null);
                pos++;
                return false;
            }
            if (afterEvent) {
                if (c != ',') throw new Fallback("no comma between events", null);
                pos++;
                afterComma = true;
                afterEvent = false;
                continue;
            }
            if (c != '{') throw new Fallback("an event that is not an object", null);
            int end = scanWhole();
            if (!fields.read(buf, scanner, event)) {
                eventsReadByJackson++;
                try (JsonParser parser = JsonInput.open(buf, pos, end - pos)) {
                    parser.nextToken();
                    event.read(parser, fileName);
                }
            }
            pos = end;
            // The assembly's errors name the event's place; Jackson's reader gives them, so no place is built here.
            assembly.accept(event, arrayPath);
            afterEvent = true;
            afterComma = false;
        }
    }

    /** Scans the value at {@code pos}, reading more input as it needs; returns its end. */
    private int scanWhole() throws IOException, Fallback {
        while (true) {
            int end = scanner.scanValue(buf, pos, filled);
            if (end >= 0) return end;
            if (end == JsonByteScanner.MALFORMED) throw new Fallback("not JSON as Jackson reads it", null);
            if (!readMore()) throw new Fallback("the input ends inside a value", null);
        }
    }

    /** The byte at {@code pos} after whitespace, or -1 at the end of the input. */
    private int skipWhitespace() throws IOException, Fallback {
        while (true) {
            while (pos < filled) {
                int c = buf[pos] & 0xff;
                if (c != ' ' && c != '\n' && c != '\r' && c != '\t') return c;
                pos++;
            }
            if (!readMore()) return -1;
        }
    }

    /** Whether {@code n} bytes from {@code pos} are in the buffer (reading more if needed). */
    private boolean ensure(int n) throws IOException, Fallback {
        while (filled - pos < n) {
            if (!readMore()) return false;
        }
        return true;
    }

    /**
     * Keeps the bytes from {@code pos} on (moved to the buffer's start) and reads until the buffer is full or
     * the input ends; a buffer that one value fills doubles, so a long value is scanned a few times, not once
     * per read.
     *
     * @return false when there was nothing more to read
     */
    private boolean readMore() throws IOException, Fallback {
        if (eof) return false;
        int kept = filled - pos;
        if (kept == buf.length) {
            if (buf.length >= MAX_BUFFER_BYTES) throw new Fallback("a value larger than the buffer", null);
            byte[] larger = new byte[Math.min(MAX_BUFFER_BYTES, buf.length * 2)];
            System.arraycopy(buf, pos, larger, 0, kept);
            buf = larger;
        } else if (pos > 0) {
            System.arraycopy(buf, pos, buf, 0, kept);
        }
        pos = 0;
        filled = kept;
        int before = filled;
        while (filled < buf.length) {
            int n = in.read(buf, filled, buf.length - filled);
            if (n < 0) {
                eof = true;
                break;
            }
            filled += n;
        }
        return filled > before;
    }

    private static boolean isAscii(byte[] b, int start, int end) {
        for (int i = start; i < end; i++) {
            if (b[i] < 0) return false;
        }
        return true;
    }
}
