package dev.flint.symbols;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;

/**
 * A line reader for symbol files that refuses a line longer than {@link #MAX_LINE_CHARS}: real nm and
 * Breakpad lines are a few hundred characters (a long C++ name a few thousand), so a longer one is not a
 * symbol file, and reading it whole (a file of zeros has no line break) would exhaust the heap.
 */
final class BoundedLineReader extends BufferedReader {
    static final int MAX_LINE_CHARS = 1 << 20;

    /** The line that was too long; the parsers turn it into a message naming the file and line. */
    static final class LineTooLongException extends IOException {
        LineTooLongException() {
            super("a line longer than " + (MAX_LINE_CHARS >> 20) + " MiB characters: not a symbol file");
        }
    }

    BoundedLineReader(Reader in) {
        super(in, 1 << 16);
    }

    @Override
    public String readLine() throws IOException {
        StringBuilder line = null;
        while (true) {
            int c = read();
            if (c < 0) return line == null ? null : line.toString();
            if (line == null) line = new StringBuilder();
            if (c == '\n') return trimCarriageReturn(line);
            if (line.length() >= MAX_LINE_CHARS) throw new LineTooLongException();
            line.append((char) c);
        }
    }

    private static String trimCarriageReturn(StringBuilder line) {
        int n = line.length();
        return n > 0 && line.charAt(n - 1) == '\r' ? line.substring(0, n - 1) : line.toString();
    }
}
