package dev.flint.desktop;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Consumer;

/**
 * The running instance's side: listens on a loopback port and hands the files of each client that
 * presents the right token to the receiver. A hostile or broken client costs nothing and delays no one:
 * clients are served concurrently (at most {@link #MAX_CLIENTS} at once, more are closed at once), each
 * must send its whole request within {@link #CLIENT_DEADLINE_MILLIS} however it drips its bytes (the
 * socket is closed at the deadline), the token is checked before a byte of the file list is read, and
 * every string is bounded ({@link InstanceProtocol#MAX_PATH_BYTES}).
 */
public final class InstanceServer implements Closeable {
    /** Time a client has for its whole request: a real second launch sends it in a millisecond. */
    static final int CLIENT_DEADLINE_MILLIS = 2_000;
    /** Clients served at once: idle connections beyond this cannot hold up the server, they are dropped. */
    static final int MAX_CLIENTS = 32;

    private final ServerSocket socket;
    private final String token;
    private final Consumer<List<Path>> receiver;
    private final Thread acceptThread;
    private final java.util.concurrent.Semaphore slots = new java.util.concurrent.Semaphore(MAX_CLIENTS);
    private final java.util.concurrent.ScheduledExecutorService deadlines =
            java.util.concurrent.Executors.newSingleThreadScheduledExecutor(daemon("flint-instance-deadline"));
    private final java.util.concurrent.ExecutorService clients =
            java.util.concurrent.Executors.newCachedThreadPool(daemon("flint-instance-client"));

    private InstanceServer(ServerSocket socket, String token, Consumer<List<Path>> receiver) {
        this.socket = socket;
        this.token = token;
        this.receiver = receiver;
        this.acceptThread = new Thread(this::acceptLoop, "flint-instance-server");
        acceptThread.setDaemon(true);
    }

    /** Binds an ephemeral port on 127.0.0.1 with a fresh random token and starts accepting. */
    public static InstanceServer start(Consumer<List<Path>> receiver) throws IOException {
        ServerSocket socket = new ServerSocket();
        try {
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        } catch (IOException e) {
            socket.close();
            throw e;
        }
        byte[] secret = new byte[16];
        new SecureRandom().nextBytes(secret);
        InstanceServer server = new InstanceServer(socket, HexFormat.of().formatHex(secret), receiver);
        server.acceptThread.start();
        return server;
    }

    /** What to publish so clients can find and authenticate to this server. */
    public InstanceFile publication() {
        return new InstanceFile(socket.getLocalPort(), token, ProcessHandle.current().pid());
    }

    @Override
    public void close() throws IOException {
        socket.close();
        clients.shutdownNow();
        deadlines.shutdownNow();
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return task -> {
            Thread thread = new Thread(task, name);
            thread.setDaemon(true);
            return thread;
        };
    }

    private void acceptLoop() {
        while (!socket.isClosed()) {
            Socket client;
            try {
                client = socket.accept();
            } catch (IOException e) {
                if (socket.isClosed()) return;
                continue;
            }
            if (!slots.tryAcquire()) {
                closeQuietly(client);
                continue;
            }
            try {
                clients.execute(() -> serveWithDeadline(client));
            } catch (RuntimeException e) {
                slots.release();
                closeQuietly(client);
            }
        }
    }

    private void serveWithDeadline(Socket client) {
        var deadline = deadlines.schedule(() -> closeQuietly(client), CLIENT_DEADLINE_MILLIS,
                java.util.concurrent.TimeUnit.MILLISECONDS);
        try (client) {
            serve(client);
        } catch (IOException | RuntimeException e) {
            // One broken or hostile client must not stop the server: drop it.
        } finally {
            deadline.cancel(false);
            slots.release();
        }
    }

    private static void closeQuietly(Socket client) {
        try {
            client.close();
        } catch (IOException e) {
            // closing is all that was asked
        }
    }

    private void serve(Socket client) throws IOException {
        client.setSoTimeout(CLIENT_DEADLINE_MILLIS);
        var in = new DataInputStream(new BufferedInputStream(client.getInputStream()));
        boolean trusted = MessageDigest.isEqual(InstanceProtocol.readToken(in).getBytes(StandardCharsets.UTF_8),
                token.getBytes(StandardCharsets.UTF_8));
        if (!trusted) {
            client.getOutputStream().write(InstanceProtocol.REJECTED);
            client.getOutputStream().flush();
            return;
        }
        List<String> paths = InstanceProtocol.readPaths(in);
        client.getOutputStream().write(InstanceProtocol.ACCEPTED);
        client.getOutputStream().flush();
        List<Path> files = absolutePaths(paths);
        // Acknowledged first so the second launch can exit at once; the receiver may take its time.
        if (!files.isEmpty()) receiver.accept(files);
    }

    /** Clients send absolute paths; anything else cannot be resolved here (their working directory is theirs). */
    private static List<Path> absolutePaths(List<String> paths) {
        List<Path> files = new ArrayList<>(paths.size());
        for (String text : paths) {
            try {
                Path path = Path.of(text);
                if (path.isAbsolute()) files.add(path);
            } catch (InvalidPathException e) {
                // Skipped: a name this platform cannot represent cannot be opened either.
            }
        }
        return files;
    }
}
