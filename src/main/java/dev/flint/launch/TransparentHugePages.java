package dev.flint.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether the system gives a JVM that asks ({@code -XX:+UseTransparentHugePages}) its heap in transparent huge pages. */
final class TransparentHugePages {
    private TransparentHugePages() {}

    /** Linux's setting: the modes with the chosen one in brackets, e.g. "always [madvise] never". Absent elsewhere. */
    static final Path LINUX_SETTING = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");

    /**
     * True when {@code setting} chose "always" or "madvise" (the JVM madvises its heap, which both honour); false for
     * "never", an unreadable or absent file (another system, a kernel without them) or a text it does not know.
     */
    static boolean offered(Path setting) {
        try {
            if (!Files.isRegularFile(setting) || Files.size(setting) > 4096) return false;
            String modes = Files.readString(setting, StandardCharsets.US_ASCII);
            return modes.contains("[always]") || modes.contains("[madvise]");
        } catch (IOException | RuntimeException unreadable) {
            return false;
        }
    }
}
