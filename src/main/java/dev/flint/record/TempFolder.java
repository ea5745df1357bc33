package dev.flint.record;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/** A private folder for one recording's working files (the profiler's own output), deleted with all it holds. */
final class TempFolder implements AutoCloseable {
    private final Path path;

    TempFolder(String kind) throws IOException {
        path = Files.createTempDirectory("flint-record-" + kind + "-");
    }

    Path path() {
        return path;
    }

    @Override
    public void close() {
        try {
            Files.walkFileTree(path, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                    Files.deleteIfExists(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException failure) throws IOException {
                    Files.deleteIfExists(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            // best effort: a file the workload keeps open elsewhere; the OS's temp cleaning takes the rest
        }
    }
}
