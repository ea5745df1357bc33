package dev.flint.cli;

import dev.flint.export.ExportTarget;
import dev.flint.record.RecordKind;
import dev.flint.record.RecordRequest;
import dev.flint.record.Recording;
import dev.flint.record.RecordingException;
import dev.flint.record.StopSwitch;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine;

/**
 * {@code flint record [--output FILE] [--duration SECONDS] [--interval MICROS] KIND -- COMMAND [ARGS...]},
 * or {@code KIND --pid PID} / {@code --inspect HOST:PORT} to attach (DESIGN.md, "Command line"): runs the
 * recording, then prints {@code recorded FILE (FORMAT, N samples)}. Ctrl+C (SIGINT to the JVM) stops the
 * recording through a shutdown hook that waits for the whole file to be written and the workload ended.
 */
@CommandLine.Command(name = "record", description = {"Run COMMAND (chrome: a URL) under a profiler and write "
        + "its file, or attach to a running JVM (--pid) or Node (--inspect).",
        "KIND is node (--cpu-prof), chrome (a trace of the page), jvm (Flight Recorder) or perf (perf record -g)."})
final class RecordCommand implements Command {
    static final String USAGE = "usage: flint record [--output FILE] [--duration SECONDS] [--interval MICROS] "
            + "[--browser PATH] node|chrome|jvm|perf -- COMMAND [ARGS...]; flint record jvm --pid PID; "
            + "flint record node --inspect HOST:PORT";
    /** How long Ctrl+C waits for the recording to be written and its processes ended. */
    private static final long SHUTDOWN_WAIT_SECONDS = 90;

    @CommandLine.Parameters(paramLabel = "KIND", hideParamSyntax = true, arity = "0..*", description = "node, chrome, jvm or perf.")
    List<String> words = new ArrayList<>();

    @CommandLine.Option(names = "--output", paramLabel = "FILE", description = "Where to write the recording "
            + "(default: KIND-YYYYMMDD-HHMMSS.EXT in the current folder).")
    String output;

    @CommandLine.Option(names = "--duration", paramLabel = "SECONDS", description = "Stop after this long (default: "
            + "when the command ends, or Ctrl+C).")
    String durationText;

    @CommandLine.Option(names = "--interval", paramLabel = "MICROS", description = "The sampling interval in "
            + "microseconds (default: the profiler's own).")
    String intervalText;

    @CommandLine.Option(names = "--pid", paramLabel = "PID", description = "record jvm: attach to this running JVM "
            + "of the same user (Flight Recorder through jcmd).")
    String pidText;

    @CommandLine.Option(names = "--inspect", paramLabel = "HOST:PORT", description = "record node: attach to a Node "
            + "started with --inspect, over the inspector protocol on loopback.")
    String inspect;

    @CommandLine.Option(names = "--browser", paramLabel = "PATH", description = "record chrome: the Chromium or "
            + "Chrome to run (default: one found on the PATH).")
    String browser;

    @CommandLine.Mixin
    StandardOptions standard = new StandardOptions();

    /** What follows {@code --}: the command to profile, word for word (set by {@link Cli}). */
    List<String> command = List.of();

    private RecordRequest request;

    @Override
    public String usage() {
        return USAGE;
    }

    @Override
    public void check() {
        request = request();
    }

    @Override
    public int run(PrintStream out, PrintStream err) {
        String output = this.output;
        if (output == null) output = defaultName(request);
        Path target;
        try {
            target = ExportTarget.resolve(CliFiles.path(output), output.endsWith("/"), "a recording");
        } catch (IOException e) {
            err.println(output + ": cannot write the recording: " + e.getMessage());
            return Cli.EXIT_BAD_FILE;
        } catch (dev.flint.importer.ProfileFormatException e) {
            err.println(e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
        StopSwitch stop = new StopSwitch();
        CountDownLatch finished = new CountDownLatch(1);
        Thread onInterrupt = new Thread(() -> {
            stop.stop();
            try {
                finished.await(SHUTDOWN_WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                // the JVM is going down anyway
            }
        }, "flint record: Ctrl+C");
        Runtime.getRuntime().addShutdownHook(onInterrupt);
        try {
            Recording.Result result = Recording.run(request, stop, target, err::println);
            WarningLines.print(output, result.profile(), err);
            out.println("recorded " + output + " (" + result.format() + ", " + result.samples() + " samples)");
            out.flush();
            return 0;
        } catch (RecordingException e) {
            err.println("flint record: " + e.getMessage());
            return Cli.EXIT_BAD_FILE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("flint record: interrupted");
            return Cli.EXIT_BAD_FILE;
        } finally {
            finished.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(onInterrupt);
            } catch (IllegalStateException shuttingDown) {
                // Ctrl+C: the hook is running and returns now that the file is written
            }
        }
    }

    /** The request the arguments make. @throws IllegalArgumentException naming what is wrong */
    RecordRequest request() {
        Duration duration = durationText == null ? null : seconds(durationText);
        int interval = intervalText == null ? 0 : (int) positive(intervalText, "--interval", Integer.MAX_VALUE);
        long pid = pidText == null ? -1 : positive(pidText, "--pid", Long.MAX_VALUE);
        if (words.isEmpty()) throw new IllegalArgumentException("no kind");
        RecordKind kind = RecordKind.of(words.get(0));
        if (kind == null) throw new IllegalArgumentException("unknown kind " + words.get(0) + " (node, chrome, jvm, perf)");
        if (words.size() > 1) {
            throw new IllegalArgumentException("unexpected argument " + words.get(1) + " (the command goes after --)");
        }
        if (pid >= 0 && kind != RecordKind.JVM) throw new IllegalArgumentException("--pid attaches to a JVM only (record jvm --pid PID)");
        if (inspect != null && kind != RecordKind.NODE) throw new IllegalArgumentException("--inspect attaches to Node only");
        if (browser != null && kind != RecordKind.CHROME) throw new IllegalArgumentException("--browser is for record chrome");
        boolean attaches = pid >= 0 || inspect != null;
        if (attaches && !command.isEmpty()) throw new IllegalArgumentException("attaching takes no command");
        if (!attaches && command.isEmpty()) throw new IllegalArgumentException("no command after --");
        return new RecordRequest(kind, command, pid, inspect, duration, interval, browser, null);
    }

    /** {@code KIND-YYYYMMDD-HHMMSS.EXT} in the current folder. */
    static String defaultName(RecordRequest request) {
        return request.kind().id() + "-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"))
                + "." + request.kind().extension(request.attaches());
    }

    private static Duration seconds(String text) {
        try {
            double seconds = Double.parseDouble(text);
            if (seconds > 0 && seconds <= 7 * 24 * 3600) return Duration.ofMillis(Math.round(seconds * 1000));
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException("--duration takes seconds (a number above 0), not " + text);
    }

    private static long positive(String text, String option, long max) {
        try {
            long value = Long.parseLong(text);
            if (value > 0 && value <= max) return value;
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException(option + " takes a whole number above 0, not " + text);
    }
}
