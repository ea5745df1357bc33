package dev.flint.export;

/** A view that cannot be written in the asked format; the message is one line for the user. */
public final class ExportException extends Exception {
    public ExportException(String message) {
        super(message);
    }
}
