package dev.flint.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The single-instance socket against hostile clients, with real sockets on loopback: a wrong token is
 * refused before the file list is read; a client dripping bytes and 20 idle connections do not keep a real
 * second launch from handing over its files within its 2 s timeout; a string longer than PATH_MAX is
 * refused before it is read.
 */
class InstanceServerHostileTest {
    private final List<List<Path>> received = new CopyOnWriteArrayList<>();
    private final List<Socket> sockets = new ArrayList<>();
    private InstanceServer server;

    @AfterEach
    void close() throws IOException {
        for (Socket socket : sockets) socket.close();
        if (server != null) server.close();
    }

    private Socket connect() throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.publication().port());
        sockets.add(socket);
        return socket;
    }

    @Test
    void aWrongTokenIsRefusedBeforeTheFileListIsRead() throws Exception {
        server = InstanceServer.start(received::add);
        Socket socket = connect();
        socket.setSoTimeout(5_000);
        DataOutputStream out = new DataOutputStream(socket.getOutputStream());
        out.writeInt(InstanceProtocol.MAGIC);
        out.writeByte(InstanceProtocol.VERSION);
        out.writeUTF("not-the-token");
        out.writeInt(InstanceProtocol.MAX_FILES); // and then no paths at all: the answer must not wait for them
        out.flush();
        int answer = assertTimeoutPreemptively(Duration.ofSeconds(1), () -> socket.getInputStream().read());
        assertEquals(InstanceProtocol.REJECTED, answer);
        assertEquals(List.of(), received);
    }

    @Test
    void aDripperAnd20IdleConnectionsDoNotStarveARealSecondLaunch() throws Exception {
        server = InstanceServer.start(received::add);
        for (int i = 0; i < 20; i++) connect();
        Socket dripper = connect();
        Thread drip = new Thread(() -> {
            try {
                for (int i = 0; i < 4; i++) {
                    dripper.getOutputStream().write(0x46);
                    Thread.sleep(1_500);
                }
            } catch (IOException | InterruptedException e) {
                // closed by the server's deadline or by the test
            }
        });
        drip.setDaemon(true);
        drip.start();
        Thread.sleep(200);
        Path file = Path.of("/tmp/profile.cpuprofile");
        boolean handed = InstanceClient.forward(server.publication(), List.of(file), SingleInstance.FORWARD_TIMEOUT);
        assertTrue(handed, "the second launch's files were not taken within its timeout");
        assertReceived(List.of(List.of(file)));
    }

    @Test
    void aPathLongerThanPathMaxIsRefusedAndTheServerGoesOn() throws Exception {
        server = InstanceServer.start(received::add);
        Socket socket = connect();
        socket.setSoTimeout(5_000);
        DataOutputStream out = new DataOutputStream(socket.getOutputStream());
        out.writeInt(InstanceProtocol.MAGIC);
        out.writeByte(InstanceProtocol.VERSION);
        out.writeUTF(server.publication().token());
        out.writeInt(1);
        out.writeShort(60_000); // announces a 60 KB path and sends none of it
        out.flush();
        int answer = assertTimeoutPreemptively(Duration.ofSeconds(1), () -> new DataInputStream(socket.getInputStream()).read());
        assertEquals(-1, answer, "closed without an answer");
        assertTrue(InstanceClient.forward(server.publication(), List.of(Path.of("/tmp/a.json")), Duration.ofSeconds(2)));
        assertReceived(List.of(List.of(Path.of("/tmp/a.json"))));
    }

    /**
     * The server answers the client before it hands the files on (the second launch must not wait for the
     * window), so the client's success comes a moment before the files arrive: wait for them, a bounded time.
     */
    private void assertReceived(List<List<Path>> expected) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (!received.equals(expected) && System.nanoTime() < deadline) Thread.sleep(10);
        assertEquals(expected, received);
    }
}
