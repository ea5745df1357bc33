package dev.flint.importer.heap;

import dev.flint.importer.Importer;
import dev.flint.importer.ImporterProvider;
import dev.flint.model.ProfileFormat;
import java.util.Set;

/** Gives {@code ProfileLoader} the heap profile importer (listed in META-INF/services), so importer needs no import of this package. */
public final class HeapImporters implements ImporterProvider {
    @Override
    public Set<ProfileFormat> formats() {
        return Set.of(ProfileFormat.HEAPPROFILE);
    }

    @Override
    public Importer importer(ProfileFormat format) {
        if (format != ProfileFormat.HEAPPROFILE) throw new IllegalArgumentException("not a heap profile: " + format);
        return new HeapProfileImporter();
    }
}
