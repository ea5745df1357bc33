package dev.flint.ui;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The profile shown when Flint starts with nothing to open: a small Node CPU profile captured by
 * {@code tools/sample-profile/capture.sh}, copied out of the jar so it loads like any file.
 */
public final class SampleProfile {
    static final String RESOURCE = "/dev/flint/ui/sample.cpuprofile";

    private SampleProfile() {}

    public static Path extract() throws IOException {
        Path folder = Files.createTempDirectory("flint-sample");
        Path file = folder.resolve("sample.cpuprofile");
        try (InputStream in = SampleProfile.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IOException("the bundled sample profile is missing from the build");
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
        }
        file.toFile().deleteOnExit();
        folder.toFile().deleteOnExit();
        return file;
    }
}
