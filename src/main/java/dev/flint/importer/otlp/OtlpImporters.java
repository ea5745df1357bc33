package dev.flint.importer.otlp;

import dev.flint.importer.Importer;
import dev.flint.importer.ImporterProvider;
import dev.flint.model.ProfileFormat;
import java.util.Set;

/** Gives {@code ProfileLoader} the OTLP importer (listed in META-INF/services), so importer needs no import of this package. */
public final class OtlpImporters implements ImporterProvider {
    @Override
    public Set<ProfileFormat> formats() {
        return Set.of(ProfileFormat.OTLP);
    }

    @Override
    public Importer importer(ProfileFormat format) {
        return importer(format, null);
    }

    /** Each sample type of the file is selectable by its name ({@code cpu/nanoseconds}, or {@code cpu}); null: the default. */
    @Override
    public Importer importer(ProfileFormat format, String sampleType) {
        if (format != ProfileFormat.OTLP) throw new IllegalArgumentException("not OTLP: " + format);
        return new OtlpImporter(sampleType);
    }

    @Override
    public boolean looksLike(ProfileFormat format, byte[] head, int start) {
        return OtlpDetector.looksLikeOtlp(head) || OtlpDetector.looksLikeFramedOtlp(head);
    }
}
