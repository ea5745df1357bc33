package dev.flint.desktop;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** A second launch's side: hands its files to the instance an {@link InstanceFile} names. */
public final class InstanceClient {
    private InstanceClient() {}

    /**
     * Sends {@code files} (absolute; may be empty, which only asks "are you there?") and waits for the
     * answer. True only when a Flint instance with that token accepted them; false for every way a
     * stale file can fail (nobody listening, someone else listening, wrong token, no answer in time).
     */
    public static boolean forward(InstanceFile target, List<Path> files, Duration timeout) {
        int timeoutMillis = (int) Math.min(Integer.MAX_VALUE, Math.max(1, timeout.toMillis()));
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), target.port()), timeoutMillis);
            socket.setSoTimeout(timeoutMillis);
            var out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream()));
            InstanceProtocol.writeRequest(out, target.token(), files);
            return socket.getInputStream().read() == InstanceProtocol.ACCEPTED;
        } catch (IOException e) {
            return false;
        }
    }
}
