package dev.flint.importer;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/** Files of ../shared/testdata (system property flint.sharedTestdata); tests over them skip when it is absent. */
final class SharedTestdata {
    private SharedTestdata() {}

    static Path file(String relative) {
        String root = System.getProperty("flint.sharedTestdata");
        assumeTrue(root != null, "flint.sharedTestdata is not set");
        Path file = Path.of(root, relative);
        assumeTrue(Files.isRegularFile(file), file + " is absent");
        return file;
    }
}
