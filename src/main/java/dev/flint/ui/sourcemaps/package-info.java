/**
 * Source maps in the app: File ▸ Load Source Maps… (files or a folder), {@code .map} files dropped on a
 * window, and the maps a profile finds on its own (trace metadata, {@code sourceMappingURL}, {@code SCRIPT.map})
 * applied right after it loads. Mapping runs off the FX thread ({@link dev.flint.ui.common.SourceMapService})
 * and comes back through the tab's session as symbols do, so every view shows original names and places
 * and the tree keeps its transforms, selection and expansion.
 */
package dev.flint.ui.sourcemaps;
