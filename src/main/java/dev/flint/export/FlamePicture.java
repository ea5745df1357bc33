package dev.flint.export;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeText;
import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.model.WeightType;
import dev.flint.timeline.FrameColors;
import dev.flint.timeline.Palette;
import java.util.Arrays;

/**
 * A flame graph as a picture, in pixels: a title, a legend line (file, thread, total and unit) and one box
 * per call node wide enough to see, with its colour, label colour, name and tooltip. The SVG writer and the
 * PNG renderer draw this same list, so both formats show the same picture. The top-down graph stands on its
 * roots at the bottom (FlameGraph's flame); the inverted one hangs from them at the top (an icicle), as
 * FlameGraph draws {@code --inverted}.
 *
 * <p>Rows are at least {@link #ROW_HEIGHT} pixels, tall enough for a label: the picture grows with the
 * graph's depth rather than squashing it, and a shallow graph gets taller rows (up to {@link #MAX_ROW_HEIGHT})
 * and a shorter picture rather than a canvas that is mostly empty. Boxes narrower than {@link #MIN_BOX_WIDTH}
 * pixels are left out, and with them everything above them (their children are no wider). Only rows past
 * {@link ImageSize#MAX_PIXELS} are cut, and {@link #cutRows} says how many.
 */
public final class FlamePicture {
    public static final double MIN_BOX_WIDTH = 0.1;
    /** The least and most height of a row, in pixels. */
    public static final int ROW_HEIGHT = 16;
    public static final int MAX_ROW_HEIGHT = 32;
    /** The title's and the legend's baselines, and where the graph starts below them. */
    public static final int TITLE_BASELINE = 17;
    public static final int LEGEND_BASELINE = 33;
    public static final int HEADING_HEIGHT = 40;
    /** The left and right margin; the bottom one is {@link #BOTTOM_MARGIN}. */
    public static final int MARGIN = 10;
    public static final int BOTTOM_MARGIN = 4;
    public static final int FONT_SIZE = 12;
    public static final int TITLE_FONT_SIZE = 15;

    private final int width;
    private final int height;
    private final String heading;
    private final String subheading;
    private final double rowHeight;
    private final int cutRows;
    private final boolean inverted;
    private int count;
    private double[] x = new double[64];
    private double[] y = new double[64];
    private double[] boxWidth = new double[64];
    private int[] argb = new int[64];
    private String[] name = new String[64];
    private String[] tooltip = new String[64];

    private FlamePicture(int width, int height, String heading, String subheading, double rowHeight, int cutRows,
                         boolean inverted) {
        this.width = width;
        this.height = height;
        this.heading = heading;
        this.subheading = subheading;
        this.rowHeight = rowHeight;
        this.cutRows = cutRows;
        this.inverted = inverted;
    }

