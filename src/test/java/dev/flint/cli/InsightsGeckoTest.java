package dev.flint.cli;

import static dev.flint.cli.InsightsCommandTest.findings;
import static dev.flint.cli.InsightsCommandTest.functionNames;
import static dev.flint.cli.InsightsCommandTest.ofKind;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Long tasks of a Firefox recording ({@code testdata/gecko/firefox-small.json.gz}, made by capture-gecko.sh):
 * Gecko threads have no task events, so their tasks are the event-loop janks of the samples' event delay.
 * The file:// content process ran workload.html (fib, sorting) for a second: its jank is found with those
 * functions; the processes that only loaded (Privileged Content, two Web Content) have none.
 */
class InsightsGeckoTest {
    private static final String FIREFOX = "testdata/gecko/firefox-small.json.gz";

    @Test
    void theWorkloadsEventLoopJankIsALongTaskWithItsFunctions() {
        List<JsonNode> longTasks = ofKind(findings(FIREFOX), "long-task");
        JsonNode workload = longTasks.stream().filter(f -> f.get("thread").asText().equals("10582:10582")).findFirst()
                .orElseThrow(() -> new AssertionError("no long task on the workload's thread in " + longTasks));
        assertEquals(1, workload.get("count").asInt(), workload.toString());
        assertTrue(workload.get("message").asText().startsWith("1 event-loop jank over 50 ms"), workload.toString());
        // the jank spans most of the page's second of work
        JsonNode range = workload.get("ranges").get(0);
        double durationMs = (range.get(1).asDouble() - range.get(0).asDouble()) / 1000;
        assertTrue(durationMs > 500 && durationMs < 1500, "jank of " + durationMs + " ms");
        assertEquals(durationMs - 50, workload.get("impactMs").asDouble(), 0.01);
        assertTrue(functionNames(workload).contains("fib"), functionNames(workload).toString());
    }

    @Test
    void processesThatOnlyLoadedHaveNoLongTask() {
        Set<String> threads = ofKind(findings(FIREFOX), "long-task").stream().map(f -> f.get("thread").asText())
                .collect(Collectors.toSet());
        for (String quiet : List.of("10677:10677", "10660:10660", "10669:10669")) {
            assertTrue(!threads.contains(quiet), quiet + " has a long task: " + threads);
        }
    }
}
