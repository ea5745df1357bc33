/**
 * Source maps v3 (ECMA-426): reading a map streaming into columns ({@link dev.flint.sourcemaps.SourceMapReader},
 * {@link dev.flint.sourcemaps.SourceMap}), finding a script's {@code sourceMappingURL}
 * ({@link dev.flint.sourcemaps.SourceMappingUrl}), and finding the text of an original source
 * ({@link dev.flint.sourcemaps.SourceTexts}). Imports {@code dev.flint.model} and Jackson only, never
 * {@code javafx.*}; the semantics follow {@code notes/sourcemaps-record-formats.md} §1.
 */
package dev.flint.sourcemaps;
