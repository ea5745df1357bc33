package dev.flint.ui.markers;

import dev.flint.markers.MarkerLanes;
import dev.flint.model.MarkerTable;
import dev.flint.ui.common.Viewport;
import java.util.Arrays;

/**
 * Where the markers track writes names, for one viewport: as DevTools' timings track does, a name never
 * overlaps another. Per lane, left to right: a span's name goes inside its bar, an instant's to the right of
 * its diamond; either is cut (with an ellipsis) where the next marker of the lane starts and is left out
 * when it would begin under the name before it (the last lane holds the markers beyond the lane limit, drawn
 * over each other) or when fewer than three characters fit ("d…" told a user nothing). The full name is in the hover tooltip.
 *
 * <p>Pure (no JavaFX): the width of a text comes from a {@link Measure}, the same one that draws it.
 */
public final class MarkerLabels {
    /** How wide a text is drawn, and how to cut one to fit (with an ellipsis; null when nothing fits). */
    public interface Measure {
        double widthPx(String text);

        String fit(String text, double availablePx);
    }

    /** Space kept between one name's end and what follows it. */
    static final double GAP_PX = 4;
    /** Names of instants stop after this many pixels even with room to spare. */
    static final double MAX_INSTANT_LABEL_PX = 140;
    /** Space from a bar's edge, or from a diamond's tip, to its name. */
    static final double PAD_PX = 3;
    private static final double MIN_LABEL_PX = 12;
    /** A cut name keeps at least this many characters before its ellipsis, or is left out. */
    static final int MIN_KEPT_CHARS = 3;

    private int count;
    private int[] rows = new int[64];
    private int[] lanes = new int[64];
    private double[] xs = new double[64];
    private double[] widths = new double[64];
    private String[] texts = new String[64];

    private MarkerLabels() {}

    /** The names to draw for {@code packed}'s markers of {@code table} in {@code viewport}. */
    public static MarkerLabels layout(MarkerTable table, MarkerLanes packed, Viewport viewport, double instantHalfPx,
                                      Measure measure) {
        MarkerLabels labels = new MarkerLabels();
        double widthPx = viewport.widthPx();
        for (int lane = 0; lane < packed.laneCount(); lane++) {
            int[] laneRows = packed.rows(lane);
            double usedToPx = Double.NEGATIVE_INFINITY;
            // The name waiting for the next marker's start, which may cut it: its row, x and room.
            int pending = -1;
            double pendingX = 0;
            double pendingRoom = 0;
            for (int i = packed.firstEndingAtOrAfter(table, lane, viewport.startMicros()); i < laneRows.length; i++) {
                int row = laneRows[i];
                double start = table.startMicros(row);
                if (start > viewport.endMicros()) break;
                if (table.endMicros(row) < viewport.startMicros()) continue;
                double x1 = viewport.xOf(start);
                double markerLeftPx = table.isInstant(row) ? x1 - instantHalfPx : Math.max(x1, 0);
                if (pending >= 0 && markerLeftPx > pendingX) {
                    usedToPx = labels.place(pending, lane, pendingX,
                            Math.min(pendingRoom, markerLeftPx - GAP_PX - pendingX), table, measure, usedToPx);
                    pending = -1;
                }
                double x;
                double room;
                if (table.isInstant(row)) {
                    x = x1 + instantHalfPx + PAD_PX;
                    room = Math.min(MAX_INSTANT_LABEL_PX, widthPx - x);
                } else {
                    double left = Math.max(x1, 0);
                    double right = Math.min(Math.max(viewport.xOf(table.endMicros(row)), x1 + 1), widthPx);
                    x = left + PAD_PX;
                    room = right - left - 2 * PAD_PX;
                }
                if (x < usedToPx + GAP_PX || room < MIN_LABEL_PX) continue;
                // A marker starting at or left of the waiting name's start (the overflow lane) does not cut it.
                if (pending >= 0) continue;
                pending = row;
                pendingX = x;
                pendingRoom = room;
            }
            if (pending >= 0) labels.place(pending, lane, pendingX, pendingRoom, table, measure, usedToPx);
        }
        return labels;
    }

    /** Adds {@code row}'s name cut to {@code room}; returns where the lane's names now end. */
    private double place(int row, int lane, double x, double room, MarkerTable table, Measure measure, double usedToPx) {
        if (room < MIN_LABEL_PX || x < usedToPx + GAP_PX) return usedToPx;
        String name = table.name(row);
        String text = measure.fit(name, room);
        // A name cut to one or two characters ("d…", "co…") says nothing: left out, read in the tooltip.
        if (text == null || !text.equals(name) && text.length() - 1 < Math.min(MIN_KEPT_CHARS, name.length())) return usedToPx;
        double width = measure.widthPx(text);
        if (count == rows.length) {
            int size = count * 2;
            rows = Arrays.copyOf(rows, size);
            lanes = Arrays.copyOf(lanes, size);
            xs = Arrays.copyOf(xs, size);
            widths = Arrays.copyOf(widths, size);
            texts = Arrays.copyOf(texts, size);
        }
        rows[count] = row;
        lanes[count] = lane;
        xs[count] = x;
        widths[count] = width;
        texts[count] = text;
        count++;
        return x + width;
    }

    public int size() { return count; }

    /** The marker row label {@code i} names. */
    public int row(int i) { return rows[i]; }

    public int lane(int i) { return lanes[i]; }

    /** Where label {@code i}'s text starts, in canvas pixels. */
    public double xPx(int i) { return xs[i]; }

    public double widthPx(int i) { return widths[i]; }

    /** The text drawn, the name or its start and an ellipsis. */
    public String text(int i) { return texts[i]; }
}
