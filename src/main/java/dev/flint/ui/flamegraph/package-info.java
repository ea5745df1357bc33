/**
 * The flame graph view: a Canvas drawing of {@link dev.flint.flamegraph.FlameGraphLayout} (renderer,
 * canvas control with zoom, hover and selection) and the tab that shows the call tree panel's tree that
 * way. Box colours are a pluggable {@link dev.flint.ui.flamegraph.BoxColors}, so the diff view can reuse
 * the canvas. Layouts are built off the FX thread.
 */
package dev.flint.ui.flamegraph;
