package dev.flint.calltree;

import dev.flint.model.LineHitTable;
import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;
import dev.flint.model.StackTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.IntBinaryOperator;

/**
 * Per-line hits of one function (the line hits table, the source view's gutter and {@code flint lines}),
 * in the thread's unit (each sample weighs what it weighs in the call tree).
 *
 * <p>Self of a line: the samples whose leaf frame is the function at that line. Total of a line: the
 * samples with that line of the function anywhere on the stack, each sample counted once per line (a
 * recursive function on a line twice is not counted twice), as the Firefox Profiler's source view and
 * DevTools' line-level profile count it. A frame without a line (-1) counts on no line.
 *
 * <p>V8 {@code positionTicks} (per stack: how many ticks were at each line of the leaf function) replace
 * the leaf frame's line, which for V8 is only the function's start: a sample on a stack with ticks is
 * shared between the ticks' lines in their proportions, so the lines of one stack add up to exactly the
 * stack's self in the tree (DevTools instead weighs every tick with one profile-wide average). Ticks
 * carry no times: within a range a stack's share per line is taken as over the whole profile. V8 gives a
 * calling frame no line but the function's start, so the function's time in its callees shows in the total
 * of its start line.
 */
public final class FuncLineHits {
    /** One source line with hits; {@code line} as the frames have it (1-based in the model). */
    public record Row(int line, double self, double total) {}

    private FuncLineHits() {}

    /**
     * The rows of {@code func} in {@code thread}, in line order, counting samples in {@code range}.
     * {@code ticks} are the per-line ticks to use (see {@link Ticks}); {@link Ticks#NONE} for frame lines only.
     */
    public static List<Row> count(ProfileThread thread, int func, SampleRange range, Ticks ticks) {
        if (func < 0 || func >= thread.funcs().size()) return List.of();
        SampleTable samples = thread.samples();
        StackTable stacks = thread.stacks();
        LineSums sums = new LineSums();
        int[] lines = new int[16];
        for (int sample = 0, count = samples.size(); sample < count; sample++) {
            int stack = samples.stack(sample);
            if (stack < 0 || stack >= stacks.size() || !range.contains(samples.timeMicros(sample))) continue;
            double weight = samples.hasWeights() ? samples.weight(sample) : 1;
            int leafFrame = stacks.frame(stack);
            boolean ticked = thread.frames().func(leafFrame) == func && ticks.covers(sample, func);
            int lineCount = 0;
            for (int s = ticked ? stacks.prefix(stack) : stack; s >= 0; s = stacks.prefix(s)) {
                int frame = stacks.frame(s);
                int line = thread.frames().line(frame);
                if (thread.frames().func(frame) != func || line < 0) continue;
                if (lineCount == lines.length) lines = Arrays.copyOf(lines, lineCount * 2);
                lines[lineCount++] = line;
            }
            if (!ticked && thread.frames().func(leafFrame) == func && thread.frames().line(leafFrame) >= 0) {
                sums.addSelf(thread.frames().line(leafFrame), weight);
            }
            Arrays.sort(lines, 0, lineCount);
            for (int i = 0; i < lineCount; i++) {
                if (i == 0 || lines[i] != lines[i - 1]) sums.addTotal(lines[i], weight);
            }
            if (ticked) ticks.share(sample, weight, lines, lineCount, sums);
        }
        return sums.rows();
    }

    /** The rows over the whole thread, with the thread's own positionTicks. */
    public static List<Row> count(ProfileThread thread, int func) {
        return count(thread, func, SampleRange.ALL, Ticks.of(thread, thread));
    }

    /**
     * Per-line ticks of leaf frames (V8 {@code positionTicks}), read from the thread the file gave
     * ({@code base}: its {@link LineHitTable} indexes its stacks) for the samples of a thread derived from
     * it sample by sample (transforms, symbols and source maps keep the samples and their order).
     */
    public static final class Ticks {
        public static final Ticks NONE = new Ticks(null, null, null, null, null, null, null);

        private final SampleTable baseSamples;
        /** Per base stack s, its tick rows are {@code start[s]} to {@code start[s + 1]} of lines and shares. */
        private final int[] start;
        /** A row's line as the file gives it, then (once the row is counted) through {@link #lineMap}. */
        private final int[] lines;
        private final boolean[] mapped;
        private final IntBinaryOperator lineMap;
        /** A row's ticks over all ticks of its stack. */
        private final double[] shares;
        private final int[] baseLeafFunc;
        private final IntFunction<int[]> newFuncs;

