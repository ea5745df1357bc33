package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.flint.model.ProfileFormat;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/** Every format finds its importer, including those that come through ImporterProvider (META-INF/services). */
class ImporterProviderTest {
    @Test
    void everyFormatHasAnImporter() {
        for (ProfileFormat format : ProfileFormat.values()) assertNotNull(ProfileLoader.importerFor(format), format.toString());
    }

    @Test
    void theFirefoxFormatsComeFromTheirProvider() {
        assertEquals("dev.flint.importer.firefox.GeckoImporter",
                ImporterProvider.importerFor(ProfileFormat.GECKO).getClass().getName());
        assertEquals("dev.flint.importer.firefox.ProcessedProfileImporter",
                ImporterProvider.importerFor(ProfileFormat.FIREFOX_PROCESSED).getClass().getName());
    }

    @Test
    void theProvidersAreThoseServiceLoaderFinds() {
        // ImporterProviders reads Flint's service file itself (only the first jar that has it), in its order.
        List<String> byServiceLoader = ServiceLoader.load(ImporterProvider.class).stream()
                .map(provider -> provider.type().getName()).toList();
        List<String> read = ImporterProviders.ALL.stream().map(provider -> provider.getClass().getName()).toList();
        assertEquals(11, read.size(), read.toString());
        assertEquals(byServiceLoader, read);
    }
}
