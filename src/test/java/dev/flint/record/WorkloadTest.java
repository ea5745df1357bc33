package dev.flint.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * The supervisor: a workload's whole family ends with the recording, also a grandchild whose parent exited
 * first (handed to init, known from the watch); the tool's error line is its own.
 */
class WorkloadTest {
    @Test
    void closingEndsChildrenAndAnOrphanedGrandchild() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "the test's workload is a shell script");
        // The test's own workload: a child that ignores SIGTERM, and a subshell that starts "sleep 631" and
        // exits after a moment, leaving it to init.
        List<String> script = List.of("/bin/sh", "-c",
                "(trap '' TERM; exec sleep 632) & (sleep 631 & sleep 0.5; exit 0) & exec sleep 633");
        Workload workload = Workload.start(script, Map.of(), null, line -> { });
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (FlintRun.processesWith("sleep 631").isEmpty() && System.nanoTime() < deadline) Thread.sleep(20);
        Thread.sleep(1500); // the subshell has exited: sleep 631 is init's now
        assertFalse(FlintRun.processesWith("sleep 631").isEmpty());
        workload.close();
        for (String marker : List.of("sleep 631", "sleep 632", "sleep 633")) {
            assertEquals(List.of(), FlintRun.processesWith(marker), marker + " survived");
        }
    }

    @Test
    void theErrorLineIsTheToolsLastLineSayingError() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "the test's tool is a shell script");
        List<String> seen = new CopyOnWriteArrayList<>();
        try (Workload tool = Workload.start(List.of("/bin/sh", "-c",
                "echo 'Error: Cannot find module x' >&2; echo '    at stack (file.js:1)' >&2; echo 'Node.js v20' >&2; exit 1"),
                Map.of(), null, seen::add)) {
            assertEquals(1, tool.waitFor(Duration.ofSeconds(10)));
            assertEquals("Error: Cannot find module x", tool.lastError());
        }
        assertEquals(List.of("Error: Cannot find module x", "    at stack (file.js:1)", "Node.js v20"), seen);
    }
}
