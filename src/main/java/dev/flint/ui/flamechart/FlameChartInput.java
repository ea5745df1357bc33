package dev.flint.ui.flamechart;

import dev.flint.ui.session.FlameSelection;
import dev.flint.ui.common.Viewport;
import dev.flint.viewmodel.FlameTrack;
import dev.flint.viewmodel.TimeFormat;
import dev.flint.viewmodel.TimeRange;
import javafx.scene.canvas.Canvas;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;

/**
 * Mouse and keyboard for the flame chart. Time: the wheel zooms around the pointer (as in DevTools), W/S
 * or +/- zoom (around the pointer when it is over the chart, else the middle), A/D or Left/Right pan, drag pans, a touchpad's sideways swipe pans and a pinch zooms.
 * Tracks: Shift+wheel, a touchpad's vertical scroll and Page Up/Down scroll through them, Up/Down (or
 * K/J) make the previous/next track the active one. Ranges: drag on the time ruler (or Shift+drag
 * anywhere) selects one, R selects the visible window, Z zooms into the selection, Shift+Z backs out,
 * Esc clears. Click selects, double-click or Enter zooms to an entry, a click on a header collapses it.
 */
final class FlameChartInput {
    static final double KEY_ZOOM_FACTOR = 1.25;
    static final double WHEEL_ZOOM_PER_PX = 1.004;
    static final double KEY_PAN_FRACTION = 0.1;

    private final FlameChartView view;
    private final Canvas canvas;
    private final FlameTooltip tooltip;
    private double dragLastX;
    private double dragLastY;
    private boolean dragged;
    /** Where a range drag (on the ruler, or with Shift) started, NaN when the drag pans instead. */
    private double rangeStartMicros = Double.NaN;
    /** The pointer's x over the chart (W/S zoom around it, as the wheel does), NaN when it is elsewhere. */
    private double pointerX = Double.NaN;

    FlameChartInput(FlameChartView view, Canvas canvas, FlameTooltip tooltip) {
        this.view = view;
        this.canvas = canvas;
        this.tooltip = tooltip;
    }

