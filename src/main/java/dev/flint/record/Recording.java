package dev.flint.record;

import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.Consumer;

/**
 * Makes one recording into {@code target}: the profiler writes a temporary file beside it, the file is opened
 * through the normal importers (a recording Flint cannot open is a failed recording), and only then moved
 * into place, atomically, so an interrupted or failed recording never leaves half a file.
 */
public final class Recording {
    /** What was recorded: the file, the profile as Flint read it, its format and sample count. */
    public record Result(Path file, Profile profile) {
        public String format() {
            return profile.format().id();
        }

        /** Samples over every thread (recorded formats have one row per sample). */
        public long samples() {
            long total = 0;
            for (ProfileThread thread : profile.threads()) total += thread.samples().size();
            return total;
        }
    }

    private Recording() {}

    /**
     * @param target a regular file the user may replace, or a new one (the caller checks it, as an export's)
     * @param log stderr lines of the tools and {@code warning:} lines
     */
    public static Result run(RecordRequest request, StopSwitch stop, Path target, Consumer<String> log)
            throws RecordingException, InterruptedException {
        Path absolute = target.toAbsolutePath();
        Path part = absolute.resolveSibling(".flint-record-" + Long.toHexString(System.nanoTime()) + ".part");
        boolean done = false;
        try {
            Files.createFile(part);
            recorder(request).record(request, stop, part, log);
            if (Files.size(part) == 0) throw new RecordingException("the " + request.kind().id() + " recording wrote nothing");
            Profile profile;
            try {
                profile = ProfileLoader.load(part);
            } catch (ProfileFormatException e) {
                throw new RecordingException("the recording cannot be opened: " + e.getMessage(), e);
            }
            move(part, absolute);
            done = true;
            return new Result(absolute, profile);
        } catch (IOException e) {
            throw new RecordingException("cannot write " + dev.flint.model.MessageText.quote(absolute.toString())
                    + ": " + e.getMessage(), e);
        } finally {
            if (!done) {
                try {
                    Files.deleteIfExists(part);
                } catch (IOException e) {
                    // the folder went away: nothing to clean
                }
            }
        }
    }

    static Recorder recorder(RecordRequest request) {
        return switch (request.kind()) {
            case NODE -> request.inspect() != null ? new NodeAttach() : new NodeLaunch();
            case CHROME -> new ChromeLaunch();
            case JVM -> request.pid() >= 0 ? new JvmAttach() : new JvmLaunch();
            case PERF -> new PerfLaunch();
        };
    }

    private static void move(Path part, Path target) throws IOException {
        try {
            Files.move(part, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(part, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
