package dev.flint.ui.compare;

import dev.flint.model.Profile;
import java.nio.file.Path;

/** The two loaded profiles a compare window shows: the base (before) and the compare (after) side. */
public record ComparedFiles(Path baseFile, Profile base, Path compareFile, Profile compare) {
    /** The same two files with the roles exchanged. */
    public ComparedFiles swapped() {
        return new ComparedFiles(compareFile, compare, baseFile, base);
    }
}
