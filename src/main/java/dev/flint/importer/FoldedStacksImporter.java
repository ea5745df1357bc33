package dev.flint.importer;

import dev.flint.model.Categories;
import dev.flint.model.FrameTable;
import dev.flint.model.FuncTable;
import dev.flint.model.LibTable;
import dev.flint.model.LineHitTable;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceTable;
import dev.flint.model.SampleTable;
import dev.flint.model.StackTable;
import dev.flint.model.StringTable;
import dev.flint.model.TraceEventTable;
import dev.flint.model.WeightType;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;

/**
 * Folded ("collapsed") stacks as perf's stackcollapse scripts, FlameGraph and async-profiler write them:
 * one line per distinct stack, frames root first joined by {@code ;}, then a space and a count. Each line
 * becomes one sample weighing its count ({@link WeightType#SAMPLES}); blank lines and {@code #} comments
 * are skipped. The format has no clock: samples are laid out in file order one microsecond per count,
 * so the timeline shows them side by side as speedscope does.
 *
 * <p>async-profiler marks frame kinds with a suffix ({@code _[j]} JIT-compiled, {@code _[i]} inlined,
 * {@code _[k]} kernel, {@code _[0]} interpreted, {@code _[1]} C1-compiled): the suffix becomes the frame's
 * implementation and the func is the bare name, so tiers of one method are one func (seed 001). perf
 * with Node's {@code --perf-basic-prof} names JS code {@code JS:*fib file.js:6:13}, the character after
 * the colon giving V8's tier ({@code *} optimized, {@code ~} unoptimized, {@code ^} baseline, {@code +}
 * maglev): that becomes the implementation too, and the func is {@code JS:fib file.js:6:13}.
 */
