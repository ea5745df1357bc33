package dev.flint.record;

import dev.flint.model.MessageText;
import dev.flint.process.ChildProcess;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** How a recording starts its programs, and the one line it gives when one cannot run. */
final class Programs {
    private Programs() {}

    /**
     * The recorded program, its profiler or browser: stdout is the user's (the terminal's, or line by line to a
     * {@link ProgramOutput} log: the app's dialog), stderr lines go to {@code errorLines}, and
     * {@link ChildProcess#close} ends it with everything it started, so a recording never leaves a process behind,
     * however it ends.
     */
    static ChildProcess workload(List<String> command, Map<String, String> environment, Consumer<String> errorLines)
            throws RecordingException {
        ChildProcess.Builder builder = ChildProcess.command(command).environment(environment);
        if (errorLines instanceof ProgramOutput shown) builder.stdoutLines(shown::programLine);
        else builder.stdoutInherited();
        return start(builder.stderrLines(errorLines).withDescendants(), command.get(0));
    }

    /** Starts {@code builder}'s program, named {@code program} in the line that says it cannot run. */
    static ChildProcess start(ChildProcess.Builder builder, String program) throws RecordingException {
        try {
            return builder.start();
        } catch (IOException e) {
            throw cannotRun(program, e.getMessage());
        }
    }

    /** {@code cannot run PROGRAM: WHY}, the system's reason (not found, not executable). */
    static RecordingException cannotRun(String program, String why) {
        return RecordingException.fromTool("cannot run " + MessageText.quote(program), why);
    }
}
