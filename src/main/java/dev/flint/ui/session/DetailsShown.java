package dev.flint.ui.session;

/**
 * What the details panel shows: the last thing chosen, a chart entry (with its trace event's args) or a tree
 * node (picked in the call tree, the flame graph, the sandwich or a finding), or nothing once that went away
 * (its thread was left, its node dropped by a transform).
 */
public enum DetailsShown {
    NOTHING, CHART_ENTRY, TREE_NODE
}
