package dev.flint.importer.perfetto;

import dev.flint.importer.Importer;
import dev.flint.importer.ImporterProvider;
import dev.flint.model.ProfileFormat;
import java.util.Set;

/** Gives {@code ProfileLoader} the Perfetto importer (listed in META-INF/services). */
public final class PerfettoImporters implements ImporterProvider {
    @Override
    public Set<ProfileFormat> formats() {
        return Set.of(ProfileFormat.PERFETTO);
    }

    @Override
    public Importer importer(ProfileFormat format) {
        if (format != ProfileFormat.PERFETTO) throw new IllegalArgumentException("not a Perfetto trace: " + format);
        return new PerfettoImporter();
    }

    @Override
    public boolean looksLike(ProfileFormat format, byte[] head, int start) {
        return PerfettoDetector.looksLikePerfetto(head);
    }
}
