package dev.flint.record;

import dev.flint.process.ChildProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * {@code flint record jvm --pid PID}: a running JVM of the same user recorded through {@code jcmd} (notes
 * 4.4): {@code JFR.start} with the profile settings and a {@code duration} as a safety net should Flint die,
 * then {@code JFR.stop filename=} on Stop or after the duration. The target JVM writes the file, as its user,
 * so it goes to an absolute path in Flint's temporary folder and is copied from there.
 */
final class JvmAttach implements Recorder {
    /** jcmd waits about 10 s for a process that is not a HotSpot JVM (notes 4.4). */
    private static final Duration JCMD_LIMIT = Duration.ofSeconds(30);
    /** Without --duration the JVM stops by itself after this, should Flint be killed before JFR.stop. */
    private static final Duration SAFETY_NET = Duration.ofHours(6);

    @Override
    public void record(RecordRequest request, StopSwitch stop, Path output, Consumer<String> log)
            throws RecordingException, IOException, InterruptedException {
        Optional<ProcessHandle> target = ProcessHandle.of(request.pid());
        if (target.isEmpty() || !target.get().isAlive()) throw new RecordingException("no process with pid " + request.pid());
        String name = "flint-" + ProcessHandle.current().pid() + "-" + Long.toHexString(System.nanoTime());
        Duration safety = request.duration() == null ? SAFETY_NET : request.duration().plusMinutes(1);
        List<String> start = new ArrayList<>(List.of(jcmd(), Long.toString(request.pid()), "JFR.start", "name=" + name,
                "settings=profile", "duration=" + safety.toSeconds() + "s"));
        String period = period(request.intervalMicros(), "");
        if (!period.isEmpty()) start.add(period);
        try (ChildProcess started = Programs.start(ChildProcess.command(start).stdoutKept(), start.get(0))) {
            // -1: still running at the limit (closing ends it)
            if (started.waitFor(JCMD_LIMIT) != 0 || !started.keptOutput().contains("Started recording")) {
                String why = ignoresSigquit(request.pid())
                        ? " (it ignores SIGQUIT, which opens the attach listener: a background job of a script?)" : "";
                throw RecordingException.fromTool("jcmd cannot start a recording in pid " + request.pid() + why,
                        started.errorLine());
            }
        }
        try (TempFolder temp = new TempFolder("jvm")) {
            Path recording = temp.path().resolve("recording.jfr");
            stop.await(request.duration(), () -> !target.get().isAlive());
            if (!target.get().isAlive()) {
                throw new RecordingException("pid " + request.pid() + " exited before the recording was taken");
            }
            List<String> stopCommand = List.of(jcmd(), Long.toString(request.pid()), "JFR.stop", "name=" + name,
                    "filename=" + recording);
            try (ChildProcess stopped = Programs.start(ChildProcess.command(stopCommand).stdoutKept(), stopCommand.get(0))) {
                if (stopped.waitFor(JCMD_LIMIT) != 0 || !Files.isRegularFile(recording)) {
                    throw RecordingException.fromTool("jcmd cannot stop the recording in pid " + request.pid(),
                            stopped.errorLine());
                }
            }
            Files.copy(recording, output, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Whether the process ignores SIGQUIT ({@code SigIgn} in /proc/PID/status): HotSpot then never opens its
     * attach listener, and jcmd waits 10 s in vain. A non-interactive shell starts background jobs so.
     */
    static boolean ignoresSigquit(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("SigIgn:")) return (Long.parseUnsignedLong(line.substring(7).strip(), 16) & (1L << 2)) != 0;
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or gone
        }
        return false;
    }

    /** The JDK's own jcmd, which can attach to a JVM of its version, else the one on the PATH. */
    static String jcmd() {
        Path own = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        return Files.isExecutable(own) ? own.toString() : "jcmd";
    }

    /** The execution sampler's period option (JFR's minimum is 1 ms), after {@code separator}; empty for the default. */
    static String period(int intervalMicros, String separator) {
        if (intervalMicros <= 0) return "";
        long millis = Math.max(1, Math.round(intervalMicros / 1000.0));
        return separator + "jdk.ExecutionSample#period=" + millis + "ms";
    }
}
