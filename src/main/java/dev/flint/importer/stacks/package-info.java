/**
 * Aggregated stack text that other tools print: DTrace / SystemTap stack aggregations ({@code dtrace}) and
 * macOS {@code sample} call graphs ({@code macos-sample}). Each stack comes with a count, not a time, so the
 * samples are laid side by side as folded stacks are. Builds on {@code dev.flint.importer} and
 * {@code dev.flint.model}; reached through {@link dev.flint.importer.ImporterProvider}, never imported by
 * {@code importer}.
 */
package dev.flint.importer.stacks;
