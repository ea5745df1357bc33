package dev.flint.calltree;

import dev.flint.model.ProfileThread;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The transforms applied to one thread, bottom first. Immutable: {@link #push} returns a new stack that
 * keeps this one as its level below, so {@link #pop} gives back exactly the previous view (the same
 * thread object, nothing recomputed) and every level's thread stays cached. Safe to share between threads.
 *
 * <p>Paths picked in the view follow a push through {@link ViewPaths#translate}; after a pop Firefox
 * clears them (a pop is not reversible in general), and so should a caller that has no better state.
 */
public final class TransformStack {
    private final ProfileThread base;
    private final int defaultCategory;
    private final TransformStack below;
    private final Transform top;
    private final ProfileThread thread;
    private final int size;

    private TransformStack(ProfileThread base, int defaultCategory, TransformStack below, Transform top,
                           ProfileThread thread, int size) {
        this.base = base;
        this.defaultCategory = defaultCategory;
        this.below = below;
        this.top = top;
        this.thread = thread;
        this.size = size;
    }

    /**
     * The empty stack over {@code base}.
     *
     * @param defaultCategory the profile's default category (for focus-category), -1 when it has none
     */
    public static TransformStack of(ProfileThread base, int defaultCategory) {
        return new TransformStack(base, defaultCategory, null, null, base, 0);
    }

    /**
     * This stack with {@code transform} applied on top.
     *
     * @throws IllegalArgumentException when the transform names a func or resource the thread lacks
     */
    public TransformStack push(Transform transform) {
        dev.flint.model.UiThreadGuard.check("TransformStack.push");
        TransformChecks.check(transform, thread);
        ProfileThread transformed = transform.apply(thread, defaultCategory);
        return new TransformStack(base, defaultCategory, this, transform, transformed, size + 1);
    }

    public TransformStack pushAll(List<Transform> transforms) {
        TransformStack stack = this;
        for (Transform transform : transforms) stack = stack.push(transform);
        return stack;
    }

    /** The stack without its top transform: the previous level itself. */
    public TransformStack pop() {
        if (below == null) throw new IllegalStateException("the transform stack is empty");
        return below;
    }

    /** The level with {@code count} transforms (a click on a breadcrumb). */
    public TransformStack popTo(int count) {
        if (count < 0 || count > size) throw new IndexOutOfBoundsException("no level " + count + " in 0.." + size);
        TransformStack level = this;
        while (level.size > count) level = level.below;
        return level;
    }

    /** The transformed thread: what the call tree is built from. */
    public ProfileThread thread() { return thread; }
    /** The thread with no transform applied. */
    public ProfileThread base() { return base; }
    public int defaultCategory() { return defaultCategory; }
    public int size() { return size; }
    public boolean isEmpty() { return size == 0; }

    /** The top transform, null for the empty stack. */
    public Transform top() { return top; }

    /** The transforms, bottom first. */
    public List<Transform> transforms() {
        List<Transform> transforms = new ArrayList<>(size);
        for (TransformStack level = this; level.below != null; level = level.below) transforms.add(level.top);
        Collections.reverse(transforms);
        return Collections.unmodifiableList(transforms);
    }

    /** {@code paths}, picked in this stack's top view, as they read after pushing {@code transform}. */
    public ViewPaths translate(ViewPaths paths, Transform transform) {
        return paths.translate(transform, thread, defaultCategory);
    }

    /**
     * A path of the base thread (as loaded, root first) as it reads in this stack's top view: translated
     * through every transform in order, each against the thread it was pushed on. Empty when a transform
     * leaves nothing of it (a dropped function, a subtree focused away). One push alone is {@link #translate}.
     */
    public CallNodePath translateFromBase(CallNodePath path) {
        List<TransformStack> levels = new ArrayList<>(size);
        for (TransformStack level = this; level.below != null; level = level.below) levels.add(level);
        Collections.reverse(levels);
        CallNodePath translated = path;
        for (int i = 0; i < levels.size() && !translated.isEmpty(); i++) {
            TransformStack level = levels.get(i);
            translated = level.top.translate(translated, level.below.thread, defaultCategory);
        }
        return translated;
    }

    /**
     * A path of the base thread as the top view's tree with {@code options} shows it: {@link #translateFromBase},
     * then without the funcs the implementation filter leaves out (the JS-only or native-only tree has no nodes
     * for them), read leaf first in the inverted tree. Empty when nothing of it is shown. (The flame chart's
     * calls are base paths; this finds their node in the call tree.)
     */
    public CallNodePath shownPath(CallNodePath basePath, CallTreeOptions options) {
        CallNodePath translated = translateFromBase(basePath);
        if (translated.isEmpty()) return translated;
        if (options.implementation() != Implementation.COMBINED) {
            int[] kept = new int[translated.length()];
            int count = 0;
            for (int i = 0; i < translated.length(); i++) {
                int func = translated.func(i);
                if (func < thread.funcs().size() && options.implementation().keeps(thread, func)) kept[count++] = func;
            }
            if (count == 0) return CallNodePath.EMPTY;
            translated = CallNodePath.of(java.util.Arrays.copyOf(kept, count));
        }
        return options.inverted() ? translated.reversed() : translated;
    }

    /**
     * The same stack over a new base thread whose funcs symbolication re-assigned: each transform is
     * rewritten with {@code remap} and applied again. (View paths follow with
     * {@link ViewPaths#mapFuncs}.) Symbolication should come before the user adds transforms where it can:
     * a transform's func indexes mean what they meant only if symbolication recycled them.
     */
    public TransformStack withBase(ProfileThread newBase, FuncRemap remap) {
        dev.flint.model.UiThreadGuard.check("TransformStack.withBase");
        TransformStack stack = of(newBase, defaultCategory);
        for (Transform transform : transforms()) stack = stack.push(transform.mapFuncs(remap));
        return stack;
    }
}
