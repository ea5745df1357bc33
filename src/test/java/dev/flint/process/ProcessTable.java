package dev.flint.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** What the process tests look for in /proc: which processes still run. */
public final class ProcessTable {
    private ProcessTable() {}

    /** The pids of running processes whose command line (arguments joined by spaces) contains {@code marker}. */
    public static List<Long> processesWith(String marker) throws IOException {
        List<Long> found = new ArrayList<>();
        try (Stream<Path> entries = Files.list(Path.of("/proc"))) {
            for (Path entry : (Iterable<Path>) entries::iterator) {
                String name = entry.getFileName().toString();
                if (!name.matches("[0-9]+") || Long.parseLong(name) == ProcessHandle.current().pid()) continue;
                try {
                    // The arguments are NUL-separated: as spaces, "sleep 631" matches the command sleep 631.
                    String commandLine = new String(Files.readAllBytes(entry.resolve("cmdline")), StandardCharsets.UTF_8)
                            .replace('\0', ' ');
                    if (commandLine.contains(marker) && !isZombie(entry)) found.add(Long.parseLong(name));
                } catch (IOException gone) {
                    // ended while we looked
                }
            }
        }
        return found;
    }

    private static boolean isZombie(Path proc) throws IOException {
        String stat = Files.readString(proc.resolve("stat"));
        return stat.substring(stat.lastIndexOf(')') + 2).startsWith("Z");
    }
}
