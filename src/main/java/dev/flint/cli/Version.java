package dev.flint.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Flint's version, as the build wrote it into {@code version.txt} (Maven's resource filtering). */
final class Version implements CommandLine.IVersionProvider {
    static String text() {
        try (InputStream in = Version.class.getResourceAsStream("version.txt")) {
            String version = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
            return version.isEmpty() || version.startsWith("${") ? "(unknown version)" : version;
        } catch (IOException e) {
            return "(unknown version)";
        }
    }

    @Override
    public String[] getVersion() {
        return new String[] {"flint " + text()};
    }
}
