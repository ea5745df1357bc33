package dev.flint.record;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@code flint record perf -- COMMAND}: {@code perf record -g -F FREQ} (frame-pointer call chains, notes
 * 4.5) into a temporary perf.data, then its {@code perf script} text, which is what is written: symbols are
 * resolved by perf on this machine, where the binaries are, so the file opens anywhere. Stop and the
 * duration send perf SIGTERM, on which it writes its file and ends the command itself.
 */
final class PerfLaunch implements Recorder {
    /** perf's usual odd frequency, so sampling does not lock step with a periodic workload. */
    static final int DEFAULT_HERTZ = 999;
    static final Duration EXIT_GRACE = Duration.ofSeconds(30);
    static final Duration SCRIPT_LIMIT = Duration.ofMinutes(10);
    /** The fields asked of perf script, as the perf.data reader asks (a stable shape whatever the recording). */
    static final String FIELDS = "comm,pid,tid,time,event,ip,sym,symoff,dso";

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
                synchronized (perfSaid) {
                    if (perfSaid.size() < 200) perfSaid.add(line);
                }
                log.accept(line);
            };
            Workload perf;
            try {
                perf = Workload.start(command, Map.of(), null, errors);
            } catch (RecordingException e) {
                throw new RecordingException("perf is not installed or cannot run (Debian: apt-get install linux-perf): "
                        + e.getMessage());
            }
            try (perf) {
                stop.await(request.duration(), () -> !perf.isAlive());
                if (perf.isAlive()) perf.askToEnd();
                int status = perf.waitFor(EXIT_GRACE);
                if (status == -1) throw new RecordingException("perf did not exit within " + EXIT_GRACE.toSeconds() + " s of SIGTERM");
                String lastError = perf.lastError(); // also waits for perf's last stderr lines
                if (!Files.isRegularFile(data) || Files.size(data) == 0 || !saidSo(perfSaid, "Captured and wrote")) {
                    if (saidSo(perfSaid, "perf_event_paranoid")) throw PerfPermission.refused("too high for this user");
                    throw RecordingException.fromTool("perf record failed (status " + status + ")", lastError);
                }
            }
            ToolRun script = ToolRun.run(List.of("perf", "--no-pager", "script", "-i", data.toString(), "-F", FIELDS, "--ns"),
                    output, SCRIPT_LIMIT);
            if (script.status() != 0) {
                // a field this recording lacks (notes 4.5): perf's default fields instead
                script = ToolRun.run(List.of("perf", "--no-pager", "script", "-i", data.toString()), output, SCRIPT_LIMIT);
            }
            if (script.status() != 0) throw RecordingException.fromTool("perf script failed", script.errorLine());
        }
    }

    /** Whether perf's stderr had a line with {@code text} (its closing line names what it wrote). */
    private static boolean saidSo(List<String> perfSaid, String text) {
        synchronized (perfSaid) {
            for (String line : perfSaid) if (line.contains(text)) return true;
        }
        return false;
    }
}
