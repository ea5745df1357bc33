package dev.flint.sourcemaps;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The files under the folders the user gave for sources, indexed by file name on first use, and the file whose
 * path ends the way a source URL ends: the most trailing path segments in common wins ({@code webpack://app/./src/a.ts}
 * prefers {@code DIR/src/a.ts} over {@code DIR/lib/a.ts}); among equals, the earlier folder, then the shorter path.
 * A URL's scheme, {@code .} and {@code ..} segments, query and fragment take no part in the match.
 */
final class SourceFolders {
    /** Files indexed at most, over all folders: a home folder given by mistake costs a bounded walk. */
    static final int MAX_FILES = 200_000;
    /** Folders deeper than this below a given folder are not walked. */
    static final int MAX_DEPTH = 40;

    /** The file found, and how many other files matched as well as it. */
    record Match(Path file, int alternatives) {}

    private record Candidate(Path file, int folder) {}

    private final List<Path> folders;
    private Map<String, List<Candidate>> filesByName;

    SourceFolders(List<Path> folders) {
        this.folders = List.copyOf(folders);
    }

    boolean isEmpty() {
        return folders.isEmpty();
    }

    /** The best file for {@code sourceUrl}, or null when no file has its name. */
    synchronized Match find(String sourceUrl) {
        List<String> segments = segments(sourceUrl);
        if (segments.isEmpty() || folders.isEmpty()) return null;
        if (filesByName == null) filesByName = index();
        List<Candidate> candidates = filesByName.get(segments.get(segments.size() - 1));
        if (candidates == null) return null;
        Candidate best = null;
        int bestCommon = 0;
        int equals = 0;
        for (Candidate candidate : candidates) {
            int common = commonSuffix(candidate.file(), segments);
            if (common > bestCommon) equals = 0;
            if (common >= bestCommon) equals++;
            if (best == null || compare(common, candidate, bestCommon, best) > 0) {
                best = candidate;
                bestCommon = common;
            }
        }
        return new Match(best.file(), equals - 1);
    }

    /** Positive when {@code a} (with {@code commonA} segments in common) is better than {@code b}. */
    private static int compare(int commonA, Candidate a, int commonB, Candidate b) {
        if (commonA != commonB) return Integer.compare(commonA, commonB);
        if (a.folder() != b.folder()) return Integer.compare(b.folder(), a.folder());
        return Integer.compare(b.file().getNameCount(), a.file().getNameCount());
    }

    private static int commonSuffix(Path file, List<String> segments) {
        int common = 0;
        for (int f = file.getNameCount() - 1, s = segments.size() - 1; f >= 0 && s >= 0; f--, s--) {
            if (!file.getName(f).toString().equals(segments.get(s))) break;
            common++;
        }
        return common;
    }

    /** The path segments of a URL or path: scheme, query, fragment, {@code .}, {@code ..} and empty ones dropped. */
    static List<String> segments(String url) {
        String path = url;
        if (SourceUrls.hasScheme(path)) path = path.substring(path.indexOf(':') + 1);
        int end = path.length();
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == '?' || c == '#') {
                end = i;
                break;
            }
        }
        List<String> segments = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= end; i++) {
            if (i == end || path.charAt(i) == '/' || path.charAt(i) == '\\') {
                String segment = path.substring(start, i);
                if (!segment.isEmpty() && !segment.equals(".") && !segment.equals("..")) segments.add(segment);
                start = i + 1;
            }
        }
        return segments;
    }

    private Map<String, List<Candidate>> index() {
        Map<String, List<Candidate>> byName = new HashMap<>();
        int[] files = {0};
        for (int f = 0; f < folders.size() && files[0] < MAX_FILES; f++) {
            int folder = f;
            try {
                Files.walkFileTree(folders.get(f), java.util.EnumSet.noneOf(java.nio.file.FileVisitOption.class),
                        MAX_DEPTH, new SimpleFileVisitor<>() {
                            @Override
                            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                                Path name = dir.getFileName();
                                boolean hidden = name != null && name.toString().startsWith(".") && !dir.equals(folders.get(folder));
                                return hidden ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                            }

                            @Override
                            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                                if (!attributes.isRegularFile()) return FileVisitResult.CONTINUE;
                                byName.computeIfAbsent(file.getFileName().toString(), k -> new ArrayList<>(1))
                                        .add(new Candidate(file, folder));
                                return ++files[0] >= MAX_FILES ? FileVisitResult.TERMINATE : FileVisitResult.CONTINUE;
                            }

                            @Override
                            public FileVisitResult visitFileFailed(Path file, IOException e) {
                                return FileVisitResult.CONTINUE;
                            }
                        });
            } catch (IOException e) {
                // A folder that cannot be walked adds nothing; the lookup then says the text was not found.
            }
        }
        return byName;
    }
}
