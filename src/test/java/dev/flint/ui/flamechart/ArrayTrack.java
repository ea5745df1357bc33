package dev.flint.ui.flamechart;

import dev.flint.viewmodel.FlameTrack;
import java.util.ArrayList;
import java.util.List;

/** A flame track written out by hand for tests: rows of (start, end, name, colour, func). */
public final class ArrayTrack implements FlameTrack {
    private record Entry(double start, double end, String name, int argb, int func) {}

    private final String title;
    private final List<List<Entry>> rows = new ArrayList<>();

    /** Null for a track that is always ready; else the thread that built it, once built (see {@link #lazy}). */
    private volatile String preparedOn;
    private boolean lazy;

    public ArrayTrack(String title) {
        this.title = title;
    }

    /** A track whose rows must be built before they are read, as a collapsed thread's track is at load. */
    public ArrayTrack lazy() {
        lazy = true;
        return this;
    }

    @Override public boolean isReady() { return !lazy || preparedOn != null; }

    @Override public void prepare() { if (preparedOn == null) preparedOn = Thread.currentThread().getName(); }

    /** The thread that built a lazy track's rows, null before. */
    public String preparedOn() { return preparedOn; }

    /** Adds an entry; entries of one depth must come in time order and not overlap. */
    public ArrayTrack add(int depth, double startMicros, double endMicros, String name, int argb, int func) {
        while (rows.size() <= depth) rows.add(new ArrayList<>());
        rows.get(depth).add(new Entry(startMicros, endMicros, name, argb, func));
        return this;
    }

    @Override public String title() { return title; }
    @Override public int depthCount() { return rows.size(); }
    @Override public int size(int depth) { return rows.get(depth).size(); }
    @Override public double startMicros(int depth, int index) { return rows.get(depth).get(index).start(); }
    @Override public double endMicros(int depth, int index) { return rows.get(depth).get(index).end(); }
    @Override public int colorArgb(int depth, int index) { return rows.get(depth).get(index).argb(); }
    @Override public String name(int depth, int index) { return rows.get(depth).get(index).name(); }
    @Override public int func(int depth, int index) { return rows.get(depth).get(index).func(); }
    @Override public String details(int depth, int index) { return ""; }

    @Override
    public double minMicros() {
        double min = Double.NaN;
        for (List<Entry> row : rows) if (!row.isEmpty()) min = Double.isNaN(min) ? row.get(0).start() : Math.min(min, row.get(0).start());
        return min;
    }

    @Override
    public double maxMicros() {
        double max = Double.NaN;
        for (List<Entry> row : rows) if (!row.isEmpty()) max = Double.isNaN(max) ? row.get(row.size() - 1).end() : Math.max(max, row.get(row.size() - 1).end());
        return max;
    }
}
