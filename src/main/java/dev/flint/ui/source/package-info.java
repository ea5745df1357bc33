/**
 * The source view, a tab beside Line hits: the selected function's source text with self and total per
 * line in a gutter, shaded by heat and scrolled to the hottest line, and Open in editor at that line. The
 * data is the engine's ({@code calltree.FuncLineHits}, {@code sourcemaps.SourceTexts}), gathered off the
 * FX thread into a {@link dev.flint.ui.source.SourceListing}; the view reads the tab's session only.
 */
package dev.flint.ui.source;
