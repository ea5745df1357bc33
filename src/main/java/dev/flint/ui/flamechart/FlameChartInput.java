package dev.flint.ui.flamechart;

import javafx.scene.canvas.Canvas;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;

/**
 * Mouse and keyboard for the flame chart, as in DevTools: wheel zooms around the pointer (shift+wheel
 * scrolls the tracks, a trackpad's sideways swipe pans), drag pans, W/S or Up/Down zoom, A/D or
 * Left/Right pan, 0 or Home shows everything, double-click zooms to an entry, click selects, a click on a
 * thread's header collapses or expands it.
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

    FlameChartInput(FlameChartView view, Canvas canvas, FlameTooltip tooltip) {
        this.view = view;
        this.canvas = canvas;
        this.tooltip = tooltip;
    }

    void install() {
        canvas.addEventHandler(ScrollEvent.SCROLL, this::onScroll);
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, this::onPressed);
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::onDragged);
        canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, this::onClicked);
        canvas.addEventHandler(MouseEvent.MOUSE_MOVED, this::onMoved);
        canvas.addEventHandler(MouseEvent.MOUSE_EXITED, e -> tooltip.hide());
        view.addEventHandler(KeyEvent.KEY_PRESSED, this::onKey);
    }

    private void onScroll(ScrollEvent event) {
        tooltip.hide();
        if (event.isShiftDown() && event.getDeltaX() == 0) {
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
    }

    private void onDragged(MouseEvent event) {
        if (event.getButton() != MouseButton.PRIMARY) return;
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
        int header = view.headerAt(event.getY());
        if (header >= 0) {
            view.setCollapsed(header, !view.isCollapsed(header));
            view.setActiveTrack(header);
            return;
        }
        FlameSelection hit = view.entryAt(event.getX(), event.getY());
        if (hit != null) view.setActiveTrack(hit.track());
        if (event.getClickCount() == 2 && hit != null) {
            zoomToEntry(hit);
        }
        view.selectionProperty().set(hit);
    }

    void zoomToEntry(FlameSelection entry) {
        FlameTrack track = view.tracks().get(entry.track());
        double start = track.startMicros(entry.depth(), entry.index());
        double end = track.endMicros(entry.depth(), entry.index());
        double margin = Math.max((end - start) * 0.05, Viewport.MIN_SPAN_MICROS);
        view.showRange(start - margin, end + margin);
    }

    private void onMoved(MouseEvent event) {
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
        double center = vp.widthPx() / 2;
        KeyCode code = event.getCode();
        switch (code) {
            case W, UP -> view.setViewport(vp.zoom(KEY_ZOOM_FACTOR, center));
            case S, DOWN -> view.setViewport(vp.zoom(1 / KEY_ZOOM_FACTOR, center));
            case A, LEFT -> view.setViewport(vp.panPx(-vp.widthPx() * KEY_PAN_FRACTION));
            case D, RIGHT -> view.setViewport(vp.panPx(vp.widthPx() * KEY_PAN_FRACTION));
            case DIGIT0, HOME -> view.setViewport(vp.show(vp.boundsStartMicros(), vp.boundsEndMicros()));
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
