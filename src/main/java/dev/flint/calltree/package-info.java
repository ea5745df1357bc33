/**
 * The call tree: call nodes keyed by (parent call node, func) rather than by frame (seed 001, 002), running
 * and self time from sample weights, the inverted (bottom-up) tree, the implementation filter, and the
 * transforms that reshape a thread before the tree is built, stacked in a {@link dev.flint.calltree.TransformStack}
 * with a stable text form and call node path translation.
 *
 * <p>Everything here is a plain function of immutable data, usable from the CLI and tests. It imports only
 * {@code dev.flint.model} and the JDK: never JavaFX, never an importer.
 */
package dev.flint.calltree;
