package dev.flint.cli;

import dev.flint.importer.ProfileFormatException;
import dev.flint.model.Profile;
import dev.flint.sourcemaps.GivenMaps;
import dev.flint.sourcemaps.ProfileMapping;
import dev.flint.sourcemaps.SourceMapSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

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
        return load(paths, () -> CliFiles.load(file, sampleType));
    }

    /** What loads the profile (an importer's failure passes through). */
    interface ProfileSource {
        Profile load() throws ProfileFormatException;
    }

    /**
     * Loads the profile and applies the maps found for it. The maps given are read on another thread while the
     * profile loads: a 10 MB map reads in about the time a big profile loads, and neither needs the other.
     */
    static ProfileMapping load(List<Path> paths, ProfileSource source) throws ProfileFormatException {
        if (paths.isEmpty()) {
            Profile profile = source.load();
            return ProfileMapping.apply(profile, SourceMapSet.discover(profile, GivenMaps.none()));
        }
        CompletableFuture<GivenMaps> given = CompletableFuture.supplyAsync(() -> SourceMapSet.readGiven(paths),
                READER);
        Profile profile;
        try {
            profile = source.load();
        } catch (ProfileFormatException | RuntimeException | Error e) {
            given.cancel(true);
            throw e;
        }
        return ProfileMapping.apply(profile, SourceMapSet.discover(profile, given.join()));
    }

    /** One daemon thread for reading given maps, so a failed load never waits for it at exit. */
    private static final java.util.concurrent.Executor READER = task -> {
        Thread thread = new Thread(task, "flint-source-maps");
        thread.setDaemon(true);
        thread.start();
    };
}
