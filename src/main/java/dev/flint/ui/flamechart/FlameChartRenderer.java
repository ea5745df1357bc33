package dev.flint.ui.flamechart;

import dev.flint.timeline.Palette;
import java.util.List;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;

/**
 * Paints the flame chart into a viewport-sized canvas: per track a header and its depth rows, then the
 * time ruler on top. A pure function of its inputs: no listeners, no scene lookups. Per depth it finds
 * the first visible entry by binary search and stops at the first one past the right edge; entries
 * narrower than a pixel are merged into one rectangle per pixel column by skipping, again by binary
 * search, to the first entry that ends past the current pixel. So a frame costs O(width x depth x log n)
 * at any zoom, not O(entries). Neighbouring columns of one colour are one rectangle, and a stretch of
 * columns mostly of one function carries its name ({@link ColumnRuns}).
 */
public final class FlameChartRenderer {
    /** Bars narrower than this get no label. */
    private static final double MIN_LABEL_PX = 24;
    private static final double LABEL_PAD_PX = 4;
    /** A stretch of merged sub-pixel entries is labelled from this width. */
    private static final int MIN_RUN_LABEL_PX = 30;
    private final ColumnRuns columns = new ColumnRuns();

    /** What to draw besides the data. */
    public record Marks(FlameSelection selected, int highlightTrack, int highlightFunc, TimeRange range) {
        public static final Marks NONE = new Marks(null, -1, -1, null);

        public Marks(FlameSelection selected, int highlightTrack, int highlightFunc) {
            this(selected, highlightTrack, highlightFunc, null);
        }
    }

    /** How much one frame drew, for the benchmark and the tests. */
    public record DrawStats(int rects, int labels) {}

    private FlameStyle dimStyle = FlameStyle.LIGHT;
    /** Bars, dimmed bars and labels by the palette's (light-theme) ARGB, in the current theme's variant. */
    private final ColorCache colors = new ColorCache(argb -> toColor(themed(argb)));
    private final ColorCache dimmedColors = new ColorCache(argb -> toColor(themed(argb)).interpolate(dimStyle.background(), 0.45));
    private final ColorCache labelColors = new ColorCache(argb -> toColor(Palette.labelOn(themed(argb))));
    /** The fill last set on the context: setting it again for every bar costs a command each. */
    private Color currentFill;
    private TextFitter fitter;
    private FlameStyle fitterStyle;

    public DrawStats draw(GraphicsContext g, List<? extends FlameTrack> tracks, TrackLayout layout, Viewport viewport,
                          double scrollYPx, double heightPx, FlameStyle style, Marks marks) {
        if (fitter == null || fitterStyle != style) {
            fitter = new TextFitter(style.barFont());
            fitterStyle = style;
        }
        double widthPx = viewport.widthPx();
        if (dimStyle != style) {
            dimStyle = style;
            clearColorCache();
        }
        // Clearing the whole canvas lets JavaFX drop the commands still buffered from earlier frames.
        g.clearRect(0, 0, widthPx, heightPx);
        g.setFill(style.background());
        g.fillRect(0, 0, widthPx, heightPx);
        int rects = 0;
        int labels = 0;
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        double originY = TrackLayout.RULER_PX - scrollYPx;
        drawGrid(g, viewport, heightPx, style);
        for (int t = 0; t < tracks.size(); t++) {
            double top = originY + layout.trackTopPx(t);
            double bottom = originY + layout.trackBottomPx(t);
            if (bottom < TrackLayout.RULER_PX || top > heightPx) continue;
            FlameTrack track = tracks.get(t);
            drawHeader(g, track, layout.isCollapsed(t), top, widthPx, style);
            g.setFont(style.barFont());
            resetFill();
            int highlightFunc = marks.highlightTrack() == t ? marks.highlightFunc() : -1;
            for (int depth = 0; depth < layout.shownDepths(t); depth++) {
                double rowY = originY + layout.rowTopPx(t, depth);
                if (rowY + TrackLayout.ROW_PX < TrackLayout.RULER_PX || rowY > heightPx) continue;
                long counts = drawRow(g, track, depth, rowY, viewport, style, highlightFunc);
                rects += (int) (counts >>> 32);
                labels += (int) counts;
            }
        }
        // The header of a track scrolled half out of sight stays pinned under the ruler.
        int sticky = layout.stickyTrack(scrollYPx);
        if (sticky >= 0 && sticky < tracks.size()) {
            drawHeader(g, tracks.get(sticky), layout.isCollapsed(sticky), originY + layout.stickyTopPx(sticky, scrollYPx),
                    widthPx, style);
            g.setStroke(style.gridLine());
            g.setLineWidth(1);
            double bottom = originY + layout.stickyTopPx(sticky, scrollYPx) + TrackLayout.HEADER_PX - 0.5;
            g.strokeLine(0, bottom, widthPx, bottom);
        }
        FlameSelection selected = marks.selected();
        if (selected != null && selected.track() < tracks.size()
                && selected.depth() < layout.shownDepths(selected.track())) {
            drawSelection(g, tracks.get(selected.track()), selected, originY + layout.rowTopPx(selected.track(),
                    selected.depth()), viewport, style);
        }
        drawRuler(g, viewport, style);
        if (marks.range() != null) drawRange(g, marks.range(), viewport, heightPx, style);
        return new DrawStats(rects, labels);
    }

