package dev.flint.layering;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The project's layering holds, and the checks catch each kind of break (on made-up trees): the README's
 * "may import" table and package cycles over the compiled classes ({@link LayerTable},
 * {@link ClassFileDependencies}), JavaFX outside ui and missing package-info files over the sources
 * ({@link SourceLayering}).
 */
class LayeringTest {
    private static final Predicate<String> NONE = pkg -> false;

    @Test
    void theProjectKeepsItsLayers() {
        assertEquals(List.of(), SourceLayering.violations(Path.of("src/main/java"), NONE));
    }

    @Test
    void theCompiledClassesKeepTheMayImportTableWithoutCycles() {
        // -Dflint.layering.classes=DIR checks another build's classes (an older one, to see what it broke).
        Path classes = Path.of(System.getProperty("flint.layering.classes", "target/classes"));
        assertTrue(Files.isDirectory(classes.resolve("dev/flint/model")), "compiled classes in " + classes);
        assertEquals(List.of(), LayerTable.violations(ClassFileDependencies.of(classes)));
    }

    @Test
    void theModelUsingTheCallTreeIsCaught(@TempDir Path root) throws Exception {
        compile(root, Map.of(
                "dev/flint/model/Profile.java", "package dev.flint.model;\npublic class Profile { dev.flint.calltree.CallTree tree; }",
                "dev/flint/calltree/CallTree.java", "package dev.flint.calltree;\npublic class CallTree {}"));
        assertEquals(List.of("dev.flint.model uses dev.flint.calltree (row model allows the JDK only)"),
                LayerTable.violations(ClassFileDependencies.of(root)));
    }

    @Test
    void aViewUsingAnotherViewOrTheShellIsCaught(@TempDir Path root) throws Exception {
        compile(root, Map.of(
                "dev/flint/ui/flamegraph/Graph.java", "package dev.flint.ui.flamegraph;\n"
                        + "public class Graph { void f(dev.flint.ui.calltree.Panel p) { p.select(); } }",
                "dev/flint/ui/calltree/Panel.java", "package dev.flint.ui.calltree;\n"
                        + "public class Panel { public void select() { new dev.flint.ui.app.Window(); } }",
                "dev/flint/ui/app/Window.java", "package dev.flint.ui.app;\npublic class Window {}"));
        assertEquals(List.of(
                "dev.flint.ui.calltree uses dev.flint.ui.app (row ui.* allows other packages)",
                "dev.flint.ui.flamegraph uses dev.flint.ui.calltree (row ui.* allows other packages)"),
                LayerTable.violations(ClassFileDependencies.of(root)));
    }

    @Test
    void theSessionUsingAControlIsCaughtItsBeansAreNot(@TempDir Path root) throws Exception {
        compile(root, Map.of("dev/flint/ui/session/State.java", "package dev.flint.ui.session;\n"
                + "public class State { javafx.beans.property.BooleanProperty busy; javafx.scene.control.Label label; }"));
        List<String> problems = LayerTable.violations(ClassFileDependencies.of(root));
        assertEquals(List.of("dev.flint.ui.session uses javafx.scene.control (row ui.session allows other packages)"),
                problems);
    }

    @Test
    void aCycleInTheClassesIsCaughtAndAStringNamingAPackageIsNoUse(@TempDir Path root) throws Exception {
        compile(root, Map.of(
                "dev/flint/ui/threads/A.java", "package dev.flint.ui.threads;\n"
                        + "public class A { java.util.List<dev.flint.ui.details.B> bs; String css = \"/dev/flint/ui/app/x.css\"; }",
                "dev/flint/ui/details/B.java", "package dev.flint.ui.details;\npublic class B { dev.flint.ui.threads.A a; }"));
        List<String> problems = LayerTable.violations(ClassFileDependencies.of(root));
        assertEquals("package cycle: dev.flint.ui.details, dev.flint.ui.threads", problems.get(problems.size() - 1));
        // A generic type argument is a use; the resource path in a string is none (no dev.flint.ui.app).
        assertEquals(3, problems.size(), problems.toString());
        assertTrue(problems.stream().noneMatch(p -> p.contains("ui.app")), problems.toString());
    }

    /**
     * Third-party libraries only where DESIGN.md's table puts them: Jackson in the importers, sourcemaps, record,
     * export, cli and the settings; protobuf in the importers; picocli in cli; the UI libraries in ui.
     */
    @Test
    void aThirdPartyImportOutsideItsRowsIsCaught(@TempDir Path root) throws Exception {
        compile(root, Map.of(
                "dev/flint/calltree/Tree.java", "package dev.flint.calltree;\nimport com.fasterxml.jackson.core.JsonFactory;\n"
                        + "public class Tree { JsonFactory json = new JsonFactory(); }",
                "dev/flint/sourcemaps/Maps.java", "package dev.flint.sourcemaps;\n"
                        + "public class Maps { com.fasterxml.jackson.core.JsonParser parser; com.google.protobuf.CodedInputStream in; }",
                "dev/flint/importer/Reader.java", "package dev.flint.importer;\npublic class Reader { "
                        + "com.fasterxml.jackson.core.JsonParser p; com.google.protobuf.CodedInputStream in; picocli.CommandLine line; }",
                "dev/flint/record/Recorder.java", "package dev.flint.record;\n"
                        + "public class Recorder { com.fasterxml.jackson.core.JsonParser p; org.kordamp.ikonli.javafx.FontIcon icon; }",
                "dev/flint/cli/Command.java", "package dev.flint.cli;\n"
                        + "public class Command { picocli.CommandLine line; com.fasterxml.jackson.core.JsonGenerator json; }",
                "dev/flint/ui/calltree/Bar.java", "package dev.flint.ui.calltree;\n"
                        + "public class Bar { org.controlsfx.control.BreadCrumbBar<String> bar; picocli.CommandLine line; }"));
        assertEquals(List.of(
                "dev.flint.calltree uses com.fasterxml.jackson.core (row calltree allows model)",
                "dev.flint.importer uses picocli (row importer allows other packages)",
                "dev.flint.record uses org.kordamp.ikonli.javafx (row record allows other packages)",
                "dev.flint.sourcemaps uses com.google.protobuf (row sourcemaps allows model, com.fasterxml.jackson.*)",
                "dev.flint.ui.calltree uses picocli (row ui.* allows other packages)"),
                LayerTable.violations(ClassFileDependencies.of(root)));
    }

