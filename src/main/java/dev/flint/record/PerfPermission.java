package dev.flint.record;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether the kernel lets this user record with perf (notes 4.5): {@code kernel.perf_event_paranoid} at 2
 * allows profiling one's own processes in user space; 3 (some distributions) or higher forbids unprivileged
 * perf altogether. Root is not bound by it.
 */
final class PerfPermission {
    static final Path PARANOID = Path.of("/proc/sys/kernel/perf_event_paranoid");
    /** The highest setting at which a user may record a command of their own. */
    static final int HIGHEST_ALLOWED = 2;

    private PerfPermission() {}

    /** Refuses, in one line naming the sysctl and the value needed, when {@code paranoid} forbids recording. */
    static void check(Path paranoid, boolean root) throws RecordingException {
        if (root) return;
        int level;
        try {
            level = Integer.parseInt(Files.readString(paranoid).strip());
        } catch (IOException | NumberFormatException e) {
            return; // not Linux, or no such setting: perf itself will say what is wrong
        }
        if (level > HIGHEST_ALLOWED) throw refused(level);
    }

    static RecordingException refused(Object level) {
        return new RecordingException("perf may not record: kernel.perf_event_paranoid is " + level + "; it must be "
                + HIGHEST_ALLOWED + " or lower (sudo sysctl kernel.perf_event_paranoid=" + HIGHEST_ALLOWED
                + "), or record as root");
    }

    /** Whether the effective user is root, from /proc/self/status ({@code Uid: real effective ...}). */
    static boolean isRoot() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Uid:")) return line.split("\\s+")[2].equals("0");
            }
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return "root".equals(System.getProperty("user.name"));
    }
}
