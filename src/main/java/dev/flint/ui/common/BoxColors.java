package dev.flint.ui.common;

import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.model.ProfileThread;
import dev.flint.timeline.FrameColors;
import dev.flint.timeline.TimelineColors;

/**
 * The fill of a box, as ARGB in the light theme's palette (the renderer takes the dark theme's variant): the
 * flame graph's only colour decision, so another view (the diff) can colour the same layout by its own
 * measure.
 */
@FunctionalInterface
public interface BoxColors {
    int argb(FlameGraphLayout layout, int box);

    /**
     * The flame chart's and the exports' colour of each box's function ({@link FrameColors}), remembered per
     * function: the graph asks once per drawn box, every frame.
     */
    static BoxColors byFunction() {
        return new BoxColors() {
            private ProfileThread thread;
            private int[] argbByFunc;

            @Override
            public int argb(FlameGraphLayout layout, int box) {
                ProfileThread current = layout.tree().thread();
                if (current != thread) {
                    thread = current;
                    argbByFunc = new int[current.funcs().size()];
                }
                int func = layout.tree().func(layout.node(box));
                if (func < 0 || func >= argbByFunc.length) return TimelineColors.OTHER;
                int argb = argbByFunc[func];
                if (argb == 0) argbByFunc[func] = argb = FrameColors.of(current, func);
                return argb;
            }
        };
    }
}
