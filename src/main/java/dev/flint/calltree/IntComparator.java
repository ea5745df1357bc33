package dev.flint.calltree;

/** Orders ints (node indexes) without boxing them. */
@FunctionalInterface
interface IntComparator {
    int compare(int a, int b);
}
