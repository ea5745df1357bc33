package dev.flint.ui.common;

import dev.flint.flamegraph.FlameGraphLayout;
import java.util.function.IntConsumer;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.canvas.Canvas;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;

/**
 * A flame graph on a Canvas: draws a {@link FlameGraphLayout} zoomed to one box (its span fills the
 * width, its ancestors show above it clipped to the same span), scrolls vertically with the wheel, tracks
 * the hovered box, and reports clicks and context-menu requests on boxes. What a click means (zoom,
 * select) is the owner's choice. Redraws are coalesced into one per pulse.
 */
public class FlameGraphCanvas extends Region {
    private final Canvas canvas = new Canvas();
    private final FlameGraphRenderer renderer = new FlameGraphRenderer();
    private final ObjectProperty<FlameGraphLayout> layout = new SimpleObjectProperty<>(this, "layout");
    private final ObjectProperty<FlameStyle> style = new SimpleObjectProperty<>(this, "style", FlameStyle.LIGHT);
    private final ObjectProperty<BoxColors> colors = new SimpleObjectProperty<>(this, "colors", BoxColors.byFunction());
    private final ReadOnlyIntegerWrapper zoomedBox = new ReadOnlyIntegerWrapper(this, "zoomedBox", -1);
    private final ReadOnlyIntegerWrapper hoveredBox = new ReadOnlyIntegerWrapper(this, "hoveredBox", -1);
    private final boolean rootAtBottom;
    private int selectedBox = -1;
    private boolean[] matchByNode;
    private double scrollPx;
    private boolean redrawQueued;
    private IntConsumer onBoxClicked = box -> {};
    private BoxMenu onBoxMenu = (box, event) -> {};
    private FlameGraphRenderer.DrawStats lastStats = new FlameGraphRenderer.DrawStats(0, 0);

    /** A context-menu request on a box. */
    @FunctionalInterface
    public interface BoxMenu {
        void requested(int box, ContextMenuEvent event);
    }

    /** @param rootAtBottom a flame (roots at the bottom) rather than an icicle */
    public FlameGraphCanvas(boolean rootAtBottom) {
        this.rootAtBottom = rootAtBottom;
        getStyleClass().add("flame-graph-canvas");
        getChildren().add(canvas);
        setMinSize(0, 0);
        setPrefSize(600, 300);
        layout.addListener((obs, old, value) -> {
            zoomedBox.set(-1);
            hoveredBox.set(-1);
            selectedBox = -1;
            matchByNode = null;
            scrollPx = 0;
            redraw();
        });
        style.addListener((obs, old, value) -> redraw());
        colors.addListener((obs, old, value) -> redraw());
        canvas.setOnMouseMoved(this::hover);
        canvas.setOnMouseExited(e -> setHovered(-1));
        canvas.setOnMouseClicked(e -> {
            if (e.getButton() != MouseButton.PRIMARY || !e.isStillSincePress()) return;
            int box = boxAt(e.getX(), e.getY());
            if (box >= 0) onBoxClicked.accept(box);
        });
        canvas.setOnContextMenuRequested(e -> {
            int box = boxAt(e.getX(), e.getY());
            if (box < 0) return;
            onBoxMenu.requested(box, e);
            e.consume();
        });
        canvas.addEventHandler(ScrollEvent.SCROLL, this::scroll);
    }

    @Override
    protected void layoutChildren() {
        double width = snapSizeX(getWidth());
        double height = snapSizeY(getHeight());
        if (canvas.getWidth() != width || canvas.getHeight() != height) {
            canvas.setWidth(width);
            canvas.setHeight(height);
            clampScroll();
            redraw();
        }
    }

    /** Queues one redraw for the next pulse. */
    public void redraw() {
        if (redrawQueued) return;
        redrawQueued = true;
        Platform.runLater(this::redrawNow);
    }

    /** Draws at once (tests, screenshots, the benchmark). */
    public FlameGraphRenderer.DrawStats redrawNow() {
        redrawQueued = false;
        FlameGraphLayout shown = layout.get();
        double[] span = viewSpan();
        lastStats = renderer.draw(canvas.getGraphicsContext2D(), shown, span[0], span[1], canvas.getWidth(),
                canvas.getHeight(), scrollPx, rootAtBottom, style.get(), colors.get(),
                new FlameGraphRenderer.Marks(selectedBox, hoveredBox.get(), matchByNode));
        return lastStats;
    }

