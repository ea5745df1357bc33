/**
 * Remembered views: per file (keyed by its path and a fingerprint of its content), the call tree's thread,
 * transform stack, range, inversion and implementation filter, kept in the settings directory and offered
 * back with a non-modal bar when the same file is opened again.
 */
package dev.flint.ui.savedview;
