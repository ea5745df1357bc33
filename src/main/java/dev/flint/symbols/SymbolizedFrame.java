package dev.flint.symbols;

/**
 * One level of what an address resolves to: the outermost level is the function the symbol table places
 * the address in, deeper levels are functions inlined into it.
 *
 * @param file source file, null when the table has none
 * @param line source line at this level (for outer levels: the line of the inlined call), -1 when unknown
 */
public record SymbolizedFrame(String name, String file, int line) {}