    /** The shown span in the layout's units: the zoomed box's, else the whole graph. */
    public double[] viewSpan() {
        FlameGraphLayout shown = layout.get();
        if (shown == null) return new double[] {0, 1};
        int zoom = zoomedBox.get();
        if (zoom >= 0 && zoom < shown.boxCount() && shown.width(zoom) > 0) {
            return new double[] {shown.start(zoom), shown.end(zoom)};
        }
        return new double[] {0, shown.total() > 0 ? shown.total() : 1};
    }

    /** The box under canvas point (x, y), -1 when none. */
    public int boxAt(double xPx, double yPx) {
        FlameGraphLayout shown = layout.get();
        if (shown == null || canvas.getWidth() <= 0) return -1;
        int depth = FlameGraphRenderer.depthAt(yPx, canvas.getHeight(), scrollPx, rootAtBottom);
        double[] span = viewSpan();
        double position = span[0] + xPx / canvas.getWidth() * (span[1] - span[0]);
        return shown.boxAt(depth, position);
    }

    /** The canvas point at the middle of a box's visible part, for tests. */
    public javafx.geometry.Point2D centerOf(int box) {
        FlameGraphLayout shown = layout.get();
        double[] span = viewSpan();
        double scale = canvas.getWidth() / (span[1] - span[0]);
        double left = Math.max(0, (shown.start(box) - span[0]) * scale);
        double right = Math.min(canvas.getWidth(), (shown.end(box) - span[0]) * scale);
        double top = FlameGraphRenderer.rowTopPx(shown.depth(box), canvas.getHeight(), scrollPx, rootAtBottom);
        return new javafx.geometry.Point2D((left + right) / 2, top + FlameGraphRenderer.ROW_PX / 2);
    }

    /** Zooms so that {@code box} fills the width (-1: the whole graph), keeping its row in sight. */
    public void zoomTo(int box) {
        FlameGraphLayout shown = layout.get();
        zoomedBox.set(shown == null || box < 0 || box >= shown.boxCount() ? -1 : box);
        if (zoomedBox.get() >= 0) {
            double rowTop = shown.depth(box) * FlameGraphRenderer.ROW_PX;
            if (rowTop < scrollPx || rowTop + FlameGraphRenderer.ROW_PX > scrollPx + canvas.getHeight()) {
                scrollPx = Math.max(0, rowTop - FlameGraphRenderer.ROW_PX);
            }
        }
        clampScroll();
        redraw();
    }

    /** Outlines {@code box} (-1: none). */
    public void setSelectedBox(int box) {
        if (selectedBox == box) return;
        selectedBox = box;
        redraw();
    }

    public int selectedBox() { return selectedBox; }

    /** The search marks by node, null when no search is on. */
    public boolean[] matches() { return matchByNode; }

    /** Fades every box whose node is not marked; null shows all in full colour. */
    public void setMatches(boolean[] byNode) {
        matchByNode = byNode;
        redraw();
    }

    private void hover(MouseEvent e) {
        setHovered(boxAt(e.getX(), e.getY()));
    }

    private void setHovered(int box) {
        if (hoveredBox.get() == box) return;
        hoveredBox.set(box);
        redraw();
    }

    private void scroll(ScrollEvent e) {
        if (e.getDeltaY() == 0) return;
        scrollPx += rootAtBottom ? e.getDeltaY() : -e.getDeltaY();
        clampScroll();
        redraw();
        e.consume();
    }

    private void clampScroll() {
        FlameGraphLayout shown = layout.get();
        double content = shown == null ? 0 : shown.depthCount() * FlameGraphRenderer.ROW_PX;
        scrollPx = Math.max(0, Math.min(scrollPx, content - canvas.getHeight() + FlameGraphRenderer.ROW_PX));
        if (scrollPx < 0) scrollPx = 0;
    }

    public ObjectProperty<FlameGraphLayout> layoutProperty() { return layout; }
    public ObjectProperty<FlameStyle> flameStyleProperty() { return style; }
    /** The colour of each box: swap it to colour the same layout by another measure. */
    public ObjectProperty<BoxColors> boxColorsProperty() { return colors; }
    public ReadOnlyIntegerProperty zoomedBoxProperty() { return zoomedBox.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty hoveredBoxProperty() { return hoveredBox.getReadOnlyProperty(); }
    public void setOnBoxClicked(IntConsumer handler) { onBoxClicked = handler == null ? box -> {} : handler; }
    public void setOnBoxMenu(BoxMenu handler) { onBoxMenu = handler == null ? (box, event) -> {} : handler; }
    public Canvas canvas() { return canvas; }
    public FlameGraphRenderer.DrawStats lastStats() { return lastStats; }
}
