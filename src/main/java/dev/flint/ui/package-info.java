/**
 * The JavaFX application: the main window ({@link dev.flint.ui.MainWindow}), loading on a background
 * service ({@link dev.flint.ui.ProfileLoadService}), settings, themes, the status bar, and the glue that
 * keeps the flame chart ({@code ui.flamechart}) and the call tree ({@code ui.calltree}) on the same
 * selection. The only package tree that imports {@code javafx.*}; it reads the engine's immutable results
 * ({@code timeline}, {@code calltree}) and never computes them itself on the FX thread.
 */
package dev.flint.ui;
