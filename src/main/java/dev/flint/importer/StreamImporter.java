package dev.flint.importer;

import dev.flint.model.Profile;
import java.io.IOException;
import java.io.InputStream;

/** An importer that reads its format in one pass over the decompressed content, start to end. */
public interface StreamImporter extends Importer {
    /** Reads the whole stream; {@code fileName} names the file in messages. */
    Profile read(InputStream in, String fileName) throws IOException, ProfileFormatException;

    @Override
    default Profile read(SourceBytes source, String fileName, ProgressListener progress) throws ProfileFormatException {
        try (InputStream in = source.open(progress)) {
            return read(in, fileName);
        } catch (IOException e) {
            throw ProfileLoader.readFailure(fileName, "", e);
        }
    }
}
