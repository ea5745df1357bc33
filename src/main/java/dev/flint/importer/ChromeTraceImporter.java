package dev.flint.importer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.JsonEOFException;
import dev.flint.model.Profile;
import java.io.IOException;

/**
 * Chrome trace event format: a bare array of events, or an object whose {@code traceEvents} holds them
 * (its {@code metadata.dataOrigin} is read too). An array that stops after a complete event without its
 * closing {@code ]} is accepted, as the format allows (Chrome's startup traces end that way). The stream
 * is read event by event; {@link ChromeTraceAssembly} does what DevTools' handlers do with each one.
 *
 * <p>Every trace is first read by {@link TraceEventScanner}, which checks and reads events from their bytes
 * (gunzip on a second core); whatever it does not read as Jackson would, it leaves to the Jackson reader
 * below, the reference, which also words every problem with its place. {@code -Dflint.traceReader=jackson}
 * reads with Jackson only (tests compare the two).
 */
public final class ChromeTraceImporter implements Importer {
    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress)
            throws ProfileFormatException {
        if (!"jackson".equals(System.getProperty("flint.traceReader"))) {
            try {
                return TraceEventScanner.read(source, fileName, progress);
            } catch (TraceEventScanner.Fallback fallback) {
                // Not read as Jackson would read it (or a problem with the file): the reference reader does it.
            }
        }
        return readSequentially(source, fileName, progress);
    }

    /** The one-thread reader: every shape the format allows, and every problem worded with its place. */
    static Profile readSequentially(SourceBytes source, String fileName, ProgressListener progress)
            throws ProfileFormatException {
        // JsonInput owns the parser (its factory and limits) and words every failure as the other JSON
        // importers do: FILE: PATH (byte N): WHAT.
        return JsonInput.read(source, fileName, progress, parser -> readTrace(parser, fileName));
    }

    private static Profile readTrace(JsonParser parser, String fileName) throws IOException, ProfileFormatException {
        ChromeTraceAssembly assembly = new ChromeTraceAssembly(fileName);
        TraceStackSamples stackSamples = new TraceStackSamples(fileName);
        JsonToken first = parser.nextToken();
        if (first == JsonToken.START_ARRAY) {
            readEvents(parser, assembly, fileName, "");
        } else if (first == JsonToken.START_OBJECT) {
            boolean sawEvents = false;
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonToken value = parser.nextToken();
                if (key.equals("traceEvents")) {
                    JsonInput.expect(parser, JsonToken.START_ARRAY, fileName, "traceEvents");
                    if (readEvents(parser, assembly, fileName, "traceEvents")) break;
                    sawEvents = true;
                } else if (key.equals("stackFrames") || key.equals("samples")) {
                    stackSamples.read(key, parser); // Hermes / legacy chrome://tracing samples
                } else if (key.equals("metadata") && value == JsonToken.START_OBJECT) {
                    readMetadata(parser, assembly);
                } else {
                    parser.skipChildren();
                }
            }
            if (!sawEvents && assembly.eventCount() == 0 && stackSamples.isEmpty()) {
                throw new ProfileFormatException(fileName, "$", "a JSON object without a traceEvents array");
            }
        } else {
            throw JsonInput.error(fileName, parser,
                    "a trace must be an array or an object of trace events, found " + JsonInput.describe(first));
        }
        if (stackSamples.isEmpty()) return assembly.finish();
        return stackSamples.addTo(assembly.finish(true), assembly::threadName, assembly::processName);
    }

    /**
     * Reads events up to the closing bracket, or up to the end of the input right after a complete event.
     *
     * @return true when the input ended without the closing bracket
     */
    private static boolean readEvents(JsonParser parser, ChromeTraceAssembly assembly, String fileName,
                                      String arrayName) throws IOException, ProfileFormatException {
        RawTraceEvent event = new RawTraceEvent();
        while (true) {
            JsonToken token;
            try {
                token = parser.nextToken();
            } catch (JsonEOFException endAfterCompleteEvent) {
                return true;
            } catch (com.fasterxml.jackson.core.JsonParseException e) {
                // After a trailing comma Jackson reports the end of input as a plain parse error.
                if (e.getOriginalMessage() != null && e.getOriginalMessage().startsWith("Unexpected end-of-input")) {
                    return true;
                }
                throw e;
            }
            if (token == null) return true;
            if (token == JsonToken.END_ARRAY) return false;
            String where = (arrayName.isEmpty() ? "$" : "$." + arrayName) + "[" + assembly.eventCount() + "]";
            event.read(parser, fileName);
            assembly.accept(event, where);
        }
    }

    static void readMetadata(JsonParser parser, ChromeTraceAssembly assembly) throws IOException {
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonToken value = parser.nextToken();
            if (key.equals("dataOrigin") && value == JsonToken.VALUE_STRING) {
                assembly.setDataOrigin(parser.getText());
            } else if (key.equals("sourceMaps")) {
                assembly.scripts().readSourceMaps(parser); // DevTools' "Include script source maps"
            } else {
                parser.skipChildren();
            }
        }
    }
}
