/**
 * Compare mode (issue 16): File ▸ Compare… (or two files dropped with Alt) opens a window over two
 * profiles, a thread picked on each side; a diff call tree (base, compare, Δ, Δ%, red slower, blue faster)
 * and a differential flame graph (widths from the compare profile, colour from Δ) over the engine's
 * {@code dev.flint.diff}. Right-click transforms apply to both sides; the tree and the graph share the
 * selection. Each side is loaded as a tab loads its file and held by a session of its own ({@link
 * dev.flint.ui.compare.CompareSide}), so source maps apply to it as in a tab and as in {@code flint diff
 * --source-maps}. Everything that grows with the profiles runs on background services.
 */
package dev.flint.ui.compare;
