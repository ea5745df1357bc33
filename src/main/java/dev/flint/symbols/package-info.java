/**
 * Symbolication of native frames: symbol tables read from Breakpad {@code .sym} files or {@code nm}
 * output, the lookup of an address (the symbol with the greatest start at or below it, with inlined
 * functions as extra levels), and applying a table to a thread so its frames collapse into funcs, with
 * the old-func to new-funcs map that keeps selections and expansions on the same functions.
 * Imports {@code dev.flint.model} only, never {@code javafx.*}: the call tree applies the
 * {@link dev.flint.symbols.FuncMap} to its transform stack and paths.
 */
package dev.flint.symbols;
