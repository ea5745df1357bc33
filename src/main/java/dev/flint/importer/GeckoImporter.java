package dev.flint.importer;

import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.firefox.GeckoProcess;
import dev.flint.importer.firefox.GeckoProcessReader;
import dev.flint.importer.firefox.GeckoProfileBuilder;
import dev.flint.model.Profile;

/**
 * Raw Gecko profiles, as Firefox writes them before the Firefox Profiler processes them
 * ({@code MOZ_PROFILER_SHUTDOWN}, about:profiling's "Save as file" of the raw profile): {@code meta},
 * {@code libs}, {@code threads} with schema tables, and sub-process profiles nested in {@code processes}.
 * Native frames stay unsymbolicated addresses (one func per address, in its library) until a symbol
 * table is applied; see {@code dev.flint.symbols}.
 */
public final class GeckoImporter implements Importer {
    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress)
            throws ProfileFormatException {
        return JsonInput.read(source, fileName, progress, parser -> {
            JsonInput in = new JsonInput(parser, fileName);
            in.expectNext(JsonToken.START_OBJECT, "$");
            GeckoProcess root = new GeckoProcessReader(in).read("$");
            return GeckoProfileBuilder.build(root, fileName);
        });
    }
}
