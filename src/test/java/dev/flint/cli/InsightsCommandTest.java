package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code flint insights} on recordings made with the real tools (testdata/insights, the make-*.sh scripts
 * beside them): each planted problem is found, and the control recording of the same tool has no finding.
 */
class InsightsCommandTest {
    private static final String NODE_PLANTED = "testdata/insights/node-planted.cpuprofile";
    private static final String NODE_CONTROL = "testdata/insights/node-control.cpuprofile";
    private static final String JVM_PLANTED = "testdata/insights/jvm-planted.jfr";
    private static final String JVM_CONTROL = "testdata/insights/jvm-control.jfr";

    static List<JsonNode> findings(String... args) {
        List<String> all = new ArrayList<>(List.of("insights"));
        all.addAll(List.of(args));
        all.add("--json");
        CliRun run = CliRun.of(all.toArray(String[]::new));
        assertEquals(0, run.status(), run.err());
        try {
            List<JsonNode> found = new ArrayList<>();
            new ObjectMapper().readTree(run.out()).get("findings").forEach(found::add);
            return found;
        } catch (java.io.IOException e) {
            throw new AssertionError(run.out(), e);
        }
    }

    static List<JsonNode> ofKind(List<JsonNode> findings, String kind) {
        return findings.stream().filter(f -> f.get("kind").asText().equals(kind)).toList();
    }

    static List<String> functionNames(JsonNode finding) {
        List<String> names = new ArrayList<>();
        finding.get("functions").forEach(f -> names.add(f.get("name").asText()));
        return names;
    }

    @Test
    void nodeHotFunctionIsNamedWithItsHottestLine() {
        // node-app/planted.js: checksum() is lines 9-13, its loop on line 11
        List<JsonNode> hot = ofKind(findings(NODE_PLANTED), "hot-function");
        JsonNode checksum = hot.stream().filter(f -> functionNames(f).equals(List.of("checksum"))).findFirst()
                .orElseThrow(() -> new AssertionError("no hot checksum in " + hot));
        JsonNode function = checksum.get("functions").get(0);
        assertTrue(function.get("url").asText().endsWith("/node-app/planted.js"), function.toString());
        int line = function.get("line").asInt();
        assertTrue(line >= 10 && line <= 12, "hottest line " + line);
        assertEquals("1:1", checksum.get("thread").asText());
        assertTrue(checksum.get("impactMs").asDouble() > 0);
        for (JsonNode finding : hot) {
            String name = functionNames(finding).get(0);
            assertTrue(!name.startsWith("(") || name.equals("(anonymous)"), "a pseudo-frame is never hot: " + name);
        }
    }

    @Test
    void nodePackagesAreThirdPartiesEachNamedOnce() {
        List<String> owners = ofKind(findings(NODE_PLANTED), "third-party").stream()
                .map(f -> f.get("message").asText()).toList();
        assertEquals(2, owners.size(), owners.toString());
        assertTrue(owners.stream().anyMatch(m -> m.startsWith("The package left-packer ")), owners.toString());
        assertTrue(owners.stream().anyMatch(m -> m.startsWith("The package @acme/slowjson ")), owners.toString());
    }

    @Test
    void nodeGarbageCollectorSamplesMakeAGcFinding() {
        List<JsonNode> gc = ofKind(findings(NODE_PLANTED), "gc");
        assertEquals(1, gc.size(), gc.toString());
        assertTrue(gc.get(0).get("impactMs").asDouble() > 50, gc.toString());
    }

    @Test
    void theNodeControlRecordingHasNoFinding() {
        assertEquals(List.of(), findings(NODE_CONTROL));
    }

    @Test
    void jvmLockContentionByMonitorAndLockClass() {
        List<JsonNode> locks = ofKind(findings(JVM_PLANTED), "lock-contention");
        assertEquals(2, locks.size(), locks.toString());
        JsonNode monitor = locks.stream().filter(f -> f.get("message").asText().contains("class Planted$Ledger"))
                .findFirst().orElseThrow(() -> new AssertionError(locks.toString()));
        assertEquals(List.of("Planted.postToLedger"), functionNames(monitor));
        JsonNode lock = locks.stream().filter(f -> f.get("message").asText()
                .contains("class java.util.concurrent.locks.ReentrantLock$NonfairSync")).findFirst()
                .orElseThrow(() -> new AssertionError(locks.toString()));
        assertEquals(List.of("Planted.writeBook"), functionNames(lock));
        for (JsonNode finding : locks) {
            assertTrue(finding.get("threadName").asText().matches("(ledger|book)-[0-3]"), finding.toString());
            // four threads waiting on each other for about 3 s: never more than 4 threads x the recording
            double impact = finding.get("impactMs").asDouble();
            assertTrue(impact > 1000 && impact < 4 * 4000, finding.toString());
        }
    }

    @Test
    void jvmCollectionsPausingTheRecordingMakeOneGcFinding() {
        List<JsonNode> gc = ofKind(findings(JVM_PLANTED), "gc");
        assertEquals(1, gc.size(), gc.toString());
        assertEquals("JVM", gc.get(0).get("threadName").asText());
        assertTrue(gc.get(0).get("count").asInt() > 0);
    }

    @Test
    void theJvmControlRecordingHasNoFinding() {
        assertEquals(List.of(), findings(JVM_CONTROL));
    }

    @Test
    void theTextFormHasOneBlockPerFindingWithPlaces() {
        CliRun run = CliRun.of("insights", NODE_PLANTED, "--thread", "1:1");
        assertEquals(0, run.status(), run.err());
        String[] blocks = run.out().split("\n\n");
        assertEquals(findings(NODE_PLANTED).size(), blocks.length);
        assertTrue(run.out().contains("  function: checksum file:///insights/node-app/planted.js:1"), run.out());
        assertEquals("no findings\n", CliRun.of("insights", NODE_CONTROL).out());
    }

    @Test
    void anUnknownThreadIsOneLine() {
        CliRun run = CliRun.of("insights", NODE_PLANTED, "--thread", "9:9");
        assertEquals(Cli.EXIT_USAGE, run.status());
        assertEquals(1, run.errLines().length, run.err());
    }
}
