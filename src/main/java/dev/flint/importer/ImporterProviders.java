package dev.flint.importer;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * The {@link ImporterProvider}s on the class path, found once per JVM. Detecting a file's format asks the providers
 * up to eight times ({@link FormatDetector}: Perfetto, OTLP, pprof, perf script, then four more by their start), and
 * each {@link ServiceLoader} pass looked the service file up again in every jar on the class path and made every
 * provider anew, on the main thread before a command read its first byte. A provider holds no state (it names its
 * formats and makes a fresh importer each time), so one instance each serves every load.
 */
final class ImporterProviders {
    /** In the service files' order, as ServiceLoader gives them. */
    static final List<ImporterProvider> ALL = load();

    private ImporterProviders() {}

    private static List<ImporterProvider> load() {
        List<ImporterProvider> providers = new ArrayList<>();
        for (ImporterProvider provider : ServiceLoader.load(ImporterProvider.class, ImporterProvider.class.getClassLoader())) {
            providers.add(provider);
        }
        return List.copyOf(providers);
    }
}
