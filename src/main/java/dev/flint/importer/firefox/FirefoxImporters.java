package dev.flint.importer.firefox;

import dev.flint.importer.Importer;
import dev.flint.importer.ImporterProvider;
import dev.flint.model.ProfileFormat;
import java.util.Set;

/** Gives {@code ProfileLoader} the Firefox importers (listed in META-INF/services). */
public final class FirefoxImporters implements ImporterProvider {
    @Override
    public Set<ProfileFormat> formats() {
        return Set.of(ProfileFormat.GECKO, ProfileFormat.FIREFOX_PROCESSED);
    }

    @Override
    public Importer importer(ProfileFormat format) {
        return switch (format) {
            case GECKO -> new GeckoImporter();
            case FIREFOX_PROCESSED -> new ProcessedProfileImporter();
            default -> throw new IllegalArgumentException("not a Firefox format: " + format);
        };
    }
}
