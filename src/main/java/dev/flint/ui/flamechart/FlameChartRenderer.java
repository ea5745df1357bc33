package dev.flint.ui.flamechart;

import dev.flint.ui.session.FlameSelection;
import dev.flint.timeline.Palette;
import dev.flint.ui.common.FlameStyle;
import dev.flint.ui.common.TextFitter;
import dev.flint.ui.common.Viewport;
import dev.flint.viewmodel.FlameTrack;
import dev.flint.viewmodel.TimeFormat;
import dev.flint.viewmodel.TimeRange;
import java.util.ArrayList;
import java.util.Arrays;
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
 * at any zoom, not O(entries). Neighbouring columns of one colour are one rectangle, a row's rectangles are
 * filled one colour at a time ({@link ColorBatches}), and a stretch of columns that one function's calls
 * mostly cover carries its name ({@link ColumnRuns}).
 */
public final class FlameChartRenderer {
    /** Bars narrower than this get no label. */
    private static final double MIN_LABEL_PX = 24;
    private static final double LABEL_PAD_PX = 4;
    /** A stretch of merged sub-pixel entries is labelled from this width. */
    private static final int MIN_RUN_LABEL_PX = 30;
    private final ColumnRuns columns = new ColumnRuns();

    /**
     * What to draw besides the data; the ruler counts from {@code timeOriginMicros} (the profile's start, so
     * it keeps its clock inside a committed range), or from the viewport's bounds when that is NaN.
     */
    public record Marks(FlameSelection selected, int highlightTrack, int highlightFunc, TimeRange range,
                        double timeOriginMicros) {
        public static final Marks NONE = new Marks(null, -1, -1, null, Double.NaN);

        public Marks(FlameSelection selected, int highlightTrack, int highlightFunc) {
            this(selected, highlightTrack, highlightFunc, null, Double.NaN);
        }
    }

    /**
     * How much one frame drew, for the benchmark and the tests, and the ruler's labels it drew, left to right
     * (the ticks' labels less any the selected range's duration would cover).
     */
    public record DrawStats(int rects, int labels, List<String> rulerLabels) {
        public static final DrawStats NONE = new DrawStats(0, 0, List.of());
    }

    private FlameStyle dimStyle = FlameStyle.LIGHT;
    /** Bars, dimmed bars and labels by the palette's (light-theme) ARGB, in the current theme's variant. */
    private final ColorCache colors = new ColorCache(argb -> toColor(themed(argb)));
    private final ColorCache dimmedColors = new ColorCache(argb -> toColor(themed(argb)).interpolate(dimStyle.background(), 0.45));
    private final ColorCache labelColors = new ColorCache(argb -> toColor(Palette.labelOn(themed(argb))));
    /** The fill last set on the context: setting it again for every bar costs a command each. */
    private Color currentFill;
    private TextFitter fitter;
    /** Measures the selected range's duration, drawn over the ruler in the header font. */
    private TextFitter headerFitter;
    private FlameStyle fitterStyle;

    public DrawStats draw(GraphicsContext g, List<? extends FlameTrack> tracks, TrackLayout layout, Viewport viewport,
                          double scrollYPx, double heightPx, FlameStyle style, Marks marks) {
        return paint(g, begin(g, tracks, layout, viewport, scrollYPx, heightPx, style, marks), Long.MAX_VALUE);
    }

    /**
     * A frame being painted, possibly over several pulses ({@link #paint} with a deadline): what it shows
     * and the next row to paint. The tracks and layout are immutable, so a frame left unfinished when the
     * view changes is dropped, never patched.
     */
    public static final class Frame {
        private final List<? extends FlameTrack> tracks;
        private final TrackLayout layout;
        private final Viewport viewport;
        private final double scrollYPx;
        private final double heightPx;
        private final FlameStyle style;
        private final Marks marks;
        private final RulerTicks ticks;
        private int track;
        private int depth;
        private boolean inTrack;
        private int rects;
        private int labels;

