package dev.flint.symbols;

/** A symbol file Flint cannot read or apply; the message names the file, the line and the problem. */
public final class SymbolFileException extends Exception {
    public SymbolFileException(String file, int lineNumber, String problem) {
        super(lineNumber > 0 ? file + ": line " + lineNumber + ": " + problem : file + ": " + problem);
    }

    /** A table that does not fit the profile (e.g. its module is none of the thread's libraries). */
    public SymbolFileException(String message) {
        super(message);
    }
}
