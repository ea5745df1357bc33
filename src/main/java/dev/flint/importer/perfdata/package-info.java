/**
 * Binary {@code perf.data} files ({@code perf record}'s output), read through the {@code perf script} of the
 * machine (names need the recorded binaries, build ids, kallsyms and JIT maps that only perf resolves) and
 * the {@code perf-script} importer. Builds on {@code dev.flint.importer}; reached through
 * {@link dev.flint.importer.ImporterProvider}.
 */
package dev.flint.importer.perfdata;
