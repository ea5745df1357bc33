package dev.flint.importer.perfdata;

import dev.flint.importer.Importer;
import dev.flint.importer.ImporterProvider;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.importer.SourceFile;
import dev.flint.model.LoadWarning;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.process.ChildProcess;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

/**
 * A {@code perf.data} file, read by running {@code perf script -F FIELDS --ns -i FILE} and streaming its text
 * into the {@code perf-script} importer as perf writes it (never held whole). perf resolves the names on
 * this machine, from the recorded binaries, their build ids in {@code ~/.debug}, kallsyms and JIT maps, as
 * {@code perf report} would. perf's stderr (lost chunks, restricted kernel maps, ...) becomes warning lines.
 * A recording without one of the fields is retried with perf's default fields. Without perf on the PATH
 * the file is refused with the command that makes the text. perf gets {@link #TIMEOUT_SECONDS} (default
 * 600, {@code -Dflint.perfScriptTimeoutSeconds}); text that stops parsing midway ends it at once (its stdout
 * is read to nowhere meanwhile, so it never blocks on a full pipe); a gzip'd perf.data is inflated to a temporary file first,
 * since perf reads files, not pipes.
 */
public final class PerfDataImporter implements Importer {
    static final long TIMEOUT_SECONDS = Long.getLong("flint.perfScriptTimeoutSeconds", 600);
    /** The fields asked of perf script, so the text has one shape whatever the recording's defaults (notes 4.5). */
    public static final String SCRIPT_FIELDS = "comm,pid,tid,time,event,ip,sym,symoff,dso";

    /** The refusal without perf: what the file is and how to make the text Flint reads. */
    static String withoutPerf() {
        return "a perf.data file (perf record's binary output): Flint reads it through 'perf script', which is not "
                + "on the PATH; where it was recorded run 'perf script -F " + SCRIPT_FIELDS
                + " -i FILE > FILE.txt' and open FILE.txt";
    }

    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress) throws ProfileFormatException {
        Path perf = PerfTool.find();
        if (perf == null) throw new ProfileFormatException(fileName, "", withoutPerf());
        try (SourceFile input = SourceFile.of(source, progress, ".data")) {
            Profile profile = run(perf, input.path(), fileName, progress, true);
            return profile != null ? profile : run(perf, input.path(), fileName, progress, false);
        } catch (IOException e) {
            throw ProfileLoader.readFailure(fileName, "", e);
        }
    }

    /** The profile, or null when perf refused one of the fields (the caller retries without -F). */
    private Profile run(Path perf, Path input, String fileName, ProgressListener progress, boolean withFields)
            throws IOException, ProfileFormatException {
        List<String> command = new ArrayList<>(List.of(perf.toString(), "--no-pager", "script", "-i", input.toString()));
        if (withFields) command.addAll(List.of("-F", SCRIPT_FIELDS, "--ns"));
        PerfScriptErrors said = new PerfScriptErrors();
        try (ChildProcess process = ChildProcess.command(command).stdoutStreamed().stderrLines(said)
                .timeLimit(Duration.ofSeconds(TIMEOUT_SECONDS)).start()) {
            CountedStream text = new CountedStream(process.output());
            Profile profile = null;
            ProfileFormatException unreadable = null;
            try {
                profile = ImporterProvider.importerFor(ProfileFormat.PERF_SCRIPT)
                        .read(SourceBytes.ofStream(text, fileName), fileName, cancelOnly(progress));
            } catch (ProfileFormatException e) {
                unreadable = e;
                // The text is bad whatever follows: perf is ended rather than waited for (it may write for minutes).
                if (!process.outputEnded()) process.end(Duration.ofSeconds(2));
            } catch (CancellationException e) {
                throw e;
            }
            int status = waitFor(process);
            List<String> errors = said.paragraphs();
            if (process.timedOut()) {
                throw new ProfileFormatException(fileName, "", "perf script did not finish within " + TIMEOUT_SECONDS
                        + " s (java -Dflint.perfScriptTimeoutSeconds=N gives it longer)");
            }
            if (status != 0 && !process.wasEnded()) {
                if (withFields && errors.stream().anyMatch(e -> e.contains("Cannot print") || e.contains("attribute"))) {
                    return null;
                }
                throw new ProfileFormatException(fileName, "", "perf script failed (exit status " + status + ")"
                        + (errors.isEmpty() ? "" : ": " + errors.get(0)));
            }
            if (unreadable != null) {
                if (text.count == 0) throw new ProfileFormatException(fileName, "", "the recording has no samples "
                        + "(perf script printed nothing" + (errors.isEmpty() ? "" : "; it said: " + errors.get(0)) + ")");
                throw new ProfileFormatException(fileName, unreadable.where().isEmpty() ? "perf script's output"
                        : "perf script's output, " + unreadable.where(), unreadable.problem());
            }
            // info names the file's own format; the threads are perf script's
            Profile read = new Profile(ProfileFormat.PERF_DATA, profile.threads(), profile.categories(), profile.traceIsGeneric(),
                    profile.warnings(), profile.markers()).withWarnings(warnings(errors, profile.totalSamples()));
            LoadWarning missing = MissingBinaries.warning(read);
            return missing == null ? read : read.withWarnings(List.of(missing));
        }
    }

    private static List<LoadWarning> warnings(List<String> errors, long samples) {
        List<LoadWarning> warnings = new ArrayList<>();
        for (String error : errors) warnings.add(new LoadWarning("perf script", "perf said: " + error, samples, "samples"));
        return warnings;
    }

    private static int waitFor(ChildProcess process) throws IOException {
        try {
            return process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while perf script ran");
        }
    }

    /** Progress of a stream has no total; only the user's cancel is passed on. */
    private static ProgressListener cancelOnly(ProgressListener progress) {
        return new ProgressListener() {
            @Override public void progress(long done, long total) {}
            @Override public boolean isCancelled() { return progress.isCancelled(); }
        };
    }

    /** Counts the bytes perf wrote, to tell an empty recording from unreadable text. */
    private static final class CountedStream extends FilterInputStream {
        long count;

        CountedStream(InputStream in) {
            super(in);
        }

        @Override public int read() throws IOException {
            int b = super.read();
            if (b >= 0) count++;
            return b;
        }

        @Override public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) count += n;
            return n;
        }
    }
}
