package dev.flint.record;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;

/** One kind of recording: runs or attaches, and writes the profiler's file to {@code output}. */
interface Recorder {
    /**
     * @param output the (empty) file to write; {@link Recording} moves it into place when whole
     * @param log the workload's and the tool's stderr lines and {@code warning:} lines, as they come
     */
    void record(RecordRequest request, StopSwitch stop, Path output, Consumer<String> log)
            throws RecordingException, IOException, InterruptedException;
}