        private Frame(List<? extends FlameTrack> tracks, TrackLayout layout, Viewport viewport, double scrollYPx,
                      double heightPx, FlameStyle style, Marks marks, RulerTicks ticks) {
            this.tracks = tracks;
            this.layout = layout;
            this.viewport = viewport;
            this.scrollYPx = scrollYPx;
            this.heightPx = heightPx;
            this.style = style;
            this.marks = marks;
            this.ticks = ticks;
        }
    }

    /** Starts a frame: clears the canvas and draws the grid; {@link #paint} draws the rest. */
    public Frame begin(GraphicsContext g, List<? extends FlameTrack> tracks, TrackLayout layout, Viewport viewport,
                       double scrollYPx, double heightPx, FlameStyle style, Marks marks) {
        if (fitter == null || fitterStyle != style) {
            fitter = new TextFitter(style.barFont());
            headerFitter = new TextFitter(style.headerFont());
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
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        RulerTicks ticks = RulerTicks.of(viewport,
                Double.isNaN(marks.timeOriginMicros()) ? viewport.boundsStartMicros() : marks.timeOriginMicros());
        drawGrid(g, viewport, ticks, heightPx, style);
        return new Frame(tracks, layout, viewport, scrollYPx, heightPx, style, marks, ticks);
    }

    /**
     * Paints the frame's rows, one after another, until {@link System#nanoTime()} passes {@code deadlineNanos}
     * (checked after each row); returns null then, and the next call goes on from the next row. When every
     * row is painted it draws what goes over them (the pinned header, the selection, the ruler, the range)
     * and returns what the frame drew.
     */
    public DrawStats paint(GraphicsContext g, Frame frame, long deadlineNanos) {
        List<? extends FlameTrack> tracks = frame.tracks;
        TrackLayout layout = frame.layout;
        Viewport viewport = frame.viewport;
        FlameStyle style = frame.style;
        Marks marks = frame.marks;
        double heightPx = frame.heightPx;
        double widthPx = viewport.widthPx();
        double originY = TrackLayout.RULER_PX - frame.scrollYPx;
        for (; frame.track < tracks.size(); frame.track++, frame.depth = 0, frame.inTrack = false) {
            int t = frame.track;
            double top = originY + layout.trackTopPx(t);
            double bottom = originY + layout.trackBottomPx(t);
            if (bottom < TrackLayout.RULER_PX || top > heightPx) continue;
            FlameTrack track = tracks.get(t);
            if (!frame.inTrack) {
                drawHeader(g, track, layout.isCollapsed(t), layout.isComing(t), top, widthPx, style);
                frame.inTrack = true;
            }
            g.setFont(style.barFont());
            resetFill();
            int highlightFunc = marks.highlightTrack() == t ? marks.highlightFunc() : -1;
            while (frame.depth < layout.shownDepths(t)) {
                int depth = frame.depth++;
                double rowY = originY + layout.rowTopPx(t, depth);
                if (rowY + TrackLayout.ROW_PX < TrackLayout.RULER_PX || rowY > heightPx) continue;
                long counts = drawRow(g, track, depth, rowY, viewport, style, highlightFunc);
                frame.rects += (int) (counts >>> 32);
                frame.labels += (int) counts;
                if (System.nanoTime() - deadlineNanos > 0 && frame.depth < layout.shownDepths(t)) return null;
            }
        }
        // The header of a track scrolled half out of sight stays pinned under the ruler.
        int sticky = layout.stickyTrack(frame.scrollYPx);
        if (sticky >= 0 && sticky < tracks.size()) {
            drawHeader(g, tracks.get(sticky), layout.isCollapsed(sticky), layout.isComing(sticky),
                    originY + layout.stickyTopPx(sticky, frame.scrollYPx), widthPx, style);
            g.setStroke(style.gridLine());
            g.setLineWidth(1);
            double bottom = originY + layout.stickyTopPx(sticky, frame.scrollYPx) + TrackLayout.HEADER_PX - 0.5;
            g.strokeLine(0, bottom, widthPx, bottom);
        }
        FlameSelection selected = marks.selected();
        if (selected != null && selected.track() < tracks.size()
                && selected.depth() < layout.shownDepths(selected.track())) {
            drawSelection(g, tracks.get(selected.track()), selected, originY + layout.rowTopPx(selected.track(),
                    selected.depth()), viewport, style);
        }
        SpanLabel span = marks.range() == null ? null : spanLabel(marks.range(), viewport);
        List<String> rulerLabels = drawRuler(g, viewport, frame.ticks, style, span);
        if (marks.range() != null) drawRange(g, marks.range(), viewport, heightPx, style, span);
        return new DrawStats(frame.rects, frame.labels, rulerLabels);
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
        columns.startRow(g, track, depth, rowY, style, viewStart, scale);
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
     * True when a call of {@code entry}'s function covers {@code sampleMicros}, where {@code probed} is the
     * first entry ending after it: one probe per pixel column of a stretch wide enough to be named.
     */
    private static boolean covers(FlameTrack track, int depth, int entry, int probed, double sampleMicros) {
        return probed < track.size(depth) && track.startMicros(depth, probed) <= sampleMicros
                && (probed == entry || sameFunction(track, depth, entry, probed));
    }

    /**
     * Where in pixel column {@code column} its coverage probe goes, as a fraction of the column: the golden
     * ratio's low-discrepancy sequence, so calls that repeat with some period do not line up with the
     * probes (probing every column at its middle could hit every call of a periodic loop, or none).
     */
    static double sampleFraction(int column) {
        double value = column * 0.6180339887498949;
        return value - Math.floor(value);
    }

    private static boolean sameFunction(FlameTrack track, int depth, int a, int b) {
        int funcA = track.func(depth, a);
        if (funcA >= 0) return funcA == track.func(depth, b);
        return track.func(depth, b) < 0 && track.name(depth, a).equals(track.name(depth, b));
    }

    /**
     * The pixel columns of one row's sub-pixel entries, drawn in runs: adjacent columns of one colour as
     * one rectangle, and adjacent columns of one function (a stray column or two of others let through)
     * as one stretch. At whole-profile zoom a long loop of short calls reads as its name instead of an
     * unlabelled comb; but every column of a stretch is painted even when a call covers a sliver of it, so
     * the stretch's width overstates its function's time (sparse calls 0.2 % of a 196 s profile painted
     * every column and were labelled across all 196 s). So a label only goes over a covered span: columns
     * whose probe ({@link #covers}) fell in a call of the function, at most {@link #MAX_GAP} apart,
     * when the span is at least {@link #MIN_RUN_LABEL_PX} wide and at least {@link #MIN_COVERED} of its
     * columns are covered. The probes (a search each) wait until the stretch ends and are made only when it
     * is that wide: at whole-profile zoom of a native profile, with a hue per function, nearly every stretch
     * is a column or two, and probing every column was a third of a frame.
     */
    private final class ColumnRuns {
        /** Columns of other functions a stretch lets through before it ends. */
        private static final int STRAYS = 2;
        /**
         * The share of a labelled span's columns whose probe falls in a call of the function. Below one half,
         * so that a loop whose calls take half its time (probes in about half of the columns) is named.
         */
        private static final double MIN_COVERED = 0.4;
        /**
         * Uncovered columns that end a covered span. A loop whose calls take 40 % of its time leaves this
         * many uncovered probes in a row about once in 3,500 columns; isolated calls far apart are spans
         * of their own, too narrow to name.
         */
        private static final int MAX_GAP = 16;
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
        // The stretch's current covered span: how many columns, the first and the last.
        private int coveredColumns;
        private int firstCovered;
        private int lastCovered;
        private int strays;
        private int lastColumn = -2;
        // The stretch's columns of its function, with the first entry of each, to probe when it ends.
        private int[] stretchColumns = new int[256];
        private int[] stretchEntries = new int[256];
        private int stretchCount;
        private double viewStartMicros;
        private double pxPerMicro;
        private final ColorBatches held = new ColorBatches();

        void startRow(GraphicsContext context, FlameTrack rowTrack, int rowDepth, double top, FlameStyle rowStyle,
                      double viewStart, double scale) {
            g = context;
            viewStartMicros = viewStart;
            pxPerMicro = scale;
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
            if (adjacent && stretchStart >= 0 && sameFunction(track, depth, stretchEntry, entry)) {
                stretchEnd = column + 1;
                stretchDim &= dim;
                strays = 0;
                keep(column, entry);
                return;
            }
            if (adjacent && stretchStart >= 0 && ++strays <= STRAYS) return;
            labelStretch();
            stretchStart = column;
            stretchEnd = column + 1;
            stretchEntry = entry;
            stretchDim = dim;
            strays = 0;
            stretchCount = 0;
            keep(column, entry);
        }

        private void keep(int column, int entry) {
            if (stretchCount == stretchColumns.length) {
                stretchColumns = Arrays.copyOf(stretchColumns, stretchCount * 2);
                stretchEntries = Arrays.copyOf(stretchEntries, stretchCount * 2);
            }
            stretchColumns[stretchCount] = column;
            stretchEntries[stretchCount++] = entry;
        }

        private void cover(int column) {
            if (coveredColumns > 0 && column - lastCovered > MAX_GAP) labelSpan();
            if (coveredColumns++ == 0) firstCovered = column;
            lastCovered = column;
        }

        void flush() {
            labelStretch();
            paintHeld();
            lastColumn = -2;
        }

        /** The rectangle being extended is done: it joins the ones held ({@link #paintHeld} paints them). */
        private void drawRect() {
            if (rectStart < 0) return;
            held.add(rectStart, rectEnd - rectStart, rectColor);
            rects++;
            rectStart = rectEnd = -1;
        }

        /** Paints the rectangles held, grouped by colour, before anything is drawn over them. */
        private void paintHeld() {
            drawRect();
            if (held.isEmpty()) return;
            Color last = held.paint(g, rowY + 0.5, TrackLayout.ROW_PX - 1);
            if (last != null) currentFill = last;
        }

        /**
         * The stretch ended: when it is wide enough to carry a name, each of its columns of its function is
         * probed, in order, and its covered spans may get their names (a span lies inside its stretch).
         */
        private void labelStretch() {
            if (stretchStart < 0) return;
            if (stretchEnd - stretchStart >= MIN_RUN_LABEL_PX) {
                coveredColumns = 0;
                for (int k = 0; k < stretchCount; k++) {
                    int column = stretchColumns[k];
                    int entry = stretchEntries[k];
                    double probeMicros = viewStartMicros + (column + sampleFraction(column)) / pxPerMicro;
                    int probed = track.firstEndingAfter(depth, probeMicros, entry);
                    if (covers(track, depth, entry, probed, probeMicros)) cover(column);
                }
                labelSpan();
            }
            stretchStart = stretchEnd = -1;
            stretchCount = 0;
        }

        /**
         * Names the finished covered span when it is wide enough and its function's calls cover enough of
         * it (its columns are drawn first).
         */
        private void labelSpan() {
            int covered = coveredColumns;
            int width = covered == 0 ? 0 : lastCovered + 1 - firstCovered;
            coveredColumns = 0;
            if (width >= MIN_RUN_LABEL_PX && covered >= MIN_COVERED * width) {
                paintHeld();
                String label = fitter.fit(track.name(depth, stretchEntry), width - 2 * LABEL_PAD_PX);
                if (label != null) {
                    fill(g, stretchDim ? style.rulerText() : labelColors.get(track.colorArgb(depth, stretchEntry)));
                    g.fillText(label, firstCovered + LABEL_PAD_PX, rowY + TrackLayout.ROW_PX / 2);
                    labels++;
                }
            }
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

    private void drawHeader(GraphicsContext g, FlameTrack track, boolean collapsed, boolean coming, double top,
                            double widthPx, FlameStyle style) {
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
        // A track whose rows are still being built says so, rather than look like a thread with nothing in the window.
        g.fillText(coming ? track.title() + COMING_SUFFIX : track.title(), 22, mid);
    }

    /** After the title of a track whose rows are being built. */
    static final String COMING_SUFFIX = "  \u2014 building\u2026";

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

    /** The selected range's duration on the ruler: its text and the band it takes, with a margin each side. */
    private record SpanLabel(String text, double centerPx, double leftPx, double rightPx) {}

    /** The duration label of {@code range}, null where the range is too narrow on screen to hold one. */
    private SpanLabel spanLabel(TimeRange range, Viewport viewport) {
        double x0 = rangeEdgePx(range.startMicros(), viewport);
        double x1 = rangeEdgePx(range.endMicros(), viewport);
        if (x1 - x0 <= 50) return null;
        String text = TimeFormat.micros(range.spanMicros());
        double center = (x0 + x1) / 2;
        double half = headerFitter.widthPx(text) / 2 + SPAN_LABEL_MARGIN_PX;
        return new SpanLabel(text, center, center - half, center + half);
    }

    /** Keeps a tick label from touching the range's duration ("1.5 1.31 s" read as one number). */
    private static final double SPAN_LABEL_MARGIN_PX = 6;

    private static double rangeEdgePx(double micros, Viewport viewport) {
        return Math.max(-1, Math.min(viewport.widthPx() + 1, viewport.xOf(micros)));
    }

    /** The selected range: everything outside it veiled, its edges and its duration ({@code span}) on the ruler. */
    private static void drawRange(GraphicsContext g, TimeRange range, Viewport viewport, double heightPx, FlameStyle style,
                                  SpanLabel span) {
        double widthPx = viewport.widthPx();
        double x0 = rangeEdgePx(range.startMicros(), viewport);
        double x1 = rangeEdgePx(range.endMicros(), viewport);
        g.setFill(style.dimOverlay());
        if (x0 > 0) g.fillRect(0, TrackLayout.RULER_PX, x0, heightPx - TrackLayout.RULER_PX);
        if (x1 < widthPx) g.fillRect(x1, TrackLayout.RULER_PX, widthPx - x1, heightPx - TrackLayout.RULER_PX);
        g.setFill(style.selection().deriveColor(0, 1, 1, 0.28));
        g.fillRect(x0, 0, Math.max(1, x1 - x0), TrackLayout.RULER_PX);
        g.setStroke(style.selection());
        g.setLineWidth(1.5);
        g.strokeLine(x0, 0, x0, heightPx);
        g.strokeLine(x1, 0, x1, heightPx);
        if (span != null) {
            g.setFill(style.headerText());
            g.setFont(style.headerFont());
            g.setTextAlign(TextAlignment.CENTER);
            g.fillText(span.text(), span.centerPx(), TrackLayout.RULER_PX / 2);
            g.setTextAlign(TextAlignment.LEFT);
        }
    }

    private static void drawGrid(GraphicsContext g, Viewport viewport, RulerTicks ticks, double heightPx, FlameStyle style) {
        g.setStroke(style.gridLine());
        g.setLineWidth(1);
        for (int i = 0; i < ticks.size(); i++) {
            double x = ticks.xPx(i, viewport);
            g.strokeLine(x, TrackLayout.RULER_PX, x, heightPx);
        }
    }

    /**
     * The ruler with its ticks; a tick label that would run into the range's duration ({@code span}) or past the
     * right edge is left out. Returns the labels drawn.
     */
    private List<String> drawRuler(GraphicsContext g, Viewport viewport, RulerTicks ticks, FlameStyle style,
                                   SpanLabel span) {
        double widthPx = viewport.widthPx();
        g.setFill(style.rulerBackground());
        g.fillRect(0, 0, widthPx, TrackLayout.RULER_PX);
        g.setStroke(style.gridLine());
        g.setLineWidth(1);
        g.strokeLine(0, TrackLayout.RULER_PX - 0.5, widthPx, TrackLayout.RULER_PX - 0.5);
        g.setFont(style.barFont());
        g.setFill(style.rulerText());
        g.setTextBaseline(VPos.CENTER);
        List<String> drawn = new ArrayList<>(ticks.size());
        for (int i = 0; i < ticks.size(); i++) {
            double x = ticks.xPx(i, viewport);
            g.strokeLine(x, 0, x, TrackLayout.RULER_PX);
            String label = ticks.label(i);
            double labelWidth = fitter.widthPx(label);
            if (!ticks.labelFits(i, viewport, labelWidth)
                    || span != null && !ticks.labelClearOf(i, viewport, labelWidth, span.leftPx(), span.rightPx())) {
                continue;
            }
            g.fillText(label, ticks.labelLeftPx(i, viewport), TrackLayout.RULER_PX / 2);
            drawn.add(label);
        }
        return drawn;
    }
}
