package dev.flint.cli;

import static dev.flint.cli.InsightsCommandTest.findings;
import static dev.flint.cli.InsightsCommandTest.functionNames;
import static dev.flint.cli.InsightsCommandTest.ofKind;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flint.calltree.FuncSourceName;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code flint insights} on Chromium traces recorded over the DevTools protocol (testdata/insights/make-chrome.sh):
 * the planted page's long tasks, forced layouts, third-party origin and churn are found on its renderer's main
 * thread, and the control page's renderer has none of them.
 */
class InsightsChromeTest {
    private static final String PLANTED = "testdata/insights/chrome-planted.json.gz";
    private static final String CONTROL = "testdata/insights/chrome-control.json.gz";

    /** The page's renderer main thread: the thread with the most samples in the page's own script. */
    private static String pageThread(String file, String script) {
        try {
            Profile profile = ProfileLoader.load(Path.of(file));
            String best = null;
            int most = 0;
            for (ProfileThread thread : profile.threads()) {
                int inScript = 0;
                for (int s = 0; s < thread.samples().size(); s++) {
                    int stack = thread.samples().stack(s);
                    if (stack < 0) continue;
                    int func = thread.frames().func(thread.stacks().frame(stack));
                    if (FuncSourceName.of(thread, func, profile.format()).endsWith(script)) inScript++;
                }
                if (inScript > most) {
                    most = inScript;
                    best = thread.key();
                }
            }
            if (best == null) throw new AssertionError("no thread runs " + script + " in " + file);
            return best;
        } catch (ProfileFormatException e) {
            throw new AssertionError(e);
        }
    }

    private static List<JsonNode> on(List<JsonNode> found, String thread, String kind) {
        return ofKind(found, kind).stream().filter(f -> f.get("thread").asText().equals(thread)).toList();
    }

    @Test
    void thePlantedPageHasItsLongTasksForcedLayoutsThirdPartyAndGc() {
        List<JsonNode> found = findings(PLANTED);
        String page = pageThread(PLANTED, "/app.js");
        List<JsonNode> longTasks = on(found, page, "long-task");
        assertEquals(1, longTasks.size(), found.toString());
        assertTrue(longTasks.get(0).get("count").asInt() >= 3, longTasks.toString());
        assertTrue(functionNames(longTasks.get(0)).contains("blockFor"), longTasks.toString());
        List<JsonNode> layouts = on(found, page, "forced-layout");
        assertEquals(1, layouts.size(), found.toString());
        assertEquals("thrashLayout", functionNames(layouts.get(0)).get(0));
        List<JsonNode> third = on(found, page, "third-party");
        assertEquals(1, third.size(), found.toString());
        assertTrue(third.get(0).get("message").asText().startsWith("Scripts from http://127.0.0.1:8001 "), third.toString());
        assertEquals("vendorCrunch", functionNames(third.get(0)).get(0));
        // V8 collects the churn's garbage on the renderer's worker threads too: GC of the page's process
        String pid = page.substring(0, page.indexOf(':') + 1);
        assertTrue(ofKind(found, "gc").stream().anyMatch(f -> f.get("thread").asText().startsWith(pid)), found.toString());
    }

    @Test
    void theControlPageHasNoneOfThem() {
        List<JsonNode> found = findings(CONTROL);
        String page = pageThread(CONTROL, "/control.js");
        for (String kind : List.of("forced-layout", "third-party", "gc")) {
            assertEquals(List.of(), on(found, page, kind), kind);
        }
        // The page's loading may take one task over 50 ms on a busy machine, but none of its own script's does.
        for (JsonNode longTask : on(found, page, "long-task")) {
            for (JsonNode function : longTask.get("functions")) {
                assertTrue(!function.get("url").asText("").endsWith("/control.js"), longTask.toString());
            }
        }
    }
}
