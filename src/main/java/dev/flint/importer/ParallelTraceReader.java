package dev.flint.importer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.model.Profile;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Reads a Chrome trace's events on every core: gunzip on one thread ({@link ReadAheadInputStream}), the
 * event array cut into blocks of whole events ({@link TraceEventBlocks}) on the caller's thread, each block
 * tokenized into {@link RawTraceEvent}s by a worker, and the blocks handed to {@link ChromeTraceAssembly}
 * in file order on the caller's thread, so the result is the sequential reader's, event for event.
 * Parsed blocks and their event holders are recycled: the per-event path keeps only what the assembly keeps.
 *
 * <p>Any problem with the file (bad JSON, an unusual shape, an event the assembly refuses) ends this reader
 * with {@link TraceEventBlocks.Unusual}: {@link ChromeTraceImporter} then reads the file sequentially, which
 * finds the same problem and words it with its exact place. Failures of the input itself (a corrupt gzip,
 * the inflation cap, a cancelled load) are reported as they are.
 */
final class ParallelTraceReader {
    private static final int WORKERS = Math.max(1, Runtime.getRuntime().availableProcessors());
    /** Blocks parsed ahead of the assembly: enough to keep every worker busy, few enough to bound memory. */
    private static final int AHEAD = 2 * WORKERS + 1;
    private static volatile ExecutorService pool;

    private ParallelTraceReader() {}

    /** One block's events, tokenized; reused once the assembly has taken them. */
    private static final class ParsedBlock {
        RawTraceEvent[] events = new RawTraceEvent[256];
        int count;
        Throwable failure;
    }

    static Profile read(SourceBytes source, String fileName, ProgressListener progress)
            throws ProfileFormatException, TraceEventBlocks.Unusual {
        return read(source, fileName, progress, TraceEventBlocks.BLOCK_BYTES);
    }

    /** @param blockBytes where blocks are cut (tests cut small files into many blocks) */
    static Profile read(SourceBytes source, String fileName, ProgressListener progress, int blockBytes)
            throws ProfileFormatException, TraceEventBlocks.Unusual {
        ChromeTraceAssembly assembly = new ChromeTraceAssembly(fileName);
        TraceStackSamples stackSamples = new TraceStackSamples(fileName);
        ArrayDeque<Future<ParsedBlock>> pending = new ArrayDeque<>();
        // Blocks the assembly is done with, for the workers to refill; gone with this read.
        ConcurrentLinkedQueue<ParsedBlock> free = new ConcurrentLinkedQueue<>();
        String arrayPath = "$";
        boolean complete = false;
        try (InputStream in = source.gzipped() ? new ReadAheadInputStream(source.open(progress)) : source.open(progress)) {
            TraceEventBlocks blocks = new TraceEventBlocks(in, blockBytes);
            blocks.start();
            arrayPath = blocks.objectForm() ? "$.traceEvents" : "$";
            String path = arrayPath;
            int[] length = new int[2];
            for (byte[] block = blocks.next(length); block != null; block = blocks.next(length)) {
                byte[] bytes = block;
                int size = length[0];
                pending.add(executor().submit(() -> parse(bytes, size, fileName, free)));
                if (pending.size() >= AHEAD) assemble(pending.poll(), assembly, path, free);
            }
            while (!pending.isEmpty()) assemble(pending.poll(), assembly, path, free);
            if (assembly.eventCount() == 0) throw new TraceEventBlocks.Unusual("no events");
            if (blocks.restOfObject() != null) readRest(blocks.restOfObject(), assembly, stackSamples);
            complete = true;
        } catch (IOException e) {
            throw ProfileLoader.readFailure(fileName, arrayPath, e);
        } finally {
            if (!complete) {
                for (Future<ParsedBlock> future : pending) future.cancel(false);
            }
        }
        if (stackSamples.isEmpty()) return assembly.finish();
        return stackSamples.addTo(assembly.finish(true), assembly::threadName, assembly::processName);
    }

    private static ParsedBlock parse(byte[] block, int length, String fileName,
                                     ConcurrentLinkedQueue<ParsedBlock> free) {
        ParsedBlock parsed = free.poll();
        if (parsed == null) parsed = new ParsedBlock();
        parsed.count = 0;
        parsed.failure = null;
        try (JsonParser parser = JsonInput.open(block, 0, length)) {
            parser.nextToken(); // the block's '['
            while (parser.nextToken() != JsonToken.END_ARRAY) {
                if (parsed.count == parsed.events.length) {
                    parsed.events = java.util.Arrays.copyOf(parsed.events, parsed.count * 2);
                }
                RawTraceEvent event = parsed.events[parsed.count];
                if (event == null) event = parsed.events[parsed.count] = new RawTraceEvent();
                event.read(parser, fileName);
                parsed.count++;
            }
        } catch (IOException | ProfileFormatException | RuntimeException e) {
            parsed.failure = e;
        }
        return parsed;
    }

    private static void assemble(Future<ParsedBlock> future, ChromeTraceAssembly assembly, String arrayPath,
                                 ConcurrentLinkedQueue<ParsedBlock> free) throws IOException, TraceEventBlocks.Unusual {
        ParsedBlock parsed;
        try {
            parsed = future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("interrupted while reading");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Error error) throw error;
            throw new IllegalStateException(e.getCause());
        }
        try {
            if (parsed.failure instanceof Error error) throw error;
            if (parsed.failure != null) throw new TraceEventBlocks.Unusual("the sequential reader words this");
            for (int i = 0; i < parsed.count; i++) assembly.accept(parsed.events[i], arrayPath);
        } catch (ProfileFormatException e) {
            throw new TraceEventBlocks.Unusual("the sequential reader words this");
        } finally {
            free.offer(parsed);
        }
    }

    /** The object's members after the event array: metadata, and Hermes/legacy stackFrames + samples. */
    private static void readRest(byte[] rest, ChromeTraceAssembly assembly, TraceStackSamples stackSamples)
            throws TraceEventBlocks.Unusual {
        try (JsonParser parser = JsonInput.open(rest)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) throw new TraceEventBlocks.Unusual("members");
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonToken value = parser.nextToken();
                if (key.equals("traceEvents")) {
                    throw new TraceEventBlocks.Unusual("a second traceEvents member");
                } else if (key.equals("stackFrames") || key.equals("samples")) {
                    stackSamples.read(key, parser);
                } else if (key.equals("metadata") && value == JsonToken.START_OBJECT) {
                    ChromeTraceImporter.readMetadata(parser, assembly);
                } else {
                    parser.skipChildren();
                }
            }
        } catch (IOException | ProfileFormatException | RuntimeException e) {
            throw new TraceEventBlocks.Unusual("the sequential reader words this");
        }
    }

    private static ExecutorService executor() {
        ExecutorService current = pool;
        if (current != null) return current;
        synchronized (ParallelTraceReader.class) {
            if (pool == null) {
                AtomicInteger number = new AtomicInteger();
                pool = Executors.newFixedThreadPool(WORKERS, runnable -> {
                    Thread thread = new Thread(runnable, "flint-trace-parse-" + number.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
            }
            return pool;
        }
    }
}
