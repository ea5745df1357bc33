package dev.flint.record;

import dev.flint.process.ChildProcess;
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
            Path repository = Files.createDirectory(temp.path().resolve("repository"));
            String option = "-XX:StartFlightRecording=filename=" + recording + ",settings=profile"
                    + JvmAttach.period(request.intervalMicros(), ",");
            String where = "-XX:FlightRecorderOptions=repository=" + repository;
            List<String> command = new ArrayList<>(request.command());
            Map<String, String> environment = Map.of();
            if (Path.of(command.get(0)).getFileName().toString().equals("java")) {
                command.addAll(1, List.of(option, where));
            } else {
                // a launcher script (mvn, gradle, a wrapper): the java it starts reads JDK_JAVA_OPTIONS
                environment = Map.of("JDK_JAVA_OPTIONS", option + " " + where);
            }
            try (ChildProcess jvm = Programs.workload(command, environment, log)) {
                // A JVM ended before JFR has started writes nothing (a slow start under load takes seconds):
                // the duration counts from the first chunk in the repository.
                awaitStart(repository, jvm);
                stop.await(request.duration(), () -> !jvm.isAlive());
                if (jvm.isAlive()) jvm.askToEnd();
                int status = jvm.waitFor(EXIT_GRACE);
                if (status == -1) {
                    throw new RecordingException("the JVM did not exit within " + EXIT_GRACE.toSeconds()
                            + " s of SIGTERM, so it wrote no recording; it was killed");
                }
                if (!Files.isRegularFile(recording) || Files.size(recording) == 0) {
                    throw RecordingException.fromTool("the JVM exited with status " + status + " and wrote no recording",
                            jvm.errorLine());
                }
            }
            Files.copy(recording, output, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Waits, at most {@link #EXIT_GRACE}, for JFR's first chunk file in {@code repository}, or the JVM's end. */
    private static void awaitStart(Path repository, ChildProcess jvm) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + EXIT_GRACE.toNanos();
        while (jvm.isAlive() && System.nanoTime() < deadline) {
            try (java.util.stream.Stream<Path> files = Files.walk(repository)) {
                if (files.anyMatch(file -> file.getFileName().toString().endsWith(".jfr"))) return;
            }
            Thread.sleep(50);
        }
    }
}
