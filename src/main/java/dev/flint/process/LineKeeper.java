package dev.flint.process;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;

/**
 * A program's stderr read to its end: each line handed on as it comes (cut to
 * {@link ChildProcess#MAX_LINE_CHARS}), the last {@link ChildProcess#KEPT_LINES} non-blank ones kept.
 */
final class LineKeeper {
    private final Consumer<String> consumer;
    private final Deque<String> last = new ArrayDeque<>();

    LineKeeper(Consumer<String> consumer) {
        this.consumer = consumer;
    }

    /** Reads {@code in} to its end (or until the program is gone), on the caller's thread. */
    void readAll(InputStream in) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = readCapped(reader)) != null; ) {
                try {
                    consumer.accept(line);
                } catch (RuntimeException e) {
                    // a consumer that fails must not stop the reading: the program would block on a full pipe
                }
                if (line.isBlank()) continue;
                synchronized (last) {
                    if (last.size() == ChildProcess.KEPT_LINES) last.removeFirst();
                    last.addLast(line);
                }
            }
        } catch (IOException e) {
            // the program is gone: the lines read so far stay
        }
    }

    /** The kept lines, oldest first. */
    List<String> lines() {
        synchronized (last) {
            return List.copyOf(last);
        }
    }

    private static String readCapped(BufferedReader reader) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c; (c = reader.read()) >= 0; ) {
            if (c == '\n') return line.toString();
            if (line.length() < ChildProcess.MAX_LINE_CHARS) line.append((char) c);
        }
        return line.length() == 0 ? null : line.toString();
    }
}
