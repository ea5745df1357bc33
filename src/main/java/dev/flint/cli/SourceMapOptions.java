package dev.flint.cli;

import dev.flint.importer.ProfileFormatException;
import dev.flint.model.Profile;
import dev.flint.sourcemaps.ProfileMapping;
import dev.flint.sourcemaps.SourceMapSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --source-maps PATH} (repeatable), shared by every subcommand that loads a profile (info, tree, calls,
 * export, diff, lines): the option's name, and loading a file with its maps applied before anything else
 * (DESIGN.md's command line). Maps are also found without the option (the trace's metadata, local scripts);
 * when none applies the profile is the one the importer made, so every output stays as it was.
 */
final class SourceMapOptions {
    static final String OPTION = "--source-maps";
    static final String USAGE = "[--source-maps PATH]...";

    private SourceMapOptions() {}

    /** The paths as given, checked: each must be a file or a folder. */
    static List<Path> paths(List<String> given) throws ProfileFormatException {
        List<Path> paths = new ArrayList<>();
        for (String value : given) {
            Path path = CliFiles.path(value);
            if (!Files.exists(path)) throw new ProfileFormatException(value, "", "no such file or folder (" + OPTION + ")");
            paths.add(path);
        }
        return paths;
    }

    /** Loads {@code file} and applies the maps found for it. */
    static ProfileMapping load(String file, String sampleType, List<String> sourceMaps) throws ProfileFormatException {
        List<Path> paths = paths(sourceMaps);
        Profile profile = CliFiles.load(file, sampleType);
        return apply(profile, paths);
    }

    /** Applies the maps found for {@code profile} (with {@code paths} from the option) to all its threads. */
    static ProfileMapping apply(Profile profile, List<Path> paths) {
        return ProfileMapping.apply(profile, SourceMapSet.discover(profile, paths));
    }
}
