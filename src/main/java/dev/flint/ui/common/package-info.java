/**
 * Controls and helpers every UI package may use, holding no tab state: icons, file drops, pulse delays,
 * FX-thread calls, the window's offer to features ({@link dev.flint.ui.common.AppWindow}), and the drawing
 * pieces several views share (the flame graph canvas with its renderer and box colours, the flame style,
 * text fitting, the time viewport).
 */
package dev.flint.ui.common;