    /** Returns (rects << 32) | labels. */
    private long drawRow(GraphicsContext g, FlameTrack track, int depth, double rowY, Viewport viewport,
                         FlameStyle style, int highlightFunc) {
        int size = track.size(depth);
        double viewEnd = viewport.endMicros();
        double scale = viewport.pxPerMicro();
        double viewStart = viewport.startMicros();
        double barY = rowY + 0.5;
        double barHeight = TrackLayout.ROW_PX - 1;
        columns.startRow(g, track, depth, rowY, style);
        int rects = 0;
        int labels = 0;
        int index = track.firstEndingAfter(depth, viewStart);
        double lastColumn = Double.NEGATIVE_INFINITY;
        while (index < size) {
            double start = track.startMicros(depth, index);
            if (start >= viewEnd) break;
            double end = track.endMicros(depth, index);
            double x0 = (start - viewStart) * scale;
            double x1 = (end - viewStart) * scale;
            boolean dim = highlightFunc >= 0 && track.func(depth, index) != highlightFunc;
            boolean match = highlightFunc >= 0 && !dim;
            int argb = track.colorArgb(depth, index);
            Color color = dim ? dimmedColors.get(argb) : colors.get(argb);
            if (x1 - x0 < 1) {
                // Sub-pixel: one pixel column (an entry straddling into a painted column takes the next
                // one), then jump, by binary search, past everything that ends inside it. Neighbouring
                // columns of one colour become one rectangle, and a stretch mostly of one function is
                // labelled with its name when it is wide enough.
                double column = Math.max(Math.floor(x0), lastColumn + 1);
                if (column <= x1) {
                    // A match too thin to see at this zoom is drawn in the selection colour, so the
                    // calls of the selected function stand out even at whole-profile zoom.
                    columns.add((int) column, index, match ? style.selection() : color, dim);
                    lastColumn = column;
                }
                double nextColumnMicros = viewStart + (lastColumn + 1) / scale;
                index = track.firstEndingAfter(depth, nextColumnMicros, index + 1);
                continue;
            }
            columns.flush();
            lastColumn = Math.floor(x1);
            double left = Math.max(x0, -1);
            double right = Math.min(x1, viewport.widthPx() + 1);
            // A hairline gap between neighbours keeps adjacent calls of one script apart.
            double drawnWidth = right - left > 3 ? right - left - 1 : right - left;
            fill(g, color);
            g.fillRect(left, barY, drawnWidth, barHeight);
            rects++;
            if (match) {
                // Matches get an outline in the selection colour; the rest keep their hue, only paler.
                g.setStroke(style.selection());
                g.setLineWidth(drawnWidth >= 4 ? 1.5 : 1);
                g.strokeRect(left + 0.75, barY + 0.75, Math.max(0.5, drawnWidth - 1.5), barHeight - 1.5);
            }
            if (right - left >= MIN_LABEL_PX) {
                String label = fitter.fit(track.name(depth, index), right - left - 2 * LABEL_PAD_PX);
                if (label != null) {
                    fill(g, dim ? style.rulerText() : labelColors.get(argb));
                    g.fillText(label, left + LABEL_PAD_PX, rowY + TrackLayout.ROW_PX / 2);
                    labels++;
                }
            }
            index++;
        }
        columns.flush();
        return ((long) (rects + columns.rects) << 32) | (labels + columns.labels);
    }

