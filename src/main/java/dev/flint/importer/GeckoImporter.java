package dev.flint.importer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import dev.flint.importer.firefox.GeckoProcess;
import dev.flint.importer.firefox.GeckoProcessReader;
import dev.flint.importer.firefox.GeckoProfileBuilder;
import dev.flint.importer.firefox.JsonInput;
import dev.flint.model.Profile;
import java.io.IOException;
import java.io.InputStream;

/**
 * Raw Gecko profiles, as Firefox writes them before the Firefox Profiler processes them
 * ({@code MOZ_PROFILER_SHUTDOWN}, about:profiling's "Save as file" of the raw profile): {@code meta},
 * {@code libs}, {@code threads} with schema tables, and sub-process profiles nested in {@code processes}.
 * Native frames stay unsymbolicated addresses (one func per address, in its library) until a symbol
 * table is applied; see {@code dev.flint.symbols}.
 */
public final class GeckoImporter implements Importer {
    static final JsonFactory JSON = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(200).build())
            .build();

    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress)
            throws ProfileFormatException {
        try (InputStream stream = source.open(progress); JsonParser parser = JSON.createParser(stream)) {
            JsonInput in = new JsonInput(parser, fileName);
            in.expectNext(JsonToken.START_OBJECT, "$");
            GeckoProcess root = new GeckoProcessReader(in).read("$");
            return GeckoProfileBuilder.build(root, fileName);
        } catch (IOException e) {
            throw ProfileLoader.readFailure(fileName, "", e);
        }
    }
}
