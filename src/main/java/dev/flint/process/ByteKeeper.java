package dev.flint.process;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** A program's stdout read to its end, its first {@link ChildProcess#MAX_KEPT_BYTES} kept (the rest dropped). */
final class ByteKeeper {
    private final ByteArrayOutputStream kept = new ByteArrayOutputStream();

    /** Reads {@code in} to its end (or until the program is gone), on the caller's thread. */
    void readAll(InputStream in) {
        byte[] buffer = new byte[8192];
        try (in) {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                synchronized (kept) {
                    kept.write(buffer, 0, Math.max(0, Math.min(n, ChildProcess.MAX_KEPT_BYTES - kept.size())));
                }
            }
        } catch (IOException e) {
            // the program is gone: what was read stays
        }
    }

    String text() {
        synchronized (kept) {
            return kept.toString(StandardCharsets.UTF_8);
        }
    }
}
