package dev.flint.layering;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The layering rules, checked on source text (a source tree scan, so no dependency is needed and a test
 * can run it on a made-up tree):
 * <ul>
 * <li>only {@code dev.flint.ui} and its sub-packages use {@code javafx.*} or {@code java.awt.*}, whether
 *     imported or written out in full;</li>
 * <li>no package of {@code dev.flint} depends on another that depends back on it, directly or through
 *     others (a cycle), unless every package of the cycle is one the caller tolerates;</li>
 * <li>every package has a {@code package-info.java}.</li>
 * </ul>
 * A dependency is an import or a fully qualified name ({@code dev.flint.x.Type}) in code; comments and
 * string literals do not count.
 */
final class SourceLayering {
    private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    private static final Pattern FLINT_TYPE = Pattern.compile("\\bdev\\.flint((?:\\.[a-z]\\w*)*)\\.[A-Z]");
    private static final Pattern UI_TOOLKIT = Pattern.compile("\\b(javafx|java\\.awt)\\.");
    // A text block is matched by a lazy .*? (DOTALL), which Pattern runs as a loop: a group such as (?:.|\n)*?
    // recursed once per character and overflowed the stack on a long text block (the SVG export's script).
    private static final Pattern COMMENT_OR_STRING = Pattern.compile(
            "/\\*.*?\\*/|//[^\\n]*|\"\"\".*?\"\"\"|\"(?:\\\\.|[^\"\\\\\\n])*\"|'(?:\\\\.|[^'\\\\\\n])+'",
            Pattern.DOTALL);

    private SourceLayering() {}

    /** What breaks the rules under {@code sourceRoot} (e.g. src/main/java), one line each; empty when none. */
    static List<String> violations(Path sourceRoot, Predicate<String> toleratedInCycles) {
        Map<String, Set<String>> dependencies = new TreeMap<>();
        Set<String> packagesWithInfo = new TreeSet<>();
        List<String> problems = new ArrayList<>();
        for (Path file : javaFiles(sourceRoot)) {
            String text = read(file);
            Matcher declared = PACKAGE.matcher(stripped(text));
            if (!declared.find()) {
                problems.add(sourceRoot.relativize(file) + ": no package declaration");
                continue;
            }
            String pkg = declared.group(1);
            dependencies.computeIfAbsent(pkg, p -> new TreeSet<>());
            if (file.getFileName().toString().equals("package-info.java")) packagesWithInfo.add(pkg);
            String code = stripped(text);
            if (!isUi(pkg)) {
                Matcher toolkit = UI_TOOLKIT.matcher(code);
                if (toolkit.find()) {
                    problems.add(sourceRoot.relativize(file) + ": uses " + toolkit.group(1)
                            + " outside dev.flint.ui (only the UI layer may)");
                }
            }
            Matcher type = FLINT_TYPE.matcher(code);
            while (type.find()) {
                String target = "dev.flint" + type.group(1);
                if (!target.equals(pkg)) dependencies.get(pkg).add(target);
            }
        }
        for (String pkg : dependencies.keySet()) {
            if (!packagesWithInfo.contains(pkg)) problems.add(pkg + ": no package-info.java");
        }
        for (Set<String> cycle : cycles(dependencies)) {
            if (!cycle.stream().allMatch(toleratedInCycles)) problems.add("import cycle between " + String.join(", ", cycle));
        }
        return problems;
    }

    private static boolean isUi(String pkg) {
        return pkg.equals("dev.flint.ui") || pkg.startsWith("dev.flint.ui.");
    }

    /** Comments and string literals blanked out, so words in them are not dependencies. */
    static String stripped(String source) {
        return COMMENT_OR_STRING.matcher(source).replaceAll(" ");
    }

    /** The strongly connected groups of more than one package (Tarjan's algorithm, iteratively). */
    static List<Set<String>> cycles(Map<String, Set<String>> dependencies) {
        List<String> nodes = new ArrayList<>(dependencies.keySet());
        Map<String, Integer> index = new TreeMap<>();
        Map<String, Integer> low = new TreeMap<>();
        List<String> stack = new ArrayList<>();
        Set<String> onStack = new TreeSet<>();
        List<Set<String>> groups = new ArrayList<>();
        int[] counter = {0};
        for (String start : nodes) {
            if (index.containsKey(start)) continue;
            // Each frame: the node and an iterator position over its successors.
            List<Object[]> work = new ArrayList<>();
            work.add(new Object[] {start, new ArrayList<>(dependencies.getOrDefault(start, Set.of())), 0});
            index.put(start, counter[0]);
            low.put(start, counter[0]++);
            stack.add(start);
            onStack.add(start);
            while (!work.isEmpty()) {
                Object[] frame = work.get(work.size() - 1);
                String node = (String) frame[0];
                @SuppressWarnings("unchecked")
                List<String> next = (List<String>) frame[1];
                int position = (int) frame[2];
                if (position < next.size()) {
                    frame[2] = position + 1;
                    String target = next.get(position);
                    if (!dependencies.containsKey(target)) continue;
                    if (!index.containsKey(target)) {
                        index.put(target, counter[0]);
                        low.put(target, counter[0]++);
                        stack.add(target);
                        onStack.add(target);
                        work.add(new Object[] {target, new ArrayList<>(dependencies.get(target)), 0});
                    } else if (onStack.contains(target)) {
                        low.put(node, Math.min(low.get(node), index.get(target)));
                    }
                    continue;
                }
                work.remove(work.size() - 1);
                if (!work.isEmpty()) {
                    String parent = (String) work.get(work.size() - 1)[0];
                    low.put(parent, Math.min(low.get(parent), low.get(node)));
                }
                if (low.get(node).equals(index.get(node))) {
                    Set<String> group = new TreeSet<>();
                    String member;
                    do {
                        member = stack.remove(stack.size() - 1);
                        onStack.remove(member);
                        group.add(member);
                    } while (!member.equals(node));
                    if (group.size() > 1) groups.add(group);
                }
            }
        }
        return groups;
    }

    private static List<Path> javaFiles(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
