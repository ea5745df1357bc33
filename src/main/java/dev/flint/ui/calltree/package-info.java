/**
 * The call tree view: a lazily filled TreeTableView over the engine's {@code CallTree}, the right-click
 * transforms and their keys, the breadcrumb bar over the {@code TransformStack}, search, inversion, the
 * implementation filter, and the per-line hits table. Trees are rebuilt on a background service.
 */
package dev.flint.ui.calltree;
