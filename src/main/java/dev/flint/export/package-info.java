/**
 * Taking a view out of Flint: one thread as a view shows it (after its transforms, with the implementation
 * filter, inversion and sample range) written as folded stacks, a speedscope file, or a flame graph picture.
 * The CLI's {@code flint export} and the app's File ▸ Export both call {@link dev.flint.export.Exporter}.
 *
 * <p>Imports {@code model} and {@code calltree} (and Jackson's generator for speedscope JSON); never JavaFX or
 * java.awt. The PNG picture is drawn by an {@link dev.flint.export.ImageRenderer} found with
 * {@link java.util.ServiceLoader}, so the UI layer can supply one without the engine naming it.
 */
package dev.flint.export;