        private Ticks(SampleTable baseSamples, int[] start, int[] lines, double[] shares, int[] baseLeafFunc,
                      IntFunction<int[]> newFuncs, IntBinaryOperator lineMap) {
            this.baseSamples = baseSamples;
            this.start = start;
            this.lines = lines;
            this.mapped = lines == null ? null : new boolean[lines.length];
            this.lineMap = lineMap;
            this.shares = shares;
            this.baseLeafFunc = baseLeafFunc;
            this.newFuncs = newFuncs;
        }

        /**
         * The ticks of {@code base} for counting {@code thread}: {@code base} itself or a thread derived from
         * it whose funcs keep their indexes (transforms only append funcs). NONE when the file has no ticks.
         */
        public static Ticks of(ProfileThread base, ProfileThread thread) {
            return of(base, thread, (func, line) -> line, old -> null);
        }

        /**
         * As {@link #of(ProfileThread, ProfileThread)} for a thread whose funcs were renumbered (symbols,
         * source maps): {@code newFuncs} gives an old func's funcs in {@code thread} (null: unchanged), and
         * every tick's line goes through {@code lineMap} with the base func it is a line of (a generated
         * line to an original one; a result below 0 drops the tick's line), once, when a count first needs
         * it: only the asked function's ticks are mapped (and warned about). Not for concurrent counts.
         */
        public static Ticks of(ProfileThread base, ProfileThread thread, IntBinaryOperator lineMap,
                               IntFunction<int[]> newFuncs) {
            LineHitTable hits = base.lineHits();
            if (hits.size() == 0 || base.samples().size() != thread.samples().size()) return NONE;
            int stackCount = base.stacks().size();
            int[] start = new int[stackCount + 1];
            double[] ticksOfStack = new double[stackCount];
            for (int row = 0; row < hits.size(); row++) {
                int stack = hits.stack(row);
                if (stack < 0 || stack >= stackCount || hits.hits(row) <= 0) continue;
                start[stack + 1]++;
                ticksOfStack[stack] += hits.hits(row);
            }
            for (int s = 0; s < stackCount; s++) start[s + 1] += start[s];
            int[] lines = new int[start[stackCount]];
            double[] shares = new double[lines.length];
            int[] next = Arrays.copyOf(start, stackCount);
            for (int row = 0; row < hits.size(); row++) {
                int stack = hits.stack(row);
                if (stack < 0 || stack >= stackCount || hits.hits(row) <= 0) continue;
                int at = next[stack]++;
                lines[at] = hits.line(row);
                shares[at] = hits.hits(row) / ticksOfStack[stack];
            }
            int[] leafFunc = new int[stackCount];
            for (int s = 0; s < stackCount; s++) leafFunc[s] = base.frames().func(base.stacks().frame(s));
            return new Ticks(base.samples(), start, lines, shares, leafFunc, newFuncs, lineMap);
        }

        /** Whether the base stack of {@code sample} has ticks and its leaf is {@code func}. */
        boolean covers(int sample, int func) {
            if (start == null) return false;
            int stack = baseSamples.stack(sample);
            if (stack < 0 || stack >= baseLeafFunc.length || start[stack + 1] == start[stack]) return false;
            int old = baseLeafFunc[stack];
            int[] renamed = newFuncs.apply(old);
            if (renamed == null) return old == func;
            for (int f : renamed) {
                if (f == func) return true;
            }
            return false;
        }

        /**
         * Shares the sample's weight out to the lines of its base stack's ticks: self, and total where the
         * function is not on that line further up the stack too ({@code counted}, sorted: already in total).
         */
        void share(int sample, double weight, int[] counted, int countedSize, LineSums sums) {
            int stack = baseSamples.stack(sample);
            for (int row = start[stack]; row < start[stack + 1]; row++) {
                if (!mapped[row]) {
                    lines[row] = lineMap.applyAsInt(baseLeafFunc[stack], lines[row]);
                    mapped[row] = true;
                }
                int line = lines[row];
                if (line < 0) continue;
                sums.addSelf(line, weight * shares[row]);
                if (Arrays.binarySearch(counted, 0, countedSize, line) < 0) sums.addTotal(line, weight * shares[row]);
            }
        }
    }

    /** Self and total per line, sparse: lines are few, but may be large numbers. */
    static final class LineSums {
        private final java.util.TreeMap<Integer, double[]> byLine = new java.util.TreeMap<>();

        void addSelf(int line, double weight) {
            byLine.computeIfAbsent(line, l -> new double[2])[0] += weight;
        }

        void addTotal(int line, double weight) {
            byLine.computeIfAbsent(line, l -> new double[2])[1] += weight;
        }

        List<Row> rows() {
            List<Row> rows = new ArrayList<>(byLine.size());
            byLine.forEach((line, sums) -> rows.add(new Row(line, sums[0], sums[1])));
            return rows;
        }
    }
}
