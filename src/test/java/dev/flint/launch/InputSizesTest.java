package dev.flint.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The inflated size the relaunch sizes its child's heap by, from file sizes and gzip trailers. */
class InputSizesTest {
    @TempDir
    Path folder;

    @Test
    void aPlainFileCountsItsSizeAndAGzipFileItsTrailersSize() throws IOException {
        Path plain = Files.write(folder.resolve("a.json"), new byte[1000]);
        Path gzipped = folder.resolve("b.json.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gzipped))) {
            out.write(new byte[300_000]);
        }
        assertEquals(1000, InputSizes.inflatedBytes(plain.toFile()));
        assertEquals(300_000, InputSizes.inflatedBytes(gzipped.toFile()));
        // The words that are not files (the subcommand, options, a missing file) count nothing.
        assertEquals(301_000, InputSizes.inflatedBytes(List.of("info", plain.toString(), "--json", gzipped.toString(),
                folder.resolve("missing.json").toString())));
    }

    /** The trailer holds the size modulo 2^32: a trace of 4.2 GB stored in 368 MB says 0.2 GB there. */
    @Test
    void aTrailerSizeBelowTheStoredSizeHasWrapped() throws IOException {
        Path file = folder.resolve("big.json.gz");
        try (RandomAccessFile out = new RandomAccessFile(file.toFile(), "rw")) {
            out.write(new byte[] {0x1f, (byte) 0x8b, 8});
            out.setLength(5_000_000);
            out.seek(5_000_000 - 4);
            out.writeInt(Integer.reverseBytes(1_000_000)); // 4 GiB + 1,000,000 inflated, modulo 2^32
        }
        assertEquals((1L << 32) + 1_000_000, InputSizes.inflatedBytes(file.toFile()));
    }

    /** Incompressible data stored a little larger than it is: its trailer's size is the true one. */
    @Test
    void incompressibleDataIsNotTakenForAWrap() throws IOException {
        Path file = folder.resolve("random.gz");
        byte[] random = new byte[200_000];
        new java.util.Random(7).nextBytes(random);
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(random);
        }
        assertEquals(200_000, InputSizes.inflatedBytes(file.toFile()));
    }
}
