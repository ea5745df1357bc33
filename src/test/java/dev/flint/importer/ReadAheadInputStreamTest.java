package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The read-ahead stream: how far it reads ahead before and after its reader begins, and a gzip file that starts
 * inflating before its reader exists ({@link SourceBytes#inflateAhead}) reads as a fresh stream does.
 */
class ReadAheadInputStreamTest {
    private static final int CHUNK = 16;

    /** A source that counts the bytes read from it. */
    private static final class CountedSource extends InputStream {
        final AtomicLong read = new AtomicLong();
        private final ByteArrayInputStream content;

        CountedSource(byte[] content) {
            this.content = new ByteArrayInputStream(content);
        }

        @Override
        public int read() {
            int b = content.read();
            if (b >= 0) read.incrementAndGet();
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) {
            int n = content.read(buffer, offset, length);
            if (n > 0) read.addAndGet(n);
            return n;
        }
    }

    private static byte[] counting(int bytes) {
        byte[] content = new byte[bytes];
        for (int i = 0; i < bytes; i++) content[i] = (byte) i;
        return content;
    }

    /** Waits up to 10 s for the source to have given {@code bytes}; the count reached. */
    private static long awaitRead(CountedSource source, long bytes) throws InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (source.read.get() < bytes && System.nanoTime() < deadline) Thread.sleep(1);
        return source.read.get();
    }

    @Test
    void aStreamStartedEarlyReadsManyChunksAheadUntilItsReaderBeginsThenAFew() throws Exception {
        byte[] content = counting(100 * CHUNK);
        CountedSource source = new CountedSource(content);
        try (ReadAheadInputStream in = new ReadAheadInputStream(source, CHUNK, 40)) {
            // Before any read: 40 chunks in the queue and one being filled, far past the 5 of a plain stream.
            assertEquals(41 * CHUNK, awaitRead(source, 41 * CHUNK));
            Thread.sleep(100);
            assertEquals(41 * CHUNK, source.read.get(), "no further than its early slots");

            byte[] got = new byte[content.length];
            int filled = in.read(got, 0, CHUNK);
            assertEquals(CHUNK, filled);
            Thread.sleep(100);
            assertEquals(41 * CHUNK, source.read.get(), "the reader's first take gave the early slots back");

            // Drained to the last few queued chunks, the pump again stays a few chunks ahead.
            while (filled < 38 * CHUNK) filled += in.read(got, filled, CHUNK);
            assertTrue(awaitRead(source, 42 * CHUNK) >= 42 * CHUNK, "the pump goes on once the queue is short");
            Thread.sleep(100);
            assertTrue(source.read.get() <= filled + 5L * CHUNK,
                    "at most the queue's 4 and the one being filled past the reader's: " + source.read.get());

            while (filled < content.length) {
                int n = in.read(got, filled, content.length - filled);
                if (n < 0) break;
                filled += n;
            }
            assertEquals(-1, in.read());
            assertArrayEquals(content, got);
        }
    }

    @Test
    void aPlainStreamStaysAFewChunksAhead() throws Exception {
        CountedSource source = new CountedSource(counting(100 * CHUNK));
        try (ReadAheadInputStream in = new ReadAheadInputStream(source, CHUNK)) {
            assertEquals(5 * CHUNK, awaitRead(source, 5 * CHUNK));
            Thread.sleep(100);
            assertEquals(5 * CHUNK, source.read.get(), "four queued and one being filled");
            assertEquals(0, in.read());
        }
    }

    @Test
    void aFailureOfTheSourceReachesTheReaderAfterTheBytesBeforeIt() throws Exception {
        InputStream failing = new InputStream() {
            private int given;

            @Override
            public int read() throws IOException {
                if (given == 3 * CHUNK) throw new IOException("broken after three chunks");
                return given++ & 0xff;
            }
        };
        try (ReadAheadInputStream in = new ReadAheadInputStream(failing, CHUNK, 40)) {
            byte[] got = new byte[3 * CHUNK];
            int filled = 0;
            while (filled < got.length) filled += in.read(got, filled, got.length - filled);
            assertArrayEquals(counting(3 * CHUNK), got);
            IOException e = assertThrows(IOException.class, in::read);
            assertEquals("broken after three chunks", e.getMessage());
        }
    }

    private static byte[] gzip(byte[] content) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (OutputStream gz = new GZIPOutputStream(out)) {
            gz.write(content);
        }
        return out.toByteArray();
    }

    @Test
    void aGzipInflatingAheadIsTheFirstReadersStreamWithTheWholeContent(@TempDir Path dir) throws IOException {
        byte[] content = counting(3 << 20);
        Path file = dir.resolve("trace.json.gz");
        Files.write(file, gzip(content));
        SourceBytes source = SourceBytes.of(file);
        source.inflateAhead();
        Path moved = dir.resolve("moved.json.gz");
        Files.move(file, moved);
        // The file was opened by inflateAhead: the first reader's stream reads it under its old name.
        try (InputStream first = source.openReadAhead(ProgressListener.NONE)) {
            assertArrayEquals(content, first.readAllBytes());
        }
        assertThrows(java.nio.file.NoSuchFileException.class, () -> source.openReadAhead(ProgressListener.NONE),
                "a second reader opens the file afresh");
        Files.move(moved, file);
        try (InputStream second = source.openReadAhead(ProgressListener.NONE)) {
            assertArrayEquals(content, second.readAllBytes(), "from the start");
        }
    }

    @Test
    void aReaderWithProgressGetsAStreamOfItsOwn(@TempDir Path dir) throws IOException {
        byte[] content = counting(1 << 20);
        Path file = dir.resolve("trace.json.gz");
        Files.write(file, gzip(content));
        SourceBytes source = SourceBytes.of(file);
        source.inflateAhead();
        long[] reported = new long[1];
        ProgressListener progress = new ProgressListener() {
            @Override
            public void progress(long done, long total) {
                reported[0] = done;
            }

            @Override
            public boolean isCancelled() {
                return false;
            }
        };
        try (InputStream withProgress = source.openReadAhead(progress);
             InputStream started = source.openReadAhead(ProgressListener.NONE)) {
            assertArrayEquals(content, withProgress.readAllBytes());
            assertEquals(Files.size(file), reported[0], "progress counts the stored bytes of its own stream");
            assertArrayEquals(content, started.readAllBytes());
        }
        source.stopInflatingAhead();
    }

    @Test
    void aBrokenGzipFailsTheSameWayStartedEarlyOrNot(@TempDir Path dir) throws IOException {
        byte[] whole = gzip(counting(2 << 20));
        Path file = dir.resolve("cut.json.gz");
        Files.write(file, java.util.Arrays.copyOf(whole, whole.length / 2));
        SourceBytes early = SourceBytes.of(file);
        early.inflateAhead();
        IOException fromEarly = assertThrows(IOException.class,
                () -> early.openReadAhead(ProgressListener.NONE).readAllBytes());
        IOException fromFresh = assertThrows(IOException.class,
                () -> SourceBytes.of(file).openReadAhead(ProgressListener.NONE).readAllBytes());
        assertSame(fromFresh.getClass(), fromEarly.getClass());
        assertEquals(fromFresh.getMessage(), fromEarly.getMessage());
    }

    @Test
    void aJsonFormatsImporterTakesTheStreamInflatingAheadAndOtherFormatsStopIt(@TempDir Path dir) throws Exception {
        Path trace = dir.resolve("trace.json.gz");
        Files.write(trace, gzip(("{\"traceEvents\": [{\"ph\": \"X\", \"name\": \"a\", \"ts\": 1, \"dur\": 2,"
                + " \"pid\": 1, \"tid\": 1}]}").getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
        SourceBytes traceSource = SourceBytes.of(trace);
        traceSource.inflateAhead();
        assertTrue(traceSource.inflatingAhead());
        ProfileLoader.load(traceSource, ProgressListener.NONE);
        assertTrue(!traceSource.inflatingAhead(), "the trace's reader took it");

        Path folded = dir.resolve("stacks.folded.gz");
        Files.write(folded, gzip("main;work 3\nmain;idle 1\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
        SourceBytes foldedSource = SourceBytes.of(folded);
        foldedSource.inflateAhead();
        assertTrue(foldedSource.inflatingAhead());
        assertEquals(dev.flint.model.ProfileFormat.FOLDED, ProfileLoader.load(foldedSource, ProgressListener.NONE).format());
        assertTrue(!foldedSource.inflatingAhead(), "stopped once the format was known to be read another way");
    }

    @Test
    void nothingInflatesAheadForContentThatIsNotGzip(@TempDir Path dir) throws IOException {
        byte[] content = "{\"traceEvents\": []}".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        Path file = dir.resolve("trace.json");
        Files.write(file, content);
        SourceBytes source = SourceBytes.of(file);
        source.inflateAhead();
        assertTrue(!source.inflatingAhead());
        try (InputStream in = source.openReadAhead(ProgressListener.NONE)) {
            assertArrayEquals(content, in.readAllBytes());
        }
    }
}
