package dev.flint.importer.perfdata;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where the {@code perf} program is: {@code -Dflint.perf=PATH} (empty: none), else the first on the PATH. */
final class PerfTool {
    private PerfTool() {}

    /** The perf executable, or null when there is none. */
    static Path find() {
        String chosen = System.getProperty("flint.perf");
        if (chosen != null) return chosen.isEmpty() || !Files.isExecutable(Path.of(chosen)) ? null : Path.of(chosen);
        String path = System.getenv("PATH");
        if (path == null) return null;
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) continue;
            Path candidate = Path.of(dir, "perf");
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) return candidate;
        }
        return null;
    }
}
