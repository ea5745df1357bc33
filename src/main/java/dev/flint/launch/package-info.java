/**
 * The jar's fast start: {@code java -jar flint.jar ...} starts the same java again with an AppCDS archive
 * and C1 only ({@link dev.flint.launch.Relaunch}), the flags the packaged app's launcher passes itself.
 * Loaded before anything else in {@code main}, so it uses the JDK only and as few classes as it can.
 */
package dev.flint.launch;
