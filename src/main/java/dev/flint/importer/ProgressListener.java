package dev.flint.importer;

/** Reports how far a load has got and lets the caller cancel it; the UI's Service implements it. */
public interface ProgressListener {
    ProgressListener NONE = new ProgressListener() {
        @Override public void progress(long done, long total) {}
        @Override public boolean isCancelled() { return false; }
    };

    /** {@code done} of {@code total} units (bytes of the file, usually); total is -1 when unknown. */
    void progress(long done, long total);

    /** Importers check this now and then and stop with {@link java.util.concurrent.CancellationException}. */
    boolean isCancelled();
}
