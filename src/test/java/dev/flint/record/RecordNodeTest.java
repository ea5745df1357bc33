package dev.flint.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code flint record node}: real recordings of this test's own Node scripts (a worker thread: two tracks of
 * one file; the inspector attach; Ctrl+C in a separate JVM), each checked with {@code flint tree} for the
 * script's functions, and the temporary folders and workload processes gone afterwards.
 */
class RecordNodeTest {
    /** Main thread and a worker, each busy in a function of its own for 300 ms, then both end. */
    static final String WORKERS = """
            const { Worker, isMainThread } = require('worker_threads');
            function spin(ms) { const end = Date.now() + ms; let x = 0; while (Date.now() < end) x += Math.sqrt(x + 1); return x; }
            function mainThreadWork() { spin(300); }
            function workerThreadWork() { spin(300); }
            if (isMainThread) { new Worker(__filename); mainThreadWork(); } else { workerThreadWork(); }
            """;
    /** Runs until stopped: work in timer callbacks, as a server's is. */
    static final String LONG = """
            function serveRequest() { const end = Date.now() + 15; let x = 0; while (Date.now() < end) x += Math.sqrt(x + 1); }
            setInterval(serveRequest, 20);
            """;

    @TempDir
    Path dir;

    @BeforeAll
    static void needsNode() {
        assumeTrue(FlintRun.runs("node", "--version"), "node is not installed: the node recording tests are skipped");
    }

    @Test
    void aScriptWithAWorkerIsOneFileWithATrackPerThread() throws Exception {
        Path script = Files.writeString(dir.resolve("workers.js"), WORKERS);
        Path output = dir.resolve("workers.json");
        int foldersBefore = FlintRun.tempFolders("node").size();
        FlintRun run = FlintRun.of("record", "--output", output.toString(), "--interval", "500", "node", "--", "node",
                script.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().matches("recorded " + Pattern.quote(output.toString()) + " \\(chrome-trace, [0-9]+ samples\\)\n"),
                run.out());
        FlintRun info = FlintRun.of("info", output.toString());
        assertTrue(info.out().contains("\"tid\": 0, \"name\": \"main\""), info.out());
        assertTrue(info.out().contains("\"tid\": 1, \"name\": \"worker 1\""), info.out());
        String main = FlintRun.tree(output, "--thread", "main");
        String worker = FlintRun.tree(output, "--thread", "worker 1");
        assertTrue(main.contains("mainThreadWork total="), main);
        assertFalse(main.contains("workerThreadWork"), main);
        assertTrue(worker.contains("workerThreadWork total="), worker);
        assertEquals(foldersBefore, FlintRun.tempFolders("node").size(), "the temporary folder is deleted");
        assertEquals(List.of("workers.js", "workers.json"), Files.list(dir).map(p -> p.getFileName().toString()).sorted().toList(),
                "no temporary file is left beside the output");
    }

    @Test
    void attachingThroughTheInspectorRecordsTheRunningScript() throws Exception {
        // serveRequest stays a frame of its own: on a busy machine V8 optimized it into its timer's caller and the
        // recorded tree showed its time as listOnTimeout's self time, with no serveRequest in it.
        Path script = Files.writeString(dir.resolve("server.js"), LONG + "%NeverOptimizeFunction(serveRequest);\n"
                + "setTimeout(() => process.exit(0), 60000);\n");
        Process node = new ProcessBuilder("node", "--allow-natives-syntax", "--inspect=127.0.0.1:0", script.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            String port = inspectorPort(node);
            Path output = dir.resolve("attached.cpuprofile");
            FlintRun run = FlintRun.of("record", "--output", output.toString(), "--duration", "2", "--interval", "1000",
                    "node", "--inspect", "127.0.0.1:" + port);
            assertEquals(0, run.status(), run.err());
            assertTrue(run.out().startsWith("recorded " + output + " (cpuprofile, "), run.out());
            String tree = FlintRun.tree(output);
            assertTrue(tree.contains("serveRequest total="), tree);
            assertTrue(node.isAlive(), "attaching leaves the process running");
        } finally {
            node.destroyForcibly().waitFor();
        }
    }

    @Test
    void anInspectorNotOnLoopbackIsRefusedInOneLine() {
        FlintRun run = FlintRun.of("record", "--output", dir.resolve("x.cpuprofile").toString(), "node", "--inspect",
                "192.0.2.1:9229");
        assertEquals(1, run.status());
        assertEquals("flint record: refusing 192.0.2.1:9229: inspector and debugging endpoints must be on loopback "
                + "(127.0.0.1, [::1] or localhost)\n", run.err());
    }

