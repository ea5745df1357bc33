package dev.flint.ui.calltree;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.Transform;
import dev.flint.model.ProfileThread;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The call tree's transform stack as the panel holds it: immutable, each pushed state keeping the thread
 * after every transform so popping back is free and exact.
 */
final class TransformState {
    private final ProfileThread base;
    private final List<Transform> transforms;
    private final List<ProfileThread> threads;

    TransformState(ProfileThread base) {
        this(base, List.of(), List.of(base));
    }

    private TransformState(ProfileThread base, List<Transform> transforms, List<ProfileThread> threads) {
        this.base = base;
        this.transforms = transforms;
        this.threads = threads;
    }

    ProfileThread base() { return base; }
    ProfileThread current() { return threads.get(threads.size() - 1); }
    /** The thread a transform at {@code position} was pushed onto (names in its labels come from it). */
    ProfileThread before(int position) { return threads.get(position); }
    int size() { return transforms.size(); }
    Transform get(int position) { return transforms.get(position); }
    List<Transform> transforms() { return transforms; }

    /** This stack with {@code transform} applied on top (runs the transform: call off the FX thread). */
    TransformState push(Transform transform, int defaultCategory) {
        List<Transform> newTransforms = new ArrayList<>(transforms);
        newTransforms.add(transform);
        List<ProfileThread> newThreads = new ArrayList<>(threads);
        newThreads.add(transform.apply(current(), defaultCategory));
        return new TransformState(base, List.copyOf(newTransforms), List.copyOf(newThreads));
    }

    /** The stack with only its first {@code count} transforms. */
    TransformState popTo(int count) {
        return new TransformState(base, List.copyOf(transforms.subList(0, count)), List.copyOf(threads.subList(0, count + 1)));
    }

    /** A path picked before the top transform, as it reads after it (empty when the rule drops it). */
    CallNodePath translateThroughTop(CallNodePath path, int defaultCategory) {
        int top = transforms.size() - 1;
        return transforms.get(top).translate(path, threads.get(top), defaultCategory);
    }

    /** Expanded paths through the top transform: dropped ones removed, duplicates merged. */
    Set<CallNodePath> translateAllThroughTop(Set<CallNodePath> paths, int defaultCategory) {
        Set<CallNodePath> translated = new LinkedHashSet<>();
        for (CallNodePath path : paths) {
            CallNodePath after = translateThroughTop(path, defaultCategory);
            if (!after.isEmpty()) translated.add(after);
        }
        return translated;
    }

    /** A path of the untransformed thread as it reads after every transform; empty when one drops it. */
    CallNodePath translateFromBase(CallNodePath path, int defaultCategory) {
        CallNodePath translated = path;
        for (int i = 0; i < transforms.size() && !translated.isEmpty(); i++) {
            translated = transforms.get(i).translate(translated, threads.get(i), defaultCategory);
        }
        return translated;
    }
}
