package dev.flint.export;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeText;
import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.model.GroupedNumber;
import dev.flint.model.WeightType;
import dev.flint.timeline.FrameColors;
import dev.flint.timeline.Palette;
import dev.flint.timeline.TimeText;
import java.util.Arrays;

/**
 * A flame graph as a picture, in pixels: a title, a legend line (file, thread, total and unit) and one box
 * per call node wide enough to see, with its colour, label colour, name and tooltip. The SVG writer and the
 * PNG renderer draw this same list, so both formats show the same picture. It hangs from its roots at the
 * top, as the app's flame graph does (an icicle); the inverted tree's roots are the functions with self
 * time, their callers below them, as in the app.
 *
 * <p>The picture is the size asked for. Its rows share the height below the heading, at most
 * {@link #MAX_ROW_HEIGHT} pixels each (a shallow graph leaves the canvas below it blank rather than drawing
 * bars as tall as buttons) and at least {@link #ROW_HEIGHT}, the least that holds a legible name: a graph
 * deeper than the height holds at that size loses its deepest rows, and {@link #warning} says how many and
 * which size shows them all. Those rows are the thin tips of the deepest stacks; shrinking every row to a
 * few pixels instead would keep their outline and lose every name. Boxes narrower than
 * {@link #MIN_BOX_WIDTH} pixels are left out, and with them everything below them (their children are no
 * wider).
 */
public final class FlamePicture {
    public static final double MIN_BOX_WIDTH = 0.1;
    /** The least and most height of a row, in pixels: 16 holds a name in the {@link #FONT_SIZE} font. */
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
    private final String warning;
    private int count;
    private double[] x = new double[64];
    private double[] y = new double[64];
    private double[] boxWidth = new double[64];
    private int[] argb = new int[64];
    private String[] name = new String[64];
    private String[] tooltip = new String[64];

    private FlamePicture(int width, int height, String heading, String subheading, double rowHeight, int cutRows,
                         String warning) {
        this.width = width;
        this.height = height;
        this.heading = heading;
        this.subheading = subheading;
        this.rowHeight = rowHeight;
        this.cutRows = cutRows;
        this.warning = warning;
    }

    /**
     * @param file        the profile's file name (or title) for the legend, "" for none
     * @param threadLabel the exported thread's label
     * @param size        the picture's width and height in pixels
     */
    public static FlamePicture of(FlameGraphLayout layout, String file, String threadLabel, ImageSize size) {
        CallTree tree = layout.tree();
        int width = size.width();
        int depths = layout.depthCount();
        int graphHeight = Math.max(0, size.height() - HEADING_HEIGHT - BOTTOM_MARGIN);
        int rowHeight = depths == 0 ? MAX_ROW_HEIGHT
                : Math.max(ROW_HEIGHT, Math.min(MAX_ROW_HEIGHT, graphHeight / depths));
        int shownDepths = Math.min(depths, graphHeight / rowHeight);
        int cutRows = depths - shownDepths;
        WeightType type = tree.thread().weightType();
        String heading = "Flame graph" + (tree.inverted() ? " (inverted)" : "") + " \u2014 " + threadLabel;
        StringBuilder legend = new StringBuilder();
        if (!file.isEmpty()) legend.append("File: ").append(file).append("   ");
        legend.append("Thread: ").append(threadLabel).append("   Total: ").append(amount(layout.total(), type));
        if (tree.inverted()) legend.append("   callers below their callees");
        if (cutRows > 0) legend.append("   ").append(cutRows).append(" deepest rows left out");
        FlamePicture picture = new FlamePicture(width, size.height(), heading, legend.toString(), rowHeight,
                cutRows, cutRows == 0 ? null : cutWarning(size, depths, shownDepths));
        double graphWidth = width - 2.0 * MARGIN;
        double scale = layout.total() == 0 ? 0 : graphWidth / layout.total();
        double summary = tree.totalSummary();
        for (int depth = 0; depth < shownDepths; depth++) {
            double top = HEADING_HEIGHT + depth * rowHeight;
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
                        name, name + " (" + amount(total, type) + percent + ")");
            }
        }
        return picture;
    }

    /**
     * The one line that says rows were left out, why, and what shows them all: "the flame graph is 400 rows
     * deep; 1600x900 holds 53 rows of 16 pixels, the least that keeps names legible: the 347 deepest rows are
     * left out (--size 1600x6444 shows them all)".
     */
    private static String cutWarning(ImageSize size, int depths, int shownDepths) {
        long needed = HEADING_HEIGHT + BOTTOM_MARGIN + (long) depths * ROW_HEIGHT;
        String fix = (long) size.width() * needed <= ImageSize.MAX_PIXELS
                ? "--size " + size.width() + "x" + needed + " shows them all"
                : "no picture " + size.width() + " pixels wide holds them all within " + ImageSize.MAX_PIXELS + " pixels";
        return "the flame graph is " + depths + " rows deep; " + size.width() + "x" + size.height() + " holds "
                + shownDepths + " rows of " + ROW_HEIGHT + " pixels, the least that keeps names legible: the "
                + (depths - shownDepths) + " deepest rows are left out (" + fix + ")";
    }

    /** A weight with its unit, rounded for reading: "12,041 ms", "1,234 samples", "2,048 bytes". */
    static String amount(double value, WeightType type) {
        return switch (type) {
            case TRACING_MS -> TimeText.millis(value);
            case SAMPLES -> GroupedNumber.format(value, decimalsOf(value)) + " samples";
            case BYTES -> GroupedNumber.format(value, decimalsOf(value)) + " bytes";
        };
    }

    /** Counts are whole numbers; a file's fractional weights keep two decimals. */
    private static int decimalsOf(double value) {
        return value == Math.rint(value) ? 0 : 2;
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
    /** Why rows of the graph were left out and which size shows them all; null when none were. */
    public String warning() { return warning; }
    /** The height of every box, in pixels. */
    public double rowHeight() { return rowHeight; }
    /** Rows of the graph, the deepest, that did not fit the picture's height. */
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
