package dev.flint.fuzz;

/** An outcome the fuzz oracle rejects that is not itself an exception from the engine (bad output, a two-line error). */
public final class FuzzFinding extends AssertionError {
    private static final long serialVersionUID = 1L;

    public FuzzFinding(String message) {
        super(message);
    }

    public FuzzFinding(String message, Throwable cause) {
        super(message, cause);
    }
}
