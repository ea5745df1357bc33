package dev.flint.record;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A process Flint starts for a recording (the profiler, the browser, the user's command) and everything it
 * starts in turn. No shell: the argument list goes to the OS as it is. stdin is /dev/null, stdout is the
 * user's, stderr is read line by line (handed on, and the last lines kept for the one-line error). The
 * process's descendants are collected while it runs, so one whose parent has exited (and which the kernel
 * has handed to init) is still known and is ended by {@link #close}: a recording never leaves a process
 * behind, however it ends.
 */
final class Workload implements AutoCloseable {
    private static final int KEPT_LINES = 40;
    private static final long WATCH_MILLIS = 100;

    private final String name;
    private final Process process;
    private final Set<ProcessHandle> family = ConcurrentHashMap.newKeySet();
    private final Deque<String> lastLines = new ArrayDeque<>();
    private final Thread errorReader;
    private final Thread watcher;

    private Workload(String name, Process process, Consumer<String> errorLines) {
        this.name = name;
        this.process = process;
        family.add(process.toHandle());
        errorReader = new Thread(() -> readErrors(errorLines), "record: " + name + " stderr");
        errorReader.setDaemon(true);
        errorReader.start();
        watcher = new Thread(this::watchDescendants, "record: " + name + " descendants");
        watcher.setDaemon(true);
        watcher.start();
    }

    /**
     * Starts {@code command}; {@code environment} entries are added to Flint's own.
     *
     * @throws RecordingException when the program cannot be run (not found, not executable), in one line
     */
    static Workload start(List<String> command, Map<String, String> environment, Path directory,
            Consumer<String> errorLines) throws RecordingException {
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(ProcessBuilder.Redirect.INHERIT);
        builder.environment().putAll(environment);
        if (directory != null) builder.directory(directory.toFile());
        try {
            return new Workload(command.get(0), builder.start(), errorLines);
        } catch (IOException e) {
            String why = String.valueOf(e.getMessage());
            int detail = why.indexOf("error=");
            why = detail >= 0 ? why.substring(why.indexOf(',', detail) + 1).strip() : why;
            throw RecordingException.fromTool("cannot run " + dev.flint.model.MessageText.quote(command.get(0)), why);
        }
    }

    long pid() {
        return process.pid();
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** Waits at most {@code limit} for the process to exit; its exit status, or -1 while it runs. */
    int waitFor(Duration limit) throws InterruptedException {
        return process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS) ? process.exitValue() : -1;
    }

    /** Asks the process to end (SIGTERM); its descendants are left to it, {@link #close} takes what remains. */
    void askToEnd() {
        process.destroy();
    }

    /**
     * The tool's own error in one line: the last line of its stderr that says "error" (a Node stack trace
     * ends with the version, an error block with a blank line), else its last line.
     */
    String lastError() {
        try {
            errorReader.join(1000); // the lines a tool wrote as it exited
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (lastLines) {
            String last = null;
            for (String line : lastLines) {
                if (line.toLowerCase(java.util.Locale.ROOT).contains("error")) last = line;
            }
            if (last == null) last = lastLines.peekLast();
            return last == null ? "" : last;
        }
    }

    /**
     * Ends the process and every descendant seen: SIGTERM, up to {@code grace} to exit, then SIGKILL for
     * whatever still runs. Waits until they are gone.
     */
    void end(Duration grace) {
        collectDescendants();
        for (ProcessHandle handle : family) handle.destroy();
        long deadline = System.nanoTime() + grace.toNanos();
        for (ProcessHandle handle : family) {
            long left = deadline - System.nanoTime();
            if (left > 0) {
                try {
                    handle.onExit().get(left, TimeUnit.NANOSECONDS);
                } catch (Exception e) {
                    // still running: killed below
                }
            }
        }
        collectDescendants();
        for (ProcessHandle handle : family) handle.destroyForcibly();
        for (ProcessHandle handle : family) {
            try {
                handle.onExit().get(5, TimeUnit.SECONDS);
            } catch (Exception e) {
                // a process in uninterruptible sleep: the kernel ends it when it wakes
            }
        }
    }

    @Override
    public void close() {
        end(Duration.ofSeconds(2));
        watcher.interrupt();
    }

    private void collectDescendants() {
        if (process.isAlive()) process.descendants().forEach(family::add);
        for (ProcessHandle handle : List.copyOf(family)) {
            if (handle.isAlive()) handle.descendants().forEach(family::add);
        }
    }

    private void watchDescendants() {
        try {
            while (true) {
                collectDescendants();
                family.removeIf(handle -> !handle.isAlive());
                if (family.isEmpty()) return;
                Thread.sleep(WATCH_MILLIS);
            }
        } catch (InterruptedException e) {
            // closed
        }
    }

    private void readErrors(Consumer<String> errorLines) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                errorLines.accept(line);
                if (line.isBlank()) continue;
                synchronized (lastLines) {
                    if (lastLines.size() == KEPT_LINES) lastLines.removeFirst();
                    lastLines.addLast(line);
                }
            }
        } catch (IOException e) {
            // the process is gone
        }
    }

    @Override
    public String toString() {
        return name + " (pid " + process.pid() + ")";
    }
}
