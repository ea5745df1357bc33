package dev.flint.importer.stacks;

import dev.flint.importer.LineReader;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.StreamImporter;
import dev.flint.model.Categories;
import dev.flint.model.IntColumn;
import dev.flint.model.LoadWarnings;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ThreadBuilder;
import dev.flint.model.WeightType;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * DTrace and SystemTap stack aggregations ({@link DtraceLines}): each record is one sample of its stack
 * weighing its count, laid side by side in file order as folded stacks are (the format has no clock). Blank
 * lines inside a record are skipped, so {@code @[stack(), ustack()]}'s kernel and user halves make one stack,
 * as in {@code stackcollapse.pl}. A {@code module`function+0x1c} frame is the function in its module's
 * library; an unsymbolised frame keeps its address as its name. A file cut inside a record loads what came
 * before, with a warning.
 */
public final class DtraceImporter implements StreamImporter {
    static final int MAX_LINE_BYTES = 1 << 20;
    /** 2^53: up to here every integral count and sum of counts is exact in a double. */
    static final double MAX_TOTAL_COUNT = 9007199254740992.0;
    private static final String NOT = "DTrace stacks";

    @Override
    public Profile read(InputStream in, String file) throws IOException, ProfileFormatException {
        Categories categories = new Categories();
        int other = categories.add("Other", "grey");
        categories.setDefaultCategory(other);
        ThreadBuilder thread = new ThreadBuilder(1, 1).weightType(WeightType.SAMPLES);
        ModuleFrames frames = new ModuleFrames(thread, other);
        LoadWarnings warnings = new LoadWarnings();
        LineReader lines = new LineReader(in, MAX_LINE_BYTES, NOT);
        IntColumn leafFirst = new IntColumn(64);
        long recordStart = 0;
        double elapsed = 0;
        for (int length; (length = lines.next(file)) >= 0; ) {
            // Names are shown whatever their bytes (a broken byte becomes U+FFFD): dtrace prints what the binary holds.
            String trimmed = new String(lines.bytes(), 0, length, StandardCharsets.UTF_8).strip();
            if (trimmed.isEmpty() || (leafFirst.size() == 0 && DtraceLines.isHeader(trimmed))) continue;
            if (!DtraceLines.isDigits(trimmed)) {
                if (leafFirst.size() == 0) recordStart = lines.lineNumber();
                List<DtraceLines.Frame> calls = DtraceLines.frames(trimmed);
                for (int i = calls.size() - 1; i >= 0; i--) {
                    leafFirst.add(frames.frame(calls.get(i).module(), calls.get(i).function(), i));
                }
                continue;
            }
            String where = "line " + lines.lineNumber();
            if (trimmed.length() > 16) {
                throw new ProfileFormatException(file, where, "the count " + clip(trimmed) + " is larger than any real one");
            }
            long count = Long.parseLong(trimmed);
            if (!(count <= MAX_TOTAL_COUNT - elapsed)) {
                throw new ProfileFormatException(file, where, "the counts add up to more than " + (long) MAX_TOTAL_COUNT
                        + ", past what a double adds exactly: not a real profile");
            }
            if (leafFirst.size() == 0) {
                warnings.addSamples(where, "a count without frames before it: counted with an empty stack", count);
            }
            int stack = thread.stackLeafFirst(leafFirst.array(), 0, leafFirst.size());
            if (count > 0) thread.addSample(stack, elapsed, count);
            elapsed += count;
            leafFirst.clear();
        }
        if (leafFirst.size() > 0) {
            warnings.addSamples("line " + recordStart, "the file ends inside a stack record (" + leafFirst.size()
                    + " frames without their count line): the record is dropped", 1);
        }
        if (thread.sampleCount() == 0) {
            throw new ProfileFormatException(file, "", "no stack records: expected DTrace stacks "
                    + "(frame lines such as 'libc.so.1`strlen+0x1c', leaf first, then a count line)");
        }
        Profile profile = new Profile(ProfileFormat.DTRACE, List.of(thread.build()), categories, false);
        return warnings.isEmpty() ? profile : profile.withWarnings(warnings.toList());
    }

    private static String clip(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }
}
