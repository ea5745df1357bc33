/**
 * V8's {@code --prof} tick log ({@code node --prof}, Chrome's {@code --js-flags=--prof}): code creation, move
 * and delete lines build an address map, each {@code tick} line is a sample of its stack. Builds on
 * {@code dev.flint.importer} and {@code dev.flint.model}; reached through
 * {@link dev.flint.importer.ImporterProvider}.
 */
package dev.flint.importer.v8log;
