package dev.flint.ui.compare;

import java.nio.file.Path;

/** The two sides a compare window shows, each a session: the base (before) and the compare (after). */
public record ComparedFiles(CompareSide base, CompareSide compare) {
    /** Opens a session per loaded side (on the FX thread). */
    static ComparedFiles open(CompareLoadService.Loaded loaded) {
        return new ComparedFiles(CompareSide.open(loaded.base()), CompareSide.open(loaded.compare()));
    }

    public Path baseFile() { return base.file(); }

    public Path compareFile() { return compare.file(); }

    /** The same two sides with the roles exchanged. */
    public ComparedFiles swapped() {
        return new ComparedFiles(compare, base);
    }
}
