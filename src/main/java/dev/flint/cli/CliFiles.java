package dev.flint.cli;

import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/** The file arguments of the subcommands, as paths and loaded profiles, every failure one line. */
final class CliFiles {
    private CliFiles() {}

    /**
     * Java decodes arguments and encodes file names in the locale's charset ({@code sun.jnu.encoding});
     * under LANG=C that is ASCII, and a name with other characters cannot be named at all.
     */
    static Path path(String file) throws ProfileFormatException {
        try {
            if (file.indexOf('\uFFFD') >= 0) throw new InvalidPathException(file, "undecodable characters");
            return Path.of(file);
        } catch (InvalidPathException e) {
            throw new ProfileFormatException(file, "", "the file name cannot be represented in this locale's encoding ("
                    + System.getProperty("sun.jnu.encoding") + "): run Flint under a UTF-8 locale, e.g. LANG=C.UTF-8");
        }
    }

    static Profile load(String file) throws ProfileFormatException {
        return ProfileLoader.load(path(file));
    }

    /** @param sampleType the pprof value column by its type name, null for the file's default */
    static Profile load(String file, String sampleType) throws ProfileFormatException {
        return sampleType == null ? load(file) : ProfileLoader.load(path(file), sampleType);
    }
}
