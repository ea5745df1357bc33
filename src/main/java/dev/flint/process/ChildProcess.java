package dev.flint.process;

import java.io.File;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A program Flint runs (a profiler, a browser, the user's command, perf script, jcmd) and, when asked, what it
 * starts in turn. No shell: the argument list goes to the OS as it is; stdin is /dev/null.
 *
 * <p>Both of its streams are always read, so it never blocks on a full pipe: stdout goes to the user's
 * terminal, to a file, to the caller's reader ({@link #output()}, and to nowhere once the caller stops reading)
 * or into a bounded buffer; stderr is read line by line, each line handed on and the last ones kept for the one
 * error line. Signals go through the process handle: {@link Process#destroy()} also closes the pipes, and a
 * tool that writes its closing lines after SIGTERM (perf record) then dies of SIGPIPE instead.
 *
 * <p>{@link #close()} ends it (SIGTERM, a grace period, SIGKILL), with its descendants when started with
 * {@link Builder#withDescendants()}: those are collected while it runs, so one whose parent has exited (and
 * which the kernel has handed to init) is still ended. A time limit ends it too ({@link #timedOut()}).
 */
public final class ChildProcess implements AutoCloseable {
    /** Bytes of stdout a {@link Builder#stdoutKept() kept} run keeps (the first ones). */
    public static final int MAX_KEPT_BYTES = 64 << 10;
    /** Non-blank stderr lines kept for {@link #errorLine()} (the last ones). */
    static final int KEPT_LINES = 40;
    /** Characters of one stderr line kept and handed on (a runaway line is cut, not held). */
    static final int MAX_LINE_CHARS = 4096;
    private static final long WATCH_MILLIS = 100;
    /** How long, after the exit, the readers get for what the program wrote as it exited. */
    private static final long READER_JOIN_MILLIS = 2000;
    private static final Duration CLOSE_GRACE = Duration.ofSeconds(2);

    private enum Stdout { INHERITED, FILE, STREAMED, KEPT, LINES }

    private final String name;
    private final Process process;
    private final ProcessHandle handle;
    private final boolean withDescendants;
    private final Set<ProcessHandle> family = ConcurrentHashMap.newKeySet();
    private final LineKeeper errors;
    private final ByteKeeper keptStdout;
    private final StreamedOutput streamed;
    private final Thread errorReader;
    private final Thread stdoutReader;
    private final Thread watcher;
    private volatile boolean ended;
    private volatile boolean timedOut;

    private ChildProcess(Builder builder, Process process) {
        this.name = builder.command.get(0);
        this.process = process;
        this.handle = process.toHandle();
        this.withDescendants = builder.withDescendants;
        family.add(handle);
        errors = new LineKeeper(builder.errorLines);
        errorReader = daemon(() -> errors.readAll(process.getErrorStream()), name + " stderr");
        keptStdout = builder.stdout == Stdout.KEPT ? new ByteKeeper() : null;
        if (keptStdout != null) {
            stdoutReader = daemon(() -> keptStdout.readAll(process.getInputStream()), name + " stdout");
        } else if (builder.stdout == Stdout.LINES) {
            LineKeeper lines = new LineKeeper(builder.outputLines);
            stdoutReader = daemon(() -> lines.readAll(process.getInputStream()), name + " stdout");
        } else {
            stdoutReader = null;
        }
        streamed = builder.stdout == Stdout.STREAMED ? new StreamedOutput(process.getInputStream()) : null;
        Duration limit = builder.timeLimit;
        watcher = withDescendants || limit != null ? daemon(() -> watch(limit), name + " watch") : null;
    }

    /** A program to run: {@code command} is the program and its arguments, not a shell line. */
    public static Builder command(List<String> command) {
        if (command.isEmpty()) throw new IllegalArgumentException("no program");
        return new Builder(List.copyOf(command));
    }

    /** How the program is started; by default stdout is kept (at most {@link #MAX_KEPT_BYTES}). */
    public static final class Builder {
        private final List<String> command;
        private Map<String, String> environment = Map.of();
        private Path directory;
        private Stdout stdout = Stdout.KEPT;
        private Path stdoutFile;
        private Consumer<String> errorLines = line -> { };
        private Consumer<String> outputLines = line -> { };
        private Duration timeLimit;
        private boolean withDescendants;

        private Builder(List<String> command) {
            this.command = command;
        }

        /** Entries added to Flint's own environment. */
        public Builder environment(Map<String, String> entries) {
            environment = Map.copyOf(entries);
            return this;
        }

        public Builder directory(Path folder) {
            directory = folder;
            return this;
        }

        /** stdout is Flint's own (the user's terminal): a recorded program's output. */
        public Builder stdoutInherited() {
            stdout = Stdout.INHERITED;
            return this;
        }

        public Builder stdoutTo(Path file) {
            stdout = Stdout.FILE;
            stdoutFile = file;
            return this;
        }

        /** stdout is read by the caller through {@link #output()}. */
        public Builder stdoutStreamed() {
            stdout = Stdout.STREAMED;
            return this;
        }

        public Builder stdoutKept() {
            stdout = Stdout.KEPT;
            stdoutFile = null;
            return this;
        }

        /** Each stdout line (as {@link #stderrLines}): a recorded program's output shown in the app. */
        public Builder stdoutLines(Consumer<String> consumer) {
            stdout = Stdout.LINES;
            stdoutFile = null;
            outputLines = consumer;
            return this;
        }

        /** Each stderr line (at most {@link #MAX_LINE_CHARS} characters), as it comes, on a reader thread. */
        public Builder stderrLines(Consumer<String> consumer) {
            errorLines = consumer;
            return this;
        }

        /** Ends the program when it runs longer than {@code limit}; {@link #timedOut()} then says so. */
        public Builder timeLimit(Duration limit) {
            timeLimit = limit;
            return this;
        }

        /** Ends every process it started as well, however deep, also those whose parent has exited. */
        public Builder withDescendants() {
            withDescendants = true;
            return this;
        }

        /**
         * Starts the program.
         *
         * @throws IOException when it cannot be run; the message is the system's reason alone ("No such file or
         *     directory", "Permission denied")
         */
        public ChildProcess start() throws IOException {
            ProcessBuilder builder = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
            builder.environment().putAll(environment);
            if (directory != null) builder.directory(directory.toFile());
            if (stdout == Stdout.INHERITED) builder.redirectOutput(ProcessBuilder.Redirect.INHERIT);
            if (stdout == Stdout.FILE) builder.redirectOutput(stdoutFile.toFile());
            try {
                return new ChildProcess(this, builder.start());
            } catch (IOException e) {
                throw new IOException(reason(e), e);
            }
        }
    }

    /** The system's words in {@code Cannot run program "x": error=2, No such file or directory}. */
    static String reason(IOException e) {
        String why = String.valueOf(e.getMessage());
        int detail = why.indexOf("error=");
        int comma = detail >= 0 ? why.indexOf(',', detail) : -1;
        return comma >= 0 ? why.substring(comma + 1).strip() : why;
    }

    public long pid() {
        return process.pid();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /**
     * stdout as the program writes it, for a {@link Builder#stdoutStreamed() streamed} run. Closing it, or
     * waiting for the exit, hands what the caller has not read to a reader that drops it.
     */
    public InputStream output() {
        if (streamed == null) throw new IllegalStateException("stdout is not streamed");
        return streamed;
    }

    /** Whether the caller's reader of {@link #output()} saw its end (and did not stop midway). */
    public boolean outputEnded() {
        return streamed != null && streamed.sawEnd;
    }

    /**
     * Waits at most {@code limit} for the exit; the exit status (128 + N after signal N), or -1 while it runs.
     * Once it has a status, stderr has been read to its end (or for a bounded time, when a descendant holds it).
     */
    public int waitFor(Duration limit) throws InterruptedException {
        if (streamed != null) streamed.handOver();
        if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) return -1;
        errorReader.join(READER_JOIN_MILLIS);
        if (stdoutReader != null) stdoutReader.join(READER_JOIN_MILLIS);
        return process.exitValue();
    }

    /** Waits for the exit, however long (bounded only by the time limit, if there is one). */
    public int waitFor() throws InterruptedException {
        if (streamed != null) streamed.handOver();
        process.waitFor();
        return waitFor(Duration.ZERO);
    }

    /** SIGTERM to the program alone (its descendants are its business; {@link #close} takes what remains). */
    public void askToEnd() {
        handle.destroy();
    }

    /** Whether the time limit ended it. */
    public boolean timedOut() {
        return timedOut;
    }

    /** Whether Flint ended it while it ran ({@link #end}, {@link #close}, the time limit), so its status is ours. */
    public boolean wasEnded() {
        return ended;
    }

    /**
     * The tool's own error in one line: the last stderr line that says error, exception or denied (a Node
     * stack trace ends with the version, an error block with a blank line), else its last line; the same over
     * the kept stdout when stderr said nothing (jcmd writes its errors there). Empty when it said nothing.
     */
    public String errorLine() {
        if (!process.isAlive()) {
            try {
                errorReader.join(READER_JOIN_MILLIS); // the lines it wrote as it exited
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        List<String> lines = errors.lines();
        if (lines.isEmpty() && keptStdout != null) lines = keptStdout.text().lines().filter(l -> !l.isBlank()).toList();
        String found = null;
        for (String line : lines) {
            String lower = line.toLowerCase(java.util.Locale.ROOT);
            if (lower.contains("error") || lower.contains("exception") || lower.contains("denied")) found = line;
        }
        if (found != null) return found;
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }

    /** What a {@link Builder#stdoutKept() kept} run wrote on stdout (its first {@link #MAX_KEPT_BYTES}). */
    public String keptOutput() {
        if (keptStdout == null) throw new IllegalStateException("stdout is not kept");
        return keptStdout.text();
    }

    /**
     * Ends it, and its descendants when asked for: SIGTERM, up to {@code grace} to exit, then SIGKILL for
     * whatever still runs. Waits until they are gone.
     */
    public void end(Duration grace) {
        if (process.isAlive()) ended = true;
        collectDescendants();
        for (ProcessHandle member : family) member.destroy();
        long deadline = System.nanoTime() + grace.toNanos();
        for (ProcessHandle member : family) awaitExit(member, deadline - System.nanoTime());
        collectDescendants();
        for (ProcessHandle member : family) member.destroyForcibly();
        // a process in uninterruptible sleep ends when it wakes: not waited for beyond this
        for (ProcessHandle member : family) awaitExit(member, TimeUnit.SECONDS.toNanos(5));
    }

    /** Ends what still runs (see {@link #end}) and lets its readers finish. */
    @Override
    public void close() {
        end(CLOSE_GRACE);
        if (watcher != null) watcher.interrupt();
        if (streamed != null) streamed.handOver();
        try {
            errorReader.join(READER_JOIN_MILLIS);
            if (stdoutReader != null) stdoutReader.join(READER_JOIN_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void awaitExit(ProcessHandle member, long nanos) {
        if (nanos <= 0) return;
        try {
            member.onExit().get(nanos, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // ended in a hurry: what still runs is killed
        } catch (Exception e) {
            // still running
        }
    }

    private void collectDescendants() {
        if (!withDescendants) return;
        if (process.isAlive()) process.descendants().forEach(family::add);
        for (ProcessHandle member : List.copyOf(family)) {
            if (member.isAlive()) member.descendants().forEach(family::add);
        }
    }

    /** Collects descendants as they come (a parent may exit before its children), and keeps the time limit. */
    private void watch(Duration limit) {
        long deadline = limit == null ? 0 : System.nanoTime() + limit.toNanos();
        try {
            while (true) {
                collectDescendants();
                family.removeIf(member -> !member.equals(handle) && !member.isAlive());
                if (!process.isAlive() && family.size() == 1) return;
                long left = deadline - System.nanoTime();
                if (limit != null && left <= 0) {
                    timedOut = true;
                    end(Duration.ZERO);
                    return;
                }
                long step = withDescendants ? TimeUnit.MILLISECONDS.toNanos(WATCH_MILLIS) : left;
                if (limit != null) step = Math.min(step, left);
                if (process.isAlive()) process.waitFor(step, TimeUnit.NANOSECONDS);
                else Thread.sleep(WATCH_MILLIS); // the program is gone, its descendants not yet
            }
        } catch (InterruptedException e) {
            // closed
        }
    }

    private static Thread daemon(Runnable task, String name) {
        Thread thread = new Thread(task, "process: " + name);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    /** The caller's stdout; once it is closed (or the caller waits for the exit), the rest is read to nowhere. */
    private final class StreamedOutput extends FilterInputStream {
        private boolean handedOver;
        volatile boolean sawEnd;

        StreamedOutput(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b < 0) sawEnd = true;
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n < 0) sawEnd = true;
            return n;
        }

        /** Not the pipe's close: a program whose reader closed its pipe would die of SIGPIPE. */
        @Override
        public void close() {
            handOver();
        }

        synchronized void handOver() {
            if (handedOver) return;
            handedOver = true;
            daemon(() -> {
                try (InputStream rest = in) {
                    rest.transferTo(OutputStream.nullOutputStream());
                } catch (IOException gone) {
                    // the program is gone
                }
            }, name + " stdout (dropped)");
        }
    }
}
