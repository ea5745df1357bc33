package dev.flint.record;

import dev.flint.process.ChildProcess;
import java.io.BufferedOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@code flint record chrome -- URL}: Chromium with a fresh profile folder opens the URL while it is traced
 * with the categories of DevTools' Performance panel (JS samples and screenshots included; notes 4.3), for
 * the duration or until Stop; the trace is streamed to the file as Chromium hands it over
 * ({@code ReturnAsStream}, so memory stays bounded).
 *
 * <p>The DevTools protocol goes over {@code --remote-debugging-port=0} on loopback, the endpoint read from
 * the profile folder's {@code DevToolsActivePort}: Chromium's documented alternative to
 * {@code --remote-debugging-pipe}, which needs the browser's fds 3 and 4 open on pipes, and the JDK's
 * ProcessBuilder closes every fd above 2 in the child (only a shell or a helper program could place them).
 * The port is on 127.0.0.1 only and lives as long as the recording; its browser target's path is a random
 * UUID, written in a profile folder only this user can read.
 */
final class ChromeLaunch implements Recorder {
    /** DevTools' recording categories (TimelineController / TracingManager, notes 4.3). */
    static final List<String> CATEGORIES = List.of("-*", "blink.console", "loading", "blink.user_timing",
            "devtools.timeline", "disabled-by-default-devtools.target-rundown", "disabled-by-default-devtools.timeline.frame",
            "disabled-by-default-devtools.timeline.stack", "disabled-by-default-devtools.timeline",
            "disabled-by-default-devtools.v8-source-rundown-sources", "disabled-by-default-devtools.v8-source-rundown",
            "disabled-by-default-layout_shift.debug", "disabled-by-default-v8.inspector",
            "disabled-by-default-v8.cpu_profiler.hires", "disabled-by-default-lighthouse", "v8.execute", "v8", "cppgc",
            "navigation,rail", "disabled-by-default-v8.cpu_profiler", "disabled-by-default-devtools.screenshot");
    private static final List<String> BROWSERS = List.of("chromium", "chromium-browser", "google-chrome",
            "google-chrome-stable", "chrome");
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(30);
    private static final int READ_CHUNK = 1 << 20;

    @Override
    public void record(RecordRequest request, StopSwitch stop, Path output, Consumer<String> log)
            throws RecordingException, IOException, InterruptedException {
        if (request.command().size() != 1) {
            throw new RecordingException("record chrome takes one URL (flint record chrome -- https://example.org/)");
        }
        String url = request.command().get(0);
        String browser = request.browser() != null ? request.browser() : findBrowser();
        try (TempFolder temp = new TempFolder("chrome")) {
            Path profile = Files.createDirectory(temp.path().resolve("profile"));
            List<String> command = new ArrayList<>(List.of(browser, "--user-data-dir=" + profile,
                    "--remote-debugging-port=0", "--no-first-run", "--no-default-browser-check",
                    "--disable-background-networking", "--disable-component-update"));
            if (System.getenv("DISPLAY") == null && System.getenv("WAYLAND_DISPLAY") == null) command.add("--headless=new");
            if (PerfPermission.isRoot()) {
                // Chromium refuses to run as root with its sandbox on.
                log.accept("warning: " + browser + ": running as root: Chromium's sandbox is off (--no-sandbox)");
                command.add("--no-sandbox");
            }
            command.add("about:blank");
            try (ChildProcess chromium = Programs.workload(command, Map.of(), line -> { })) {
                String endpoint = awaitEndpoint(chromium, profile.resolve("DevToolsActivePort"), request.startTimeout(), browser);
                try (DevToolsSocket devtools = DevToolsSocket.connect(endpoint, request.startTimeout())) {
                    trace(devtools, url, request, stop, chromium, output, log);
                    try {
                        devtools.call("Browser.close", null, Duration.ofSeconds(5));
                    } catch (RecordingException e) {
                        // closing as it answers: the workload's close ends it anyway
                    }
                }
                chromium.waitFor(Duration.ofSeconds(5));
            }
        }
    }

