package dev.flint.ui.flamechart;

import java.util.Arrays;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

/**
 * One row's pixel-column rectangles, held back and then painted grouped by colour: one fill change per
 * colour instead of one per rectangle. Native frames take a hue each ({@code timeline.FrameColors}), so at
 * whole-profile zoom neighbouring columns rarely share a colour: the pulse benchmark's profile draws 37,715
 * rectangles a frame, and each {@code setFill} stores the colour in the canvas's command buffer, whose
 * object array JavaFX grows 32 slots at a time (its buffers are pooled through weak references, so after a
 * collection, and on a new canvas, a frame starts from an empty one): the frame took twice as long, all of
 * it copying. The rectangles of one row are whole pixel columns apart and opaque, so the order they are
 * painted in changes no pixel; what is drawn over them (a label, a wide bar) waits for {@link #paint}.
 */
final class ColorBatches {
    /** Colours by identity, open addressing; per colour the last rectangle added in it (a chain through previous). */
    private Color[] slotColor = new Color[256];
    private int[] slotLast = new int[256];
    /** The slots in use, in the order their colours came first. */
    private int[] usedSlots = new int[128];
    private int usedCount;
    // The rectangles: left column, width in columns, the one before it in the same colour (-1 for none).
    private int[] left = new int[1024];
    private int[] width = new int[1024];
    private int[] previous = new int[1024];
    private int count;

    boolean isEmpty() {
        return count == 0;
    }

    void add(int leftColumn, int widthColumns, Color color) {
        if (count == left.length) {
            left = Arrays.copyOf(left, count * 2);
            width = Arrays.copyOf(width, count * 2);
            previous = Arrays.copyOf(previous, count * 2);
        }
        int slot = slotOf(color);
        left[count] = leftColumn;
        width[count] = widthColumns;
        previous[count] = slotLast[slot];
        slotLast[slot] = count++;
    }

    /**
     * Fills every rectangle held, {@code top} to {@code top + height}, one colour after another, and forgets
     * them. Returns the fill left set on {@code g} (null when nothing was painted).
     */
    Color paint(GraphicsContext g, double top, double height) {
        Color fill = null;
        for (int u = 0; u < usedCount; u++) {
            int slot = usedSlots[u];
            fill = slotColor[slot];
            g.setFill(fill);
            for (int r = slotLast[slot]; r >= 0; r = previous[r]) g.fillRect(left[r], top, width[r], height);
            slotColor[slot] = null;
        }
        usedCount = 0;
        count = 0;
        return fill;
    }

    private int slotOf(Color color) {
        int mask = slotColor.length - 1;
        int slot = mix(System.identityHashCode(color)) & mask;
        while (slotColor[slot] != null) {
            if (slotColor[slot] == color) return slot;
            slot = (slot + 1) & mask;
        }
        if ((usedCount + 1) * 2 > slotColor.length) {
            grow();
            return slotOf(color);
        }
        slotColor[slot] = color;
        slotLast[slot] = -1;
        if (usedCount == usedSlots.length) usedSlots = Arrays.copyOf(usedSlots, usedCount * 2);
        usedSlots[usedCount++] = slot;
        return slot;
    }

    /** Twice the slots, the colours in use moved over in their order. */
    private void grow() {
        Color[] oldColor = slotColor;
        int[] oldLast = slotLast;
        int[] oldUsed = Arrays.copyOf(usedSlots, usedCount);
        slotColor = new Color[oldColor.length * 2];
        slotLast = new int[oldColor.length * 2];
        int mask = slotColor.length - 1;
        for (int u = 0; u < oldUsed.length; u++) {
            Color color = oldColor[oldUsed[u]];
            int slot = mix(System.identityHashCode(color)) & mask;
            while (slotColor[slot] != null) slot = (slot + 1) & mask;
            slotColor[slot] = color;
            slotLast[slot] = oldLast[oldUsed[u]];
            usedSlots[u] = slot;
        }
    }

    private static int mix(int value) {
        int h = value * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
