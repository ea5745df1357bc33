package dev.flint.record;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code flint record node --inspect HOST:PORT}: a running Node (started with {@code --inspect}, or switched
 * on with SIGUSR1) profiled through V8's inspector (notes 4.2): the target from {@code /json/list}, then
 * {@code Profiler.enable}, {@code setSamplingInterval}, {@code start}, and on Stop or after the duration
 * {@code Profiler.stop}, whose {@code profile} is the {@code .cpuprofile} written. Loopback only.
 */
final class NodeAttach implements Recorder {
    private static final Pattern TARGET = Pattern.compile("\"webSocketDebuggerUrl\"\\s*:\\s*\"([^\"\\\\]{1,2000})\"");
    /** A profile of hours is tens of MB; Profiler.stop answers within seconds (18 ms for 100 KB, notes 4.2). */
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(60);
    private static final int MAX_LIST_BYTES = 1 << 20;

    @Override
    public void record(RecordRequest request, StopSwitch stop, Path output, Consumer<String> log)
            throws RecordingException, IOException, InterruptedException {
        String url = webSocketUrl(request.inspect(), request.startTimeout());
        try (DevToolsSocket inspector = DevToolsSocket.connect(url, request.startTimeout())) {
            Duration timeout = request.startTimeout();
            inspector.call("Profiler.enable", null, timeout);
            if (request.intervalMicros() > 0) {
                inspector.call("Profiler.setSamplingInterval", "{\"interval\":" + request.intervalMicros() + "}", timeout);
            }
            inspector.call("Profiler.start", null, timeout);
            stop.await(request.duration(), inspector::isClosed);
            if (inspector.isClosed()) {
                throw new RecordingException("the inspected process at " + request.inspect()
                        + " ended before the profile was taken (Node keeps a profile only while it runs)");
            }
            String profile = JsonText.member(inspector.call("Profiler.stop", null, STOP_TIMEOUT), "profile");
            if (profile == null) throw new RecordingException("Profiler.stop answered without a profile");
            Files.writeString(output, profile, StandardCharsets.UTF_8);
        }
    }

    /** The first target's WebSocket URL from {@code http://HOST:PORT/json/list}. */
    static String webSocketUrl(String inspect, Duration timeout) throws RecordingException, InterruptedException {
        URI list;
        try {
            list = URI.create("http://" + inspect + "/json/list");
        } catch (IllegalArgumentException e) {
            throw new RecordingException("--inspect takes HOST:PORT (e.g. 127.0.0.1:9229), not "
                    + dev.flint.model.MessageText.quote(inspect));
        }
        if (list.getHost() == null || list.getPort() < 0) {
            throw new RecordingException("--inspect takes HOST:PORT (e.g. 127.0.0.1:9229), not "
                    + dev.flint.model.MessageText.quote(inspect));
        }
        Loopback.require(list.getHost(), inspect);
        String body;
        try {
            HttpResponse<byte[]> response = DevToolsSocket.client().send(
                    HttpRequest.newBuilder(list).timeout(timeout).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
            byte[] bytes = response.body();
            body = new String(bytes, 0, Math.min(bytes.length, MAX_LIST_BYTES), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw RecordingException.fromTool("no Node inspector answers at " + inspect
                    + " (start node with --inspect=" + inspect + ")", String.valueOf(e.getMessage()));
        }
        Matcher target = TARGET.matcher(body);
        if (!target.find()) throw new RecordingException("the inspector at " + inspect + " lists no target to attach to");
        return target.group(1);
    }
}
