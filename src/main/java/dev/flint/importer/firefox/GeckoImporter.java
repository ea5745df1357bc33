package dev.flint.importer.firefox;

import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.Importer;
import dev.flint.importer.JsonInput;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
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
