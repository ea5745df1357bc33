package dev.flint.importer.v8log;

import dev.flint.model.Categories;

/**
 * The VM state of a tick ({@code v8-unwinder.h StateTag}) as a category: JS, GC, parser, bytecode compiler,
 * compiler, other, external (C++ called from JS), atomics wait, idle, logging, idle external. V8 before 7.0
 * had no atomics wait, so its 7 is idle (the Node 8 log's ticks say so).
 */
final class VmStates {
    private static final String[] NAMES = {"JavaScript", "GC", "Parser", "Bytecode compiler", "Compiler", "Other",
        "External", "Atomics wait", "Idle", "Logging", "Idle external"};
    private static final String[] COLORS = {"yellow", "orange", "purple", "purple", "purple", "grey", "blue",
        "lightblue", "transparent", "grey", "transparent"};

    private final int[] categoryByState = new int[NAMES.length];
    private final int other;
    private boolean beforeAtomicsWait;

    VmStates(Categories categories) {
        for (int state = 0; state < NAMES.length; state++) categoryByState[state] = categories.add(NAMES[state], COLORS[state]);
        other = categoryByState[5];
        categories.setDefaultCategory(other);
    }

    /** The log's {@code v8-version} major number. */
    void version(long major) {
        beforeAtomicsWait = major > 0 && major < 7;
    }

    /** The category of a tick's state; an unknown state counts as Other. */
    int category(long state) {
        if (beforeAtomicsWait && state == 7) return categoryByState[8];
        return state >= 0 && state < NAMES.length ? categoryByState[(int) state] : other;
    }

    static int count() {
        return NAMES.length;
    }
}
