package dev.flint.ui.flamechart;

import java.util.function.IntFunction;
import javafx.scene.paint.Color;

/**
 * ARGB ints to JavaFX colours without boxing: an open-addressing table (a profile has tens to a few
 * hundred distinct colours, and the renderer asks for one per drawn entry, many thousands per frame).
 */
final class ColorCache {
    private int[] keys = new int[256];
    private Color[] values = new Color[256];
    private int size;
    private final IntFunction<Color> create;

    ColorCache(IntFunction<Color> create) {
        this.create = create;
    }

    Color get(int argb) {
        int mask = keys.length - 1;
        int slot = mix(argb) & mask;
        while (values[slot] != null) {
            if (keys[slot] == argb) return values[slot];
            slot = (slot + 1) & mask;
        }
        Color color = create.apply(argb);
        keys[slot] = argb;
        values[slot] = color;
        if (++size * 2 > keys.length) grow();
        return color;
    }

    void clear() {
        java.util.Arrays.fill(values, null);
        size = 0;
    }

    private void grow() {
        int[] oldKeys = keys;
        Color[] oldValues = values;
        keys = new int[oldKeys.length * 2];
        values = new Color[oldValues.length * 2];
        int mask = keys.length - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldValues[i] == null) continue;
            int slot = mix(oldKeys[i]) & mask;
            while (values[slot] != null) slot = (slot + 1) & mask;
            keys[slot] = oldKeys[i];
            values[slot] = oldValues[i];
        }
    }

    private static int mix(int value) {
        int h = value * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
