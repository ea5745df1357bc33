package dev.flint.importer.perfdata;

import dev.flint.model.ControlChars;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One {@code perf script} run over a perf.data file: its own process (no shell, stdin closed, no pager), its
 * text on {@link #output()} as it comes, its stderr collected in paragraphs (at most {@link #MAX_PARAGRAPHS},
 * each at most 200 characters, control characters escaped), and a time limit after which it is killed.
 */
final class PerfScriptProcess implements AutoCloseable {
    /** The fields asked for, so the text has one shape whatever the recording's defaults (notes 4.5). */
    static final String FIELDS = "comm,pid,tid,time,event,ip,sym,symoff,dso";
    static final int MAX_PARAGRAPHS = 5;
    private static final int MAX_CHARS = 200;

    private final Process process;
    private final List<String> paragraphs = new ArrayList<>();
    private final Thread errorReader;
    private final Thread watchdog;
    private volatile boolean timedOut;

    PerfScriptProcess(Path perf, Path input, boolean withFields, long timeoutSeconds) throws IOException {
        List<String> command = new ArrayList<>(List.of(perf.toString(), "--no-pager", "script", "-i", input.toString()));
        if (withFields) command.addAll(List.of("-F", FIELDS, "--ns"));
        process = new ProcessBuilder(command).start();
        process.getOutputStream().close();
        errorReader = new Thread(this::readErrors, "perf script stderr");
        errorReader.setDaemon(true);
        errorReader.start();
        watchdog = new Thread(() -> {
            try {
                if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                    timedOut = true;
                    process.destroyForcibly();
                }
            } catch (InterruptedException closed) {
                // close() ends the watch
            }
        }, "perf script time limit");
        watchdog.setDaemon(true);
        watchdog.start();
    }

    InputStream output() {
        return process.getInputStream();
    }

    /** Waits for the end (the output has been read) and gives the exit status. */
    int exitStatus() throws InterruptedException {
        int status = process.waitFor();
        errorReader.join(5000);
        return status;
    }

    boolean timedOut() {
        return timedOut;
    }

    /** perf's stderr in paragraphs (lines joined by blank lines), each shortened and escaped. */
    synchronized List<String> errorParagraphs() {
        return List.copyOf(paragraphs);
    }

    private void readErrors() {
        try (BufferedReader err = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
            StringBuilder paragraph = new StringBuilder();
            for (String line; (line = readCapped(err)) != null; ) {
                String text = line.strip();
                if (text.isEmpty()) {
                    add(paragraph);
                } else if (paragraph.length() <= MAX_CHARS) {
                    if (paragraph.length() > 0) paragraph.append(' ');
                    paragraph.append(text);
                }
            }
            add(paragraph);
        } catch (IOException ended) {
            // the process was killed or closed: what was read stays
        }
    }

    /** A line of at most a few KiB (perf never writes longer ones; a runaway line is cut, not held). */
    private static String readCapped(BufferedReader reader) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c; (c = reader.read()) >= 0; ) {
            if (c == '\n') return line.toString();
            if (line.length() < 4096) line.append((char) c);
        }
        return line.length() == 0 ? null : line.toString();
    }

    private synchronized void add(StringBuilder paragraph) {
        if (paragraph.length() == 0) return;
        String text = ControlChars.escape(paragraph.length() > MAX_CHARS
                ? paragraph.substring(0, MAX_CHARS - 3) + "..." : paragraph.toString());
        paragraph.setLength(0);
        if (paragraphs.size() < MAX_PARAGRAPHS && !paragraphs.contains(text)) paragraphs.add(text);
    }

    @Override
    public void close() {
        process.destroyForcibly();
        watchdog.interrupt();
    }
}
