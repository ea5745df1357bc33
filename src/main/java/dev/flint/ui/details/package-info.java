/**
 * The details panel: everything about the selected flame-chart entry or call-tree node in one place (name,
 * script or library with line:column, self and total, the full stack to copy, a trace event's args) and
 * an "Open in editor" action that runs the user's command template ({@link dev.flint.ui.common.EditorCommand})
 * with {@link java.lang.ProcessBuilder}, never through a shell, off the FX thread.
 */
package dev.flint.ui.details;
