/**
 * JDK Flight Recorder files ({@code .jfr}), read with the JDK's own {@code jdk.jfr.consumer}: execution and
 * native method samples per Java thread.
 */
package dev.flint.importer.jfr;
