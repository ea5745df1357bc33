/**
 * Loading profile files: {@link dev.flint.importer.ProfileLoader#load} reads a file (gzip detected by its
 * magic bytes, inflation capped), {@link dev.flint.importer.FormatDetector} tells the format from the
 * content, and one {@link dev.flint.importer.Importer} per format streams it (Jackson's {@code JsonParser},
 * or a line reader for folded stacks) into the {@code model}'s columnar tables. Every problem ends in one
 * {@link dev.flint.importer.ProfileFormatException} naming the file, where, and what.
 *
 * <p>May import {@code dev.flint.model} and Jackson; never {@code timeline}, {@code calltree}, {@code ui} or
 * JavaFX. Never build a tree of the whole file or hold it as one String.
 */
package dev.flint.importer;
