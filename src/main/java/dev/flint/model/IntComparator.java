package dev.flint.model;

/** Orders ints (row or node indexes) without boxing them. */
@FunctionalInterface
public interface IntComparator {
    int compare(int a, int b);
}
