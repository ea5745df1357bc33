package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every command on a {@code --preprocess} JSON (testdata/v8-preprocess/main.preprocess.json.gz) and on the log it
 * was made of: the JS view of the two is the same tree, so {@code tree}, {@code export} and {@code diff}
 * compare them whole (their native frames differ: the processor finds no code in node's grown text mapping).
 */
class V8PreprocessCliTest {
    private static final String JSON = "testdata/v8-preprocess/main.preprocess.json.gz";
    private static final String LOG = "testdata/v8-preprocess/main.v8.log.gz";

    private static CliRun ok(String... args) {
        CliRun run = CliRun.of(args);
        assertEquals(0, run.status(), run.err());
        return run;
    }

    @Test
    void infoNamesTheFormatAndCountsEveryTick() {
        CliRun run = ok("info", JSON);
        assertEquals("{\"format\": \"v8-preprocess\", \"threads\": [{\"pid\": 1, \"tid\": 1, \"name\": \"\", \"samples\": 229, "
                + "\"startMicros\": 7878, \"endMicros\": 774704, \"profileCalls\": 1289, \"traceEvents\": 0}]}\n", run.out());
        assertEquals("warning: " + JSON + ": ticks: the pc is in no code --prof-process resolved (code index -1): shown"
                + " as (unaccounted), as --prof-process counts them (114 samples affected)\n", run.err());
    }

    @Test
    void theJsTreeIsTheLogsTree() {
        String json = ok("tree", JSON, "--implementation", "js").out();
        assertEquals(ok("tree", LOG, "--implementation", "js").out(), json);
        assertTrue(json.contains("\n              main total=264.101 self=29.271\n                fib total=158.778 self=0\n"), json);
        String fib = ok("tree", JSON, "--transform", "focus-function=fib", "--implementation", "js").out();
        assertTrue(fib.startsWith("fib total=158.778 self="), fib);
    }

    @Test
    void callsListsTheThread() {
        String calls = ok("calls", JSON).out();
        assertTrue(calls.contains("\"fib\""), calls.substring(0, Math.min(400, calls.length())));
    }

    @Test
    void exportsAreTheLogsExports() {
        for (String format : new String[] {"folded", "speedscope"}) {
            String json = ok("export", JSON, "--format", format, "--output", "-", "--implementation", "js").out();
            String log = ok("export", LOG, "--format", format, "--output", "-", "--implementation", "js").out();
            assertEquals(log.replace("main.v8.log", "main.preprocess.json"), json, format);
            assertTrue(json.contains("fib"), format);
        }
    }

    @Test
    void diffAgainstTheLogIsZeroEverywhere() {
        String diff = ok("diff", LOG, JSON, "--implementation", "js").out();
        Matcher row = Pattern.compile("(?m)^ *(.+?) total=(\\S+) self=(\\S+) base=(\\S+) compare=(\\S+)$").matcher(diff);
        int rows = 0;
        while (row.find()) {
            rows++;
            assertEquals("0", row.group(2), row.group());
            assertEquals("0", row.group(3), row.group());
            assertEquals(row.group(4), row.group(5), row.group());
        }
        assertTrue(rows > 20, diff);
    }
}
