package dev.flint.record;

import dev.flint.process.ChildProcess;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@code flint record node -- COMMAND}: Node's own {@code --cpu-prof} into an empty temporary folder (one
 * {@code .cpuprofile} per thread; notes 4.1: no {@code --cpu-prof-name}, which made threads overwrite each
 * other), merged by {@link NodeProfiles} into one trace whose threads open as tracks of one tab.
 *
 * <p>Node writes the profiles only on a normal exit; SIGTERM's default kills it without a file. A preload
 * ({@code --require}) turns SIGINT and SIGTERM into {@code process.exit()}, so Stop, Ctrl+C and
 * {@code --duration} still get whole profiles. The handler runs when the event loop turns: a script busy in
 * one synchronous task is killed after {@link #EXIT_GRACE}, and the recording fails saying so. (Starting the
 * inspector instead, to stop through it, cost the worker threads' profiles: with {@code --inspect} Node 20
 * wrote only the main thread's.)
 */
final class NodeLaunch implements Recorder {
    static final Duration EXIT_GRACE = Duration.ofSeconds(10);

    /**
     * The preload: on SIGINT/SIGTERM, exit normally (the main thread only; workers get no signals); then it
     * says it is in place by writing the file it is given, since a signal before that still kills node the
     * default way, without a profile.
     */
    static String stopOnSignal(Path ready) {
        return "if (require('worker_threads').isMainThread) {\n"
                + "  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(128 + (signal === 'SIGINT' ? 2 : 15)));\n"
                + "  try { require('fs').writeFileSync(" + JsonText.quote(ready.toString()) + ", ''); } catch (e) { }\n"
                + "}\n";
    }

    @Override
    public void record(RecordRequest request, StopSwitch stop, Path output, Consumer<String> log)
            throws RecordingException, IOException, InterruptedException {
        if (request.command().isEmpty()) throw new RecordingException("record node: no command (flint record node -- node SCRIPT.js)");
        try (TempFolder temp = new TempFolder("node")) {
            Path profiles = Files.createDirectory(temp.path().resolve("profiles"));
            Path ready = temp.path().resolve("handlers-ready");
            Path preload = Files.writeString(temp.path().resolve("stop-on-signal.cjs"), stopOnSignal(ready), StandardCharsets.UTF_8);
            List<String> flags = new ArrayList<>(List.of("--require", preload.toString(), "--cpu-prof",
                    "--cpu-prof-dir=" + profiles));
            if (request.intervalMicros() > 0) flags.add("--cpu-prof-interval=" + request.intervalMicros());
            List<String> command = new ArrayList<>(request.command());
            Map<String, String> environment = Map.of();
            if (isNode(command.get(0))) {
                command.addAll(1, flags);
            } else {
                // npm, npx, a script with a node shebang: the flags reach every node it starts through NODE_OPTIONS.
                String inherited = System.getenv("NODE_OPTIONS");
                environment = Map.of("NODE_OPTIONS", nodeOptions(flags) + (inherited == null ? "" : " " + inherited));
            }
            int status;
            try (ChildProcess node = Programs.workload(command, environment, log)) {
                stop.await(request.duration(), () -> !node.isAlive());
                if (node.isAlive()) {
                    // Stopped at once (Ctrl+C during start-up): the signal waits for the handlers, a bounded time.
                    long deadline = System.nanoTime() + EXIT_GRACE.toNanos();
                    while (!Files.exists(ready) && node.isAlive() && System.nanoTime() < deadline) Thread.sleep(20);
                    node.askToEnd();
                }
                status = node.waitFor(EXIT_GRACE);
                if (status == -1) {
                    throw new RecordingException("node did not exit within " + EXIT_GRACE.toSeconds()
                            + " s of SIGTERM (a script busy in one synchronous task sees the signal only when it returns"
                            + " to the event loop), so it wrote no profile; it was killed");
                }
                if (NodeProfiles.files(profiles).isEmpty()) {
                    throw RecordingException.fromTool("node exited with status " + status + " and wrote no profile",
                            node.errorLine());
                }
            }
            NodeProfiles.writeTrace(NodeProfiles.files(profiles), output);
        }
    }

    static boolean isNode(String program) {
        String name = Path.of(program).getFileName().toString();
        return name.matches("node(js)?[0-9.]*(\\.exe)?");
    }

    /** NODE_OPTIONS splits on spaces; a value with spaces goes in double quotes (Node's own rule). */
    private static String nodeOptions(List<String> flags) {
        List<String> quoted = new ArrayList<>();
        for (String flag : flags) {
            quoted.add(flag.contains(" ") ? "\"" + flag.replace("\\", "\\\\").replace("\"", "\\\"") + "\"" : flag);
        }
        return String.join(" ", quoted);
    }
}
