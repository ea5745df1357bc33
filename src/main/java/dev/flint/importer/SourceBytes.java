package dev.flint.importer;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * The content of a profile file, gzip or not, that can be read from the start more than once (a peek for
 * format detection, then the import). Decompression is capped so a gzip bomb ends in a clear error.
 */
public final class SourceBytes {
    /** Inflated size past which a gzip file is refused; settable with -Dflint.maxInflatedBytes for huge traces. */
    public static final long DEFAULT_MAX_INFLATED_BYTES = Long.getLong("flint.maxInflatedBytes", 8L << 30);

    /**
     * Profile JSON compresses 5-20 times (the shared traces: 7-15x); a gzip bomb about 1000 times. Without
     * an explicit -Dflint.maxInflatedBytes, a file may inflate to 200 times its stored size (at least
     * 1 GiB), so a bomb ends in an error within a second or two instead of minutes of inflating.
     */
    static final long INFLATION_RATIO_CAP = 200;
    static final long MIN_INFLATION_CAP = 1L << 30;

    /**
     * Deflate cannot exceed about 1032:1; profiles reach 5-20:1 (the shared traces 7-15:1), while a
     * bomb of spaces or of one event repeated inflates 200-1000:1. Checked only past
     * {@link #RUNNING_RATIO_FLOOR} inflated bytes, where the stored count (read ahead by at most a 64 KiB
     * buffer) is a fair measure.
     */
    static final long RUNNING_RATIO_CAP = 150;
    static final long RUNNING_RATIO_FLOOR = 16L << 20;

    private final Path path;
    private final byte[] bytes;
    private final String displayName;
    private final boolean gzipped;
    private final long storedSize;
    private final long maxInflatedBytes;
    /** Off when the user set -Dflint.maxInflatedBytes: they vouch for the file, so only their cap holds. */
    private final boolean ratioChecked = System.getProperty("flint.maxInflatedBytes") == null;

    /** Another program's output, read once as it comes (perf script's text); null for files and byte arrays. */
    private InputStream stream;

    private SourceBytes(Path path, byte[] bytes, String displayName, long maxInflatedBytes) throws IOException {
        this.path = path;
        this.bytes = bytes;
        this.displayName = displayName;
        this.maxInflatedBytes = maxInflatedBytes;
        this.storedSize = path != null ? Files.size(path) : bytes.length;
        try (InputStream raw = openRaw()) {
            byte[] magic = raw.readNBytes(2);
            this.gzipped = magic.length == 2 && (magic[0] & 0xff) == 0x1f && (magic[1] & 0xff) == 0x8b;
        }
    }

    public static SourceBytes of(Path path) throws IOException {
        return new SourceBytes(path, null, path.toString(), defaultCap(Files.size(path)));
    }

    /**
     * Text another program writes as it runs (perf script's output), streamed into an importer without being
     * held: {@link #open} hands out the stream once; it is neither gzip nor detected.
     */
    public static SourceBytes ofStream(InputStream content, String displayName) {
        SourceBytes source = of(new byte[0], displayName);
        source.stream = content;
        return source;
    }

