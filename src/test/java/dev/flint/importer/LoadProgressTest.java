package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Loads report how many stored bytes they have consumed and stop when the caller cancels. */
class LoadProgressTest {
    /** A valid profile of about 3 MB: one node, many samples. */
    private static byte[] bigProfile() {
        StringBuilder json = new StringBuilder(BadInputTest.PROFILE.substring(0, BadInputTest.PROFILE.indexOf("\"samples\"")));
        int samples = 300_000;
        json.append("\"samples\":[2");
        for (int i = 1; i < samples; i++) json.append(",2");
        json.append("],\"timeDeltas\":[10");
        for (int i = 1; i < samples; i++) json.append(",10");
        return json.append("]}").toString().getBytes(StandardCharsets.UTF_8);
    }

    private static final class Listener implements ProgressListener {
        final AtomicLong done = new AtomicLong();
        long total;
        boolean cancel;

        @Override public void progress(long bytesDone, long bytesTotal) {
            done.set(bytesDone);
            total = bytesTotal;
        }

        @Override public boolean isCancelled() {
            return cancel;
        }
    }

    @Test
    void progressReachesTheStoredSize() throws Exception {
        byte[] content = bigProfile();
        Listener listener = new Listener();
        var profile = ProfileLoader.load(SourceBytes.of(content, "big.cpuprofile"), listener);
        assertEquals(300_000, profile.threads().get(0).samples().size());
        assertEquals(content.length, listener.total);
        assertEquals(content.length, listener.done.get());
    }

    @Test
    void progressOfAGzipCountsCompressedBytes() throws Exception {
        byte[] gz = BadInputTest.gzip(bigProfile());
        Listener listener = new Listener();
        ProfileLoader.load(SourceBytes.of(gz, "big.cpuprofile.gz"), listener);
        assertEquals(gz.length, listener.total);
        assertTrue(listener.done.get() > 0 && listener.done.get() <= gz.length);
    }

    @Test
    void cancellingStopsTheLoad() {
        Listener listener = new Listener();
        listener.cancel = true;
        assertThrows(CancellationException.class,
                () -> ProfileLoader.load(SourceBytes.of(bigProfile(), "big.cpuprofile"), listener));
    }
}
