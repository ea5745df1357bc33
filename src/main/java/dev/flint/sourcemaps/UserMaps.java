package dev.flint.sourcemaps;

import dev.flint.model.LoadWarning;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The maps the user gives ({@code --source-maps}: files, or folders searched for {@code *.map}), and which
 * script each is for, as the Firefox Profiler matches an uploaded map (notes §2.3, {@code
 * source-map-matching.ts}): the map's file name against the script's sourceMappingURL, the map's name without
 * {@code .map} against the script's file name, then the map's {@code file} against it; exact case first, then
 * case-insensitive. The first rule that finds maps decides: one map is the match, several are ambiguous
 * (Flint warns instead of asking or guessing).
 */
final class UserMaps {
    /** A folder with more maps than this is cut there (with a warning). */
    static final int MAX_MAPS = 10_000;
    private static final int MAX_DEPTH = 32;

    /** A map read from the user's paths, with the names it is matched by. */
    record Candidate(Path path, SourceMap map) {
        String fileName() { return path.getFileName().toString(); }
    }

    /**
     * The match for one script: {@code map}, or the names of the ambiguous maps and the rule, or neither; {@code
     * matched} the candidates the rule found (one, or the ambiguous ones).
     */
    record Match(SourceMap map, String ambiguous, String rule, List<Candidate> matched) {
        static final Match NONE = new Match(null, null, null, List.of());
    }

    private UserMaps() {}

    /** Reads every map under the paths (unreadable ones are warnings, from {@code decode}). */
    static List<Candidate> read(List<Path> paths, Function<Path, SourceMap> decode, List<LoadWarning> warnings) {
        List<Path> files = new ArrayList<>();
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                try (Stream<Path> walk = Files.walk(path, MAX_DEPTH)) {
                    walk.filter(p -> SourceMapSet.isMapFileName(p) && Files.isRegularFile(p)).sorted().forEach(files::add);
                } catch (IOException | java.io.UncheckedIOException e) {
                    warnings.add(new LoadWarning(path.toString(), "the folder cannot be read through ("
                            + e.getMessage() + "): maps found before the failure are used", 1, "folders"));
                }
            } else {
                files.add(path);
            }
        }
        if (files.size() > MAX_MAPS) {
            warnings.add(new LoadWarning(paths.get(0).toString(), "more than " + MAX_MAPS
                    + " source maps given: only the first " + MAX_MAPS + " are read", files.size() - MAX_MAPS, "maps"));
            files = files.subList(0, MAX_MAPS);
        }
        List<Candidate> candidates = new ArrayList<>();
        for (Path file : files) {
            SourceMap map = decode.apply(file);
            if (map != null) candidates.add(new Candidate(file, map));
        }
        return candidates;
    }

    /**
     * The map for the script at {@code scriptUrl}.
     *
     * @param sourceMappingUrl the script's sourceMappingURL as written, null when unknown
     */
    static Match match(List<Candidate> candidates, String scriptUrl, String sourceMappingUrl) {
        String scriptName = ScriptNames.baseName(scriptUrl);
        if (sourceMappingUrl != null && !sourceMappingUrl.regionMatches(true, 0, "data:", 0, 5)) {
            Match byReference = byRule(candidates, "its sourceMappingURL", ScriptNames.baseName(sourceMappingUrl),
                    Candidate::fileName);
            if (byReference != Match.NONE) return byReference;
        }
        if (scriptName.isEmpty()) return Match.NONE;
        Match byName = byRule(candidates, "file name", scriptName,
                c -> ScriptNames.withoutSuffix(c.fileName(), ".map"));
        if (byName != Match.NONE) return byName;
        return byRule(candidates, "the map's \"file\"", scriptName,
                c -> c.map().file() == null ? null : ScriptNames.baseName(c.map().file()));
    }

    private static Match byRule(List<Candidate> candidates, String rule, String wanted, Function<Candidate, String> name) {
        if (wanted.isEmpty()) return Match.NONE;
        for (boolean ignoreCase : new boolean[] {false, true}) {
            List<Candidate> found = new ArrayList<>();
            for (Candidate candidate : candidates) {
                String candidateName = name.apply(candidate);
                if (candidateName == null) continue;
                if (ignoreCase ? candidateName.equalsIgnoreCase(wanted) : candidateName.equals(wanted)) found.add(candidate);
            }
            if (found.size() == 1) return new Match(found.get(0).map(), null, rule, found);
            if (found.size() > 1) {
                List<String> names = new ArrayList<>();
                for (Candidate c : found) names.add(c.path().toString());
                return new Match(null, dev.flint.model.MessageText.list(names), rule, found);
            }
        }
        return Match.NONE;
    }
}
