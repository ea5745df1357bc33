package dev.flint.insights;

/**
 * A function a finding points at: its name ("" when anonymous), its script URL or source file (null when the
 * format gives none) and a 1-based line (-1 when unknown): the hottest line for a hot function, else where
 * the function starts.
 */
public record FunctionRef(String name, String url, int line) {}
