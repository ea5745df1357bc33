package dev.flint.ui.common;

import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.timeline.Palette;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * Paints a flame graph layout into a canvas, a pure function of its arguments. The view is the span
 * {@code [viewStart, viewEnd)} of the layout (in its weight units: the zoomed box's span, or the whole
 * graph); a depth's first visible box is found by binary search and drawing stops past the right edge.
 * Neighbouring boxes narrower than two pixels are drawn as one run (one rectangle) and jumped over a pixel
 * column at a time by a galloping search, so a frame costs O(width x depth) searches and one command per
 * visible box or run whatever the zoom, never O(boxes).
 */
public final class FlameGraphRenderer {
    public static final double ROW_PX = 18;
    private static final double MIN_LABEL_PX = 28;
    /** Boxes narrower than this join a run drawn as one rectangle (zoom in to tell them apart). */
    private static final double MIN_BOX_PX = 2;
    private static final double LABEL_PAD_PX = 4;

    /**
     * What to draw besides the boxes.
     *
     * @param selectedBox    outlined, -1 for none
     * @param hoveredBox     outlined thinly, -1 for none
     * @param matchByNode    when not null, a search is on: boxes of nodes marked true keep their colour,
     *                       the others fade
     */
    public record Marks(int selectedBox, int hoveredBox, boolean[] matchByNode) {
        public static final Marks NONE = new Marks(-1, -1, null);
    }

    /** How much one frame drew, for the benchmark and the tests. */
    public record DrawStats(int rects, int labels) {}

    private final java.util.HashMap<Integer, Color> colors = new java.util.HashMap<>();
    private final java.util.HashMap<Integer, Color> fadedColors = new java.util.HashMap<>();
    private final java.util.HashMap<Integer, Color> labelColors = new java.util.HashMap<>();
    private FlameStyle fadeStyle;
    private Font labelFont;
    private final double[] asciiWidthPx = new double[128];
    private double wideWidthPx;

    /**
     * @param rootAtBottom depth 0 at the bottom (a flame), else at the top (an icicle)
     * @param scrollPx     rows scrolled past (towards deeper rows), in pixels
     */
    public DrawStats draw(GraphicsContext g, FlameGraphLayout layout, double viewStart, double viewEnd,
                          double widthPx, double heightPx, double scrollPx, boolean rootAtBottom,
                          FlameStyle style, BoxColors boxColors, Marks marks) {
        prepare(style);
        g.clearRect(0, 0, widthPx, heightPx);
        g.setFill(style.background());
        g.fillRect(0, 0, widthPx, heightPx);
        int rects = 0;
        int labels = 0;
        if (layout == null || layout.boxCount() == 0 || !(viewEnd > viewStart) || widthPx <= 0) {
            return new DrawStats(0, 0);
        }
        g.setFont(labelFont);
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        double scale = widthPx / (viewEnd - viewStart);
        int firstDepth = Math.max(0, (int) Math.floor(scrollPx / ROW_PX));
        for (int depth = firstDepth; depth < layout.depthCount(); depth++) {
            double rowY = rowTopPx(depth, heightPx, scrollPx, rootAtBottom);
            if (rootAtBottom ? rowY + ROW_PX < 0 : rowY > heightPx) break;
            int end = layout.depthEnd(depth);
            int box = layout.firstEndingAfter(depth, viewStart);
            // A run of neighbouring boxes narrower than MIN_BOX_PX is drawn as one rectangle in the colour
            // of its first box: a frame then costs one command per visible run, not one per pixel column.
            double runLeft = Double.NaN;
            double runRight = 0;
            Color runColor = null;
            while (box < end) {
                double start = layout.start(box);
                if (start >= viewEnd) break;
                double x0 = (start - viewStart) * scale;
                double x1 = (layout.end(box) - viewStart) * scale;
                boolean faded = marks.matchByNode() != null && !marks.matchByNode()[layout.node(box)];
                if (x1 - x0 < MIN_BOX_PX) {
                    if (!Double.isNaN(runLeft) && x0 > runRight + 1) {
                        rects += flushRun(g, runLeft, runRight, rowY, runColor);
                        runLeft = Double.NaN;
                    }
                    if (Double.isNaN(runLeft)) {
                        runLeft = x0;
                        runColor = color(boxColors.argb(layout, box), faded);
                    }
                    runRight = Math.max(runRight, x1);
                    // Jump, by binary search, past every box that ends inside this pixel column.
                    box = layout.firstEndingAfter(depth, viewStart + (Math.floor(x1) + 1) / scale, box + 1);
                    continue;
                }
                if (!Double.isNaN(runLeft)) {
                    rects += flushRun(g, runLeft, runRight, rowY, runColor);
                    runLeft = Double.NaN;
                }
                int boxArgb = boxColors.argb(layout, box);
                g.setFill(color(boxArgb, faded));
                double left = Math.max(x0, -1);
                double right = Math.min(x1, widthPx + 1);
                double drawn = right - left > 3 ? right - left - 1 : right - left;
                g.fillRect(left, rowY + 0.5, drawn, ROW_PX - 1);
                rects++;
                if (right - left >= MIN_LABEL_PX) {
                    String label = fit(layout.tree().name(layout.node(box)), right - left - 2 * LABEL_PAD_PX);
                    if (label != null) {
                        g.setFill(faded ? style.rulerText() : labelColor(boxArgb));
                        g.fillText(label, left + LABEL_PAD_PX, rowY + ROW_PX / 2);
                        labels++;
                    }
                }
                box++;
            }
            if (!Double.isNaN(runLeft)) rects += flushRun(g, runLeft, runRight, rowY, runColor);
        }
        outline(g, layout, marks.hoveredBox(), viewStart, scale, widthPx, heightPx, scrollPx, rootAtBottom,
                style.headerText(), 1);
        outline(g, layout, marks.selectedBox(), viewStart, scale, widthPx, heightPx, scrollPx, rootAtBottom,
                style.selection(), 2);
        return new DrawStats(rects, labels);
    }

