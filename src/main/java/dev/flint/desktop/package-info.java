/**
 * How files reach Flint from the desktop, before and beside the window: launcher arguments, macOS
 * open-file events, a second launch handing its files to the running instance over a loopback socket,
 * and the {@code --smoke} check that installers are tested with. Everything lands in {@link
 * dev.flint.desktop.PendingFiles}; the window subscribes to it. No JavaFX here: this package runs before
 * the toolkit starts (and without one, for {@code --smoke}).
 */
package dev.flint.desktop;
