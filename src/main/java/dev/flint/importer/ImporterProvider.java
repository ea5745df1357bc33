package dev.flint.importer;

import dev.flint.model.ProfileFormat;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * Importers that live in a sub-package of {@code importer} ({@code importer.firefox}, ...) and reach
 * {@link ProfileLoader} through {@link ServiceLoader} rather than an import. A sub-package builds on
 * this package (the JSON helper, {@link ProfileFormatException}, {@link SourceBytes}); if this package
 * imported it back, the two would form a cycle, which the layering test refuses. A provider is listed
 * in {@code META-INF/services/dev.flint.importer.ImporterProvider}; {@code ImporterProviderTest} checks
 * that every listed format finds its importer.
 */
public interface ImporterProvider {
    /** The formats this provider reads. */
    Set<ProfileFormat> formats();

    /** A fresh importer for one of {@link #formats()}. */
    Importer importer(ProfileFormat format);

    /** The importer a provider on the class path gives for {@code format}. */
    static Importer importerFor(ProfileFormat format) {
        for (ImporterProvider provider : ServiceLoader.load(ImporterProvider.class, ImporterProvider.class.getClassLoader())) {
            if (provider.formats().contains(format)) return provider.importer(format);
        }
        throw new IllegalStateException("no importer provider for " + format
                + " (META-INF/services/dev.flint.importer.ImporterProvider is missing from the class path)");
    }
}
