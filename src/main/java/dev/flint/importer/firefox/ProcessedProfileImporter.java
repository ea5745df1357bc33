package dev.flint.importer.firefox;

import dev.flint.importer.Importer;
import dev.flint.importer.JsonInput;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.Profile;

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
        return JsonInput.read(source, fileName, progress, parser -> {
            ProcessedProfileReader.Contents contents = new ProcessedProfileReader(new JsonInput(parser, fileName)).read();
            return ProcessedProfileBuilder.build(contents, fileName);
        });
    }
}
