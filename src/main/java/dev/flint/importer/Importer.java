package dev.flint.importer;

import dev.flint.model.Profile;

/** Reads one format from already decompressed bytes. */
public interface Importer {
    /**
     * @param source   the decompressed content, read once, start to end
     * @param fileName how to name the file in error messages
     */
    Profile read(SourceBytes source, String fileName, ProgressListener progress) throws ProfileFormatException;
}
