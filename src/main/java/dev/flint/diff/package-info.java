/**
 * Comparing two profiles (DESIGN.md, {@code flint diff}): two threads get one func numbering, functions
 * matched by name and resource ({@link dev.flint.diff.FuncAlignment}, {@link dev.flint.diff.UrlOrigins}); each
 * side keeps its own transform stack, and the two call trees merge into one {@link dev.flint.diff.DiffTree}
 * whose nodes carry both sides' running and self values.
 *
 * <p>Plain functions of immutable data like {@code calltree}, which it builds on; it imports only
 * {@code dev.flint.model}, {@code dev.flint.calltree} and the JDK.
 */
package dev.flint.diff;