    private static int flushRun(GraphicsContext g, double leftPx, double rightPx, double rowY, Color color) {
        double left = Math.floor(leftPx);
        g.setFill(color);
        g.fillRect(left, rowY + 0.5, Math.max(1, Math.ceil(rightPx) - left), ROW_PX - 1);
        return 1;
    }

    /** The top of a depth's row in the canvas. */
    public static double rowTopPx(int depth, double heightPx, double scrollPx, boolean rootAtBottom) {
        return rootAtBottom ? heightPx - (depth + 1) * ROW_PX + scrollPx : depth * ROW_PX - scrollPx;
    }

    /** The depth whose row holds canvas y {@code yPx} (may be out of the layout's range). */
    public static int depthAt(double yPx, double heightPx, double scrollPx, boolean rootAtBottom) {
        return rootAtBottom ? (int) Math.floor((heightPx + scrollPx - yPx) / ROW_PX)
                : (int) Math.floor((yPx + scrollPx) / ROW_PX);
    }

    private static void outline(GraphicsContext g, FlameGraphLayout layout, int box, double viewStart, double scale,
                                double widthPx, double heightPx, double scrollPx, boolean rootAtBottom, Color color,
                                double lineWidth) {
        if (box < 0 || box >= layout.boxCount()) return;
        double left = Math.max(-2, (layout.start(box) - viewStart) * scale);
        double right = Math.min(widthPx + 2, Math.max(left + 2, (layout.end(box) - viewStart) * scale));
        double top = rowTopPx(layout.depth(box), heightPx, scrollPx, rootAtBottom);
        g.setStroke(color);
        g.setLineWidth(lineWidth);
        g.strokeRect(left + lineWidth / 2, top + lineWidth / 2, right - left - lineWidth, ROW_PX - lineWidth);
    }

    private void prepare(FlameStyle style) {
        if (fadeStyle == style) return;
        fadeStyle = style;
        colors.clear();
        fadedColors.clear();
        labelColors.clear();
        labelFont = style.barFont();
        Text probe = new Text();
        probe.setFont(labelFont);
        for (char c = 32; c < 127; c++) {
            probe.setText(String.valueOf(c));
            asciiWidthPx[c] = probe.getLayoutBounds().getWidth();
        }
        probe.setText("M");
        wideWidthPx = probe.getLayoutBounds().getWidth();
    }

    /** A box's fill in the current theme ({@link Palette#forTheme}), faded towards the background. */
    private Color color(int argb, boolean faded) {
        if (faded) {
            return fadedColors.computeIfAbsent(argb, c -> toColor(themed(c)).interpolate(fadeStyle.background(), 0.7));
        }
        return colors.computeIfAbsent(argb, c -> toColor(themed(c)));
    }

    /** The label colour that reads on a box of {@code argb} in the current theme. */
    private Color labelColor(int argb) {
        return labelColors.computeIfAbsent(argb, c -> toColor(Palette.labelOn(themed(c))));
    }

    private int themed(int argb) {
        return Palette.forTheme(argb, fadeStyle.dark());
    }

    private static Color toColor(int argb) {
        return Color.rgb((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff, ((argb >>> 24) & 0xff) / 255.0);
    }

    /** The label cut with an ellipsis to fit, null when not even two characters fit. */
    private String fit(String text, double availablePx) {
        if (text.isEmpty()) text = "(anonymous)";
        double used = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            used += c < 128 ? asciiWidthPx[c] : wideWidthPx;
            if (used > availablePx) {
                double budget = availablePx - wideWidthPx;
                double kept = 0;
                int keep = 0;
                while (keep < text.length() && kept + widthOf(text.charAt(keep)) <= budget) kept += widthOf(text.charAt(keep++));
                return keep < 2 ? null : text.substring(0, keep) + "\u2026";
            }
        }
        return text;
    }

    private double widthOf(char c) {
        return c < 128 ? asciiWidthPx[c] : wideWidthPx;
    }
}
