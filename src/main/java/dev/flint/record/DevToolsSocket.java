package dev.flint.record;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One DevTools protocol connection over a WebSocket (V8's inspector in Node, a Chromium browser target):
 * commands with ids, their replies matched by id, events queued. Only loopback addresses are accepted.
 * Notes 4.2: the JDK's client must speak HTTP/1.1 (Node refuses the h2c upgrade), a large reply comes in
 * many parts, and only one send may be pending, so sends are serialised.
 */
final class DevToolsSocket implements AutoCloseable {
    /** Characters one message may take: a profile of hours is tens of MB, a hostile peer could send forever. */
    static final int MAX_MESSAGE_CHARS = 512 << 20;

    private final WebSocket socket;
    private final AtomicInteger nextId = new AtomicInteger(1);
    private final Map<Integer, CompletableFuture<String>> pending = new ConcurrentHashMap<>();
    private final BlockingQueue<String> events = new LinkedBlockingQueue<>();
    private final CompletableFuture<String> closed = new CompletableFuture<>();

    private DevToolsSocket(WebSocket socket) {
        this.socket = socket;
    }

    static HttpClient client() {
        return HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5)).build();
    }

    /** Connects to {@code url} (ws://, a loopback host only). */
    static DevToolsSocket connect(String url, Duration timeout) throws RecordingException {
        URI uri = URI.create(url);
        Loopback.require(uri.getHost(), url);
        Listener listener = new Listener();
        try {
            WebSocket socket = client().newWebSocketBuilder().connectTimeout(timeout)
                    .buildAsync(uri, listener).get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            DevToolsSocket connection = new DevToolsSocket(socket);
            listener.owner.complete(connection);
            return connection;
        } catch (ExecutionException | TimeoutException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw RecordingException.fromTool("cannot connect to " + url, String.valueOf(cause.getMessage()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RecordingException("interrupted while connecting to " + url);
        }
    }

    /** Sends a command and waits for its reply's {@code result} (raw JSON); a protocol error is a RecordingException. */
    String call(String method, String params, Duration timeout) throws RecordingException, InterruptedException {
        return call(method, params, null, timeout);
    }

    /** The same, for a flattened target session ({@code sessionId}). */
    synchronized String call(String method, String params, String sessionId, Duration timeout)
            throws RecordingException, InterruptedException {
        int id = nextId.getAndIncrement();
        CompletableFuture<String> reply = new CompletableFuture<>();
        pending.put(id, reply);
        String message = "{\"id\":" + id + ",\"method\":" + JsonText.quote(method)
                + (params == null ? "" : ",\"params\":" + params)
                + (sessionId == null ? "" : ",\"sessionId\":" + JsonText.quote(sessionId)) + "}";
        try {
            socket.sendText(message, true).get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            String answer = CompletableFuture.anyOf(reply, closed).get(timeout.toMillis(), TimeUnit.MILLISECONDS).toString();
            if (!reply.isDone()) throw new RecordingException(method + ": the connection closed (" + answer + ")");
            String error = JsonText.member(answer, "error");
            if (error != null) throw RecordingException.fromTool(method + " failed", JsonText.string(error, "message"));
            String result = JsonText.member(answer, "result");
            return result == null ? "{}" : result;
        } catch (ExecutionException e) {
            throw RecordingException.fromTool(method + ": the connection failed", String.valueOf(e.getCause().getMessage()));
        } catch (TimeoutException e) {
            throw new RecordingException(method + ": no answer within " + timeout.toSeconds() + " s");
        } finally {
            pending.remove(id);
        }
    }

    /** The next event whose method is {@code method} (others are dropped), its {@code params}, or null after {@code timeout}. */
    String awaitEvent(String method, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            long left = deadline - System.nanoTime();
            if (left <= 0 || closed.isDone() && events.isEmpty()) return null;
            String event = events.poll(Math.min(left, TimeUnit.MILLISECONDS.toNanos(100)), TimeUnit.NANOSECONDS);
            if (event != null && method.equals(JsonText.string(event, "method"))) {
                String params = JsonText.member(event, "params");
                return params == null ? "{}" : params;
            }
        }
    }

    boolean isClosed() {
        return closed.isDone();
    }

    @Override
    public void close() {
        try {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "").get(2, TimeUnit.SECONDS);
        } catch (Exception e) {
            // the peer is gone already
        }
        socket.abort();
    }

    private void received(String message) {
        long id = JsonText.number(message, "id", -1);
        CompletableFuture<String> reply = id >= 0 ? pending.get((int) id) : null;
        if (reply != null) reply.complete(message);
        else if (id < 0) events.add(message);
    }

    /** Puts the parts of each message together; owner is set once the handshake is done. */
    private static final class Listener implements WebSocket.Listener {
        final CompletableFuture<DevToolsSocket> owner = new CompletableFuture<>();
        private final StringBuilder parts = new StringBuilder();
        private boolean tooLarge;

        @Override
        public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
            if (parts.length() + data.length() > MAX_MESSAGE_CHARS) tooLarge = true;
            else parts.append(data);
            if (last) {
                String message = parts.toString();
                parts.setLength(0);
                if (tooLarge) {
                    owner.thenAccept(o -> o.closed.complete("a message larger than " + (MAX_MESSAGE_CHARS >> 20) + " M characters"));
                    socket.abort();
                    return null;
                }
                owner.thenAccept(o -> o.received(message));
            }
            socket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket socket, int statusCode, String reason) {
            owner.thenAccept(o -> o.closed.complete("closed by the other side"));
            return null;
        }

        @Override
        public void onError(WebSocket socket, Throwable error) {
            owner.thenAccept(o -> o.closed.complete(String.valueOf(error.getMessage())));
        }
    }
}
