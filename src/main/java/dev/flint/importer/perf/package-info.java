/**
 * Linux {@code perf script} text: a line parser for sample headers and frame lines, detection by content,
 * and the importer that turns samples into one thread per tid.
 */
package dev.flint.importer.perf;
