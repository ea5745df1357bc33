package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file name with non-ASCII characters, through a real launch ({@code java -cp ... dev.flint.Main}) under
 * LANG=C and LANG=C.UTF-8: a UTF-8 locale loads it; the C locale, in which Java cannot name the file at
 * all, gets one line saying so. Output is UTF-8 under either. The name is passed as bytes by /bin/sh so
 * the test does not depend on its own JVM's locale.
 */
class LocaleTest {
    private static final String NAME_BYTES = "pr\\303\\270file.folded"; // "prøfile.folded" in UTF-8, for printf

    @TempDir
    Path dir;

    private record Launch(int status, String out, String err) {}

    private Launch launch(String lang, String command) throws IOException, InterruptedException {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String script = "printf 'm\\303\\270in;work 3\\n' > \"$(printf '" + NAME_BYTES + "')\" && "
                + "exec \"$JAVA\" -Xmx256m -cp \"$CP\" dev.flint.Main " + command + " \"$(printf '" + NAME_BYTES + "')\"";
        ProcessBuilder builder = new ProcessBuilder("/bin/sh", "-c", script).directory(dir.toFile());
        builder.environment().put("LANG", lang);
        builder.environment().put("LC_ALL", lang);
        builder.environment().put("JAVA", java);
        builder.environment().put("CP", classPath);
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        Process process = builder.start();
        byte[] out = process.getInputStream().readAllBytes();
        byte[] err = process.getErrorStream().readAllBytes();
        return new Launch(process.waitFor(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }

    @Test
    void underAUtf8LocaleTheFileLoadsAndNamesPrintAsUtf8() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh");
        Launch tree = launch("C.UTF-8", "tree");
        assertEquals(0, tree.status(), tree.err());
        assertEquals("m\u00f8in total=3 self=0\n  work total=3 self=3\n", tree.out());
    }

    @Test
    void underTheCLocaleItIsOneLine() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh");
        Launch info = launch("C", "info");
        assertEquals(Cli.EXIT_BAD_FILE, info.status(), info.err());
        List<String> lines = info.err().lines().toList();
        assertEquals(1, lines.size(), info.err());
        assertEquals(true, lines.get(0).endsWith(": the file name cannot be represented in this locale's encoding "
                + "(ANSI_X3.4-1968): run Flint under a UTF-8 locale, e.g. LANG=C.UTF-8"), info.err());
    }
}
