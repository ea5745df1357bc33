package dev.flint.ui.flamechart;

import dev.flint.ui.common.Viewport;
import dev.flint.viewmodel.TimeFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The time ruler's ticks for one viewport: where they fall and what they say. Every label is an offset
 * from the profile's start ({@code originMicros}, the clock of the range bar and the markers' tooltips),
 * also inside a committed range, where the chart's bounds start later. As DevTools does, the precision
 * comes from the tick spacing, not from the size of the number: all labels of one view share one unit
 * (chosen from the largest offset shown) and as many decimals as the step needs, so ticks 2 ms apart deep
 * into a long profile read "120.002 s, 120.004 s" instead of "120 s, 120 s". Neighbouring labels always
 * differ, since the step is 1, 2 or 5 times a power of ten and is printed exactly.
 *
 * <p>Pure (no JavaFX): the renderer draws these ticks, and a test or a debug dump can read them.
 */
public final class RulerTicks {
    /** Ticks are at least this far apart. */
    public static final double MIN_SPACING_PX = 90;
    /** A rough upper bound of a digit's width in the ruler's 11 px font (labels must fit between ticks). */
    private static final double CHAR_PX = 7;
    private static final double LABEL_PAD_PX = 12;

    private final double stepMicros;
    private final double[] offsetsMicros;
    private final double originMicros;
    private final String unit;
    private final double unitMicros;
    private final int decimals;

    private RulerTicks(double stepMicros, double[] offsetsMicros, double originMicros, String unit, double unitMicros,
                       int decimals) {
        this.stepMicros = stepMicros;
        this.offsetsMicros = offsetsMicros;
        this.originMicros = originMicros;
        this.unit = unit;
        this.unitMicros = unitMicros;
        this.decimals = decimals;
    }

    /** The ticks of {@code viewport}, labelled as offsets from {@code originMicros}. */
    public static RulerTicks of(Viewport viewport, double originMicros) {
        double step = TimeFormat.niceStepMicros(MIN_SPACING_PX / viewport.pxPerMicro());
        RulerTicks ticks = layout(viewport, originMicros, step);
        // Long labels (a deep zoom late in a long profile) may need wider spacing than the default.
        for (int tries = 0; tries < 4 && ticks.longestLabelPx() > step * viewport.pxPerMicro(); tries++) {
            step = TimeFormat.niceStepMicros(step * 1.01);
            ticks = layout(viewport, originMicros, step);
        }
        return ticks;
    }

    private static RulerTicks layout(Viewport viewport, double originMicros, double step) {
        double fromOffset = viewport.startMicros() - originMicros;
        double toOffset = viewport.endMicros() - originMicros;
        // Tick n is at n * step (no running sum: its rounding error would grow along the ruler).
        long first = (long) Math.ceil(fromOffset / step);
        long last = (long) Math.floor(toOffset / step);
        int count = (int) Math.max(0, Math.min(10_000, last - first + 1));
        double[] offsets = new double[count];
        for (int i = 0; i < count; i++) offsets[i] = (first + i) * step;
        double largest = Math.max(Math.abs(fromOffset), Math.abs(toOffset));
        String unit;
        double unitMicros;
        if (largest >= 1_000_000) {
            unit = "s";
            unitMicros = 1_000_000;
        } else if (largest >= 1_000) {
            unit = "ms";
            unitMicros = 1_000;
        } else {
            unit = "\u00b5s";
            unitMicros = 1;
        }
        int decimals = (int) Math.max(0, Math.ceil(-Math.log10(step / unitMicros) - 1e-9));
        return new RulerTicks(step, offsets, originMicros, unit, unitMicros, decimals);
    }

    public int size() { return offsetsMicros.length; }

    public double stepMicros() { return stepMicros; }

    /** Tick {@code i} on the profile's clock (what {@link Viewport#xOf} takes). */
    public double micros(int i) { return originMicros + offsetsMicros[i]; }

    /** Tick {@code i}'s label, e.g. "120.0015 s". */
    public String label(int i) {
        return String.format(Locale.ROOT, "%." + decimals + "f %s", offsetsMicros[i] / unitMicros, unit);
    }

    /** Every label, left to right. */
    public List<String> labels() {
        List<String> labels = new ArrayList<>(offsetsMicros.length);
        for (int i = 0; i < offsetsMicros.length; i++) labels.add(label(i));
        return labels;
    }

    private double longestLabelPx() {
        int longest = 0;
        if (offsetsMicros.length > 0) {
            longest = Math.max(label(0).length(), label(offsetsMicros.length - 1).length());
        }
        return longest * CHAR_PX + LABEL_PAD_PX;
    }
}
