package dev.flint.importer;

import com.fasterxml.jackson.core.JsonParser;
import dev.flint.model.Profile;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.CancellationException;

/**
 * The fast way through a Chrome trace, in three stages on their own threads: gunzip ({@link ReadAheadInputStream});
 * the scan ({@link TraceEventBatches}), where {@link JsonByteScanner} checks each event and finds its end at
 * memory speed (screenshots are megabytes of base64 in one string) and notes its members; and, on the caller's
 * thread, {@link TraceEventFields}, which reads the fields the assembly uses straight from the bytes, and the
 * assembly. An event of a kind the fields reader does not read simply (a CPU profile chunk, an escape in a name)
 * is read, from its own bytes, by Jackson ({@link RawTraceEvent#read}). The other members of a top-level object
 * (metadata, stackFrames, samples) are read by Jackson from their bytes too.
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

    private final String fileName;
    private final TraceEventFields fields = new TraceEventFields();
    private final RawTraceEvent event = new RawTraceEvent();
    /** Events Jackson read because this reader does not read their shape (tests look). */
    private int eventsReadByJackson;

    private TraceEventScanner(String fileName) {
        this.fileName = fileName;
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
        TraceEventBatches batches = null;
        try {
            InputStream in = source.gzipped() ? new ReadAheadInputStream(source.open(progress)) : source.open(progress);
            batches = new TraceEventBatches(in, bufferBytes);
            TraceEventScanner reader = new TraceEventScanner(fileName);
            Profile profile = reader.readTrace(batches);
            if (jacksonEvents != null) jacksonEvents[0] = reader.eventsReadByJackson;
            return profile;
        } catch (CancellationException cancelled) {
            throw cancelled;
        } catch (IOException | ProfileFormatException | RuntimeException e) {
            // A failing input, an event the assembly refuses, or a shape this reader got wrong: Jackson words it.
            throw new Fallback(e.toString(), e);
        } finally {
            if (batches != null) batches.close();
        }
    }

    /** What the scan hands over, in file order, read as ChromeTraceImporter.readTrace reads a trace. */
    private Profile readTrace(TraceEventBatches batches) throws IOException, ProfileFormatException, Fallback {
        ChromeTraceAssembly assembly = new ChromeTraceAssembly(fileName);
        TraceStackSamples stackSamples = new TraceStackSamples(fileName);
        while (true) {
            Object item = batches.next();
            if (item instanceof TraceEventBatches.Batch batch) {
                readEvents(batch, assembly);
                batches.recycle(batch);
            } else if (item instanceof TraceEventBatches.Member member) {
                try (JsonParser parser = JsonInput.open(member.value(), 0, member.value().length)) {
                    parser.nextToken();
                    if (member.key().equals("metadata")) ChromeTraceImporter.readMetadata(parser, assembly);
                    else stackSamples.read(member.key(), parser); // Hermes / legacy chrome://tracing samples
                }
            } else {
                TraceEventBatches.End end = (TraceEventBatches.End) item;
                if (end.object() && !end.sawEvents() && assembly.eventCount() == 0 && stackSamples.isEmpty()) {
                    throw new ProfileFormatException(fileName, "$", "a JSON object without a traceEvents array");
                }
                break;
            }
        }
        if (stackSamples.isEmpty()) return assembly.finish();
        return stackSamples.addTo(assembly.finish(true), assembly::threadName, assembly::processName);
    }

    private void readEvents(TraceEventBatches.Batch batch, ChromeTraceAssembly assembly)
            throws IOException, ProfileFormatException {
        byte[] buf = batch.buf;
        for (int i = 0; i < batch.count; i++) {
            if (!fields.read(buf, batch.members, batch.memberNameIds, batch.namesById, batch.memberAt[i], batch.memberCounts[i],
                    batch.argsCounts[i], batch.dataCounts[i], event)) {
                eventsReadByJackson++;
                int start = batch.starts[i];
                try (JsonParser parser = JsonInput.open(buf, start, batch.ends[i] - start)) {
                    parser.nextToken();
                    event.read(parser, fileName);
                }
            }
            // The assembly's errors name the event's place; Jackson's reader gives them, so no place is built here.
            assembly.accept(event, batch.arrayPath);
        }
    }
}
