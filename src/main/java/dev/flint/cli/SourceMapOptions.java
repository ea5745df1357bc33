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
import picocli.CommandLine.Option;

/**
 * {@code --source-maps PATH} (repeatable) and {@code --no-source-maps}, shared by every subcommand that loads a
 * profile (info, tree, calls, export, diff, lines; a picocli mixin): loading a file with its maps applied before
 * anything else (DESIGN.md's command line). Maps are also found without the option (the trace's metadata, local
 * scripts); when none applies, or with {@code --no-source-maps}, the profile is the one the importer made, with
 * its generated names.
 */
final class SourceMapOptions {
    static final String OPTION = "--source-maps";
    static final String OFF = "--no-source-maps";
    static final String USAGE = "[--source-maps PATH]... [--no-source-maps]";

    @Option(names = OPTION, paramLabel = "PATH", description = "Map JavaScript frames through the source maps (v3) "
            + "in PATH, a .map file or a folder searched recursively; repeatable. Maps the file carries or that lie "
            + "beside its scripts apply without it.")
    List<String> given = new ArrayList<>();

    @Option(names = OFF, description = "Apply no source map at all: generated names, even when the file carries "
            + "maps or maps are found beside its scripts.")
    boolean off;

    /** @throws IllegalArgumentException when both options are given */
    void check() {
        if (off && !given.isEmpty()) throw new IllegalArgumentException(OFF + " and " + OPTION + " exclude each other");
    }

    /** The paths given, checked: each must be a file or a folder. */
    List<Path> paths() throws ProfileFormatException {
        List<Path> paths = new ArrayList<>();
        for (String value : given) {
            Path path = CliFiles.path(value);
            if (!Files.exists(path)) throw new ProfileFormatException(value, "", "no such file or folder (" + OPTION + ")");
            paths.add(path);
        }
        return paths;
    }

    /** The maps for {@code profile} (as loaded, none applied yet): none with {@code --no-source-maps}. */
    SourceMapSet discover(Profile profile, List<Path> paths) {
        return off ? SourceMapSet.empty() : SourceMapSet.discover(profile, paths);
    }

    /** Loads {@code file} and applies the maps found for it. */
    ProfileMapping load(String file, String sampleType) throws ProfileFormatException {
        return load(paths(), () -> CliFiles.load(file, sampleType));
    }

    /**
     * As {@link #load(String, String)} for one of several profiles the same maps are given for (diff): a given map
     * that matches none of this profile's scripts is not a warning (it is the other build's).
     */
    ProfileMapping loadSharingMaps(String file, String sampleType) throws ProfileFormatException {
        return load(paths(), () -> CliFiles.load(file, sampleType), false);
    }

    /** What loads the profile (an importer's failure passes through). */
    interface ProfileSource {
        Profile load() throws ProfileFormatException;
    }

    /**
     * Loads the profile and applies the maps found for it. The maps given are read on another thread while the
     * profile loads: a 10 MB map reads in about the time a big profile loads, and neither needs the other.
     */
    ProfileMapping load(List<Path> paths, ProfileSource source) throws ProfileFormatException {
        return load(paths, source, true);
    }

    private ProfileMapping load(List<Path> paths, ProfileSource source, boolean saysUnmatched)
            throws ProfileFormatException {
        if (off) return ProfileMapping.apply(source.load(), SourceMapSet.empty());
        if (paths.isEmpty()) {
            Profile profile = source.load();
            return ProfileMapping.apply(profile, SourceMapSet.discover(profile, GivenMaps.none()));
        }
        CompletableFuture<GivenMaps> read = CompletableFuture.supplyAsync(() -> saysUnmatched
                ? SourceMapSet.readGiven(paths) : SourceMapSet.readGiven(paths).sharedWithOtherProfiles(), READER);
        Profile profile;
        try {
            profile = source.load();
        } catch (ProfileFormatException | RuntimeException | Error e) {
            read.cancel(true);
            throw e;
        }
        return ProfileMapping.apply(profile, SourceMapSet.discover(profile, read.join()));
    }

    /** One daemon thread for reading given maps, so a failed load never waits for it at exit. */
    private static final java.util.concurrent.Executor READER = task -> {
        Thread thread = new Thread(task, "flint-source-maps");
        thread.setDaemon(true);
        thread.start();
    };
}
