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
 * {@code flint record jvm -- java ARGS}: the JVM started with {@code -XX:StartFlightRecording} (notes 4.4;
 * not {@code StartFlightRecorder}, which HotSpot refuses) with the {@code profile} settings and the execution
 * sampler's period from the interval. The JVM writes the file when it exits, also on SIGTERM, so Stop and
 * the duration end it with SIGTERM; SIGKILL would write nothing.
 */
final class JvmLaunch implements Recorder {
    /** Writing a recording at exit takes a moment; a JVM stuck longer is killed (and wrote nothing). */
    static final Duration EXIT_GRACE = Duration.ofSeconds(30);

    @Override
    public void record(RecordRequest request, StopSwitch stop, Path output, Consumer<String> log)
            throws RecordingException, IOException, InterruptedException {
        if (request.command().isEmpty()) throw new RecordingException("record jvm: no command (flint record jvm -- java -cp DIR Main)");
        try (TempFolder temp = new TempFolder("jvm")) {
            Path recording = temp.path().resolve("recording.jfr");
            String option = "-XX:StartFlightRecording=filename=" + recording + ",settings=profile"
                    + JvmAttach.period(request.intervalMicros(), ",");
            List<String> command = new ArrayList<>(request.command());
            Map<String, String> environment = Map.of();
            if (Path.of(command.get(0)).getFileName().toString().equals("java")) {
                command.add(1, option);
            } else {
                // a launcher script (mvn, gradle, a wrapper): the java it starts reads JDK_JAVA_OPTIONS
                environment = Map.of("JDK_JAVA_OPTIONS", option);
            }
            try (Workload jvm = Workload.start(command, environment, null, log)) {
                stop.await(request.duration(), () -> !jvm.isAlive());
                if (jvm.isAlive()) jvm.askToEnd();
                int status = jvm.waitFor(EXIT_GRACE);
                if (status == -1) {
                    throw new RecordingException("the JVM did not exit within " + EXIT_GRACE.toSeconds()
                            + " s of SIGTERM, so it wrote no recording; it was killed");
                }
                if (!Files.isRegularFile(recording) || Files.size(recording) == 0) {
                    throw RecordingException.fromTool("the JVM exited with status " + status + " and wrote no recording",
                            jvm.lastError());
                }
            }
            Files.copy(recording, output, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
