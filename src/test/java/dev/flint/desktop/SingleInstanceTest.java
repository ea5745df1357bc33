package dev.flint.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two "instances" in one JVM: the first serves, the second forwards, through a real loopback socket. */
class SingleInstanceTest {
    @TempDir
    Path directory;

    private final BlockingQueue<List<Path>> firstReceived = new LinkedBlockingQueue<>();
    private final BlockingQueue<List<Path>> secondReceived = new LinkedBlockingQueue<>();
    private final List<InstanceServer> servers = new ArrayList<>();

    @AfterEach
    void closeServers() throws IOException {
        for (InstanceServer server : servers) server.close();
    }

    @Test
    void secondLaunchHandsItsFilesToTheFirstAndExits() throws Exception {
        InstanceServer first = serving(SingleInstance.start(directory, List.of(), firstReceived::add));
        assertEquals(first.publication(), InstanceFile.read(directory).orElseThrow());

        List<Path> files = List.of(Path.of("/tmp/my profiles/trace één ✓.json.gz"),
                Path.of("/home/ü/a\nnewline.cpuprofile"));
        SingleInstance.Outcome second = SingleInstance.start(directory, files, secondReceived::add);

        assertEquals(new SingleInstance.Outcome.Forwarded(2), second);
        assertEquals(files, firstReceived.poll(5, TimeUnit.SECONDS));
        assertTrue(secondReceived.isEmpty());
    }

    @Test
    void secondLaunchWithoutFilesRunsBesideTheFirstWithoutTakingOver() throws Exception {
        InstanceServer first = serving(SingleInstance.start(directory, List.of(), firstReceived::add));

        SingleInstance.Outcome second = SingleInstance.start(directory, List.of(), secondReceived::add);

        assertInstanceOf(SingleInstance.Outcome.Standalone.class, second);
        assertEquals(first.publication(), InstanceFile.read(directory).orElseThrow());
        assertNull(firstReceived.poll(200, TimeUnit.MILLISECONDS));
    }

    @Test
    void staleFileWhosePortNobodyListensOnIsReplaced() throws Exception {
        int deadPort;
        try (ServerSocket gone = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            deadPort = gone.getLocalPort();
        }
        new InstanceFile(deadPort, "feedface", ProcessHandle.current().pid()).write(directory);

        InstanceServer server = serving(SingleInstance.start(directory, List.of(Path.of("/a.cpuprofile")),
                firstReceived::add));

        assertEquals(server.publication(), InstanceFile.read(directory).orElseThrow());
        assertNotEquals("feedface", server.publication().token());
    }

    @Test
    void staleFileWhosePortBelongsToSomethingElseIsReplaced() throws Exception {
        try (ServerSocket foreign = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Thread answersNonsense = new Thread(() -> {
                try (Socket client = foreign.accept()) {
                    client.getOutputStream().write("HTTP/1.1 400 Bad Request\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                } catch (IOException e) {
                    // the test fails on the assertions below if this side breaks
                }
            });
            answersNonsense.start();
            new InstanceFile(foreign.getLocalPort(), "feedface", ProcessHandle.current().pid()).write(directory);

            SingleInstance.Outcome outcome =
                    SingleInstance.start(directory, List.of(Path.of("/a.cpuprofile")), firstReceived::add);

            InstanceServer server = serving(outcome);
            assertNotEquals(foreign.getLocalPort(), server.publication().port());
            answersNonsense.join(5_000);
        }
    }

    @Test
    void fileOfAProcessThatIsGoneIsReplacedWithoutAsking() throws Exception {
        Process exited = new ProcessBuilder("true").start();
        exited.waitFor(10, TimeUnit.SECONDS);
        new InstanceFile(1, "feedface", exited.pid()).write(directory);

        serving(SingleInstance.start(directory, List.of(), firstReceived::add));
    }

    @Test
    void unreadableFileCountsAsNoInstance() throws Exception {
        Files.writeString(directory.resolve(InstanceFile.NAME), "port=banana\n");

        serving(SingleInstance.start(directory, List.of(), firstReceived::add));
    }

    @Test
    void wrongTokenIsRejectedAndOpensNothing() throws Exception {
        InstanceServer server = serving(SingleInstance.start(directory, List.of(), firstReceived::add));
        InstanceFile guessed = new InstanceFile(server.publication().port(), "00000000", -1);

        boolean accepted = InstanceClient.forward(guessed, List.of(Path.of("/etc/passwd")), Duration.ofSeconds(2));

        assertFalse(accepted);
        assertNull(firstReceived.poll(200, TimeUnit.MILLISECONDS));
    }

    @Test
    void garbageFromOneClientDoesNotStopTheServer() throws Exception {
        InstanceServer server = serving(SingleInstance.start(directory, List.of(), firstReceived::add));
        try (Socket rude = new Socket()) {
            rude.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.publication().port()));
            OutputStream out = rude.getOutputStream();
            out.write(new byte[] {'G', 'E', 'T', ' ', '/', '\n', 0, 0, 0, 0, 0});
            out.flush();
        }

        List<Path> files = List.of(Path.of("/x/y.cpuprofile"));
        assertTrue(InstanceClient.forward(server.publication(), files, Duration.ofSeconds(5)));
        assertEquals(files, firstReceived.poll(5, TimeUnit.SECONDS));
    }

    @Test
    void relativePathsAreNotOpenedAgainstTheServersDirectory() throws Exception {
        InstanceServer server = serving(SingleInstance.start(directory, List.of(), firstReceived::add));

        assertTrue(InstanceClient.forward(server.publication(),
                List.of(Path.of("relative.cpuprofile"), Path.of("/abs.cpuprofile")), Duration.ofSeconds(5)));

        assertEquals(List.of(Path.of("/abs.cpuprofile")), firstReceived.poll(5, TimeUnit.SECONDS));
    }

    @Test
    void publishedFileIsRemovedOnlyByItsOwner() throws Exception {
        InstanceFile ours = new InstanceFile(4000, "aaaa", 1);
        InstanceFile newer = new InstanceFile(4001, "bbbb", 2);
        newer.write(directory);

        ours.deleteIfOwned(directory);
        assertEquals(newer, InstanceFile.read(directory).orElseThrow());

        newer.deleteIfOwned(directory);
        assertTrue(InstanceFile.read(directory).isEmpty());
    }

    @Test
    void publishedFileIsReadableByItsOwnerOnly() throws Exception {
        new InstanceFile(4000, "aaaa", 1).write(directory);

        assertEquals("rw-------", java.nio.file.attribute.PosixFilePermissions.toString(
                Files.getPosixFilePermissions(directory.resolve(InstanceFile.NAME))));
    }

    @Test
    void unusableDirectoryFallsBackToAStandaloneLaunch() throws Exception {
        Path notADirectory = Files.writeString(directory.resolve("plain-file"), "x");

        SingleInstance.Outcome outcome = SingleInstance.start(notADirectory.resolve("flint"), List.of(),
                firstReceived::add);

        assertInstanceOf(SingleInstance.Outcome.Standalone.class, outcome);
    }

    private InstanceServer serving(SingleInstance.Outcome outcome) {
        SingleInstance.Outcome.Serving serving = assertInstanceOf(SingleInstance.Outcome.Serving.class, outcome);
        servers.add(serving.server());
        return serving.server();
    }
}
