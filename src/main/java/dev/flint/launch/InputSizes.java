package dev.flint.launch;

import java.io.File;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.util.List;

/**
 * About how many bytes a command line's input files hold once inflated, read from their sizes and gzip
 * trailers without reading the files: the relaunch sizes the child's heap by it ({@link ChildCommand}). An
 * estimate: the arguments that name regular files count, whatever they are for.
 */
final class InputSizes {
    private static final int GZIP_MAGIC_0 = 0x1f;
    private static final int GZIP_MAGIC_1 = 0x8b;

    private InputSizes() {}

    /** The inflated sizes of the arguments that name regular files, added up; 0 when none does. */
    static long inflatedBytes(List<String> args) {
        long total = 0;
        for (String arg : args) {
            File file = new File(arg);
            if (!file.isFile()) continue;
            total += inflatedBytes(file);
        }
        return total;
    }

    /**
     * A gzip file's size from its trailer, which holds the inflated size modulo 2^32: the wraps are added back
     * until the size is at least the stored one (so a 4.2 GB trace stored in 368 MB counts 4.2 GB). A file of
     * several gzip members counts its last member only: an underestimate, which leaves the JVM's defaults.
     */
    static long inflatedBytes(File file) {
        long stored = file.length();
        if (stored < 18) return stored;
        try (RandomAccessFile in = new RandomAccessFile(file, "r")) {
            if (in.read() != GZIP_MAGIC_0 || in.read() != GZIP_MAGIC_1) return stored;
            in.seek(stored - 4);
            long inflated = Integer.toUnsignedLong(Integer.reverseBytes(in.readInt()));
            // Deflate stores incompressible data with a few bytes per 64 KB block: an inflated size a little
            // under the stored one is the real one, not a wrap.
            while (inflated + stored / 64 + 64 < stored) inflated += 1L << 32;
            return inflated;
        } catch (IOException unreadable) {
            return stored;
        }
    }
}
