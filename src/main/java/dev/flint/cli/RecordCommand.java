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

/**
 * {@code flint record [--output FILE] [--duration SECONDS] [--interval MICROS] KIND -- COMMAND [ARGS...]},
 * or {@code KIND --pid PID} / {@code --inspect HOST:PORT} to attach (DESIGN.md, "Command line"): runs the
 * recording, then prints {@code recorded FILE (FORMAT, N samples)}. Ctrl+C (SIGINT to the JVM) stops the
 * recording through a shutdown hook that waits for the whole file to be written and the workload ended.
 */
final class RecordCommand implements Command {
    static final String USAGE = "usage: flint record [--output FILE] [--duration SECONDS] [--interval MICROS] "
            + "[--browser PATH] node|chrome|jvm|perf -- COMMAND [ARGS...]; flint record jvm --pid PID; "
            + "flint record node --inspect HOST:PORT";
    /** How long Ctrl+C waits for the recording to be written and its processes ended. */
    private static final long SHUTDOWN_WAIT_SECONDS = 90;

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        RecordRequest request;
        String output = null;
        try {
            Parsed parsed = parse(args);
            request = parsed.request();
            output = parsed.output();
        } catch (IllegalArgumentException e) {
            err.println("flint record: " + e.getMessage() + "; " + USAGE);
            return Cli.EXIT_USAGE;
        }
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

    record Parsed(RecordRequest request, String output) {}

    static Parsed parse(List<String> args) {
        String output = null;
        Duration duration = null;
        int interval = 0;
        long pid = -1;
        String inspect = null;
        String browser = null;
        RecordKind kind = null;
        List<String> command = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--")) {
                command.addAll(args.subList(i + 1, args.size()));
                break;
            }
            switch (arg) {
                case "--output" -> output = value(args, ++i, arg);
                case "--duration" -> duration = seconds(value(args, ++i, arg));
                case "--interval" -> interval = (int) positive(value(args, ++i, arg), arg, Integer.MAX_VALUE);
                case "--pid" -> pid = positive(value(args, ++i, arg), arg, Long.MAX_VALUE);
                case "--inspect" -> inspect = value(args, ++i, arg);
                case "--browser" -> browser = value(args, ++i, arg);
                default -> {
                    if (arg.startsWith("--")) throw new IllegalArgumentException("unknown option " + arg);
                    if (kind != null) throw new IllegalArgumentException("unexpected argument " + arg + " (the command goes after --)");
                    kind = RecordKind.of(arg);
                    if (kind == null) throw new IllegalArgumentException("unknown kind " + arg + " (node, chrome, jvm, perf)");
                }
            }
        }
        if (kind == null) throw new IllegalArgumentException("no kind");
        if (pid >= 0 && kind != RecordKind.JVM) throw new IllegalArgumentException("--pid attaches to a JVM only (record jvm --pid PID)");
        if (inspect != null && kind != RecordKind.NODE) throw new IllegalArgumentException("--inspect attaches to Node only");
        if (browser != null && kind != RecordKind.CHROME) throw new IllegalArgumentException("--browser is for record chrome");
        boolean attaches = pid >= 0 || inspect != null;
        if (attaches && !command.isEmpty()) throw new IllegalArgumentException("attaching takes no command");
        if (!attaches && command.isEmpty()) throw new IllegalArgumentException("no command after --");
        return new Parsed(new RecordRequest(kind, command, pid, inspect, duration, interval, browser, null), output);
    }

    /** {@code KIND-YYYYMMDD-HHMMSS.EXT} in the current folder. */
    static String defaultName(RecordRequest request) {
        return request.kind().id() + "-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"))
                + "." + request.kind().extension(request.attaches());
    }

    private static String value(List<String> args, int i, String option) {
        if (i >= args.size()) throw new IllegalArgumentException(option + " needs a value");
        return args.get(i);
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
