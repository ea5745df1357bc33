package dev.flint.flamegraph;

import dev.flint.calltree.CallTreeText;

/**
 * The text form of a layout, one box per line in box order (depth by depth, left to right):
 * {@code DEPTH START WIDTH NAME}, numbers in the tree's weight unit as {@code flint tree} prints them.
 * Tests compare against it.
 */
public final class FlameGraphText {
    private FlameGraphText() {}

    public static String format(FlameGraphLayout layout) {
        StringBuilder text = new StringBuilder();
        for (int box = 0; box < layout.boxCount(); box++) {
            text.append(layout.depth(box)).append(' ')
                    .append(CallTreeText.number(layout.start(box))).append(' ')
                    .append(CallTreeText.number(layout.width(box))).append(' ')
                    .append(CallTreeText.textName(layout.tree().name(layout.node(box)))).append('\n');
        }
        return text.toString();
    }
}
