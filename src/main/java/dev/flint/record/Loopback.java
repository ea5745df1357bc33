package dev.flint.record;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * Inspector and debugging endpoints stay on this machine (issue 27, Safety): a host that is not a loopback
 * address is refused before anything connects to it, since whoever listens there could run code in the
 * profiled process.
 */
final class Loopback {
    private Loopback() {}

    static void require(String host, String given) throws RecordingException {
        String bare = host == null ? "" : host.replaceAll("^\\[|\\]$", "");
        boolean loopback;
        try {
            loopback = !bare.isEmpty() && InetAddress.getByName(bare).isLoopbackAddress() && isLiteralOrLocalhost(bare);
        } catch (UnknownHostException e) {
            loopback = false;
        }
        if (!loopback) {
            throw new RecordingException("refusing " + dev.flint.model.MessageText.quote(given)
                    + ": inspector and debugging endpoints must be on loopback (127.0.0.1, [::1] or localhost)");
        }
    }

    /** A name other than localhost could resolve to loopback today and elsewhere tomorrow: only literals. */
    private static boolean isLiteralOrLocalhost(String host) {
        return host.equals("localhost") || host.matches("[0-9.]+") || host.contains(":");
    }
}
