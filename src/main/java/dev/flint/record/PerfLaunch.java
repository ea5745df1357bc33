package dev.flint.record;

import dev.flint.importer.perfdata.PerfDataImporter;
import dev.flint.process.ChildProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code flint record perf -- COMMAND}: {@code perf record -g -F FREQ} (frame-pointer call chains, notes
 * 4.5) into a temporary perf.data, then its {@code perf script} text, which is what is written: symbols are
 * resolved by perf on this machine, where the binaries are, so the file opens anywhere. Stop and the
 * duration send perf SIGTERM, on which it writes its file and ends the command itself.
 *
 * <p>perf's stderr is the command's too: the command's lines are shown as they come, perf's own (its
 * {@code [ perf record: ...]} progress, which names the temporary file, and its failure to start the command)
 * are kept for the one error line.
 */
final class PerfLaunch implements Recorder {
    /** perf's usual odd frequency, so sampling does not lock step with a periodic workload. */
    static final int DEFAULT_HERTZ = 999;
    static final Duration EXIT_GRACE = Duration.ofSeconds(30);
    static final Duration SCRIPT_LIMIT = Duration.ofMinutes(10);
    /** perf record's line when it cannot start the command ({@code evlist__prepare_workload} failed). */
    static final Pattern CANNOT_RUN = Pattern.compile("Failed to collect '.*' for the '.*' workload: (.*)");

    @Override
    public void record(RecordRequest request, StopSwitch stop, Path output, Consumer<String> log)
            throws RecordingException, IOException, InterruptedException {
        if (request.command().isEmpty()) throw new RecordingException("record perf: no command (flint record perf -- ./program ARGS)");
        PerfPermission.check(PerfPermission.PARANOID, PerfPermission.isRoot());
        try (TempFolder temp = new TempFolder("perf")) {
            Path data = temp.path().resolve("perf.data");
            long hertz = request.intervalMicros() > 0 ? Math.max(1, Math.round(1e6 / request.intervalMicros())) : DEFAULT_HERTZ;
            List<String> command = new ArrayList<>(List.of("perf", "record", "-g", "-F", Long.toString(hertz), "-o",
                    data.toString(), "--"));
            command.addAll(request.command());
            List<String> perfSaid = new ArrayList<>();
            Consumer<String> errors = line -> {
                boolean perfsOwn = line.startsWith("[ perf record: ") || CANNOT_RUN.matcher(line).matches();
                synchronized (perfSaid) {
                    if (perfSaid.size() < 200) perfSaid.add(line);
                }
                if (!perfsOwn) log.accept(line);
            };
            ChildProcess perf;
            try {
                perf = Programs.workload(command, Map.of(), ProgramOutput.keeping(errors, log));
            } catch (RecordingException e) {
                throw new RecordingException("perf is not installed or cannot run (Debian: apt-get install linux-perf): "
                        + e.getMessage());
            }
            try (perf) {
                stop.await(request.duration(), () -> !perf.isAlive());
                if (perf.isAlive()) perf.askToEnd();
                int status = perf.waitFor(EXIT_GRACE);
                if (status == -1) throw new RecordingException("perf did not exit within " + EXIT_GRACE.toSeconds() + " s of SIGTERM");
                if (!Files.isRegularFile(data) || Files.size(data) == 0 || saidSo(perfSaid, "Captured and wrote") == null) {
                    String cannotRun = saidSo(perfSaid, "Failed to collect");
                    Matcher why = cannotRun == null ? null : CANNOT_RUN.matcher(cannotRun);
                    if (why != null && why.matches()) throw Programs.cannotRun(request.command().get(0), why.group(1));
                    if (saidSo(perfSaid, "perf_event_paranoid") != null) throw PerfPermission.refused("too high for this user");
                    throw RecordingException.fromTool("perf record failed (status " + status + ")", perf.errorLine());
                }
            }
            String failed = script(List.of("perf", "--no-pager", "script", "-i", data.toString(), "-F",
                    PerfDataImporter.SCRIPT_FIELDS, "--ns"), output);
            // a field this recording lacks (notes 4.5): perf's default fields instead
            if (failed != null) failed = script(List.of("perf", "--no-pager", "script", "-i", data.toString()), output);
            if (failed != null) throw RecordingException.fromTool("perf script failed", failed);
        }
    }

    /**
     * {@code perf script} run to its end (or its time limit) with its text into {@code output}: null when it
     * succeeded, else what went wrong in perf's words.
     */
    private static String script(List<String> command, Path output) throws RecordingException, InterruptedException {
        try (ChildProcess script = Programs.start(ChildProcess.command(command).stdoutTo(output).timeLimit(SCRIPT_LIMIT),
                command.get(0))) {
            int status = script.waitFor();
            if (script.timedOut()) return "it did not finish within " + SCRIPT_LIMIT.toMinutes() + " minutes";
            return status == 0 ? null : script.errorLine();
        }
    }

    /** The first line of perf's stderr with {@code text} (its closing line names what it wrote), or null. */
    private static String saidSo(List<String> perfSaid, String text) {
        synchronized (perfSaid) {
            for (String line : perfSaid) if (line.contains(text)) return line;
        }
        return null;
    }
}
