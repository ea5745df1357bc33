package dev.flint.symbols;

import dev.flint.model.ProfileThread;

/**
 * The result of applying a symbol table to a thread.
 *
 * @param thread         the thread with native frames collapsed into the table's functions
 * @param funcMap        old func to new funcs, for selections, expansions and transforms
 * @param resolvedFrames how many frames of the original thread the table resolved
 * @param libraryName    the library the table was applied to
 */
public record Symbolication(ProfileThread thread, FuncMap funcMap, int resolvedFrames, String libraryName) {}
