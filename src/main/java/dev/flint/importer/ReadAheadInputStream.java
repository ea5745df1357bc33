package dev.flint.importer;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Reads another stream on a background thread, up to 4 MB ahead: gunzip then runs on one core
 * while the JSON parser (or the Perfetto reader's decoding) runs on the other. A failure of the source (corrupt gzip, the inflation cap, a
 * cancelled load) is rethrown to the reader at the point it would have happened.
 */
public final class ReadAheadInputStream extends InputStream {
    /** The chunk read at a time unless the reader asks for another size. */
    private static final int CHUNK = 256 * 1024;
    private static final byte[] END = new byte[0];

    /**
     * Bytes read ahead at most (in at least four chunks): three threads (this one, the JSON scan, the fields and
     * assembly) share two cores, and a woken thread may wait some milliseconds for one; with four 256 KB chunks
     * (2 ms of the scan's work) the scan waited for input 340-500 ms of a 1 GB trace's read (async-profiler, wall
     * clock), with sixteen 35-110 ms. The Perfetto reader's 1 MB chunks were four already.
     */
    private static final int AHEAD_BYTES = 4 << 20;

    private final BlockingQueue<Object> chunks;
    /** Chunks the reader has used up, for the pump to fill again: a ring of buffers, not 256 KB of garbage per read. */
    private final BlockingQueue<byte[]> free;
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
        this.chunkBytes = chunkBytes;
        int ahead = Math.max(4, AHEAD_BYTES / chunkBytes);
        chunks = new ArrayBlockingQueue<>(ahead);
        free = new ArrayBlockingQueue<>(ahead + 4);
        reader = new Thread(() -> pump(source), "flint-read-ahead");
        reader.setDaemon(true);
        reader.start();
    }

    private void pump(InputStream source) {
        try (source) {
            while (!closed) {
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
        } catch (IOException | RuntimeException | Error failure) {
            // An Error too (OutOfMemoryError): a reader left waiting for a chunk would wait forever.
            offer(failure);
        }
    }

    private void offer(Object item) {
        QueueHandoff.offer(chunks, item, () -> closed);
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
        if (chunk == END) {
            ended = true;
            return false;
        }
        current = chunk;
        currentLength = chunk.length;
        position = 0;
        return true;
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
