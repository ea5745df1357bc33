package dev.flint.importer.v8log;

import dev.flint.importer.Importer;
import dev.flint.importer.ImporterProvider;
import dev.flint.model.ProfileFormat;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * Gives {@code ProfileLoader} the V8 log importer and the reader of its {@code --preprocess} JSON (listed in
 * META-INF/services), and tells a log by its first line (the JSON is told by {@code FormatDetector}'s key sniff).
 */
public final class V8LogImporters implements ImporterProvider {
    /** The tags a V8 log starts with: its version, or (older V8) the first library or code entry. */
    private static final String[] FIRST_TAGS = {"v8-version,", "shared-library,", "code-creation,", "tick,", "profiler,"};

    @Override
    public Set<ProfileFormat> formats() {
        return Set.of(ProfileFormat.V8_LOG, ProfileFormat.V8_PREPROCESS);
    }

    @Override
    public Importer importer(ProfileFormat format) {
        return switch (format) {
            case V8_LOG -> new V8LogImporter();
            case V8_PREPROCESS -> new V8PreprocessImporter();
            default -> throw new IllegalArgumentException("not a V8 log: " + format);
        };
    }

    @Override
    public boolean looksLike(ProfileFormat format, byte[] head, int start) {
        if (format != ProfileFormat.V8_LOG) return false;
        String text = new String(head, start, Math.min(head.length - start, 64), StandardCharsets.ISO_8859_1);
        for (String tag : FIRST_TAGS) {
            if (text.startsWith(tag)) return true;
        }
        return false;
    }
}
