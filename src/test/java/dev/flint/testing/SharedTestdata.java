package dev.flint.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The real files of ../shared/testdata (system property flint.sharedTestdata, which the pom sets to that folder
 * whether or not it exists). A fresh clone has no ../shared: tests over it are extra coverage, tagged {@link #TAG}
 * (CI runs them again with ../shared beside the checkout: {@code mvn test -Dgroups=shared-testdata}), and skip,
 * saying so, when it is absent.
 */
public final class SharedTestdata {
    /** The JUnit tag of every test class that reads ../shared (SharedTestdataTagTest checks it is on them). */
    public static final String TAG = "shared-testdata";

    private SharedTestdata() {}

    /** The folder, or null when absent. */
    public static Path rootOrNull() {
        String root = System.getProperty("flint.sharedTestdata", "../shared/testdata");
        Path folder = Path.of(root);
        return Files.isDirectory(folder) ? folder : null;
    }

    /** The folder; the test skips when it is absent. */
    public static Path root() {
        Path folder = rootOrNull();
        assumeTrue(folder != null, "../shared/testdata is absent (a plain clone): this real-file test is skipped");
        return folder;
    }

    /** A file of the folder; the test skips when the folder or the file is absent. */
    public static Path file(String relative) {
        Path file = root().resolve(relative);
        assumeTrue(Files.exists(file), file + " is absent: this real-file test is skipped");
        return file;
    }

    /** A file of the folder, or null when the folder or the file is absent. */
    public static Path fileOrNull(String relative) {
        Path folder = rootOrNull();
        if (folder == null) return null;
        Path file = folder.resolve(relative);
        return Files.exists(file) ? file : null;
    }
}
