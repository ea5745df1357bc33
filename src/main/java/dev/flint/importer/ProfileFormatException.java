package dev.flint.importer;

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

    private static String format(String file, String where, String problem) {
        return where == null || where.isEmpty() ? file + ": " + problem : file + ": " + where + ": " + problem;
    }

    public String file() { return file; }
    /** Where in the file, e.g. "byte 3512" or "$.nodes[4].callFrame"; may be empty. */
    public String where() { return where; }
    public String problem() { return problem; }
}
