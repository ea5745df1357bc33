package dev.flint.importer;

import dev.flint.model.ControlChars;

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

    /** One line whatever the file held: a quoted piece of it has its control characters escaped. */
    private static String format(String file, String where, String problem) {
        String line = where == null || where.isEmpty() ? file + ": " + problem : file + ": " + where + ": " + problem;
        return ControlChars.escape(line);
    }

    public String file() { return file; }
    /** Where in the file, e.g. "byte 3512" or "$.nodes[4].callFrame"; may be empty. */
    public String where() { return where; }
    public String problem() { return problem; }
}
