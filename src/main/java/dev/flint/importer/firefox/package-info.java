/**
 * Readers for the Firefox Profiler's formats: the raw Gecko profile (schema tables, nested processes)
 * and the processed format (profiler.firefox.com downloads, samply). Streams with Jackson through
 * {@code dev.flint.importer.JsonInput}; builds on {@code dev.flint.model} and {@code dev.flint.importer},
 * which reaches these importers only through {@code ImporterProvider} (no import back, so no cycle).
 */
package dev.flint.importer.firefox;
