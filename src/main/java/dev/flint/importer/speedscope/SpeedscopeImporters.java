package dev.flint.importer.speedscope;

import dev.flint.importer.Importer;
import dev.flint.importer.ImporterProvider;
import dev.flint.model.ProfileFormat;
import java.util.Set;

/** Gives {@code ProfileLoader} the speedscope importer (listed in META-INF/services), so importer needs no import of this package. */
public final class SpeedscopeImporters implements ImporterProvider {
    @Override
    public Set<ProfileFormat> formats() {
        return Set.of(ProfileFormat.SPEEDSCOPE);
    }

    @Override
    public Importer importer(ProfileFormat format) {
        if (format != ProfileFormat.SPEEDSCOPE) throw new IllegalArgumentException("not a speedscope: " + format);
        return new SpeedscopeImporter();
    }
}