    public static SourceBytes of(byte[] content, String displayName) {
        try {
            return new SourceBytes(null, content, displayName, defaultCap(content.length));
        } catch (IOException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    private static long defaultCap(long storedSize) {
        if (System.getProperty("flint.maxInflatedBytes") != null) return DEFAULT_MAX_INFLATED_BYTES;
        long byRatio = storedSize > Long.MAX_VALUE / INFLATION_RATIO_CAP ? Long.MAX_VALUE : storedSize * INFLATION_RATIO_CAP;
        return Math.min(DEFAULT_MAX_INFLATED_BYTES, Math.max(MIN_INFLATION_CAP, byRatio));
    }

    /** Whether {@link #open} can be called again for the same content (a file or bytes; not a program's output). */
    public boolean canOpenAgain() {
        return stream == null;
    }

    /** The cap on the inflated size this source enforces. */
    public long maxInflatedBytes() { return maxInflatedBytes; }

    /** The same content with another cap on the inflated size (tests use a small one). */
    public SourceBytes withMaxInflatedBytes(long limit) throws IOException {
        return new SourceBytes(path, bytes, displayName, limit);
    }

    public String displayName() { return displayName; }
    public boolean gzipped() { return gzipped; }
    /** Size on disk (compressed size for gzip), the unit of load progress. */
    public long storedSize() { return storedSize; }
    public Path path() { return path; }

    private InputStream openRaw() throws IOException {
        if (stream != null) {
            InputStream once = stream;
            stream = new ByteArrayInputStream(new byte[0]);
            return once;
        }
        return path != null ? Files.newInputStream(path) : new ByteArrayInputStream(bytes);
    }

    /**
     * A fresh stream of the decompressed content. Reading past the inflation cap throws
     * {@link InflatedTooLargeException}; {@code progress} is told how many stored bytes were consumed.
     */
    public InputStream open(ProgressListener progress) throws IOException {
        CountingStream stored = new CountingStream(openRaw(), progress, storedSize);
        InputStream content = gzipped
                ? new CappedStream(new GZIPInputStream(stored, 1 << 16), stored, maxInflatedBytes, ratioChecked) : stored;
        return Utf16Text.asUtf8(content);
    }

    /** Up to {@code n} bytes of the decompressed start, for detection; a broken gzip gives what inflated. */
    public byte[] head(int n) throws IOException {
        try (InputStream in = open(ProgressListener.NONE)) {
            byte[] buffer = new byte[n];
            int filled = 0;
            try {
                while (filled < n) {
                    int read = in.read(buffer, filled, n - filled);
                    if (read < 0) break;
                    filled += read;
                }
            } catch (IOException partial) {
                if (filled == 0) throw partial;
            }
            return java.util.Arrays.copyOf(buffer, filled);
        }
    }

    /** Thrown when a gzip inflates past the cap, or far more than real profiles do per stored byte. */
    public static final class InflatedTooLargeException extends IOException {
        public InflatedTooLargeException(long limit) {
            super("decompresses to more than " + limit + " bytes");
        }

        InflatedTooLargeException(long inflated, long stored) {
            super("inflates " + (inflated / Math.max(1, stored)) + " times (" + inflated + " bytes from the first "
                    + stored + " stored), more than any profile does (a gzip bomb?)");
        }
    }

    private static final class CountingStream extends FilterInputStream {
        private final ProgressListener progress;
        private final long total;
        private long count;
        private long reported;

        CountingStream(InputStream in, ProgressListener progress, long total) {
            super(in);
            this.progress = progress;
            this.total = total;
        }

        @Override public int read() throws IOException {
            int b = super.read();
            if (b >= 0) advance(1);
            return b;
        }

        @Override public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) advance(n);
            return n;
        }

        private void advance(int n) {
            count += n;
            if (count - reported >= (1 << 20) || count == total) {
                reported = count;
                if (progress.isCancelled()) throw new java.util.concurrent.CancellationException("load cancelled");
                progress.progress(count, total);
            }
        }
    }

    /**
     * Stops inflating past the total cap, and as soon as the content inflates more than
     * {@link #RUNNING_RATIO_CAP} times the stored bytes read so far: a bomb is caught after a few dozen
     * megabytes, not after the gigabyte the total cap allows a small file.
     */
    private static final class CappedStream extends FilterInputStream {
        private final CountingStream stored;
        private final long limit;
        private long count;

        private final boolean ratioChecked;

        CappedStream(InputStream in, CountingStream stored, long limit, boolean ratioChecked) {
            super(in);
            this.stored = stored;
            this.limit = limit;
            this.ratioChecked = ratioChecked;
        }

        @Override public int read() throws IOException {
            int b = super.read();
            if (b >= 0) check(1);
            return b;
        }

        @Override public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) check(n);
            return n;
        }

        private void check(int n) throws InflatedTooLargeException {
            count += n;
            if (count > limit) throw new InflatedTooLargeException(limit);
            if (ratioChecked && count > RUNNING_RATIO_FLOOR && count / RUNNING_RATIO_CAP > stored.count) {
                throw new InflatedTooLargeException(count, stored.count);
            }
        }
    }
}
