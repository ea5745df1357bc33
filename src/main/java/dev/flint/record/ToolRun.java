package dev.flint.record;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A short tool run to its end (jcmd, perf script): no shell, stdin /dev/null, its output into a file or
 * kept (at most {@link #MAX_KEPT} bytes), killed after a time limit.
 *
 * @param status the exit status, -1 when it was killed at the time limit
 * @param text what it printed (stdout and stderr together when stdout went to a file, stderr only)
 */
record ToolRun(int status, String text) {
    static final int MAX_KEPT = 64 << 10;

    /** Runs {@code command}; {@code stdout} null keeps stdout with stderr in {@link #text}. */
    static ToolRun run(List<String> command, Path stdout, Duration limit) throws RecordingException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        if (stdout == null) builder.redirectErrorStream(true);
        else builder.redirectOutput(stdout.toFile());
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw RecordingException.fromTool("cannot run " + command.get(0), e.getMessage());
        }
        ByteArrayOutputStream kept = new ByteArrayOutputStream();
        Thread reader = new Thread(() -> keep(stdout == null ? process.getInputStream() : process.getErrorStream(), kept), "record: " + command.get(0));
        reader.setDaemon(true);
        reader.start();
        try {
            if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly().waitFor();
                reader.join(1000);
                return new ToolRun(-1, text(kept));
            }
            reader.join(5000);
            return new ToolRun(process.exitValue(), text(kept));
        } finally {
            process.destroyForcibly();
        }
    }

    /** The line of the text that says what went wrong: the last that says error or exception, else the last. */
    String errorLine() {
        String found = null;
        String last = null;
        for (String line : text.split("\n")) {
            if (line.isBlank()) continue;
            last = line;
            String lower = line.toLowerCase(java.util.Locale.ROOT);
            if (lower.contains("error") || lower.contains("exception") || lower.contains("denied")) found = line;
        }
        return found != null ? found : last == null ? "" : last;
    }

    private static String text(ByteArrayOutputStream kept) {
        synchronized (kept) {
            return kept.toString(StandardCharsets.UTF_8);
        }
    }

    private static void keep(InputStream in, ByteArrayOutputStream kept) {
        if (in == null) return;
        byte[] buffer = new byte[8192];
        try (in) {
            int n;
            while ((n = in.read(buffer)) > 0) {
                synchronized (kept) {
                    kept.write(buffer, 0, Math.max(0, Math.min(n, MAX_KEPT - kept.size())));
                }
            }
        } catch (IOException e) {
            // the tool is gone
        }
    }
}
