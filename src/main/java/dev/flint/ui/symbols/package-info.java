/**
 * Symbolication in the app: File ▸ Load Symbols… and symbol files dropped on the window run the
 * {@code dev.flint.symbols} engine on a background service and hand the new threads to
 * the session of the tab that shows them ({@code TabSession.replaceThread}), which keeps the call tree's transforms, selection and expansion on
 * the same functions.
 */
package dev.flint.ui.symbols;
