/**
 * Recording profiles (DESIGN.md, "Command line": {@code flint record}): runs a workload under a profiler, or
 * attaches to a running one, and writes what the profiler writes to a temporary file beside the target that
 * is moved into place only when whole. One class per kind: {@link dev.flint.record.NodeLaunch} and
 * {@link dev.flint.record.NodeAttach} (V8's {@code --cpu-prof} and the inspector protocol),
 * {@link dev.flint.record.ChromeLaunch} (Chromium over the DevTools protocol), {@link dev.flint.record.JvmLaunch}
 * and {@link dev.flint.record.JvmAttach} (JFR), {@link dev.flint.record.PerfLaunch} (Linux perf).
 * {@link dev.flint.record.Programs} starts every process through {@link dev.flint.process.ChildProcess}:
 * argument lists only (no shell), both streams read, and the process and its descendants end when the
 * recording ends, however it ends.
 *
 * <p>Imports {@code model}, {@code importer}, {@code process} and the JDK only ({@code java.net.http} for the inspector's
 * WebSocket); never JavaFX. The CLI's {@code flint record} and the app's File ▸ Record… both call
 * {@link dev.flint.record.Recording}.
 */
package dev.flint.record;
