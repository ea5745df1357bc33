/**
 * The command line ({@code flint info|tree|calls|...}): the same engine as the app, without a display,
 * with the output formats DESIGN.md fixes. Everything but {@code ui} may be used here.
 */
package dev.flint.cli;
