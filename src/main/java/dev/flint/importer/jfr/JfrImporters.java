package dev.flint.importer.jfr;

import dev.flint.importer.Importer;
import dev.flint.importer.ImporterProvider;
import dev.flint.model.ProfileFormat;
import java.util.Set;

/** Gives {@code ProfileLoader} the JFR importer (listed in META-INF/services), so importer needs no import of this package. */
public final class JfrImporters implements ImporterProvider {
    @Override
    public Set<ProfileFormat> formats() {
        return Set.of(ProfileFormat.JFR);
    }

    @Override
    public Importer importer(ProfileFormat format) {
        if (format != ProfileFormat.JFR) throw new IllegalArgumentException("not a JFR: " + format);
        return new JfrImporter();
    }
}
