package dev.flint.ui.common;

import java.util.function.IntConsumer;
import javafx.scene.layout.Region;

/**
 * Row cells made ahead for a list or table that shows nothing yet (a spare tab is built ahead this way, one piece
 * per idle pulse): a virtualised view makes a cell for every row its height shows, empty or not, so its height is
 * held to the rows made so far and let go a few rows at a time. Once a step's height is more than the view's place
 * gives, or {@link #MAX_ROWS} are made, every row it can show has its cell, and the view has its own height back.
 * One instance per view; used by the call tree, the thread list and the line hits.
 */
public final class RowsAhead {
    /** Rows made ahead at most (more than a tall window shows: a place that gives more ends it there). */
    public static final int MAX_ROWS = 60;

    /** The view's own maximum height while rows are made ahead; NaN when they are not. */
    private double maxHeightBefore = Double.NaN;

    /**
     * One step: {@code addRowsUpTo} is given the number of rows the view is to hold after it and adds the missing ones
     * (made-up or blank rows); the view's maximum height becomes {@code extraPx} plus that many rows of {@code rowPx}.
     *
     * @param rowsMade the rows made ahead so far
     * @return true once all are made (the view then has its own height back)
     */
    public boolean step(Region view, int rowsMade, int rowsPerStep, double rowPx, double extraPx, IntConsumer addRowsUpTo) {
        boolean filled = !Double.isNaN(maxHeightBefore) && view.getHeight() + 0.5 < view.getMaxHeight();
        if (filled || rowsMade >= MAX_ROWS) {
            end(view);
            return true;
        }
        if (Double.isNaN(maxHeightBefore)) maxHeightBefore = view.getMaxHeight();
        int rows = rowsMade + rowsPerStep;
        addRowsUpTo.accept(rows);
        view.setMaxHeight(extraPx + rows * rowPx);
        return false;
    }

    /** The view gets its own maximum height back (the rows ahead are made, or a profile came first); nothing if none were. */
    public void end(Region view) {
        if (Double.isNaN(maxHeightBefore)) return;
        view.setMaxHeight(maxHeightBefore);
        maxHeightBefore = Double.NaN;
    }
}
