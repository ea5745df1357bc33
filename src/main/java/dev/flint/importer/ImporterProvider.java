package dev.flint.importer;

import dev.flint.model.ProfileFormat;
import java.util.Set;

/**
 * Importers that live in a sub-package of {@code importer} ({@code importer.firefox}, {@code perf},
 * {@code pprof}, {@code jfr}, {@code heap}, {@code speedscope}) and reach
 * {@link ProfileLoader} through their service file (read by {@link ImporterProviders}) rather than an import. A sub-package builds on
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

    /**
     * A fresh importer that reads the value column named {@code sampleType} (pprof's sample types);
     * formats without value columns take only null.
     */
    default Importer importer(ProfileFormat format, String sampleType) {
        if (sampleType != null) throw new IllegalArgumentException(format.id() + " has no sample types");
        return importer(format);
    }

    /**
     * Whether the start of a file looks like {@code format}, for formats whose provider knows its shape
     * better than {@link FormatDetector} ({@code perf script} headers, pprof's protobuf fields).
     *
     * @param head  the decompressed start of the file
     * @param start the first byte that is not white space
     */
    default boolean looksLike(ProfileFormat format, byte[] head, int start) {
        return false;
    }

    /** {@link #looksLike} of the provider of {@code format}; false when none is on the class path. */
    static boolean fileLooksLike(ProfileFormat format, byte[] head, int start) {
        for (ImporterProvider provider : ImporterProviders.ALL) {
            if (provider.formats().contains(format)) return provider.looksLike(format, head, start);
        }
        return false;
    }

    /** The importer a provider on the class path gives for {@code format}. */
    static Importer importerFor(ProfileFormat format) {
        return importerFor(format, null);
    }

    /** The importer a provider gives for {@code format} and value column {@code sampleType} (null: default). */
    static Importer importerFor(ProfileFormat format, String sampleType) {
        for (ImporterProvider provider : ImporterProviders.ALL) {
            if (provider.formats().contains(format)) return provider.importer(format, sampleType);
        }
        throw new IllegalStateException("no importer provider for " + format
                + " (META-INF/services/dev.flint.importer.ImporterProvider is missing from the class path)");
    }
}
