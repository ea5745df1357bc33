/**
 * Flint, a flame-chart viewer for CPU profiles. {@link dev.flint.Main} is the one launcher: a subcommand
 * runs the engine from the command line ({@code cli}), anything else opens the app ({@code ui}).
 * Layers, lowest first: {@code model}; {@code importer}, {@code timeline}, {@code calltree},
 * {@code symbols}; {@code cli}, {@code desktop}, {@code bench}; {@code ui}. Nothing outside {@code ui}
 * imports JavaFX or AWT ({@code LayeringTest} checks it).
 */
package dev.flint;