    @Test
    void anInspectorThatDoesNotAnswerIsOneLine() throws IOException {
        int port;
        try (java.net.ServerSocket free = new java.net.ServerSocket(0)) {
            port = free.getLocalPort();
        }
        FlintRun run = FlintRun.of("record", "--output", dir.resolve("x.cpuprofile").toString(), "node", "--inspect",
                "127.0.0.1:" + port);
        assertEquals(1, run.status());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("flint record: no Node inspector answers at 127.0.0.1:" + port
                + " (start node with --inspect=127.0.0.1:" + port + "): "), run.err());
    }

    @Test
    void ctrlCLeavesAWholeFileAndNoWorkloadProcess() throws Exception {
        // The workload says when serveRequest has run 20 times (a file), so Ctrl+C comes after work to record
        // however slowly a loaded machine starts node; every wait below is on a condition, bounded generously.
        Path served = dir.resolve("served-20");
        Path script = Files.writeString(dir.resolve("long-ctrl-c.js"), LONG + "let runs = 0;\nsetInterval(() => { if (++runs === 20) "
                + "require('fs').writeFileSync(" + JsonText.quote(served.toString()) + ", ''); }, 20);\n");
        Path output = dir.resolve("long.json");
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process flint = new ProcessBuilder(java, "-Xmx256m", "-cp", classPath, "dev.flint.Main", "record", "--output",
                output.toString(), "node", "--", "node", script.toString()).redirectErrorStream(true).start();
        try {
            // node's command line, not flint's (which names the script too)
            String workload = "--cpu-prof-dir";
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
            while (!Files.exists(served) && flint.isAlive() && System.nanoTime() < deadline) Thread.sleep(50);
            assertTrue(Files.exists(served), "the workload ran serveRequest 20 times");
            assertFalse(FlintRun.processesWith(workload).isEmpty(), "the workload runs");
            assertTrue(FlintRun.runs("kill", "-INT", Long.toString(flint.pid())), "SIGINT sent to the CLI's JVM only");
            // Ending node, reading its profile and writing the trace: seconds on an idle machine, a minute or more
            // on a loaded one; a hang still fails.
            assertTrue(flint.waitFor(300, TimeUnit.SECONDS), "flint ends after Ctrl+C");
            String said = new String(flint.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(said.contains("recorded " + output + " (chrome-trace, "), said);
            assertEquals(List.of(), FlintRun.processesWith(script.toString()), "no workload process survives");
            assertTrue(FlintRun.tree(output).contains("serveRequest total="));
        } finally {
            flint.destroyForcibly().waitFor();
            for (long pid : FlintRun.processesWith(script.toString())) ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        }
    }

    @Test
    void aCommandThatDoesNotExistIsOneLineAndWritesNothing() throws IOException {
        Path output = dir.resolve("none.json");
        FlintRun run = FlintRun.of("record", "--output", output.toString(), "node", "--", "/no/such/node-program");
        assertEquals(1, run.status());
        assertEquals("flint record: cannot run /no/such/node-program: No such file or directory\n", run.err());
        assertEquals(List.of(), Files.list(dir).toList(), "no output and no temporary file");
    }

    @Test
    void aToolThatExitsAtOnceGivesItsOwnErrorInOneLine() throws IOException {
        Path output = dir.resolve("none.json");
        FlintRun run = FlintRun.of("record", "--output", output.toString(), "node", "--", "node", "--no-such-option-xyz");
        assertEquals(1, run.status());
        String last = run.err().lines().reduce((a, b) -> b).orElse("");
        assertTrue(last.matches("flint record: node exited with status [0-9]+ and wrote no profile: .*--no-such-option-xyz.*"), run.err());
        assertEquals(List.of(), Files.list(dir).toList());
    }

    @Test
    void anOutputThatIsAFolderOrADeviceIsRefusedBeforeAnythingRuns() throws IOException {
        FlintRun folder = FlintRun.of("record", "--output", dir.toString(), "node", "--", "node", "-e", "1");
        assertEquals(1, folder.status());
        assertEquals(dir + ": cannot write the recording: it is a folder; --output takes a file name\n", folder.err());
        FlintRun device = FlintRun.of("record", "--output", "/dev/null", "node", "--", "node", "-e", "1");
        assertEquals(1, device.status());
        assertEquals("/dev/null: cannot write the recording: it is a character device, not a regular file: "
                + "a recording only writes regular files\n", device.err());
    }

    /** The port of {@code node --inspect=127.0.0.1:0}, from its {@code Debugger listening on ws://...} line. */
    static String inspectorPort(Process node) throws IOException {
        BufferedReader err = new BufferedReader(new InputStreamReader(node.getErrorStream(), StandardCharsets.UTF_8));
        Pattern listening = Pattern.compile("Debugger listening on ws://127\\.0\\.0\\.1:([0-9]+)/");
        for (String line; (line = err.readLine()) != null; ) {
            Matcher m = listening.matcher(line);
            if (m.find()) return m.group(1);
        }
        throw new AssertionError("node printed no inspector address");
    }
}
