package dev.flint.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one process wrapper, on shell scripts of the test's own: a program's whole family ends with it, also a
 * grandchild whose parent exited first (handed to init, known from the watch); its streams are always read, so
 * a program never blocks on a full pipe (a reader that stops midway, a flood on stderr, stdout kept); SIGTERM
 * leaves the pipes open (a program that writes as it ends is not killed by SIGPIPE); the time limit, an
 * interrupted wait, a program that cannot start; the error line is the tool's own. Every wait is bounded far
 * beyond what the program needs, so a busy machine does not fail them and a broken wrapper does not hang.
 */
class ChildProcessTest {
    private static final Duration GENEROUS = Duration.ofSeconds(60);

    @TempDir
    Path dir;

    @BeforeEach
    void needsAShell() {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "the test's programs are shell scripts");
    }

    /**
     * "sleep SECONDS" with this JVM's pid as extra decimals (631 becomes 631.04242), so that the process table
     * finds this run's sleeps only, not those of another build running the same test on the machine.
     */
    private static String sleep(String seconds) {
        String pid = Long.toString(ProcessHandle.current().pid());
        return "sleep " + seconds + (seconds.contains(".") ? pid : ".0" + pid);
    }

    private static ChildProcess.Builder sh(String script) {
        return ChildProcess.command(List.of("/bin/sh", "-c", script));
    }

    @Test
    void closingEndsChildrenAndAnOrphanedGrandchild() throws Exception {
        // A child that ignores SIGTERM, and a subshell that starts "sleep 631" and exits after a moment, leaving it
        // to init.
        ChildProcess workload = sh("(trap '' TERM; exec " + sleep("632") + ") & (" + sleep("631") + " & "
                + sleep("0.5") + "; exit 0) & exec " + sleep("633"))
                .withDescendants().start();
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (ProcessTable.processesWith(sleep("631")).isEmpty() && System.nanoTime() < deadline) Thread.sleep(20);
        // Wait until the subshell has exited (no process left whose command line holds "sleep 0.5": the shells
        // carry the whole script until they exec or exit), so sleep 631 is init's, not for a time an idle machine
        // takes.
        // Two empty reads 200 ms apart: one read of the process table can miss a process forked while it reads
        // (the subshell, forked just before its parent execs "sleep 633" and drops the script from its command
        // line: the CI rehearsal of 6fa7505 met that once, the loop ended at once and the subshell was there).
        int emptyReads = 0;
        while (emptyReads < 2 && System.nanoTime() < deadline) {
            emptyReads = ProcessTable.processesWith(sleep("0.5")).isEmpty() ? emptyReads + 1 : 0;
            Thread.sleep(emptyReads == 1 ? 200 : 20);
        }
        assertEquals(List.of(), ProcessTable.processesWith(sleep("0.5")), "the subshell exited");
        assertFalse(ProcessTable.processesWith(sleep("631")).isEmpty());
        workload.close();
        for (String marker : List.of(sleep("631"), sleep("632"), sleep("633"))) {
            assertEquals(List.of(), ProcessTable.processesWith(marker), marker + " survived");
        }
    }

    @Test
    void theErrorLineIsTheToolsLastLineSayingError() throws Exception {
        List<String> seen = new CopyOnWriteArrayList<>();
        try (ChildProcess tool = sh("echo 'Error: Cannot find module x' >&2; echo '    at stack (file.js:1)' >&2;"
                + " echo 'Node.js v20' >&2; exit 1").stderrLines(seen::add).start()) {
            assertEquals(1, tool.waitFor(GENEROUS));
            assertEquals("Error: Cannot find module x", tool.errorLine());
        }
        assertEquals(List.of("Error: Cannot find module x", "    at stack (file.js:1)", "Node.js v20"), seen);
    }

    /** A recorded program's stdout, line by line, for the app's Record dialog (it has no terminal). */
    @Test
    void stdoutLinesAreHandedOnAsTheyCome() throws Exception {
        List<String> out = new CopyOnWriteArrayList<>();
        List<String> err = new CopyOnWriteArrayList<>();
        try (ChildProcess program = sh("echo one; echo two >&2; printf 'three'").stdoutLines(out::add)
                .stderrLines(err::add).start()) {
            assertEquals(0, program.waitFor(GENEROUS));
        }
        assertEquals(List.of("one", "three"), out, "the last line without its newline too");
        assertEquals(List.of("two"), err);
    }

    @Test
    void aToolThatSaysItsErrorOnStdoutIsReadThere() throws Exception {
        try (ChildProcess jcmd = sh("echo 'Connected to 42'; echo 'java.io.IOException: No such process'; exit 1")
                .stdoutKept().start()) {
            assertEquals(1, jcmd.waitFor(GENEROUS));
            assertEquals("Connected to 42\njava.io.IOException: No such process\n", jcmd.keptOutput());
            assertEquals("java.io.IOException: No such process", jcmd.errorLine());
        }
    }

    @Test
    void askingToEndLeavesThePipesOpenForItsLastWords() throws Exception {
        // perf record writes its closing lines after SIGTERM: with its pipes closed it died of SIGPIPE (141).
        List<String> seen = new CopyOnWriteArrayList<>();
        try (ChildProcess tool = sh("trap 'echo wrote the file >&2; exit 0' TERM; echo ready >&2;"
                + " while :; do sleep 0.1; done").stderrLines(seen::add).start()) {
            long deadline = System.nanoTime() + GENEROUS.toNanos();
            while (!seen.contains("ready") && System.nanoTime() < deadline) Thread.sleep(20);
            tool.askToEnd();
            assertEquals(0, tool.waitFor(GENEROUS));
            assertFalse(tool.wasEnded(), "it ended itself, on the signal");
        }
        assertEquals(List.of("ready", "wrote the file"), seen);
    }

    @Test
    void aReaderThatStopsMidwayLeavesTheRestToTheWrapper() throws Exception {
        // 10 MB on stdout and 10 MB on stderr, far past a pipe's buffer: the program ends only if both are read.
        try (ChildProcess tool = sh("yes 'stderr 12345678' | head -c 10485760 >&2; yes 'a line' | head -c 10485760; exit 3")
                .stdoutStreamed().start()) {
            BufferedReader out = new BufferedReader(new InputStreamReader(tool.output(), StandardCharsets.UTF_8));
            assertEquals("a line", out.readLine());
            out.close(); // not the pipe's close: the program is not killed by SIGPIPE
            assertEquals(3, tool.waitFor(GENEROUS));
            assertFalse(tool.outputEnded());
            assertEquals("stderr 12345678", tool.errorLine());
        }
    }

    @Test
    void keptStdoutIsBoundedAndTheRestStillRead() throws Exception {
        try (ChildProcess tool = sh("yes 'more output' | head -c 1048576").start()) {
            assertEquals(0, tool.waitFor(GENEROUS));
            assertEquals(ChildProcess.MAX_KEPT_BYTES, tool.keptOutput().length());
        }
    }

    @Test
    void theTimeLimitEndsIt() throws Exception {
        try (ChildProcess tool = sh("exec " + sleep("634")).timeLimit(Duration.ofMillis(300)).start()) {
            long deadline = System.nanoTime() + GENEROUS.toNanos();
            while (tool.isAlive() && System.nanoTime() < deadline) Thread.sleep(20);
            assertFalse(tool.isAlive());
            assertTrue(tool.timedOut());
            assertTrue(tool.wasEnded());
        }
        assertEquals(List.of(), ProcessTable.processesWith(sleep("634")));
    }

    @Test
    void anInterruptedWaitThrowsAndClosingEndsIt() throws Exception {
        try (ChildProcess tool = sh("exec " + sleep("635")).start()) {
            Thread.currentThread().interrupt();
            assertThrows(InterruptedException.class, () -> tool.waitFor(GENEROUS));
        }
        assertFalse(Thread.interrupted(), "the wait consumed the interrupt");
        assertEquals(List.of(), ProcessTable.processesWith(sleep("635")));
    }

    @Test
    void aProgramThatCannotStartIsTheSystemsReason() throws IOException {
        IOException missing = assertThrows(IOException.class,
                () -> ChildProcess.command(List.of(dir.resolve("no-such-program").toString())).start());
        assertEquals("No such file or directory", missing.getMessage());
        Path notExecutable = Files.writeString(dir.resolve("plain.txt"), "text");
        IOException denied = assertThrows(IOException.class,
                () -> ChildProcess.command(List.of(notExecutable.toString())).start());
        assertEquals("Permission denied", denied.getMessage());
    }
}