    /**
     * The pixel columns of one row's sub-pixel entries, drawn in runs: adjacent columns of one colour as
     * one rectangle, and adjacent columns of one function (a stray column or two of others let through)
     * as one stretch that carries the function's name when it is at least {@link #MIN_RUN_LABEL_PX} wide.
     * At whole-profile zoom a long loop of short calls reads as its name instead of an unlabelled comb.
     */
    private final class ColumnRuns {
        /** Columns of other functions a stretch lets through before it ends. */
        private static final int STRAYS = 2;
        private GraphicsContext g;
        private FlameTrack track;
        private int depth;
        private double rowY;
        private FlameStyle style;
        int rects;
        int labels;
        // The rectangle being extended: columns [rectStart, rectEnd) in one colour.
        private int rectStart = -1;
        private int rectEnd = -1;
        private Color rectColor;
        // The stretch: columns [stretchStart, stretchEnd) of the function of entry stretchEntry.
        private int stretchStart = -1;
        private int stretchEnd = -1;
        private int stretchEntry;
        private boolean stretchDim;
        private int strays;
        private int lastColumn = -2;

        void startRow(GraphicsContext context, FlameTrack rowTrack, int rowDepth, double top, FlameStyle rowStyle) {
            g = context;
            track = rowTrack;
            depth = rowDepth;
            rowY = top;
            style = rowStyle;
            rects = 0;
            labels = 0;
            rectStart = rectEnd = stretchStart = stretchEnd = -1;
            lastColumn = -2;
        }

        void add(int column, int entry, Color color, boolean dim) {
            if (column != rectEnd || color != rectColor) {
                drawRect();
                rectStart = column;
                rectColor = color;
            }
            rectEnd = column + 1;
            boolean adjacent = column == lastColumn + 1;
            lastColumn = column;
            if (adjacent && stretchStart >= 0 && sameFunction(stretchEntry, entry)) {
                stretchEnd = column + 1;
                stretchDim &= dim;
                strays = 0;
                return;
            }
            if (adjacent && stretchStart >= 0 && ++strays <= STRAYS) return;
            labelStretch();
            stretchStart = column;
            stretchEnd = column + 1;
            stretchEntry = entry;
            stretchDim = dim;
            strays = 0;
        }

        void flush() {
            drawRect();
            labelStretch();
            lastColumn = -2;
        }

        private void drawRect() {
            if (rectStart < 0) return;
            fill(g, rectColor);
            g.fillRect(rectStart, rowY + 0.5, rectEnd - rectStart, TrackLayout.ROW_PX - 1);
            rects++;
            rectStart = rectEnd = -1;
        }

        private boolean sameFunction(int a, int b) {
            int funcA = track.func(depth, a);
            if (funcA >= 0) return funcA == track.func(depth, b);
            return track.func(depth, b) < 0 && track.name(depth, a).equals(track.name(depth, b));
        }

        /** Names the finished stretch when it is wide enough (its columns are drawn first). */
        private void labelStretch() {
            if (stretchStart < 0) return;
            int width = stretchEnd - stretchStart;
            if (width >= MIN_RUN_LABEL_PX) {
                drawRect();
                String label = fitter.fit(track.name(depth, stretchEntry), width - 2 * LABEL_PAD_PX);
                if (label != null) {
                    fill(g, stretchDim ? style.rulerText() : labelColors.get(track.colorArgb(depth, stretchEntry)));
                    g.fillText(label, stretchStart + LABEL_PAD_PX, rowY + TrackLayout.ROW_PX / 2);
                    labels++;
                }
            }
            stretchStart = stretchEnd = -1;
        }
    }

    private int themed(int argb) {
        return Palette.forTheme(argb, dimStyle.dark());
    }

