package dev.flint.packaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What {@code mvn package} ships: the dev tools (benchmarks, screenshot makers, the first-paint hook) are in
 * target/flint-bench.jar and nowhere in the runtime (target/flint.jar and target/lib, which the packaged app
 * is made of). Runs in {@code mvn verify}, once the jars exist; {@code -Dflint.runtimeJar=JAR} checks another
 * jar (an old build's, to see the check fail).
 */
class RuntimeJarTest {
    private static final Path TARGET = Path.of("target");

    /** A dev tool's class, by its entry name in a jar. */
    static boolean isDevTool(String entry) {
        if (!entry.endsWith(".class")) return false;
        String simple = entry.substring(entry.lastIndexOf('/') + 1);
        return entry.startsWith("dev/flint/bench/") || entry.startsWith("dev/flint/ui/bench/")
                || simple.contains("Screenshot") || simple.contains("Benchmark");
    }

    @Test
    void theAppJarHoldsNoDevTool() throws IOException {
        Path jar = Path.of(System.getProperty("flint.runtimeJar", TARGET.resolve("flint.jar").toString()));
        List<String> devTools = new ArrayList<>();
        List<String> swingUsers = new ArrayList<>();
        try (JarFile file = new JarFile(jar.toFile())) {
            for (JarEntry entry : Collections.list(file.entries())) {
                if (isDevTool(entry.getName())) devTools.add(entry.getName());
                if (entry.getName().endsWith(".class") && mentions(file, entry, "javafx/embed/swing")) {
                    swingUsers.add(entry.getName());
                }
            }
        }
        assertEquals(List.of(), devTools, jar + " holds dev tools");
        assertEquals(List.of(), swingUsers, jar + " holds classes that use JavaFX's Swing interop");
    }

    @Test
    void theRuntimeLibrariesHoldNoSwingInterop() throws IOException {
        List<String> libs;
        try (Stream<Path> list = Files.list(TARGET.resolve("lib"))) {
            libs = list.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertTrue(libs.stream().anyMatch(name -> name.startsWith("javafx-controls-")), "target/lib: " + libs);
        assertEquals(List.of(), libs.stream().filter(name -> name.startsWith("javafx-swing")).toList());
    }

    /** The check is not vacuous: the dev tools are built, into their own jar. */
    @Test
    void theDevToolsAreInTheBenchJar() throws IOException {
        try (JarFile file = new JarFile(TARGET.resolve("flint-bench.jar").toFile())) {
            for (String tool : List.of("dev/flint/bench/ImportBenchmark.class", "dev/flint/ui/Screenshot.class",
                    "dev/flint/ui/compare/CompareScreenshot.class", "dev/flint/ui/bench/FirstPaintBenchmark.class")) {
                assertTrue(file.getEntry(tool) != null, "flint-bench.jar lacks " + tool);
                assertTrue(isDevTool(tool), tool);
            }
        }
    }

    private static boolean mentions(JarFile file, JarEntry entry, String text) throws IOException {
        try (InputStream in = file.getInputStream(entry)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).contains(text);
        }
    }
}
