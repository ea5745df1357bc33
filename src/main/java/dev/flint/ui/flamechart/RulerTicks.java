package dev.flint.ui.flamechart;

import dev.flint.ui.common.Viewport;
import dev.flint.timeline.TimeText;
import dev.flint.viewmodel.TimeFormat;
import java.util.ArrayList;
import java.util.List;

/**
 * The time ruler's ticks for one viewport: where they fall and what they say. Every label is an offset
 * from the profile's start ({@code originMicros}, the clock of the range bar and the markers' tooltips),
 * also inside a committed range, where the chart's bounds start later. The unit comes from the visible
 * span and the precision from the tick spacing (as in DevTools' TimelineGrid), not from the size of the
 * number: all labels of one view share the unit the span reads in ({@link TimeText.Unit#forSpan}) and as many
 * decimals as the step needs in it, so 10 µs around 2.29 s read "2,294,480 µs, 2,294,481 µs" instead of
 * "2.2944808 s". Neighbouring labels always differ, since the step is 1, 2 or 5 times a power of ten and is printed exactly.
 *
 * <p>Pure (no JavaFX): the renderer draws these ticks, and a test or a debug dump can read them.
 */
public final class RulerTicks {
    /** Ticks are at least this far apart. */
    public static final double MIN_SPACING_PX = 90;
    /** A rough upper bound of a digit's width in the ruler's 11 px font (labels must fit between ticks). */
    private static final double CHAR_PX = 7;
    private static final double LABEL_PAD_PX = 12;
    /** From a tick's line to its label's left edge. */
    private static final double LABEL_GAP_PX = 4;

    private final double stepMicros;
    private final double[] offsetsMicros;
    private final double originMicros;
    private final TimeText.Unit unit;
    private final int decimals;

    private RulerTicks(double stepMicros, double[] offsetsMicros, double originMicros, TimeText.Unit unit,
                       int decimals) {
        this.stepMicros = stepMicros;
        this.offsetsMicros = offsetsMicros;
        this.originMicros = originMicros;
        this.unit = unit;
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
        TimeText.Unit unit = TimeText.Unit.forSpan(toOffset - fromOffset);
        return new RulerTicks(step, offsets, originMicros, unit, TimeText.decimalsForStep(step, unit));
    }

    public int size() { return offsetsMicros.length; }

    public double stepMicros() { return stepMicros; }

    /** Tick {@code i} on the profile's clock (what {@link Viewport#xOf} takes). */
    public double micros(int i) { return originMicros + offsetsMicros[i]; }

    /** Tick {@code i}'s label, e.g. "1,460 ms". */
    public String label(int i) {
        return TimeText.format(offsetsMicros[i], unit, decimals);
    }

    /** Tick {@code i}'s line: on a pixel's middle, so a 1 px stroke stays sharp. */
    public double xPx(int i, Viewport viewport) {
        return Math.floor(viewport.xOf(micros(i))) + 0.5;
    }

    /** Where tick {@code i}'s label starts: just right of its line. */
    public double labelLeftPx(int i, Viewport viewport) {
        return xPx(i, viewport) + LABEL_GAP_PX;
    }

    /**
     * Whether tick {@code i}'s label, {@code labelWidthPx} wide, keeps clear of the band from {@code fromPx} to
     * {@code toPx} (the selected range's duration, drawn over the ruler): a label that is not is left out
     * rather than printed under or into the duration.
     */
    public boolean labelClearOf(int i, Viewport viewport, double labelWidthPx, double fromPx, double toPx) {
        double left = labelLeftPx(i, viewport);
        return left + labelWidthPx <= fromPx || left >= toPx;
    }

    /**
     * Whether tick {@code i}'s label, {@code labelWidthPx} wide, ends inside the ruler: the last tick's label
     * ran past the chart's right edge, cut in the middle of a number; such a label is left out (its tick stays).
     */
    public boolean labelFits(int i, Viewport viewport, double labelWidthPx) {
        return labelLeftPx(i, viewport) + labelWidthPx <= viewport.widthPx();
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
