package dev.flint.importer;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Reads another stream on a background thread, a few 256 KB chunks ahead: gunzip then runs on one core
 * while the JSON parser (or the Perfetto reader's decoding) runs on the other. A failure of the source (corrupt gzip, the inflation cap, a
 * cancelled load) is rethrown to the reader at the point it would have happened.
 */
public final class ReadAheadInputStream extends InputStream {
    /** The chunk read at a time unless the reader asks for another size. */
    static final int CHUNK = 256 * 1024;
    private static final byte[] END = new byte[0];

    /** The chunks a reader that has begun reading may be behind. */
    private static final int CHUNKS_AHEAD = 4;

    private final BlockingQueue<Object> chunks;
    /** Chunks the reader has used up, for the pump to fill again: a ring of buffers, not 256 KB of garbage per read. */
    private final BlockingQueue<byte[]> free = new ArrayBlockingQueue<>(2 * CHUNKS_AHEAD);
    /**
     * The chunks the pump may fill before the reader takes another: {@code chunksAhead} until the reader's first
     * take, {@link #CHUNKS_AHEAD} from then on (a stream started early holds megabytes only while it waits).
     */
    private final Slots slots;
    /** How many slots the reader's first take gives up. */
    private final int earlySlots;
    private boolean begun;
    private final Thread reader;
    private volatile boolean closed;
    private byte[] current = new byte[0];
    private int currentLength;
    private int position;
    private boolean ended;

    /** The chunk read at a time: each one the reader takes wakes this thread, which waits while the queue is full. */
    private final int chunkBytes;

    public ReadAheadInputStream(InputStream source) {
        this(source, CHUNK);
    }

    /**
     * Reads {@code chunkBytes} at a time: a reader that takes megabytes a second (the Perfetto decoding) asks for
     * larger chunks, as every chunk it takes costs it a wake-up of this thread (a futex call).
     */
    public ReadAheadInputStream(InputStream source, int chunkBytes) {
        this(source, chunkBytes, CHUNKS_AHEAD);
    }

    /**
     * Reads up to {@code chunksAhead} chunks ahead of the reader: more than {@link #CHUNKS_AHEAD} for a stream
     * started before its reader exists ({@link SourceBytes#inflateAhead}), which inflates while the command is
     * still getting ready to read.
     */
    ReadAheadInputStream(InputStream source, int chunkBytes, int chunksAhead) {
        this.chunkBytes = chunkBytes;
        // One slot more than the queue's chunks: the chunk being filled while CHUNKS_AHEAD wait in the queue.
        slots = new Slots(chunksAhead + 1);
        earlySlots = chunksAhead - CHUNKS_AHEAD;
        chunks = new ArrayBlockingQueue<>(chunksAhead + 2); // and the end or a failure
        reader = new Pump(source);
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * The read-ahead thread, a class and not a lambda: a stream started early ({@link SourceBytes#inflateAhead})
     * would otherwise wait for the JVM's first invokedynamic linkage, which the command's thread is doing then.
     */
    private final class Pump extends Thread implements BooleanSupplier {
        private final InputStream source;

        Pump(InputStream source) {
            super("flint-read-ahead");
            this.source = source;
        }

        @Override
        public void run() {
            pump(source);
        }

        /** Whether the reader has gone. */
        @Override
        public boolean getAsBoolean() {
            return closed;
        }
    }

    private void pump(InputStream source) {
        try (source) {
            while (!closed) {
                if (!slots.tryAcquire(50, TimeUnit.MILLISECONDS)) continue;
                byte[] chunk = free.poll();
                if (chunk == null) chunk = new byte[chunkBytes];
                int filled = 0;
                while (filled < chunkBytes) {
                    int n = source.read(chunk, filled, chunkBytes - filled);
                    if (n < 0) break;
                    filled += n;
                }
                if (filled > 0) offer(filled == chunkBytes ? chunk : java.util.Arrays.copyOf(chunk, filled));
                if (filled < chunkBytes) break;
            }
            offer(END);
        } catch (InterruptedException closing) {
            // close() interrupts the wait for a slot: the reader has gone
        } catch (IOException | RuntimeException | Error failure) {
            // An Error too (OutOfMemoryError): a reader left waiting for a chunk would wait forever.
            offer(failure);
        }
    }

    private void offer(Object item) {
        QueueHandoff.offer(chunks, item, (Pump) reader);
    }

    private boolean fill() throws IOException {
        if (ended) return false;
        Object next;
        try {
            next = chunks.take();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while reading");
        }
        if (next instanceof IOException e) throw e;
        if (next instanceof RuntimeException e) throw e;
        if (next instanceof Error e) throw e;
        byte[] chunk = (byte[]) next;
        if (current.length == chunkBytes) free.offer(current);
        if (!begun) {
            begun = true;
            slots.reduce(earlySlots);
        }
        slots.release();
        if (chunk == END) {
            ended = true;
            return false;
        }
        current = chunk;
        currentLength = chunk.length;
        position = 0;
        return true;
    }

    /** A semaphore whose permits the reader can take back without waiting (ahead of the pump's next acquire). */
    private static final class Slots extends Semaphore {
        Slots(int permits) {
            super(permits);
        }

        void reduce(int permits) {
            reducePermits(permits);
        }
    }

    @Override
    public int read() throws IOException {
        if (position == currentLength && !fill()) return -1;
        return current[position++] & 0xff;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (length == 0) return 0;
        if (position == currentLength && !fill()) return -1;
        int n = Math.min(length, currentLength - position);
        System.arraycopy(current, position, buffer, offset, n);
        position += n;
        return n;
    }

    @Override
    public void close() {
        closed = true;
        chunks.clear();
        reader.interrupt();
    }
}
