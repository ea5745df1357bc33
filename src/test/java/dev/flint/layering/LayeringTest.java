package dev.flint.layering;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The project's layering holds, and the check catches each kind of break (on made-up source trees). */
class LayeringTest {
    /**
     * Packages whose cycles among themselves are a known debt, not yet a failure: the UI and its views
     * (ui.calltree and ui.symbols use ui's Icons, LoadedThread, LoadedProfile, MainWindow). The importer
     * and every format sub-package reach each other only one way (sub-packages through ImporterProvider),
     * and every engine layer must be in no cycle at all.
     */
    static final Predicate<String> TOLERATED = pkg -> pkg.equals("dev.flint.ui") || pkg.startsWith("dev.flint.ui.");

    private static final Predicate<String> NONE = pkg -> false;

    @Test
    void theProjectKeepsItsLayers() {
        assertEquals(List.of(), SourceLayering.violations(Path.of("src/main/java"), TOLERATED));
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
                SourceLayering.violations(root, TOLERATED));
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
