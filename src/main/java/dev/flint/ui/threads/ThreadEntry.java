package dev.flint.ui.threads;

import javafx.scene.paint.Color;

/**
 * One thread as the list shows it.
 *
 * @param thread   index into the tab's loaded threads
 * @param samples  its sample count
 * @param cpuShare its share of all busy (not idle) samples of the profile, in [0, 1]
 * @param color    its curve's colour in the overview, null when it has none (no samples)
 */
public record ThreadEntry(int thread, String label, long samples, double cpuShare, Color color) {}
