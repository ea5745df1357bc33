package dev.flint.ui.app;

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
    static final String RESOURCE = "/dev/flint/ui/app/sample.cpuprofile";
    static final String FOLDER_PREFIX = "flint-sample";
    /**
     * Shown above the sample's tab, so nobody takes it for their own profile; with the length it has (it is under
     * a second: "a few seconds" promised more than it shows).
     */
    static String notice(double durationMicros) {
        return "This is the sample profile bundled with Flint ("
                + String.format(java.util.Locale.ROOT, "%.1f s", durationMicros / 1e6) + " of a Node.js script). Open your own with File \u25b8 Open or drop it on the window; it opens in a tab"
                + " of its own.";
    }

    private SampleProfile() {}

    public static Path extract() throws IOException {
        Path folder = Files.createTempDirectory(FOLDER_PREFIX);
        Path file = folder.resolve("sample.cpuprofile");
        try (InputStream in = SampleProfile.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IOException("the bundled sample profile is missing from the build");
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
        }
        file.toFile().deleteOnExit();
        folder.toFile().deleteOnExit();
        return file;
    }

    /** True for a copy {@link #extract} made (never a recent file; replaced by the next file opened). */
    static boolean isExtracted(Path file) {
        Path folder = file.getParent();
        return file.getFileName() != null && file.getFileName().toString().equals("sample.cpuprofile")
                && folder != null && folder.getFileName() != null
                && folder.getFileName().toString().startsWith(FOLDER_PREFIX);
    }
}
