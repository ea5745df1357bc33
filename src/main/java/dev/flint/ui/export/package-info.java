/**
 * Taking a view out of the app: File ▸ Export (the current thread with its transforms, range and inversion,
 * written on a background service) and the PNG renderer that {@code flint export --format png} reaches
 * through {@link dev.flint.export.ImageRenderer}, drawn with java.awt so it runs without a display.
 */
package dev.flint.ui.export;
