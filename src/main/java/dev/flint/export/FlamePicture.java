package dev.flint.export;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeText;
import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.model.WeightType;
import java.util.Arrays;

/**
 * A flame graph as a picture, in pixels: a heading and one box per call node wide enough to see, with its
 * colour, name and tooltip. The SVG writer and the PNG renderer draw this same list, so both formats show
 * the same picture. The top-down graph stands on its roots at the bottom (FlameGraph's flame); the
 * inverted one hangs from them at the top (an icicle), as FlameGraph draws {@code --inverted}.
 *
 * <p>Boxes narrower than {@link #MIN_BOX_WIDTH} pixels are left out, and with them everything above them
 * (their children are no wider). Rows past the picture's height are cut, and {@link #cutRows} says how many.
 */
public final class FlamePicture {
    public static final double MIN_BOX_WIDTH = 0.1;
    public static final int ROW_HEIGHT = 16;
    public static final int HEADING_HEIGHT = 36;
    public static final int MARGIN = 10;
    public static final int FONT_SIZE = 12;

    private final int width;
    private final int height;
    private final String heading;
    private final String subheading;
    private final double rowHeight;
    private final int cutRows;
    private int count;
    private double[] x = new double[64];
    private double[] y = new double[64];
    private double[] boxWidth = new double[64];
    private int[] argb = new int[64];
    private String[] name = new String[64];
    private String[] tooltip = new String[64];

    private FlamePicture(int width, int height, String heading, String subheading, double rowHeight, int cutRows) {
        this.width = width;
        this.height = height;
        this.heading = heading;
        this.subheading = subheading;
        this.rowHeight = rowHeight;
        this.cutRows = cutRows;
    }

    /**
     * @param width  the picture's width in pixels
     * @param height its height, or -1 to make it as tall as the graph's rows at {@link #ROW_HEIGHT}
     */
    public static FlamePicture of(FlameGraphLayout layout, String heading, int width, int height) {
        CallTree tree = layout.tree();
        int depths = layout.depthCount();
        int pictureHeight = height > 0 ? height : HEADING_HEIGHT + MARGIN + Math.max(1, depths) * ROW_HEIGHT;
        double available = pictureHeight - HEADING_HEIGHT - MARGIN;
        // A fixed size shrinks rows to fit (down to 2 pixels), then cuts the deepest ones.
        double rowHeight = Math.max(2, Math.min(ROW_HEIGHT, available / Math.max(1, depths)));
        int shownDepths = (int) Math.min(depths, Math.floor(available / rowHeight));
        String unit = unit(tree.thread().weightType());
        String subheading = "total " + CallTreeText.number(layout.total()) + unit
                + (tree.inverted() ? ", inverted (callers above their callees)" : "")
                + (shownDepths < depths ? ", " + (depths - shownDepths) + " deepest rows cut" : "");
        FlamePicture picture = new FlamePicture(width, pictureHeight, heading, subheading, rowHeight,
                depths - shownDepths);
        double graphWidth = width - 2.0 * MARGIN;
        double scale = layout.total() == 0 ? 0 : graphWidth / layout.total();
        double summary = tree.totalSummary();
        for (int depth = 0; depth < shownDepths; depth++) {
            double top = tree.inverted() ? HEADING_HEIGHT + depth * rowHeight
                    : pictureHeight - MARGIN - (depth + 1) * rowHeight;
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
                picture.add(MARGIN + layout.start(box) * scale, top, boxWidth, FlameColors.of(tree.thread(), func),
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
    /** The total and unit, and what is inverted or cut. */
    public String subheading() { return subheading; }
    /** The height of every box, in pixels. */
    public double rowHeight() { return rowHeight; }
    /** Rows of the graph that did not fit the picture's height. */
    public int cutRows() { return cutRows; }
    public int boxCount() { return count; }
    public double x(int box) { return x[box]; }
    public double y(int box) { return y[box]; }
    public double boxWidth(int box) { return boxWidth[box]; }
    public int argb(int box) { return argb[box]; }
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
