package dev.flint.importer.pprof;

import dev.flint.importer.Importer;
import dev.flint.importer.ImporterProvider;
import dev.flint.model.ProfileFormat;
import java.util.Set;

/** Gives {@code ProfileLoader} the pprof importer (listed in META-INF/services), so importer needs no import of this package. */
public final class PprofImporters implements ImporterProvider {
    @Override
    public Set<ProfileFormat> formats() {
        return Set.of(ProfileFormat.PPROF);
    }

    @Override
    public Importer importer(ProfileFormat format) {
        if (format != ProfileFormat.PPROF) throw new IllegalArgumentException("not a pprof: " + format);
        return new PprofImporter();
    }

    /** A pprof profile has value columns: {@code sampleType} picks one by its type name (null: the default). */
    @Override
    public Importer importer(ProfileFormat format, String sampleType) {
        return sampleType == null ? importer(format) : new PprofImporter(sampleType);
    }

    @Override
    public boolean looksLike(ProfileFormat format, byte[] head, int start) {
        return PprofDetector.looksLikePprof(head);
    }
}