    /**
     * @param file        the profile's file name (or title) for the legend, "" for none
     * @param threadLabel the exported thread's label
     * @param width       the picture's width in pixels
     * @param height      the height it aims at: rows share it between {@link #ROW_HEIGHT} and
     *                    {@link #MAX_ROW_HEIGHT} pixels, so the picture ends up taller for a deep graph and
     *                    shorter for a shallow one; -1 for rows of {@link #ROW_HEIGHT} (FlameGraph's SVG)
     */
    public static FlamePicture of(FlameGraphLayout layout, String file, String threadLabel, int width, int height) {
        CallTree tree = layout.tree();
        int depths = Math.max(1, layout.depthCount());
        int chrome = HEADING_HEIGHT + BOTTOM_MARGIN;
        int rowHeight = height <= 0 ? ROW_HEIGHT
                : Math.max(ROW_HEIGHT, Math.min(MAX_ROW_HEIGHT, (height - chrome) / depths));
        // Only a picture past MAX_PIXELS cuts rows: it would take gigabytes to draw.
        long maxHeight = ImageSize.MAX_PIXELS / width;
        int shownDepths = (int) Math.min(depths, Math.max(1, (maxHeight - chrome) / rowHeight));
        int pictureHeight = chrome + shownDepths * rowHeight;
        String unit = unit(tree.thread().weightType());
        String heading = "Flame graph" + (tree.inverted() ? " (inverted)" : "") + " \u2014 " + threadLabel;
        StringBuilder legend = new StringBuilder();
        if (!file.isEmpty()) legend.append("File: ").append(file).append("   ");
        legend.append("Thread: ").append(threadLabel).append("   Total: ").append(CallTreeText.number(layout.total()))
                .append(unit);
        if (tree.inverted()) legend.append("   callers above their callees");
        if (shownDepths < depths) legend.append("   ").append(depths - shownDepths).append(" deepest rows cut");
        FlamePicture picture = new FlamePicture(width, pictureHeight, heading, legend.toString(), rowHeight,
                depths - shownDepths, tree.inverted());
        double graphWidth = width - 2.0 * MARGIN;
        double scale = layout.total() == 0 ? 0 : graphWidth / layout.total();
        double summary = tree.totalSummary();
        for (int depth = 0; depth < Math.min(shownDepths, layout.depthCount()); depth++) {
            double top = tree.inverted() ? HEADING_HEIGHT + depth * rowHeight
                    : pictureHeight - BOTTOM_MARGIN - (depth + 1) * rowHeight;
            for (int box = layout.depthStart(depth), end = layout.depthEnd(depth); box < end; box++) {
                double boxWidth = layout.width(box) * scale;
                if (boxWidth < MIN_BOX_WIDTH) continue;
                int parent = layout.parentBox(box);
                if (parent >= 0 && layout.width(parent) * scale < MIN_BOX_WIDTH) continue;
                int node = layout.node(box);
                int func = tree.func(node);
                String name = CallTreeText.displayName(tree.name(node));
                double total = tree.total(node);
                String percent = summary == 0 ? "" : ", " + CallTreeText.number(Math.round(total / summary * 1e4) / 100.0) + "%";
                // The colours of the app's light theme (a picture is white).
                picture.add(MARGIN + layout.start(box) * scale, top, boxWidth, Palette.forTheme(FrameColors.of(tree.thread(), func), false),
                        name, name + " (" + CallTreeText.number(total) + unit + percent + ")");
            }
        }
        return picture;
    }

    private static String unit(WeightType type) {
        return switch (type) {
            case TRACING_MS -> " ms";
            case BYTES -> " bytes";
            case SAMPLES -> " samples";
        };
    }

    private void add(double boxX, double boxY, double w, int color, String boxName, String boxTooltip) {
        if (count == x.length) {
            int capacity = count * 2;
            x = Arrays.copyOf(x, capacity);
            y = Arrays.copyOf(y, capacity);
            boxWidth = Arrays.copyOf(boxWidth, capacity);
            argb = Arrays.copyOf(argb, capacity);
            name = Arrays.copyOf(name, capacity);
            tooltip = Arrays.copyOf(tooltip, capacity);
        }
        x[count] = boxX;
        y[count] = boxY;
        boxWidth[count] = w;
        argb[count] = color;
        name[count] = boxName;
        tooltip[count] = boxTooltip;
        count++;
    }

    public int width() { return width; }
    public int height() { return height; }
    public String heading() { return heading; }
    /** The legend line: file, thread, total and unit, and what is inverted or cut. */
    public String subheading() { return subheading; }
    /** True for the icicle (callers above their callees): zooming keeps callers above. */
    public boolean inverted() { return inverted; }
    /** The height of every box, in pixels. */
    public double rowHeight() { return rowHeight; }
    /** Rows of the graph that did not fit the picture's height. */
    public int cutRows() { return cutRows; }
    public int boxCount() { return count; }
    public double x(int box) { return x[box]; }
    public double y(int box) { return y[box]; }
    public double boxWidth(int box) { return boxWidth[box]; }
    public int argb(int box) { return argb[box]; }
    /** The colour of the box's label: black or white, whichever reads better on it (4.5:1 or more). */
    public int labelArgb(int box) { return Palette.labelOn(argb[box]); }
    /** The function's name as the tree shows it. */
    public String name(int box) { return name[box]; }
    /** Name, total with its unit, and share of the whole. */
    public String tooltip(int box) { return tooltip[box]; }

    /**
     * {@code text} cut to fit {@code maxChars} characters, ending in {@code ..} when cut; "" when not even
     * three characters fit. Never splits a surrogate pair.
     */
    public static String fit(String text, int maxChars) {
        if (maxChars < 3) return "";
        if (text.codePointCount(0, text.length()) <= maxChars) return text;
        int end = text.offsetByCodePoints(0, maxChars - 2);
        return text.substring(0, end) + "..";
    }
}
