package dev.flint.record;

import java.util.function.Consumer;

/**
 * A recording's log that also takes the recorded program's stdout, line by line (the app's Record dialog shows
 * both). A plain {@code Consumer} log leaves the program's stdout on the terminal Flint runs in, as
 * {@code flint record} wants it.
 */
public interface ProgramOutput extends Consumer<String> {
    /** A line the recorded program wrote to its stdout, on a reader thread. */
    void programLine(String line);

    /**
     * {@code errors}, a recorder's own filter of the stderr lines, still giving the program's stdout lines to
     * {@code log} when that shows them.
     */
    static Consumer<String> keeping(Consumer<String> errors, Consumer<String> log) {
        if (!(log instanceof ProgramOutput shown)) return errors;
        return new ProgramOutput() {
            @Override public void accept(String line) { errors.accept(line); }
            @Override public void programLine(String line) { shown.programLine(line); }
        };
    }
}
