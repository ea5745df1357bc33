/**
 * The sandwich (butterfly) view as a pure model: the function table (self and running time per function,
 * merged over every call site) and, for one function, the tree of its callers and the tree of its
 * callees, each merged over every call site. Built from the call tree the view shows (its transforms,
 * implementation filter and range), reusing the call tree's transforms for the two trees.
 *
 * <p>Imports only {@code dev.flint.calltree}, {@code dev.flint.model} and the JDK: never JavaFX or java.awt.
 */
package dev.flint.sandwich;
