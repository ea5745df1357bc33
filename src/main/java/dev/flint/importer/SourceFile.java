package dev.flint.importer;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A source as a file on disk, for readers that only read files (the JDK's JFR reader, {@code perf script}):
 * the file itself, or for gzip'd or in-memory content a temporary copy of the decompressed bytes, deleted on
 * {@link #close()}.
 */
public final class SourceFile implements AutoCloseable {
    private final Path path;
    private final boolean temporary;

    private SourceFile(Path path, boolean temporary) {
        this.path = path;
        this.temporary = temporary;
    }

    /** @param suffix the temporary file's suffix (".jfr", ".data"), which some readers look at */
    public static SourceFile of(SourceBytes source, ProgressListener progress, String suffix) throws IOException {
        if (source.path() != null && !source.gzipped()) return new SourceFile(source.path(), false);
        Path copy = Files.createTempFile("flint-", suffix);
        try (InputStream in = source.open(progress)) {
            Files.copy(in, copy, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(copy);
            throw e;
        }
        return new SourceFile(copy, true);
    }

    public Path path() {
        return path;
    }

    @Override
    public void close() {
        if (!temporary) return;
        try {
            Files.deleteIfExists(path);
        } catch (IOException left) {
            // the system cleans its temporary directory; a file left there is not the user's problem
        }
    }
}
