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
 * packages its classes may use besides their own and the JDK: Flint's own, JavaFX and AWT, and every third-party
 * library (Jackson, protobuf, picocli, the UI libraries), each only where its row names it. A pattern {@code x.*}
 * is x's sub-packages; the first row whose package matches is the package's row.
 */
final class LayerTable {
    /** The engine: JavaFX-free packages a UI package may use. */
    static final List<String> ENGINE = List.of("model", "importer", "importer.*", "markers", "timeline", "calltree",
            "symbols", "sourcemaps", "flamegraph", "sandwich", "diff", "export", "process", "record", "viewmodel",
            "insights");
    private static final List<String> JAVAFX = List.of("javafx.*", "java.awt", "java.awt.*");
    private static final List<String> NOT_UI = List.of("!ui");
    /** Streaming JSON (core) and the settings' data binding. */
    static final List<String> JACKSON = List.of("com.fasterxml.jackson.*");
    /** The protobuf wire format (pprof, OTLP, Perfetto). */
    static final List<String> PROTOBUF = List.of("com.google.protobuf", "com.google.protobuf.*");
    /** The command line's parser. */
    static final List<String> PICOCLI = List.of("picocli", "picocli.*");
    /** Controls and icons on top of JavaFX. */
    static final List<String> UI_LIBRARIES = List.of("org.controlsfx.*", "org.kordamp.*", "atlantafx.*");
    /** The JDK's own packages besides java.awt: never checked. */
    private static final List<String> JDK = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.", "org.w3c.",
            "org.xml.", "org.ietf.");

    /** Package pattern → what it may use ("!ui": every package of Flint but ui and its sub-packages). */
    static final Map<String, List<String>> MAY_IMPORT = new LinkedHashMap<>();

    static {
        row("", "cli", "desktop", "launch", "ui.app");
        row("model");
        MAY_IMPORT.put("importer", concat(List.of("model", "markers"), JACKSON, PROTOBUF));
        MAY_IMPORT.put("importer.*", concat(List.of("model", "markers", "importer", "process"), JACKSON, PROTOBUF));
        row("markers", "model");
        row("timeline", "model");
        row("calltree", "model");
        row("symbols", "model");
        MAY_IMPORT.put("sourcemaps", concat(List.of("model"), JACKSON));
        row("flamegraph", "model", "calltree");
        row("sandwich", "model", "calltree");
        row("diff", "model", "calltree");
        // speedscope's JSON is written with Jackson's generator.
        MAY_IMPORT.put("export", concat(List.of("model", "calltree", "flamegraph", "importer", "importer.*",
                "timeline"), JACKSON));
        row("process");
        MAY_IMPORT.put("record", concat(List.of("model", "importer", "importer.*", "process"), JACKSON));
        row("desktop", "model", "importer", "importer.*");
        row("launch", "process");
        row("viewmodel", "model", "timeline", "symbols");
        row("insights", "model", "timeline", "calltree");
        MAY_IMPORT.put("cli", concat(NOT_UI, JACKSON, PICOCLI));
        MAY_IMPORT.put("bench", concat(NOT_UI, JACKSON));
        // One tab's state: observable, no controls.
        MAY_IMPORT.put("ui.session", concat(ENGINE, List.of("javafx.beans.*", "javafx.collections.*")));
        MAY_IMPORT.put("ui.common", concat(ENGINE, List.of("ui.session"), JAVAFX, UI_LIBRARIES));
        // The shell puts the views and features together (and keeps the settings, in JSON); only the screenshot
        // tools (ui's root) are beyond it.
        MAY_IMPORT.put("ui.app", concat(NOT_UI, List.of("ui.*"), JAVAFX, UI_LIBRARIES, JACKSON));
        // Dev tools, leaving the runtime jar (issue 24, part B).
        MAY_IMPORT.put("ui", concat(NOT_UI, List.of("ui.*"), JAVAFX, UI_LIBRARIES, JACKSON));
        MAY_IMPORT.put("ui.bench", concat(NOT_UI, List.of("ui.*"), JAVAFX, UI_LIBRARIES, JACKSON));
        // Saved views are settings, in JSON.
        MAY_IMPORT.put("ui.savedview", concat(ENGINE, List.of("ui.session", "ui.common"), JAVAFX, UI_LIBRARIES,
                JACKSON));
        // Every view and feature (ui.flamechart, ui.calltree, ui.symbols, ui.export, ...): the tab's session and
        // the shared controls, never another view or the shell.
        MAY_IMPORT.put("ui.*", concat(ENGINE, List.of("ui.session", "ui.common"), JAVAFX, UI_LIBRARIES));
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
                boolean checked = isFlint(target) || target.equals("java.awt") || target.startsWith("java.awt.")
                        || JDK.stream().noneMatch(target::startsWith);
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
            // javafx.beans.* allows javafx.beans itself too (its Observable, InvalidationListener); "!ui" is
            // about Flint's packages only.
            allows = pattern -> matches(pattern, target) || pattern.equals(target + ".*");
        }
        return allowed.stream().anyMatch(allows);
    }

    private static boolean matches(String pattern, String name) {
        if (pattern.endsWith(".*")) return name.startsWith(pattern.substring(0, pattern.length() - 1));
        return pattern.equals(name);
    }
}
