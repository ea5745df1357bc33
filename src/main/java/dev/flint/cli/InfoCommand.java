package dev.flint.cli;

import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;
import dev.flint.sourcemaps.ProfileMapping;
import dev.flint.timeline.PerThreadPool;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;

/**
 * {@code flint info FILE [--timings]}: the format and, per thread, pid, tid, name, sample count, time span,
 * ProfileCall count and trace event count as one JSON object (DESIGN.md). With {@code --timings}, one
 * {@code timing PHASE MILLISECONDS} line per phase on stderr: {@code read} (the stored bytes into memory),
 * {@code parse} (decompress, detect, import), {@code integrate}, {@code calltree} (every thread's call tree,
 * built only to time it: without {@code --timings} it is not built).
 */
@CommandLine.Command(name = "info", description = "Threads, sample counts and calls as JSON.")
final class InfoCommand extends FileCommand {
    static final String USAGE = "usage: flint info FILE [--timings] " + SourceMapOptions.USAGE;


    @CommandLine.Option(names = "--timings", description = "Add one line per phase on stderr, "
            + "'timing PHASE MILLISECONDS', for read, parse, integrate and calltree.")
    boolean timings;

    InfoCommand() {
        super(USAGE, "no file");
    }

    @Override
    public int run(PrintStream out, PrintStream err) {
        try {
            Path path = CliFiles.path(file);
            List<Path> mapPaths = sourceMaps.paths();
            long start = System.nanoTime();
            SourceBytes opened = ProfileLoader.open(path);
            SourceBytes source = timings ? readIntoMemory(path, file) : opened;
            long read = System.nanoTime();
            ProfileMapping mapping = sourceMaps.load(mapPaths, () -> ProfileLoader.load(source, ProgressListener.NONE));
            Profile profile = mapping.profile();
            long parsed = System.nanoTime();
            WarningLines.print(file, profile, err);
            List<ProfileThread> threads = profile.threads();
            int[] profileCalls = new int[threads.size()];
            // Each thread's span is found in the parallel batch too: on a big trace it is a pass over millions of
            // events, which the printing thread did alone after the batch.
            double[][] spans = new double[threads.size()][];
            long integrated;
            if (timings) {
                // Phase by phase, so each timing line means what it says; threads in parallel within a phase.
                List<Integer> counts = PerThreadPool.forThreads(threads, t -> InfoStages.integrate(profile, t));
                for (int t = 0; t < profileCalls.length; t++) profileCalls[t] = counts.get(t);
                integrated = System.nanoTime();
                PerThreadPool.forThreads(threads, t -> {
                    InfoStages.buildCallTree(profile, t);
                    return null;
                });
            } else {
                // The call tree only for --timings: info prints nothing of it, and it was the CPU of a
                // second core beside each thread's integration (the 1.28 M-sample .cpuprofile: 0.11-0.57 s
                // at load 14). Each thread's integration and span are tasks of one batch.
                List<Integer> counts = PerThreadPool.map(2 * threads.size(), k -> {
                    ProfileThread thread = threads.get(k / 2);
                    if (k % 2 == 0) return InfoStages.integrate(profile, thread);
                    spans[k / 2] = ThreadSpan.micros(profile.format(), thread);
                    return 0;
                });
                for (int t = 0; t < profileCalls.length; t++) profileCalls[t] = counts.get(2 * t);
                integrated = System.nanoTime();
            }
            long built = System.nanoTime();
            if (timings) PerThreadPool.map(threads.size(), t -> spans[t] = ThreadSpan.micros(profile.format(), threads.get(t)));
            out.println(json(profile, profileCalls, spans, mapping));
            if (timings) {
                err.println("timing read " + millis(read - start));
                err.println("timing parse " + millis(parsed - read));
                err.println("timing integrate " + millis(integrated - parsed));
                err.println("timing calltree " + millis(built - integrated));
            }
            return 0;
        } catch (ProfileFormatException e) {
            err.println(e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
    }

    /**
     * For {@code --timings}, whose {@code read} phase is the stored bytes into memory: a regular file
     * (checked by {@link ProfileLoader#open}), so the read ends, and one that fits in an array.
     */
    private static SourceBytes readIntoMemory(Path path, String file) throws ProfileFormatException {
        try {
            if (Files.size(path) > Integer.MAX_VALUE - 16) {
                throw new ProfileFormatException(file, "", "larger than 2 GiB: too large for --timings, "
                        + "which reads the whole file into memory first; run without --timings");
            }
            return SourceBytes.of(Files.readAllBytes(path), file);
        } catch (IOException e) {
            throw ProfileLoader.readFailure(file, "", e);
        }
    }

    private static String millis(long nanos) {
        return JsonText.number(Math.round(nanos / 1e3) / 1e3);
    }

    /**
     * With {@code "sourceMaps"} when {@code mapping} applied any map (DESIGN.md).
     *
     * @param spans per thread, its {@link ThreadSpan#micros}
     */
    static String json(Profile profile, int[] profileCalls, double[][] spans, ProfileMapping mapping) {
        StringBuilder out = new StringBuilder();
        out.append("{\"format\": ").append(JsonText.quote(profile.format().id())).append(", \"threads\": [");
        List<ProfileThread> threads = profile.threads();
        for (int t = 0; t < threads.size(); t++) {
            ProfileThread thread = threads.get(t);
            double[] span = spans[t];
            if (t > 0) out.append(", ");
            out.append("{\"pid\": ").append(thread.pid())
                    .append(", \"tid\": ").append(thread.tid())
                    .append(", \"name\": ").append(JsonText.quote(thread.name()))
                    .append(", \"samples\": ").append(JsonText.number(recordedSamples(profile.format(), thread.samples())))
                    .append(", \"startMicros\": ").append(JsonText.number(span[0]))
                    .append(", \"endMicros\": ").append(JsonText.number(span[1]))
                    .append(", \"profileCalls\": ").append(profileCalls[t])
                    .append(", \"traceEvents\": ").append(thread.traceEvents().size())
                    .append('}');
        }
        out.append(']');
        if (mapping != null && mapping.applied()) {
            out.append(", \"sourceMaps\": {\"maps\": ").append(mapping.mapsUsed())
                    .append(", \"framesMapped\": ").append(mapping.framesMapped())
                    .append(", \"framesUnmapped\": ").append(mapping.framesUnmapped()).append('}');
        }
        return out.append('}').toString();
    }

    /**
     * Samples the file records: one per row, except aggregated stacks (folded, DTrace, macOS sample), where a
     * row stands for as many samples as its count.
     */
    static double recordedSamples(ProfileFormat format, SampleTable samples) {
        if (!format.weightsCountSamples()) return samples.size();
        double total = 0;
        for (int i = 0; i < samples.size(); i++) total += samples.weight(i);
        return total;
    }
}
