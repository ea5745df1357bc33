package dev.flint.ui.export;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * The file File ▸ Export proposes: {@code BASENAME-THREAD.EXT} (the profile's file name without its
 * ending, the thread's own name; each part cut to a short run of safe characters) in the folder of the
 * last export, else beside the profile, else in the home folder. A thread label holds the process name and
 * URL ("CrRendererMain · Renderer file:///work/…"): not a file name anyone wants.
 */
final class ExportNames {
    /** The settings key of the folder the last export went to. */
    static final String FOLDER_KEY = "export.folder";
    /** At most this many characters per part. */
    static final int MAX_PART = 40;

    private ExportNames() {}

    /** "chrome-small-CrRendererMain"; "profile" stands for a missing source, a nameless thread adds nothing. */
    static String baseName(Path source, String threadName) {
        String base = source == null || source.getFileName() == null ? "" : part(stripEnding(source.getFileName().toString()));
        if (base.isEmpty()) base = "profile";
        String thread = part(threadName);
        return thread.isEmpty() ? base : base + "-" + thread;
    }

    /**
     * {@code text} as part of a file name: runs of anything but letters, digits, '.', '_' and '-' become one
     * '_', no leading or trailing '_', '.' or '-', at most {@link #MAX_PART} characters.
     */
    static String part(String text) {
        String cleaned = text.replaceAll("[^\\p{L}\\p{N}._-]+", "_").replaceAll("^[._-]+|[._-]+$", "");
        if (cleaned.codePointCount(0, cleaned.length()) <= MAX_PART) return cleaned;
        return cleaned.substring(0, cleaned.offsetByCodePoints(0, MAX_PART)).replaceAll("[._-]+$", "");
    }

    /** The remembered export folder when it still exists, else the profile's folder, else the home folder. */
    static Path folder(String remembered, Path source) {
        if (remembered != null && !remembered.isBlank()) {
            try {
                Path folder = Path.of(remembered);
                if (Files.isDirectory(folder)) return folder;
            } catch (InvalidPathException e) {
                // a damaged settings value: fall back as if none were remembered
            }
        }
        Path parent = source == null ? null : source.toAbsolutePath().getParent();
        return parent != null ? parent : Path.of(System.getProperty("user.home"));
    }

    static String stripEnding(String name) {
        for (String ending : new String[] {".json.gz", ".cpuprofile.gz", ".cpuprofile", ".json", ".gz", ".folded",
                ".txt", ".jfr", ".pb.gz", ".perf"}) {
            if (name.endsWith(ending) && name.length() > ending.length()) return name.substring(0, name.length() - ending.length());
        }
        return name;
    }
}
