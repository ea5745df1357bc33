/**
 * Running outside programs: {@link dev.flint.process.ChildProcess}, the one wrapper through which the recorders
 * start profilers, browsers and the user's command, and the perf.data reader starts {@code perf script}.
 * Argument lists only (no shell); both streams always read, so a program never blocks on a full pipe; a time
 * limit, and an end (SIGTERM, grace, SIGKILL) that takes the program's descendants too when asked.
 *
 * <p>JDK only; never JavaFX.
 */
package dev.flint.process;
