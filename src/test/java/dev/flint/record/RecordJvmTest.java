package dev.flint.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code flint record jvm}: a small Java main of the test's own, compiled here, recorded by launch
 * ({@code -XX:StartFlightRecording}) and by attach ({@code jcmd}), {@code flint tree} showing its method.
 */
class RecordJvmTest {
    static final String BUSY = """
            public class Busy {
                static double burnCycles(int n) { double x = 0; for (int i = 0; i < n; i++) x += Math.sqrt(i + x); return x; }
                public static void main(String[] args) {
                    long end = System.currentTimeMillis() + Long.parseLong(args[0]);
                    double sum = 0;
                    while (System.currentTimeMillis() < end) sum += burnCycles(100_000);
                    if (sum < 0) System.out.println(sum);
                }
            }
            """;

    @TempDir
    Path dir;
    private final String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    @BeforeEach
    void compileBusy() throws IOException {
        Path source = Files.writeString(dir.resolve("Busy.java"), BUSY);
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", dir.toString(), source.toString()));
    }

    @Test
    void launchingRecordsTheMainsMethods() {
        Path output = dir.resolve("busy.jfr");
        FlintRun run = FlintRun.of("record", "--output", output.toString(), "--interval", "10000", "jvm", "--", java,
                "-cp", dir.toString(), "Busy", "1500");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("recorded " + output + " (jfr, "), run.out());
        assertTrue(FlintRun.tree(output).contains("Busy.burnCycles total="));
    }

    @Test
    void stoppingEarlyStillWritesAWholeRecording() throws Exception {
        Path output = dir.resolve("early.jfr");
        FlintRun run = FlintRun.of("record", "--output", output.toString(), "--duration", "2", "jvm", "--", java,
                "-cp", dir.toString(), "Busy", "600000");
        assertEquals(0, run.status(), run.err());
        assertTrue(FlintRun.tree(output).contains("Busy.burnCycles total="));
        assertEquals(List.of(), FlintRun.processesWith("Busy 600000"), "the JVM was ended");
    }

    @Test
    void attachingByPidRecordsARunningJvm() throws Exception {
        Process busy = new ProcessBuilder(java, "-cp", dir.toString(), "Busy", "120000").start();
        try {
            Path output = dir.resolve("attached.jfr");
            FlintRun run = FlintRun.of("record", "--output", output.toString(), "--duration", "2", "jvm", "--pid",
                    Long.toString(busy.pid()));
            assertEquals(0, run.status(), run.err());
            assertTrue(run.out().startsWith("recorded " + output + " (jfr, "), run.out());
            assertTrue(FlintRun.tree(output).contains("Busy.burnCycles total="));
            assertTrue(busy.isAlive(), "attaching leaves the JVM running");
        } finally {
            busy.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void attachingToAPidThatDoesNotExistIsOneLine() throws IOException {
        long pid = ProcessHandle.current().pid();
        while (ProcessHandle.of(pid).isPresent()) pid += 7919; // a free pid
        FlintRun run = FlintRun.of("record", "--output", dir.resolve("x.jfr").toString(), "jvm", "--pid", Long.toString(pid));
        assertEquals(1, run.status());
        assertEquals("flint record: no process with pid " + pid + "\n", run.err());
    }
}