    private static Color toColor(int argb) {
        return Color.rgb((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff, ((argb >>> 24) & 0xff) / 255.0);
    }

    private void fill(GraphicsContext g, Color color) {
        if (color != currentFill) {
            g.setFill(color);
            currentFill = color;
        }
    }

    /** Forget cached colours (the theme changed, so dimmed colours are blended with another background). */
    public void clearColorCache() {
        colors.clear();
        dimmedColors.clear();
        labelColors.clear();
    }

    private void resetFill() {
        currentFill = null;
    }

    private void drawHeader(GraphicsContext g, FlameTrack track, boolean collapsed, double top, double widthPx,
                            FlameStyle style) {
        g.setFill(style.headerBackground());
        g.fillRect(0, top, widthPx, TrackLayout.HEADER_PX);
        g.setFill(style.headerText());
        double mid = top + TrackLayout.HEADER_PX / 2;
        // A small triangle: pointing right when collapsed, down when expanded.
        if (collapsed) {
            g.fillPolygon(new double[] {8, 8, 13}, new double[] {mid - 4.5, mid + 4.5, mid}, 3);
        } else {
            g.fillPolygon(new double[] {6, 15, 10.5}, new double[] {mid - 3, mid - 3, mid + 3}, 3);
        }
        g.setFont(style.headerFont());
        g.fillText(track.title(), 22, mid);
    }

    private void drawSelection(GraphicsContext g, FlameTrack track, FlameSelection selected, double rowY,
                               Viewport viewport, FlameStyle style) {
        if (selected.index() >= track.size(selected.depth())) return;
        double x0 = viewport.xOf(track.startMicros(selected.depth(), selected.index()));
        double x1 = viewport.xOf(track.endMicros(selected.depth(), selected.index()));
        double left = Math.max(x0, -2);
        double right = Math.min(Math.max(x1, x0 + 2), viewport.widthPx() + 2);
        if (rowY < TrackLayout.RULER_PX - TrackLayout.ROW_PX) return;
        g.setStroke(style.selection());
        g.setLineWidth(2);
        g.strokeRect(left + 1, rowY + 1, right - left - 2, TrackLayout.ROW_PX - 2);
    }

    /** The selected range: everything outside it veiled, its edges and its span on the ruler. */
    private static void drawRange(GraphicsContext g, TimeRange range, Viewport viewport, double heightPx, FlameStyle style) {
        double widthPx = viewport.widthPx();
        double x0 = Math.max(-1, Math.min(widthPx + 1, viewport.xOf(range.startMicros())));
        double x1 = Math.max(-1, Math.min(widthPx + 1, viewport.xOf(range.endMicros())));
        g.setFill(style.dimOverlay());
        if (x0 > 0) g.fillRect(0, TrackLayout.RULER_PX, x0, heightPx - TrackLayout.RULER_PX);
        if (x1 < widthPx) g.fillRect(x1, TrackLayout.RULER_PX, widthPx - x1, heightPx - TrackLayout.RULER_PX);
        g.setFill(style.selection().deriveColor(0, 1, 1, 0.28));
        g.fillRect(x0, 0, Math.max(1, x1 - x0), TrackLayout.RULER_PX);
        g.setStroke(style.selection());
        g.setLineWidth(1.5);
        g.strokeLine(x0, 0, x0, heightPx);
        g.strokeLine(x1, 0, x1, heightPx);
        String span = TimeFormat.micros(range.spanMicros());
        if (x1 - x0 > 50) {
            g.setFill(style.headerText());
            g.setFont(style.headerFont());
            g.setTextAlign(TextAlignment.CENTER);
            g.fillText(span, (x0 + x1) / 2, TrackLayout.RULER_PX / 2);
            g.setTextAlign(TextAlignment.LEFT);
        }
    }

    private void drawGrid(GraphicsContext g, Viewport viewport, double heightPx, FlameStyle style) {
        double step = TimeFormat.niceStepMicros(90 / viewport.pxPerMicro());
        double first = Math.ceil((viewport.startMicros() - viewport.boundsStartMicros()) / step) * step;
        g.setStroke(style.gridLine());
        g.setLineWidth(1);
        for (double offset = first; ; offset += step) {
            double x = Math.floor(viewport.xOf(viewport.boundsStartMicros() + offset)) + 0.5;
            if (x > viewport.widthPx()) break;
            g.strokeLine(x, TrackLayout.RULER_PX, x, heightPx);
        }
    }

    private void drawRuler(GraphicsContext g, Viewport viewport, FlameStyle style) {
        double widthPx = viewport.widthPx();
        g.setFill(style.rulerBackground());
        g.fillRect(0, 0, widthPx, TrackLayout.RULER_PX);
        g.setStroke(style.gridLine());
        g.setLineWidth(1);
        g.strokeLine(0, TrackLayout.RULER_PX - 0.5, widthPx, TrackLayout.RULER_PX - 0.5);
        double step = TimeFormat.niceStepMicros(90 / viewport.pxPerMicro());
        double first = Math.ceil((viewport.startMicros() - viewport.boundsStartMicros()) / step) * step;
        g.setFont(style.barFont());
        g.setFill(style.rulerText());
        g.setTextBaseline(VPos.CENTER);
        for (double offset = first; ; offset += step) {
            double x = Math.floor(viewport.xOf(viewport.boundsStartMicros() + offset)) + 0.5;
            if (x > widthPx) break;
            g.strokeLine(x, 0, x, TrackLayout.RULER_PX);
            g.fillText(TimeFormat.micros(offset), x + 4, TrackLayout.RULER_PX / 2);
        }
    }
}
