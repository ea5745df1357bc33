package dev.flint.sourcemaps;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The functions declared in the source-map fixture's original sources ({@code testdata/sourcemaps/app-src}),
 * found by a plain scan of the text: {@code function NAME}, {@code class NAME}, {@code const NAME = (...) =>}
 * and method definitions {@code NAME(...) {} at the start of a line. Each with its file and its 1-based lines
 * from the declaration to the closing brace (the sources are written so that braces in strings do not occur).
 */
public record OriginalFunctions(Map<String, Range> byName) {
    public static final Path APP_SOURCES = Path.of("testdata/sourcemaps/app-src");

    /** One function's place: the source's file name ({@code noise.js}) and its first and last line, 1-based. */
    public record Range(String file, int firstLine, int lastLine) {
        public boolean contains(int line) {
            return line >= firstLine && line <= lastLine;
        }
    }

    private static final List<Pattern> DECLARATIONS = List.of(
            Pattern.compile("\\bfunction\\s+([A-Za-z_$][\\w$]*)"),
            Pattern.compile("\\bclass\\s+([A-Za-z_$][\\w$]*)"),
            Pattern.compile("^\\s*(?:export\\s+)?(?:const|let|var)\\s+([A-Za-z_$][\\w$]*)\\s*=\\s*(?:\\([^)]*\\)|[\\w$]+)\\s*=>"),
            Pattern.compile("^\\s+([A-Za-z_$][\\w$]*)\\s*\\([^)]*\\)\\s*\\{"));
    private static final Set<String> KEYWORDS = Set.of("if", "for", "while", "switch", "catch", "function", "return");

    public static OriginalFunctions read() {
        Map<String, Range> byName = new TreeMap<>();
        try (Stream<Path> files = Files.list(APP_SOURCES)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".js")).sorted().toList()) {
                List<String> lines = Files.readAllLines(file);
                for (int index = 0; index < lines.size(); index++) {
                    for (Pattern declaration : DECLARATIONS) {
                        Matcher matcher = declaration.matcher(lines.get(index));
                        if (!matcher.find() || KEYWORDS.contains(matcher.group(1))) continue;
                        Range range = new Range(file.getFileName().toString(), index + 1, closingLine(lines, index) + 1);
                        if (byName.putIfAbsent(matcher.group(1), range) != null && !matcher.group(1).equals("constructor")) {
                            throw new IllegalStateException("two functions named " + matcher.group(1) + " in " + APP_SOURCES);
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new OriginalFunctions(byName);
    }

    /** The 0-based line of the brace closing the first block opened on line {@code start} (or later). */
    private static int closingLine(List<String> lines, int start) {
        int depth = 0;
        boolean opened = false;
        for (int index = start; index < lines.size(); index++) {
            for (char c : lines.get(index).toCharArray()) {
                if (c == '{') {
                    depth++;
                    opened = true;
                } else if (c == '}' && opened && --depth == 0) {
                    return index;
                }
            }
        }
        return start;
    }

    public Set<String> names() {
        return byName.keySet();
    }

    public Range range(String name) {
        Range range = byName.get(name);
        if (range == null) throw new IllegalArgumentException(name + " is not declared in " + APP_SOURCES);
        return range;
    }
}
