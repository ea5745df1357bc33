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
 * presents the right token to the receiver. One daemon thread, one client at a time, each with a short
 * read timeout so a client that connects and says nothing cannot block the next one for long.
 */
public final class InstanceServer implements Closeable {
    static final int CLIENT_READ_TIMEOUT_MILLIS = 2_000;

    private final ServerSocket socket;
    private final String token;
    private final Consumer<List<Path>> receiver;
    private final Thread acceptThread;

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
    }

    private void acceptLoop() {
        while (!socket.isClosed()) {
            try (Socket client = socket.accept()) {
                serve(client);
            } catch (SocketException e) {
                if (socket.isClosed()) return;
            } catch (IOException | RuntimeException e) {
                // One broken or hostile client must not stop the server: drop it and wait for the next.
            }
        }
    }

    private void serve(Socket client) throws IOException {
        client.setSoTimeout(CLIENT_READ_TIMEOUT_MILLIS);
        var in = new DataInputStream(new BufferedInputStream(client.getInputStream()));
        InstanceProtocol.Request request = InstanceProtocol.readRequest(in);
        boolean trusted = MessageDigest.isEqual(request.token().getBytes(StandardCharsets.UTF_8),
                token.getBytes(StandardCharsets.UTF_8));
        client.getOutputStream().write(trusted ? InstanceProtocol.ACCEPTED : InstanceProtocol.REJECTED);
        client.getOutputStream().flush();
        if (!trusted) return;
        List<Path> files = absolutePaths(request.paths());
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
