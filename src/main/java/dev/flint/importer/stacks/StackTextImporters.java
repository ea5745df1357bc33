package dev.flint.importer.stacks;

import dev.flint.importer.Importer;
import dev.flint.importer.ImporterProvider;
import dev.flint.model.ProfileFormat;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * Gives {@code ProfileLoader} the DTrace and macOS {@code sample} importers (listed in META-INF/services) and
 * tells their text by its start.
 */
public final class StackTextImporters implements ImporterProvider {
    @Override
    public Set<ProfileFormat> formats() {
        return Set.of(ProfileFormat.DTRACE, ProfileFormat.MACOS_SAMPLE);
    }

    @Override
    public Importer importer(ProfileFormat format) {
        return switch (format) {
            case DTRACE -> new DtraceImporter();
            case MACOS_SAMPLE -> new MacSampleImporter();
            default -> throw new IllegalArgumentException("not DTrace or sample output: " + format);
        };
    }

    @Override
    public boolean looksLike(ProfileFormat format, byte[] head, int start) {
        String text = new String(head, start, Math.min(head.length - start, 64 * 1024), StandardCharsets.UTF_8);
        return switch (format) {
            case DTRACE -> looksLikeDtrace(text);
            case MACOS_SAMPLE -> text.startsWith("Analysis of sampling ")
                    || text.startsWith("Sampling process ") && text.contains("\nCall graph:");
            default -> false;
        };
    }

    /**
     * Header lines (optional), then a first record: frame lines, at least one of them shaped like a DTrace or
     * SystemTap frame ({@code module`function}, {@code 0x... : function}, an address), then an indented count
     * line (dtrace and stap indent their counts; a JSON document with a backtick in a string and a number on a
     * line of its own does not start a record).
     */
    static boolean looksLikeDtrace(String text) {
        if (text.startsWith("{") || text.startsWith("[")) return false;
        boolean typicalFrame = false;
        int frames = 0;
        for (String line : text.split("\n", 5000)) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || (frames == 0 && DtraceLines.isHeader(trimmed))) continue;
            if (DtraceLines.isDigits(trimmed)) return frames > 0 && typicalFrame && Character.isWhitespace(line.charAt(0));
            if (trimmed.indexOf('\0') >= 0) return false;
            frames++;
            typicalFrame |= DtraceLines.isTypicalFrame(trimmed);
        }
        return false;
    }
}
