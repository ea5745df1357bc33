package dev.flint.diff;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformStack;
import dev.flint.model.ProfileThread;

/**
 * One comparison as a user shapes it: the two aligned threads, each with its own transform stack that
 * always holds the same transforms (a transform is pushed onto both), and the tree options. Immutable:
 * {@link #push} and {@link #pop} return new comparisons, so popping restores the previous view exactly.
 */
public final class Comparison {
    private final AlignedThreads aligned;
    private final TransformStack base;
    private final TransformStack compare;

    private Comparison(AlignedThreads aligned, TransformStack base, TransformStack compare) {
        this.aligned = aligned;
        this.base = base;
        this.compare = compare;
    }

    /**
     * Aligns the two threads' funcs.
     *
     * @param baseDefaultCategory    the base profile's default category, -1 when it has none
     * @param compareDefaultCategory the same for the compare profile
     * @throws UnitMismatchException when the threads' weights are in different units
     */
    public static Comparison of(ProfileThread baseThread, int baseDefaultCategory,
                                ProfileThread compareThread, int compareDefaultCategory) {
        if (baseThread.weightType() != compareThread.weightType()) {
            throw new UnitMismatchException(baseThread.weightType(), compareThread.weightType());
        }
        AlignedThreads aligned = FuncAlignment.align(baseThread, compareThread);
        return new Comparison(aligned, TransformStack.of(aligned.base(), baseDefaultCategory),
                TransformStack.of(aligned.compare(), compareDefaultCategory));
    }

    public AlignedThreads aligned() { return aligned; }

    /** The base side's stack (its thread() is what the base tree is built from). */
    public TransformStack baseStack() { return base; }

    public TransformStack compareStack() { return compare; }

    /** Both sides with {@code transform} pushed; funcs and paths mean the same on both. */
    public Comparison push(Transform transform) {
        return push(transform, transform);
    }

    /**
     * Both sides with one transform pushed, given per side where a side's own indexes differ (a
     * focus-category names the category index of each profile's own category list).
     */
    public Comparison push(Transform onBase, Transform onCompare) {
        if (!onBase.type().equals(onCompare.type())) throw new IllegalArgumentException("two kinds of transform");
        return new Comparison(aligned, base.push(onBase), compare.push(onCompare));
    }

    public Comparison pop() {
        return new Comparison(aligned, base.pop(), compare.pop());
    }

    /** The level with {@code count} transforms on both sides. */
    public Comparison popTo(int count) {
        return new Comparison(aligned, base.popTo(count), compare.popTo(count));
    }

    public int size() { return base.size(); }

    /**
     * The merged tree of the two transformed threads.
     *
     * @param normalize scale the base so that its whole weight (the sum of its tree's roots, after the
     *                  transforms) equals the compare side's; left as it is when the base weighs 0
     */
    public DiffTree tree(Implementation implementation, boolean inverted, boolean normalize) {
        CallTree baseTree = CallTree.build(base.thread(), new CallTreeOptions(implementation, inverted,
                SampleRange.ALL, base.defaultCategory()));
        CallTree compareTree = CallTree.build(compare.thread(), new CallTreeOptions(implementation, inverted,
                SampleRange.ALL, compare.defaultCategory()));
        double scale = 1;
        if (normalize) {
            double baseSum = rootSum(baseTree);
            double compareSum = rootSum(compareTree);
            if (baseSum != 0 && Double.isFinite(compareSum / baseSum)) scale = compareSum / baseSum;
        }
        return DiffTree.merge(baseTree, compareTree, scale);
    }

    private static double rootSum(CallTree tree) {
        double sum = 0;
        for (int root : tree.roots()) sum += tree.total(root);
        return sum;
    }
}
