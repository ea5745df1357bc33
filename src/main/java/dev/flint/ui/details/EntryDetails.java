package dev.flint.ui.details;

/**
 * What the details panel shows about one selection, already formatted.
 *
 * @param kind     "JS call", "trace event" or "call tree node" (the panel's subtitle)
 * @param location the script URL or library, "" when none
 * @param line     1-based line of the function's definition (or the event's), -1 when unknown
 * @param column   1-based column, -1 when unknown
 * @param self     self time or weight, formatted with its unit
 * @param total    total (running) time or weight, formatted with its unit
 * @param stack    the entry and its callers, one per line, the entry first
 * @param args     a trace event's arguments as text, "" when none
 */
public record EntryDetails(String name, String kind, String location, int line, int column, String self,
                           String total, String stack, String args) {
    /** {@code location:line:column} as far as known. */
    public String where() {
        if (location.isEmpty()) return "";
        if (line < 0) return location;
        return location + ":" + line + (column >= 0 ? ":" + column : "");
    }
}
