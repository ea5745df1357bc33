package dev.flint.importer;

import dev.flint.model.ControlChars;
import dev.flint.model.MessageText;

/**
 * A file Flint cannot load, with a message for the user: which file, where in it (a byte offset, a JSON
 * path or a line), and what was wrong. {@link #getMessage()} is that one line.
 */
public final class ProfileFormatException extends Exception {
    private final String file;
    private final String where;
    private final String problem;

    public ProfileFormatException(String file, String where, String problem) {
        super(format(file, where, problem));
        this.file = file;
        this.where = where;
        this.problem = problem;
    }

    public ProfileFormatException(String file, String where, String problem, Throwable cause) {
        super(format(file, where, problem), cause);
        this.file = file;
        this.where = where;
        this.problem = problem;
    }

    /**
     * One line whatever the file held: control characters escaped, the place cut to 200 characters (a JSON
     * path 600 objects deep is 6 KB) and the problem to {@link #MAX_PROBLEM} (it may quote or list the file).
     */
    private static String format(String file, String where, String problem) {
        String place = where == null || where.isEmpty() ? "" : MessageText.quote(where) + ": ";
        return ControlChars.escape(file) + ": " + place + MessageText.clip(ControlChars.escape(problem), MAX_PROBLEM);
    }

    /** The longest problem text: a quote of the file and a list of alternatives, with the words around them. */
    static final int MAX_PROBLEM = 3 * MessageText.MAX_QUOTED;

    public String file() { return file; }
    /** Where in the file, e.g. "byte 3512" or "$.nodes[4].callFrame"; may be empty. */
    public String where() { return where; }
    public String problem() { return problem; }
}
