package dev.flint.importer.perf;

import dev.flint.importer.Importer;
import dev.flint.importer.ImporterProvider;
import dev.flint.model.ProfileFormat;
import java.util.Set;

/** Gives {@code ProfileLoader} the perf script importer (listed in META-INF/services), so importer needs no import of this package. */
public final class PerfImporters implements ImporterProvider {
    @Override
    public Set<ProfileFormat> formats() {
        return Set.of(ProfileFormat.PERF_SCRIPT);
    }

    @Override
    public Importer importer(ProfileFormat format) {
        if (format != ProfileFormat.PERF_SCRIPT) throw new IllegalArgumentException("not a perf script: " + format);
        return new PerfScriptImporter();
    }

    @Override
    public boolean looksLike(ProfileFormat format, byte[] head, int start) {
        return PerfScriptDetector.looksLikePerfScript(head, start);
    }
}
