package dev.flint.cli;

/**
 * The one line a user sees for a failure nothing else caught: what it means for them, not a Java
 * exception's text. An OutOfMemoryError tells how to give Flint a larger heap.
 */
final class Failures {
    private Failures() {}

    static String describe(String file, Throwable failure) {
        if (failure instanceof OutOfMemoryError) return file + ": " + outOfMemory();
        if (failure instanceof StackOverflowError) {
            return file + ": nested too deeply for Flint to follow (a bug in Flint; --debug shows where)";
        }
        return file + ": Flint failed on this file (a bug in Flint: " + where(failure) + "); --debug shows the details";
    }

    static String outOfMemory() {
        return dev.flint.importer.ProfileLoader.outOfMemory();
    }

    static String where(Throwable failure) {
        return dev.flint.importer.ProfileLoader.unexpected(failure);
    }
}
