package dev.flint.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code flint record chrome}: a page of the test's own, opened from a file:// URL in the machine's Chromium
 * and traced for two seconds, {@code flint tree} showing its function; and browsers that fail: one that
 * exits at once, one that never answers (a bounded wait, and the process ended).
 */
class RecordChromeTest {
    static final String PAGE = """
            <!doctype html><title>busy page</title>
            <script>
            function pageBusyWork() { const end = performance.now() + 30; let x = 0; while (performance.now() < end) x += Math.sqrt(x + 1); return x; }
            setInterval(pageBusyWork, 40);
            </script><p>busy</p>
            """;

    @TempDir
    Path dir;

    @Test
    void aPageIsTracedWithItsJavaScriptCalls() throws Exception {
        String browser;
        try {
            browser = ChromeLaunch.findBrowser();
        } catch (RecordingException e) {
            assumeTrue(false, "no Chromium: the chrome recording test is skipped (" + e.getMessage() + ")");
            return;
        }
        Path page = Files.writeString(dir.resolve("page.html"), PAGE);
        Path output = dir.resolve("page.json");
        int foldersBefore = FlintRun.tempFolders("chrome").size();
        FlintRun run = FlintRun.of("record", "--output", output.toString(), "--duration", "2", "--browser", browser,
                "chrome", "--", page.toUri().toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("recorded " + output + " (chrome-trace, "), run.out());
        FlintRun info = FlintRun.of("info", output.toString());
        assertTrue(info.out().contains("\"name\": \"CrRendererMain\""), info.out());
        // A renderer per tab (the first blank tab, the recorded one): the page's is among them.
        java.util.regex.Matcher renderers = java.util.regex.Pattern.compile(
                "\"pid\": ([0-9]+), \"tid\": ([0-9]+), \"name\": \"CrRendererMain\"").matcher(info.out());
        boolean found = false;
        while (renderers.find()) {
            found |= FlintRun.tree(output, "--thread", renderers.group(1) + ":" + renderers.group(2)).contains("pageBusyWork total=");
        }
        assertTrue(found, "a renderer's tree shows the page's function");
        assertEquals(foldersBefore, FlintRun.tempFolders("chrome").size(), "the profile folder is deleted");
        assertEquals(List.of(), FlintRun.processesWith("--user-data-dir=" + System.getProperty("java.io.tmpdir")), "no browser process of a recording is left");
    }

    @Test
    void aBrowserThatExitsAtOnceGivesItsOwnError() throws Exception {
        Path browser = script("exits", "echo 'cannot open display: nowhere' >&2\nexit 1\n");
        RecordingException failed = assertThrows(RecordingException.class, () -> record(browser, Duration.ofSeconds(20)));
        assertEquals(browser + " exited (status 1) before it opened its DevTools endpoint: cannot open display: nowhere",
                failed.getMessage());
    }

    @Test
    void aBrowserThatNeverAnswersIsEndedAfterTheBoundedWait() throws Exception {
        Path browser = script("silent", "exec sleep 617\n");
        long start = System.nanoTime();
        RecordingException failed = assertThrows(RecordingException.class, () -> record(browser, Duration.ofSeconds(2)));
        assertEquals(browser + " did not open its DevTools endpoint within 2 s; it was ended", failed.getMessage());
        // Ended after its 2 s, not left to run its 617 s: a bound a loaded machine keeps too.
        assertTrue(System.nanoTime() - start < Duration.ofSeconds(120).toNanos(), "bounded");
        assertEquals(List.of(), FlintRun.processesWith("sleep 617"), "the browser does not survive");
        assertEquals(List.of("silent"), Files.list(dir).map(p -> p.getFileName().toString()).toList(),
                "no output and no temporary file");
    }

    private void record(Path browser, Duration wait) throws RecordingException, InterruptedException {
        RecordRequest request = new RecordRequest(RecordKind.CHROME, List.of("about:blank"), -1, null, Duration.ofSeconds(1),
                0, browser.toString(), wait);
        Recording.run(request, new StopSwitch(), dir.resolve("out.json"), line -> { });
    }

    private Path script(String name, String body) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, "#!/bin/sh\n" + body);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwx------"));
        return file;
    }
}
