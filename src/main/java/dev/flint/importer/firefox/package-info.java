/**
 * Readers for the Firefox Profiler's formats: the raw Gecko profile (schema tables, nested processes)
 * and the processed format (profiler.firefox.com downloads, samply). Streams with Jackson; imports only
 * {@code dev.flint.model} and {@code dev.flint.importer}'s error type, never {@code javafx.*}.
 */
package dev.flint.importer.firefox;