    private static void trace(DevToolsSocket devtools, String url, RecordRequest request, StopSwitch stop,
            ChildProcess chromium, Path output, Consumer<String> log) throws RecordingException, InterruptedException, IOException {
        String target = JsonText.string(devtools.call("Target.createTarget", "{\"url\":\"about:blank\"}", CALL_TIMEOUT), "targetId");
        String session = JsonText.string(devtools.call("Target.attachToTarget",
                "{\"targetId\":" + JsonText.quote(target) + ",\"flatten\":true}", CALL_TIMEOUT), "sessionId");
        StringBuilder categories = new StringBuilder();
        for (String category : CATEGORIES) categories.append(categories.length() == 0 ? "" : ",").append(JsonText.quote(category));
        devtools.call("Tracing.start", "{\"transferMode\":\"ReturnAsStream\",\"streamFormat\":\"json\","
                + "\"streamCompression\":\"none\",\"traceConfig\":{\"recordMode\":\"recordUntilFull\","
                + "\"includedCategories\":[" + categories + "]}}", CALL_TIMEOUT);
        devtools.call("Page.navigate", "{\"url\":" + JsonText.quote(url) + "}", session, CALL_TIMEOUT);
        stop.await(request.duration(), () -> devtools.isClosed() || !chromium.isAlive());
        if (devtools.isClosed() || !chromium.isAlive()) {
            throw RecordingException.fromTool("the browser exited during the recording", chromium.errorLine());
        }
        devtools.call("Tracing.end", null, CALL_TIMEOUT);
        String complete = devtools.awaitEvent("Tracing.tracingComplete", Duration.ofSeconds(120));
        if (complete == null) throw new RecordingException("the browser did not hand over the trace within 120 s");
        if ("true".equals(JsonText.member(complete, "dataLossOccurred"))) {
            log.accept("warning: " + url + ": the browser's trace buffer filled up; the trace lost events");
        }
        String stream = JsonText.string(complete, "stream");
        if (stream == null) throw new RecordingException("the browser's trace came without a stream");
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(output), 1 << 16)) {
            while (true) {
                String chunk = devtools.call("IO.read", "{\"handle\":" + JsonText.quote(stream) + ",\"size\":" + READ_CHUNK + "}",
                        CALL_TIMEOUT);
                String data = JsonText.string(chunk, "data");
                if (data != null) {
                    boolean base64 = "true".equals(JsonText.member(chunk, "base64Encoded"));
                    out.write(base64 ? Base64.getDecoder().decode(data) : data.getBytes(StandardCharsets.UTF_8));
                }
                if (!"false".equals(JsonText.member(chunk, "eof"))) break;
            }
        }
        devtools.call("IO.close", "{\"handle\":" + JsonText.quote(stream) + "}", CALL_TIMEOUT);
    }

    /**
     * Waits for Chromium to write its endpoint ({@code PORT\n/devtools/browser/UUID}, no final newline) into
     * the profile folder; bounded, and a browser that exits first is reported with its own error.
     */
    private static String awaitEndpoint(ChildProcess chromium, Path activePort, Duration limit, String browser)
            throws RecordingException, InterruptedException, IOException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.isRegularFile(activePort)) {
                String[] lines = Files.readString(activePort, StandardCharsets.UTF_8).split("\n");
                if (lines.length == 2 && lines[0].strip().matches("[0-9]{1,5}") && lines[1].startsWith("/devtools/")) {
                    return "ws://127.0.0.1:" + lines[0].strip() + lines[1].strip();
                }
            }
            if (!chromium.isAlive()) {
                throw RecordingException.fromTool(browser + " exited (status " + chromium.waitFor(Duration.ZERO)
                        + ") before it opened its DevTools endpoint", chromium.errorLine());
            }
            Thread.sleep(50);
        }
        throw new RecordingException(browser + " did not open its DevTools endpoint within " + limit.toSeconds()
                + " s; it was ended");
    }

    /** The first of the usual Chromium names on the PATH. */
    static String findBrowser() throws RecordingException {
        String path = System.getenv("PATH");
        for (String name : BROWSERS) {
            for (String dir : (path == null ? "/usr/bin" : path).split(File.pathSeparator)) {
                if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) return Path.of(dir, name).toString();
            }
        }
        throw new RecordingException("no Chromium found on the PATH (" + String.join(", ", BROWSERS)
                + "); install it (Debian: apt-get install chromium) or name one with --browser PATH");
    }
}
