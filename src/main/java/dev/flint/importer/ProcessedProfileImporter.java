package dev.flint.importer;

import com.fasterxml.jackson.core.JsonParser;
import dev.flint.importer.firefox.JsonInput;
import dev.flint.importer.firefox.ProcessedProfileBuilder;
import dev.flint.importer.firefox.ProcessedProfileReader;
import dev.flint.model.Profile;
import java.io.IOException;
import java.io.InputStream;

/**
 * Firefox processed profiles: what profiler.firefox.com saves ("Download") and what samply writes.
 * Struct-of-arrays tables (funcs, frames with addresses, categories and inline depths, resources,
 * stacks, samples with optional weights), per thread or shared by all threads depending on the version
 * ({@value ProcessedProfileReader#OLDEST_VERSION} to {@value ProcessedProfileReader#NEWEST_VERSION}).
 */
public final class ProcessedProfileImporter implements Importer {
    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress)
            throws ProfileFormatException {
        try (InputStream stream = source.open(progress); JsonParser parser = GeckoImporter.JSON.createParser(stream)) {
            ProcessedProfileReader.Contents contents = new ProcessedProfileReader(new JsonInput(parser, fileName)).read();
            return ProcessedProfileBuilder.build(contents, fileName);
        } catch (IOException e) {
            throw ProfileLoader.readFailure(fileName, "", e);
        }
    }
}
