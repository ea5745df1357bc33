package dev.flint.importer;

import dev.flint.model.WeightType;

/**
 * A sample value's unit as pprof and OpenTelemetry profiles name it ({@code nanoseconds}, or {@code ns} as
 * async-profiler's agent writes it; {@code bytes}; {@code count}), as the weight type Flint shows and the
 * factor from the file's unit to it: time units become milliseconds, bytes stay bytes, anything else is a
 * plain number.
 */
public record ValueUnit(WeightType weightType, double scale) {
    public static ValueUnit of(String unit) {
        return switch (unit) {
            case "nanoseconds", "ns" -> new ValueUnit(WeightType.TRACING_MS, 1e-6);
            case "microseconds", "us" -> new ValueUnit(WeightType.TRACING_MS, 1e-3);
            case "milliseconds", "ms" -> new ValueUnit(WeightType.TRACING_MS, 1);
            case "seconds", "s" -> new ValueUnit(WeightType.TRACING_MS, 1e3);
            case "bytes" -> new ValueUnit(WeightType.BYTES, 1);
            default -> new ValueUnit(WeightType.SAMPLES, 1);
        };
    }

    /** Microseconds of timeline per unit of value, so that samples laid side by side take their own time (1 µs per count or byte). */
    public double microsPerUnit() {
        return weightType == WeightType.TRACING_MS ? scale * 1000 : 1;
    }
}