    @Test
    void aPackageWithoutARowIsCaught(@TempDir Path root) throws Exception {
        compile(root, Map.of("dev/flint/gadgets/G.java", "package dev.flint.gadgets;\npublic class G {}"));
        assertEquals(List.of("dev.flint.gadgets: no row in the layering table"),
                LayerTable.violations(ClassFileDependencies.of(root)));
    }

    /** Compiles made-up sources (path → text) into {@code root} with the JDK's compiler. */
    private static void compile(Path root, Map<String, String> sources) throws Exception {
        Path src = root.resolve("src");
        List<String> arguments = new ArrayList<>(List.of("-d", root.toString(), "-proc:none", "-classpath",
                System.getProperty("java.class.path")));
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Path file = src.resolve(source.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, source.getValue());
            arguments.add(file.toString());
        }
        javax.tools.JavaCompiler javac = javax.tools.ToolProvider.getSystemJavaCompiler();
        java.io.StringWriter errors = new java.io.StringWriter();
        int status = javac.run(null, null, new java.io.PrintStream(new java.io.OutputStream() {
            @Override
            public void write(int b) {
                errors.write(b);
            }
        }), arguments.toArray(String[]::new));
        assertEquals(0, status, errors.toString());
        deleteTree(src);
    }

    private static void deleteTree(Path dir) throws java.io.IOException {
        try (var files = Files.walk(dir)) {
            for (Path file : files.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(file);
        }
    }

    @Test
    void javafxOutsideUiIsCaughtImportedOrWrittenInFull(@TempDir Path root) throws Exception {
        write(root, "dev/flint/model/package-info.java", "package dev.flint.model;");
        write(root, "dev/flint/model/A.java", "package dev.flint.model;\nimport javafx.scene.Node;\nclass A {}");
        write(root, "dev/flint/model/B.java", "package dev.flint.model;\nclass B { java.awt.Desktop d; }");
        write(root, "dev/flint/model/C.java", "package dev.flint.model;\n// javafx.scene in a comment\n"
                + "class C { String s = \"java.awt.Desktop\"; }");
        write(root, "dev/flint/ui/package-info.java", "package dev.flint.ui;");
        write(root, "dev/flint/ui/D.java", "package dev.flint.ui;\nimport javafx.scene.Node;\nclass D {}");
        assertEquals(List.of(
                "dev/flint/model/A.java: uses javafx outside dev.flint.ui (only the UI layer may)",
                "dev/flint/model/B.java: uses java.awt outside dev.flint.ui (only the UI layer may)"),
                SourceLayering.violations(root, NONE));
    }

    @Test
    void aCycleBetweenImporterAndFirefoxIsCaught(@TempDir Path root) throws Exception {
        write(root, "dev/flint/importer/package-info.java", "package dev.flint.importer;");
        write(root, "dev/flint/importer/firefox/package-info.java", "package dev.flint.importer.firefox;");
        write(root, "dev/flint/importer/Loader.java",
                "package dev.flint.importer;\nclass Loader { Object o = new dev.flint.importer.firefox.Gecko(); }");
        write(root, "dev/flint/importer/firefox/Gecko.java",
                "package dev.flint.importer.firefox;\nimport dev.flint.importer.Loader;\npublic class Gecko {}");
        assertEquals(List.of("import cycle between dev.flint.importer, dev.flint.importer.firefox"),
                SourceLayering.violations(root, NONE));
        // One direction alone is layering, not a cycle.
        write(root, "dev/flint/importer/Loader.java", "package dev.flint.importer;\nclass Loader {}");
        assertEquals(List.of(), SourceLayering.violations(root, NONE));
    }

    @Test
    void aLongerCycleIsCaughtToo(@TempDir Path root) throws Exception {
        for (String p : List.of("a", "b", "c")) {
            write(root, "dev/flint/" + p + "/package-info.java", "package dev.flint." + p + ";");
        }
        write(root, "dev/flint/a/A.java", "package dev.flint.a;\nimport dev.flint.b.B;\nclass A {}");
        write(root, "dev/flint/b/B.java", "package dev.flint.b;\nimport static dev.flint.c.C.f;\npublic class B {}");
        write(root, "dev/flint/c/C.java", "package dev.flint.c;\npublic class C { dev.flint.a.A a; static void f() {} }");
        assertEquals(List.of("import cycle between dev.flint.a, dev.flint.b, dev.flint.c"),
                SourceLayering.violations(root, NONE));
        assertEquals(List.of(), SourceLayering.violations(root, pkg -> true), "all tolerated");
    }

    @Test
    void aPackageWithoutPackageInfoIsCaught(@TempDir Path root) throws Exception {
        write(root, "dev/flint/calltree/X.java", "package dev.flint.calltree;\nclass X {}");
        assertEquals(List.of("dev.flint.calltree: no package-info.java"), SourceLayering.violations(root, NONE));
    }

    private static void write(Path root, String relative, String text) throws Exception {
        Path file = root.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
