package dev.flint.importer;

import dev.flint.model.BytesIntMap;
import dev.flint.model.Categories;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import dev.flint.model.ThreadBuilder;
import dev.flint.model.WeightType;
import java.io.IOException;
import java.io.InputStream;

/**
 * Folded ("collapsed") stacks as perf's stackcollapse scripts, FlameGraph and async-profiler write them:
 * one line per distinct stack, frames root first joined by {@code ;}, then a space and a count. Each line
 * becomes one sample weighing its count ({@link WeightType#SAMPLES}); blank lines and {@code #} comments
 * are skipped. The format has no clock: samples are laid out in file order one microsecond per count,
 * so the timeline shows them side by side as speedscope does.
 *
 * <p>A frame {@code NAME [RESOURCE]} is the function NAME of that script or library: Flint's folded export
 * writes it so when two functions share a name, and the round trip keeps them apart.
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
        final ThreadBuilder thread = new ThreadBuilder(1, 1);
        /** Frame text bytes -> frame, so a String is made only for a frame text seen for the first time. */
        final BytesIntMap frameBytes = new BytesIntMap();
        double elapsed;

        /**
         * The frame for a frame text not seen before (its func interned by the bare name, resource, line and
         * column; a numbered one, {@code [RESOURCE:LINE:COLUMN:#N]}, is a func of its own).
         */
        int frame(String frameText) {
            int resource = -1;
            int line = -1;
            int column = -1;
            boolean numbered = false;
            String text = frameText;
            int open = resourceStart(frameText);
            if (open > 0) {
                String where = frameText.substring(open + 2, frameText.length() - 1);
                int hash = where.lastIndexOf(":#");
                if (hash >= 0 && digitsFrom(where, hash + 2) == where.length() - hash - 2) {
                    numbered = true;
                    where = where.substring(0, hash);
                }
                int lineColon = trailingNumberColon(where);
                if (lineColon >= 0) {
                    int columnColon = trailingNumberColon(where.substring(0, lineColon));
                    if (columnColon >= 0) {
                        column = Integer.parseInt(where.substring(lineColon + 1));
                        line = Integer.parseInt(where.substring(columnColon + 1, lineColon));
                        where = where.substring(0, columnColon);
                    } else {
                        line = Integer.parseInt(where.substring(lineColon + 1));
                        where = where.substring(0, lineColon);
                    }
                }
                if (!where.isEmpty()) resource = thread.resource(where, ResourceKind.UNKNOWN, -1);
                text = frameText.substring(0, open);
            }
            String name = text;
            String implementation = null;
            int length = text.length();
            // A frame with Flint's [RESOURCE] suffix is Flint's: its name is the whole text before the suffix.
            if (open < 0 && length > 4 && text.charAt(length - 4) == '_' && text.charAt(length - 3) == '['
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
            if (open < 0 && implementation == null && colon > 0 && colon + 1 < length && isCodeKind(text, colon)) {
                implementation = switch (text.charAt(colon + 1)) {
                    case '*' -> "optimized";
                    case '~' -> "unoptimized";
                    case '^' -> "baseline";
                    case '+' -> "maglev";
                    default -> null;
                };
                if (implementation != null) name = text.substring(0, colon + 1) + text.substring(colon + 2);
            }
            int func = numbered ? thread.addFunc(thread.string(name), resource, -1, line, column, false, false)
                    : thread.func(name, resource, null, line, column, false, false);
            int category = "kernel".equals(implementation) ? kernelCategory : otherCategory;
            return thread.frame(func, -1, -1, -1, category, -1, thread.string(implementation), 0);
        }

        /**
         * Where a trailing {@code " [RESOURCE]"} starts (Flint's export writes it when a name alone is
         * ambiguous, DESIGN.md "Export details"), -1 when there is none: a frame of its own in brackets
         * ({@code [unknown]}, {@code [tid=42]}) and async-profiler's {@code _[j]} are not one.
         */
        private static int resourceStart(String text) {
            int length = text.length();
            if (length < 5 || text.charAt(length - 1) != ']') return -1;
            int open = text.lastIndexOf(" [", length - 2);
            if (open <= 0 || open + 2 == length - 1 || text.indexOf(']', open) != length - 1) return -1;
            return open;
        }

        /** Where {@code :DIGITS} (at most 9 digits) ending {@code text} starts, -1 when it does not end so. */
        private static int trailingNumberColon(String text) {
            int i = text.length();
            while (i > 0 && text.charAt(i - 1) >= '0' && text.charAt(i - 1) <= '9') i--;
            int digits = text.length() - i;
            return digits > 0 && digits <= 9 && i > 0 && text.charAt(i - 1) == ':' ? i - 1 : -1;
        }

        /** How many ASCII digits follow {@code from}. */
        private static int digitsFrom(String text, int from) {
            int i = from;
            while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') i++;
            return i - from;
        }

        /** V8's perf map code kinds that carry a tier mark. */
        private static boolean isCodeKind(String text, int colon) {
            return text.startsWith("JS") && colon == 2 || text.startsWith("LazyCompile") && colon == 11
                    || text.startsWith("Function") && colon == 8 || text.startsWith("Script") && colon == 6;
        }
    }

    private Profile read(InputStream in, String file) throws IOException, ProfileFormatException {
        Builder builder = new Builder();
        LineReader lines = new LineReader(in, MAX_LINE_BYTES);
        for (int length; (length = lines.next(file)) >= 0; ) addLine(builder, lines, length, file);
        if (builder.thread.sampleCount() == 0) {
            throw new ProfileFormatException(file, "", "no stacks: expected lines like 'main;work;leaf 12'");
        }
        builder.categories.setDefaultCategory(builder.otherCategory);
        ProfileThread thread = builder.thread.weightType(WeightType.SAMPLES).build();
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
            boolean escaped = false;
            for (; frameEnd < stackEnd; frameEnd++) {
                if (line[frameEnd] != ';') continue;
                int backslashes = backslashesBefore(line, frameStart, frameEnd);
                escaped |= backslashes > 0;
                if (backslashes % 2 == 0) break;
            }
            if (frameEnd > frameStart) {
                int frame = builder.frameBytes.get(line, frameStart, frameEnd);
                if (frame < 0) {
                    String text = lines.text(frameStart, frameEnd, file);
                    frame = builder.frame(escaped ? unescape(text, frameEnd < stackEnd) : text);
                    builder.frameBytes.put(line, frameStart, frameEnd, frame);
                }
                stack = builder.thread.stack(stack, frame);
            }
            frameStart = frameEnd + 1;
        }
        builder.thread.addSample(stack, builder.elapsed, count);
        builder.elapsed += count;
    }

    /** How many backslashes directly precede {@code at} (not before {@code from}). */
    private static int backslashesBefore(byte[] line, int from, int at) {
        int i = at;
        while (i > from && line[i - 1] == '\\') i--;
        return at - i;
    }

    /**
     * Flint's export writes a {@code ;} inside a name as {@code \;}, doubling the backslashes before it, and
     * doubles a name's trailing backslashes when a {@code ;} ends it ({@code separated}): an odd run before a
     * {@code ;} is half its backslashes and the name's {@code ;}, an even run before the ending {@code ;} half.
     */
    private static String unescape(String text, boolean separated) {
        StringBuilder name = new StringBuilder(text.length());
        int run = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                run++;
                continue;
            }
            if (c == ';') {
                name.append("\\".repeat((run - 1) / 2)).append(';');
            } else {
                name.append("\\".repeat(run)).append(c);
            }
            run = 0;
        }
        name.append("\\".repeat(separated ? run / 2 : run));
        return name.toString();
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