    void install() {
        canvas.addEventHandler(ScrollEvent.SCROLL, this::onScroll);
        canvas.addEventHandler(javafx.scene.input.ZoomEvent.ZOOM, e -> {
            view.setViewport(view.getViewport().zoom(e.getZoomFactor(), e.getX()));
            e.consume();
        });
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, this::onPressed);
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::onDragged);
        canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, this::onClicked);
        canvas.addEventHandler(MouseEvent.MOUSE_MOVED, this::onMoved);
        canvas.addEventHandler(MouseEvent.MOUSE_EXITED, e -> {
            tooltip.hide();
            pointerX = Double.NaN;
        });
        view.addEventHandler(KeyEvent.KEY_PRESSED, this::onKey);
    }

    private void onScroll(ScrollEvent event) {
        tooltip.hide();
        pointerX = event.getX();
        // A touchpad scrolls in small steps, with inertia or as a gesture; a mouse wheel in notches.
        boolean touchpad = event.getTouchCount() > 0 || event.isInertia()
                || (event.getDeltaY() != 0 && Math.abs(event.getDeltaY()) < 10 && !event.isShiftDown());
        if (event.isShiftDown()) {
            // Some platforms turn Shift+wheel into a sideways scroll: either way it moves through tracks.
            view.scrollByPx(-(event.getDeltaY() != 0 ? event.getDeltaY() : event.getDeltaX()));
        } else if (touchpad && !event.isShortcutDown() && Math.abs(event.getDeltaY()) >= Math.abs(event.getDeltaX())) {
            view.scrollByPx(-event.getDeltaY());
        } else if (Math.abs(event.getDeltaX()) > Math.abs(event.getDeltaY())) {
            view.setViewport(view.getViewport().panPx(-event.getDeltaX()));
        } else if (event.getDeltaY() != 0) {
            view.setViewport(view.getViewport().zoom(Math.pow(WHEEL_ZOOM_PER_PX, event.getDeltaY()), event.getX()));
        }
        event.consume();
    }

    private void onPressed(MouseEvent event) {
        view.requestFocus();
        dragLastX = event.getX();
        dragLastY = event.getY();
        dragged = false;
        boolean rangeDrag = event.getButton() == MouseButton.PRIMARY && (event.getY() < TrackLayout.RULER_PX || event.isShiftDown());
        rangeStartMicros = rangeDrag ? view.getViewport().microsAt(event.getX()) : Double.NaN;
    }

    private void onDragged(MouseEvent event) {
        if (event.getButton() != MouseButton.PRIMARY) return;
        if (!Double.isNaN(rangeStartMicros)) {
            double startX = view.getViewport().xOf(rangeStartMicros);
            if (!dragged && Math.abs(event.getX() - startX) < 3) return;
            dragged = true;
            tooltip.hide();
            double x = Math.max(0, Math.min(view.getViewport().widthPx(), event.getX()));
            view.previewRangeProperty().set(new TimeRange(rangeStartMicros, view.getViewport().microsAt(x)));
            return;
        }
        double dx = event.getX() - dragLastX;
        double dy = event.getY() - dragLastY;
        if (Math.abs(dx) + Math.abs(dy) > 0) dragged = true;
        dragLastX = event.getX();
        dragLastY = event.getY();
        tooltip.hide();
        view.setViewport(view.getViewport().panPx(-dx));
        view.scrollByPx(-dy);
    }

    private void onClicked(MouseEvent event) {
        if (event.getButton() != MouseButton.PRIMARY || dragged) return;
        if (event.getY() < TrackLayout.RULER_PX) {
            // A click on the ruler (no drag) drops the selection, as a click outside it does in Firefox.
            view.previewRangeProperty().set(null);
            return;
        }
        int header = view.headerAt(event.getY());
        if (header >= 0) {
            view.setCollapsed(header, !view.isCollapsed(header));
            view.activateHere(header, null);
            return;
        }
        FlameSelection hit = view.entryAt(event.getX(), event.getY());
        // One action: the entry selected, its track the active one (the tree shows its thread).
        if (hit != null) view.activateHere(hit.track(), hit);
        else view.select(null);
        if (event.getClickCount() == 2 && hit != null) {
            zoomToEntry(hit);
        }
    }

    void zoomToEntry(FlameSelection entry) {
        FlameTrack track = view.tracks().get(entry.track());
        double start = track.startMicros(entry.depth(), entry.index());
        double end = track.endMicros(entry.depth(), entry.index());
        double margin = Math.max((end - start) * 0.05, Viewport.MIN_SPAN_MICROS);
        view.showRange(start - margin, end + margin);
    }

    private void onMoved(MouseEvent event) {
        pointerX = event.getX();
        FlameSelection hit = view.entryAt(event.getX(), event.getY());
        if (hit == null) {
            tooltip.hide();
            return;
        }
        FlameTrack track = view.tracks().get(hit.track());
        double duration = track.endMicros(hit.depth(), hit.index()) - track.startMicros(hit.depth(), hit.index());
        String details = track.details(hit.depth(), hit.index());
        String text = track.name(hit.depth(), hit.index()) + "\n" + TimeFormat.micros(duration)
                + (details == null || details.isEmpty() ? "" : "\n" + details);
        tooltip.show(text, event.getX(), event.getY(), canvas.getWidth(), canvas.getHeight());
    }

    private void onKey(KeyEvent event) {
        // Ctrl+W, Ctrl+0... are the menus' accelerators: consuming them here would swallow them.
        if (event.isShortcutDown() || event.isControlDown() || event.isAltDown() || event.isMetaDown()) return;
        Viewport vp = view.getViewport();
        // Around the pointer when it is over the chart, else around the middle.
        double center = pointerX >= 0 && pointerX <= vp.widthPx() ? pointerX : vp.widthPx() / 2;
        KeyCode code = event.getCode();
        switch (code) {
            case W, PLUS, EQUALS, ADD -> view.setViewport(vp.zoom(KEY_ZOOM_FACTOR, center));
            case S, MINUS, SUBTRACT -> view.setViewport(vp.zoom(1 / KEY_ZOOM_FACTOR, center));
            case UP, K -> view.moveActiveTrack(-1);
            case DOWN, J -> view.moveActiveTrack(1);
            case PAGE_UP -> view.scrollByPx(-(canvas.getHeight() - TrackLayout.RULER_PX) * 0.9);
            case PAGE_DOWN -> view.scrollByPx((canvas.getHeight() - TrackLayout.RULER_PX) * 0.9);
            case A, LEFT -> view.setViewport(vp.panPx(-vp.widthPx() * KEY_PAN_FRACTION));
            case D, RIGHT -> view.setViewport(vp.panPx(vp.widthPx() * KEY_PAN_FRACTION));
            case DIGIT0, HOME -> view.setViewport(vp.show(vp.boundsStartMicros(), vp.boundsEndMicros()));
            case Z -> {
                if (event.isShiftDown()) view.popRange();
                else view.commitRange();
            }
            case R -> view.previewRangeProperty().set(new TimeRange(vp.startMicros(), vp.endMicros()));
            case ESCAPE -> {
                if (view.previewRangeProperty().get() == null) return;
                view.previewRangeProperty().set(null);
            }
            case ENTER -> {
                FlameSelection selected = view.selectionProperty().get();
                if (selected != null) zoomToEntry(selected);
            }
            default -> {
                return;
            }
        }
        event.consume();
    }
}
