package dev.flint.importer;

import dev.flint.model.Profile;

/** Placeholder until this format's importer lands. */
public final class ProcessedProfileImporter implements Importer {
    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress)
            throws ProfileFormatException {
        throw new ProfileFormatException(fileName, "", "this format is not supported yet");
    }
}
