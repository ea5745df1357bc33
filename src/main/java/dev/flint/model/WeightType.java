package dev.flint.model;

/** What a sample's weight counts; the call tree shows values in this unit. */
public enum WeightType {
    /** One per sample (Firefox profiles without weights, JS Self-Profiling counts). */
    SAMPLES,
    /** Milliseconds of CPU time (V8 and Chrome: each sample weighs the time to the next one). */
    TRACING_MS,
    /** Bytes (allocation profiles). */
    BYTES
}
