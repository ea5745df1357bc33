package dev.flint.record;

import java.time.Duration;
import java.util.List;

/**
 * One recording to make.
 *
 * @param kind what profiler
 * @param command the workload's argument list (for {@link RecordKind#CHROME}, the URL alone); empty when attaching
 * @param pid the JVM to attach to ({@code jvm --pid}), or -1
 * @param inspect the Node inspector to attach to ({@code node --inspect HOST:PORT}), or null
 * @param duration how long to record, or null for until the workload ends or Stop
 * @param intervalMicros the sampling interval in microseconds, or 0 for the profiler's default
 * @param browser the browser to launch for {@link RecordKind#CHROME}, or null to look for Chromium
 * @param startTimeout how long a browser or inspector may take to answer
 */
public record RecordRequest(RecordKind kind, List<String> command, long pid, String inspect, Duration duration,
        int intervalMicros, String browser, Duration startTimeout) {
    public static final Duration DEFAULT_START_TIMEOUT = Duration.ofSeconds(30);

    public RecordRequest {
        command = List.copyOf(command);
        if (startTimeout == null) startTimeout = DEFAULT_START_TIMEOUT;
    }

    /** Whether this attaches to a running process instead of starting one. */
    public boolean attaches() {
        return pid >= 0 || inspect != null;
    }
}
