/**
 * The sandwich view: the function table of the call tree panel's tree and, for the selected function,
 * its callers (a flame graph growing upwards) above and its callees below, both merged over every call
 * site ({@link dev.flint.sandwich}). Follows the selection made in the tree, the flame graph or the chart.
 */
package dev.flint.ui.sandwich;
