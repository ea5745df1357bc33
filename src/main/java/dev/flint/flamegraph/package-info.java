/**
 * The flame graph (speedscope's "Left heavy", the Firefox Profiler's Flame Graph) as a pure model: the
 * current call tree laid out as boxes, one per shown call node, in columns. Colour, pixels and fonts are not
 * part of it: the app's canvas, {@code flint export} and the diff view each draw the same layout their way.
 *
 * <p>Imports only {@code dev.flint.calltree}, {@code dev.flint.model} and the JDK: never JavaFX or java.awt.
 */
package dev.flint.flamegraph;
