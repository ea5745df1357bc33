/**
 * The JavaFX application, the only package tree that imports {@code javafx.*}: the shell ({@code ui.app}:
 * window, menus, start-up, settings), shared controls ({@code ui.common}), one state per tab
 * ({@code ui.session}) and the views ({@code ui.flamechart}, {@code ui.calltree}, ...), which read and write
 * that state and never each other. It reads the engine's immutable results ({@code viewmodel},
 * {@code timeline}, {@code calltree}) and never computes them itself on the FX thread. The root package
 * holds nothing but this note (and, until they leave the runtime jar, the screenshot tools).
 */
package dev.flint.ui;
