package dev.flint.layering;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * The README's "may import" table (Architecture), as the check reads it: per package of {@code dev.flint}, the
 * packages its classes may use besides their own and the JDK. Only uses of {@code dev.flint.*}, {@code javafx.*}
 * and {@code java.awt.*} are checked (Jackson, protobuf and the UI libraries are the build's business).
 * A pattern {@code x.*} is x's sub-packages; the first row whose package matches is the package's row.
 */
final class LayerTable {
    /** The engine: JavaFX-free packages a UI package may use. */
    static final List<String> ENGINE = List.of("model", "importer", "importer.*", "markers", "timeline", "calltree",
            "symbols", "sourcemaps", "flamegraph", "sandwich", "diff", "export", "process", "record", "viewmodel",
            "insights");
    private static final List<String> JAVAFX = List.of("javafx.*", "java.awt", "java.awt.*");
    private static final List<String> NOT_UI = List.of("!ui");

    /** Package pattern → what it may use ("!ui": every package but ui and its sub-packages). */
    static final Map<String, List<String>> MAY_IMPORT = new LinkedHashMap<>();

    static {
        row("", "cli", "desktop", "launch", "ui.app");
        row("model");
        row("importer", "model", "markers");
        row("importer.*", "model", "markers", "importer", "process");
        row("markers", "model");
        row("timeline", "model");
        row("calltree", "model");
        row("symbols", "model");
        row("sourcemaps", "model");
        row("flamegraph", "model", "calltree");
        row("sandwich", "model", "calltree");
        row("diff", "model", "calltree");
        row("export", "model", "calltree", "flamegraph", "importer", "importer.*", "timeline");
        row("process");
        row("record", "model", "importer", "importer.*", "process");
        row("desktop", "model", "importer", "importer.*");
        row("launch");
        row("viewmodel", "model", "timeline", "symbols");
        row("insights", "model", "timeline", "calltree");
        MAY_IMPORT.put("cli", NOT_UI);
        MAY_IMPORT.put("bench", NOT_UI);
        // One tab's state: observable, no controls.
        MAY_IMPORT.put("ui.session", concat(ENGINE, List.of("javafx.beans.*", "javafx.collections.*")));
        MAY_IMPORT.put("ui.common", concat(ENGINE, List.of("ui.session"), JAVAFX));
        // The shell puts the views and features together; only the screenshot tools (ui's root) are beyond it.
        MAY_IMPORT.put("ui.app", concat(NOT_UI, List.of("ui.*"), JAVAFX));
        // Dev tools, leaving the runtime jar (issue 24, part B).
        MAY_IMPORT.put("ui", concat(NOT_UI, List.of("ui.*"), JAVAFX));
        MAY_IMPORT.put("ui.bench", concat(NOT_UI, List.of("ui.*"), JAVAFX));
        // Every view and feature (ui.flamechart, ui.calltree, ui.symbols, ui.export, ...): the tab's session and
        // the shared controls, never another view or the shell.
        MAY_IMPORT.put("ui.*", concat(ENGINE, List.of("cli", "ui.session", "ui.common"), JAVAFX));
    }

    private LayerTable() {}

    private static void row(String pkg, String... mayImport) {
        MAY_IMPORT.put(pkg, List.of(mayImport));
    }

    @SafeVarargs
    private static List<String> concat(List<String>... lists) {
        List<String> all = new ArrayList<>();
        for (List<String> list : lists) all.addAll(list);
        return all;
    }

    /** What breaks the table or forms a cycle in {@code uses} (package → packages used), one line each. */
    static List<String> violations(Map<String, Set<String>> uses) {
        List<String> problems = new ArrayList<>();
        Map<String, Set<String>> flint = new TreeMap<>();
        for (Map.Entry<String, Set<String>> entry : uses.entrySet()) {
            String pkg = entry.getKey();
            if (!isFlint(pkg)) continue;
            String name = local(pkg);
            flint.put(pkg, new TreeSet<>());
            String row = rowOf(name);
            List<String> allowed = row == null ? null : MAY_IMPORT.get(row);
            if (allowed == null) {
                problems.add(pkg + ": no row in the layering table");
                continue;
            }
            for (String target : entry.getValue()) {
                boolean checked = isFlint(target) || target.startsWith("javafx.") || target.equals("java.awt")
                        || target.startsWith("java.awt.");
                if (isFlint(target)) flint.get(pkg).add(target);
                if (!checked || allows(allowed, target)) continue;
                problems.add(pkg + " uses " + target + " (row " + (row.isEmpty() ? "dev.flint" : row) + " allows "
                        + (allowed.isEmpty() ? "the JDK only" : allowed.size() <= 4 ? String.join(", ", allowed) : "other packages")
                        + ")");
            }
        }
        for (Set<String> cycle : SourceLayering.cycles(flint)) problems.add("package cycle: " + String.join(", ", cycle));
        return problems;
    }

    private static boolean isFlint(String pkg) {
        return pkg.equals("dev.flint") || pkg.startsWith("dev.flint.");
    }

    /** {@code dev.flint.ui.app} → {@code ui.app}; the root package → "". */
    private static String local(String pkg) {
        return pkg.equals("dev.flint") ? "" : pkg.substring("dev.flint.".length());
    }

    /** The pattern of the row {@code name} (a package under dev.flint) falls under; null when none. */
    private static String rowOf(String name) {
        for (String row : MAY_IMPORT.keySet()) {
            if (matches(row, name)) return row;
        }
        return null;
    }

    private static boolean allows(List<String> allowed, String target) {
        Predicate<String> allows;
        if (isFlint(target)) {
            String name = local(target);
            allows = pattern -> pattern.equals("!ui") ? !name.equals("ui") && !name.startsWith("ui.") : matches(pattern, name);
        } else {
            // javafx.beans.* allows javafx.beans itself too (its Observable, InvalidationListener).
            allows = pattern -> matches(pattern, target) || pattern.equals(target + ".*");
        }
        return allowed.stream().anyMatch(allows);
    }

    private static boolean matches(String pattern, String name) {
        if (pattern.endsWith(".*")) return name.startsWith(pattern.substring(0, pattern.length() - 1));
        return pattern.equals(name);
    }
}
