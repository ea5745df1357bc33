package dev.flint.sourcemaps;

import dev.flint.model.LoadWarning;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The maps the user gave ({@code --source-maps}), read before the profile they are for is known: reading a
 * 10 MB map takes about as long as loading a big profile, so the command line reads them on another thread
 * while the profile loads ({@link SourceMapSet#readGiven}), then matches them ({@link SourceMapSet#discover}).
 */
public final class GivenMaps {
    static final GivenMaps NONE = new GivenMaps(List.of(), List.of(), List.of(), true);

    private final List<Path> paths;
    private final List<UserMaps.Candidate> candidates;
    private final List<LoadWarning> warnings;
    private final boolean saysUnmatched;

    private GivenMaps(List<Path> paths, List<UserMaps.Candidate> candidates, List<LoadWarning> warnings,
                      boolean saysUnmatched) {
        this.paths = List.copyOf(paths);
        this.candidates = List.copyOf(candidates);
        this.warnings = List.copyOf(warnings);
        this.saysUnmatched = saysUnmatched;
    }

    /**
     * The same maps given for one of several profiles (diff's two builds, each with its own maps among them): a
     * map that matches no script of this profile is another's, not a mistake, so it is not a warning.
     */
    public GivenMaps sharedWithOtherProfiles() {
        return new GivenMaps(paths, candidates, warnings, false);
    }

    /** Whether discovery warns about the maps that match no script of the profile. */
    boolean saysUnmatched() { return saysUnmatched; }

    /** Reads every map under the paths (files, or folders searched for *.map); unreadable ones become warnings. */
    static GivenMaps read(List<Path> paths) {
        if (paths.isEmpty()) return NONE;
        List<LoadWarning> warnings = new ArrayList<>();
        List<UserMaps.Candidate> candidates = UserMaps.read(paths, path -> MapFiles.decode(path, warnings), warnings);
        return new GivenMaps(paths, candidates, warnings, true);
    }

    /** No maps given. */
    public static GivenMaps none() { return NONE; }

    boolean isEmpty() { return paths.isEmpty(); }
    List<UserMaps.Candidate> candidates() { return candidates; }
    /** What reading them warned about (maps that could not be read, folders cut short). */
    List<LoadWarning> warnings() { return warnings; }
}
