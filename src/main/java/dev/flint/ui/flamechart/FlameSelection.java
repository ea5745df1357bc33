package dev.flint.ui.flamechart;

/** One entry of the flame chart: which track, which depth row, which entry in that row. */
public record FlameSelection(int track, int depth, int index) {}
