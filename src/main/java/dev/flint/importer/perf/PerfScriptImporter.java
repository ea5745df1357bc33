package dev.flint.importer.perf;

import dev.flint.importer.Importer;
import dev.flint.importer.LineReader;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.Categories;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code perf script} text: one thread per tid (tids are unique across processes on Linux, as the Firefox
 * Profiler keys them), named by the comm of its last sample (threads are often renamed after they start).
 * Every sample weighs 1 (a sample count, as the Firefox Profiler shows perf files); the period column is
 * not a weight because several events of different units may share a file. Names are shown as perf printed
 * them: perf demangles C++ itself, Rust v0 names it does not know stay mangled. A frame perf could not
 * symbolize ({@code [unknown]}) is named after its DSO ({@code [libc.so.6]}) as FlameGraph does, so unknown
 * code of different libraries does not merge into one function. Kernel frames get the Kernel category.
 * JavaScript that V8 announced through {@code --perf-basic-prof} ({@code JS:*fib file.js:2:13} in a
 * {@code /tmp/perf-PID.map}) becomes JS code with the tier mark as the frame's implementation.
 */
public final class PerfScriptImporter implements Importer {
    static final int MAX_LINE_BYTES = 16 << 20;
    private static final String NOT = "perf script output";

    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress) throws ProfileFormatException {
        try (InputStream in = source.open(progress)) {
            return read(in, fileName);
        } catch (IOException e) {
            throw ProfileLoader.readFailure(fileName, "", e);
        }
    }

    private Profile read(InputStream in, String file) throws IOException, ProfileFormatException {
        Categories categories = new Categories();
        int user = categories.add("User", "yellow");
        int kernel = categories.add("Kernel", "orange");
        categories.setDefaultCategory(user);
        FileSamples samples = new FileSamples();
        LineReader lines = new LineReader(in, MAX_LINE_BYTES, NOT);
        List<PerfLines.Frame> chain = new ArrayList<>();
        PerfLines.Header header = null;
        for (String line; (line = lines.nextText(file)) != null; ) {
            String trimmed = line.strip();
            if (trimmed.isEmpty()) {
                if (header != null) samples.add(header, chain);
                header = null;
                continue;
            }
            // Frame lines start with a tab; headers start with the comm, which perf -F right-aligns with
            // spaces; old perf wrote frame lines without indent.
            boolean tab = line.charAt(0) == '\t';
            if (!tab && trimmed.charAt(0) == '#' && line.charAt(0) == '#') continue;
            PerfLines.Header next = tab ? null : PerfLines.header(line.stripLeading());
            if (next != null) {
                if (header != null) samples.add(header, chain);
                header = next;
                chain.clear();
                if (!next.trailing().isEmpty()) {
                    // -G, or a recording without call chains: the sampled ip on the header line itself
                    PerfLines.Frame only = PerfLines.frame(next.trailing());
                    if (only != null) chain.add(only);
                }
                continue;
            }
            PerfLines.Frame frame = PerfLines.frame(line);
            if (header == null) {
                if (frame == null && !PerfLines.isBlank(line.charAt(0))) throw notAHeader(file, lines, trimmed);
                throw new ProfileFormatException(file, "line " + lines.lineNumber(),
                        "a frame line before any sample header: '" + clip(trimmed) + "'");
            }
            // Indented lines that are not frames are -F +srcline continuations: they add nothing.
            if (frame != null) chain.add(frame);
            else if (!PerfLines.isBlank(line.charAt(0))) throw notAHeader(file, lines, trimmed);
        }
        if (header != null) samples.add(header, chain);
        if (samples.threadCount() == 0) {
            throw new ProfileFormatException(file, "", "no samples: expected perf script output "
                    + "(a header line 'COMM TID SECONDS: EVENT:' and frame lines per sample)");
        }
        return new Profile(ProfileFormat.PERF_SCRIPT, samples.build(user, kernel), categories, false);
    }

    private static ProfileFormatException notAHeader(String file, LineReader lines, String trimmed) {
        return new ProfileFormatException(file, "line " + lines.lineNumber(),
                "expected a sample header 'COMM [PID/]TID [CPU] [SECONDS:] [PERIOD] EVENT:', found '"
                        + clip(trimmed) + "'");
    }

    private static String clip(String line) {
        return line.length() <= 80 ? line : line.substring(0, 77) + "...";
    }
}
