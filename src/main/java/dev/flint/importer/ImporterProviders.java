package dev.flint.importer;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceConfigurationError;

/**
 * The {@link ImporterProvider}s Flint lists in its service file, {@value #SERVICE_FILE}, found once per JVM.
 *
 * <p>Why not {@link java.util.ServiceLoader} for each ask: detecting a file's format asks the providers up to eight
 * times ({@link FormatDetector}: Perfetto, OTLP, pprof, perf script, then four more by their start), and each
 * ServiceLoader pass looked the service file up again and made every provider anew; and even once, ServiceLoader
 * looks for service files in every jar on the class path, so a command line opened all sixteen of its jars (JavaFX's
 * among them) on the main thread before reading its file's first byte (async-profiler, the 117 MB trace's child, load
 * 12: 12 ms a run in {@code URLClassPath.getLoader}). Only Flint's own jar has the file, and the class loader's
 * {@link ClassLoader#getResource} stops at the first jar that has it. Each provider is made as ServiceLoader makes
 * it (its public no-argument constructor); a provider holds no state (it names its formats and makes a fresh
 * importer each time), so one instance serves every load.
 */
final class ImporterProviders {
    static final String SERVICE_FILE = "META-INF/services/dev.flint.importer.ImporterProvider";
    /** In the service file's order. */
    static final List<ImporterProvider> ALL = load();

    private ImporterProviders() {}

    private static List<ImporterProvider> load() {
        ClassLoader loader = ImporterProvider.class.getClassLoader();
        URL list = loader.getResource(SERVICE_FILE);
        if (list == null) return List.of();
        List<ImporterProvider> providers = new ArrayList<>();
        try (InputStream in = list.openStream();
             BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                int comment = line.indexOf('#');
                String name = (comment >= 0 ? line.substring(0, comment) : line).trim();
                if (!name.isEmpty()) providers.add(make(name, loader));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + SERVICE_FILE, e);
        }
        return List.copyOf(providers);
    }

    private static ImporterProvider make(String name, ClassLoader loader) {
        try {
            Class<?> type = Class.forName(name, false, loader);
            return ImporterProvider.class.cast(type.getConstructor().newInstance());
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new ServiceConfigurationError(ImporterProvider.class.getName() + ": provider " + name + " cannot be made", e);
        }
    }
}
