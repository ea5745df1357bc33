/**
 * Time ranges the user selects (a preview) and commits (zooms into), as the Firefox Profiler has them:
 * the state of one tab, and the bar that shows and pops them above the call tree.
 */
package dev.flint.ui.range;