public final class FoldedStacksImporter implements Importer {
    /** Longest line accepted; real folded lines are a few kilobytes, so longer means not folded text. */
    static final int MAX_LINE_BYTES = 16 << 20;
    /** 2^53: up to here every integral count and sum of counts is exact in a double. */
    static final double MAX_TOTAL_COUNT = 9007199254740992.0;

    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress)
            throws ProfileFormatException {
        try (InputStream in = source.open(progress)) {
            return read(in, fileName);
        } catch (IOException e) {
            throw ProfileLoader.readFailure(fileName, "", e);
        }
    }

    private static final class Builder {
        final Categories categories = new Categories();
        final int otherCategory = categories.add("Other", "grey");
        final int kernelCategory = categories.add("Kernel", "orange");
        final StringTable strings = new StringTable();
        final FuncTable funcs = new FuncTable();
        final FrameTable frames = new FrameTable();
        final StackTable stacks = new StackTable(1024);
        final ByteSliceIndex frameBytes = new ByteSliceIndex();
        final Map<String, Integer> funcByName = new HashMap<>();
        final LongIntIndex stackByPrefixAndFrame = new LongIntIndex();
        final IntList sampleStacks = new IntList(1024);
        final DoubleList sampleTimes = new DoubleList(1024);
        final DoubleList sampleWeights = new DoubleList(1024);
        double elapsed;

        /** A new frame for a frame text not seen before. */
        int frame(String text) {
            String name = text;
            String implementation = null;
            int length = text.length();
            if (length > 4 && text.charAt(length - 4) == '_' && text.charAt(length - 3) == '['
                    && text.charAt(length - 1) == ']') {
                implementation = switch (text.charAt(length - 2)) {
                    case 'j' -> "jit";
                    case 'i' -> "inlined";
                    case 'k' -> "kernel";
                    case '0' -> "interpreted";
                    case '1' -> "c1";
                    default -> null;
                };
                if (implementation != null) name = text.substring(0, length - 4);
            }
            int colon = text.indexOf(':');
            if (implementation == null && colon > 0 && colon + 1 < length && isCodeKind(text, colon)) {
                implementation = switch (text.charAt(colon + 1)) {
                    case '*' -> "optimized";
                    case '~' -> "unoptimized";
                    case '^' -> "baseline";
                    case '+' -> "maglev";
                    default -> null;
                };
                if (implementation != null) name = text.substring(0, colon + 1) + text.substring(colon + 2);
            }
            Integer func = funcByName.get(name);
            if (func == null) {
                func = funcs.add(strings.indexOf(name), -1, -1, -1, -1, false, false);
                funcByName.put(name, func);
            }
            int category = "kernel".equals(implementation) ? kernelCategory : otherCategory;
            int frame = frames.add(func, -1, -1, -1, category, -1,
                    implementation == null ? -1 : strings.indexOf(implementation), 0);
            return frame;
        }

        /** V8's perf map code kinds that carry a tier mark. */
        private static boolean isCodeKind(String text, int colon) {
            return text.startsWith("JS") && colon == 2 || text.startsWith("LazyCompile") && colon == 11
                    || text.startsWith("Function") && colon == 8 || text.startsWith("Script") && colon == 6;
        }

        int stack(int prefix, int frame) {
            long key = ((long) (prefix + 1) << 32) | frame;
            int known = stackByPrefixAndFrame.get(key);
            if (known >= 0) return known;
            int stack = stacks.add(prefix, frame);
            stackByPrefixAndFrame.put(key, stack);
            return stack;
        }
    }

    private Profile read(InputStream in, String file) throws IOException, ProfileFormatException {
        Builder builder = new Builder();
        LineReader lines = new LineReader(in, MAX_LINE_BYTES);
        for (int length; (length = lines.next(file)) >= 0; ) addLine(builder, lines, length, file);
        if (builder.sampleStacks.size() == 0) {
            throw new ProfileFormatException(file, "", "no stacks: expected lines like 'main;work;leaf 12'");
        }
        builder.categories.setDefaultCategory(builder.otherCategory);
        int count = builder.sampleStacks.size();
        SampleTable samples = SampleTable.of(builder.sampleStacks.toArray(), builder.sampleTimes.toArray(),
                builder.sampleWeights.toArray(), count);
        ProfileThread thread = new ProfileThread(1, 1, "", "", null, builder.strings, new ResourceTable(),
                new LibTable(), builder.funcs, builder.frames, builder.stacks, samples, WeightType.SAMPLES,
                new TraceEventTable(), null, new LineHitTable());
        return new Profile(ProfileFormat.FOLDED, java.util.List.of(thread), builder.categories, false);
    }

    /** One line, parsed on its bytes: a String is made only for a frame text seen for the first time. */
    private static void addLine(Builder builder, LineReader lines, int length, String file)
            throws ProfileFormatException {
        byte[] line = lines.bytes();
        int start = 0;
        int end = length;
        while (start < end && isBlank(line[start])) start++;
        while (end > start && isBlank(line[end - 1])) end--;
        if (start == end || line[start] == '#') return;
        int split = end - 1;
        while (split > start && line[split] != ' ' && line[split] != '\t') split--;
        String where = "line " + lines.lineNumber();
        if (split <= start) {
            throw new ProfileFormatException(file, where, "expected 'frame;frame;... COUNT', found '"
                    + clip(lines.text(start, end, file)) + "'");
        }
        double count = count(line, split + 1, end);
        if (Double.isNaN(count)) count = decimalCount(lines.text(split + 1, end, file));
        byte countStart = line[split + 1];
        if (Double.isNaN(count) && (countStart < '0' || countStart > '9') && countStart != '-' && countStart != '+') {
            throw new ProfileFormatException(file, where, "the line does not end in a count: '"
                    + clip(lines.text(start, end, file)) + "'");
        }
        if (Double.isNaN(count)) {
            throw new ProfileFormatException(file, where, "the count must be a decimal number like 12 or 0.5: '"
                    + clip(lines.text(start, end, file)) + "'");
        }
        if (!(count <= MAX_TOTAL_COUNT - builder.elapsed)) {
            throw new ProfileFormatException(file, where, "the counts add up to more than " + (long) MAX_TOTAL_COUNT
                    + ", past what a double adds exactly: not a real profile");
        }
        int stackEnd = split;
        while (stackEnd > start && isBlank(line[stackEnd - 1])) stackEnd--;
        int stack = -1;
        int frameStart = start;
        while (frameStart <= stackEnd) {
            int frameEnd = frameStart;
            while (frameEnd < stackEnd && line[frameEnd] != ';') frameEnd++;
            if (frameEnd > frameStart) {
                int frame = builder.frameBytes.get(line, frameStart, frameEnd);
                if (frame < 0) {
                    frame = builder.frame(lines.text(frameStart, frameEnd, file));
                    builder.frameBytes.put(line, frameStart, frameEnd, frame);
                }
                stack = builder.stack(stack, frame);
            }
            frameStart = frameEnd + 1;
        }
        builder.sampleStacks.add(stack);
        builder.sampleTimes.add(builder.elapsed);
        builder.sampleWeights.add(count);
        builder.elapsed += count;
    }

    private static boolean isBlank(byte b) {
        return b == ' ' || b == '\t' || b == '\r';
    }

    /** A count of plain digits, or NaN when it is written some other way (decimals, signs, junk). */
    private static double count(byte[] line, int start, int end) {
        if (end - start > 15) return Double.NaN;
        long value = 0;
        for (int i = start; i < end; i++) {
            int digit = line[i] - '0';
            if (digit < 0 || digit > 9) return Double.NaN;
            value = value * 10 + digit;
        }
        return value;
    }

    /**
     * Counts may carry a fraction ({@code 0.5}), nothing else: no sign, exponent, Java literal suffix
     * ({@code 1d}), hex float or {@code NaN}. NaN when the text is not such a number.
     */
    static double decimalCount(String text) {
        int dot = text.indexOf('.');
        int digits = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= '0' && c <= '9') digits++;
            else if (i != dot || dot == 0 || dot == text.length() - 1) return Double.NaN;
        }
        if (digits == 0 || text.length() > 400) return Double.NaN;
        return Double.parseDouble(text);
    }

    private static String clip(String line) {
        return line.length() <= 80 ? line : line.substring(0, 77) + "...";
    }
}
