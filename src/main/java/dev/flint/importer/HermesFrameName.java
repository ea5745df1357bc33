package dev.flint.importer;

/**
 * A Hermes frame name {@code function(script:line:column)} split into its parts, as the pattern
 * {@code (.*)\((.*):(\d+):(\d+)\)} would split it (greedy: the script starts after the last {@code (} before
 * the final {@code :line:column)}), but scanned once from each end: that pattern backtracks in quadratic
 * time (seconds on a name of 20 k {@code (}), this reads each character at most twice.
 */
record HermesFrameName(String function, String script, int line, int column) {

    /** The parts of {@code name}, or null when it is not of that shape or its script is empty. */
    static HermesFrameName parse(String name) {
        int end = name.length() - 1;
        if (end < 0 || name.charAt(end) != ')') return null;
        int columnStart = digitsBefore(name, end);
        if (columnStart == end || columnStart == 0 || name.charAt(columnStart - 1) != ':') return null;
        int lineEnd = columnStart - 1;
        int lineStart = digitsBefore(name, lineEnd);
        if (lineStart == lineEnd || lineStart == 0 || name.charAt(lineStart - 1) != ':') return null;
        int scriptEnd = lineStart - 1;
        int open = name.lastIndexOf('(', scriptEnd - 1);
        if (open < 0 || open + 1 == scriptEnd) return null;
        // The pattern's '.' stops at line terminators: a name with one is not split.
        for (int i = 0; i < scriptEnd; i++) {
            if (isLineTerminator(name.charAt(i))) return null;
        }
        return new HermesFrameName(name.substring(0, open), name.substring(open + 1, scriptEnd),
                intOrMinusOne(name, lineStart, lineEnd), intOrMinusOne(name, columnStart, end));
    }

    private static int digitsBefore(String name, int end) {
        int i = end;
        while (i > 0 && name.charAt(i - 1) >= '0' && name.charAt(i - 1) <= '9') i--;
        return i;
    }

    private static int intOrMinusOne(String name, int start, int end) {
        try {
            return Integer.parseInt(name, start, end, 10);
        } catch (NumberFormatException beyondInt) {
            return -1;
        }
    }

    private static boolean isLineTerminator(char c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }
}
