/** Benchmarks that need the JavaFX toolkit (run with a display or under xvfb-run); they print figures. */
package dev.flint.ui.bench;
