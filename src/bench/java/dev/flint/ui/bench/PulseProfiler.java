package dev.flint.ui.bench;

import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * async-profiler's stacks of each long pulse, one file per pulse: with {@code -Dpulse.profiler=LIB.so} (and
 * async-profiler's jar on the class path) the profiler runs from one pulse's start to the next one's, and a
 * span whose FX-thread CPU is over {@code -Dpulse.profileOverMs} (default 30) is written as collapsed stacks
 * of every thread to {@code -Dpulse.profileDir} (default the working folder), named by its step, its order
 * and its FX CPU. Shorter spans are dropped. Called on the FX thread, at each pulse's start. The samples are of
 * each thread's CPU time ({@code ctimer}, {@code -Dpulse.profileInterval}, default 200us); on this project's Linux
 * machines a thread's CPU timer fires at most once per kernel tick (about 4 ms), so a 60 ms pulse has about 15
 * samples: enough to tell what a long pulse was, not to rank small costs ({@code -Dpulse.profileEvent=cpu} samples by
 * perf events instead, not bound to the tick: a 60 ms pulse then has hundreds of samples at
 * {@code -Dpulse.profileInterval=100us}, but the profiler's own cost doubles the FX CPU of each pulse, so its figures
 * rank costs and are no measurement). Stopping and starting the profiler at
 * every pulse adds about 2 ms to the median pulse: compare figures of runs without it.
 * <pre>
 * ... java ... -Dpulse.profiler=/path/to/libasyncProfiler.so -Dpulse.profileDir=DIR \
 *     -cp '...:async-profiler.jar' dev.flint.ui.bench.PulseBenchmark /tmp/trace-4gb.json.gz
 * </pre>
 */
final class PulseProfiler {
    private static final String LIBRARY = System.getProperty("pulse.profiler");
    private static final double OVER_MS = Double.parseDouble(System.getProperty("pulse.profileOverMs", "30"));
    private static final Path DIR = Path.of(System.getProperty("pulse.profileDir", "."));

    private Object instance;
    private Method execute;
    private boolean running;
    private int written;

    PulseProfiler() {
        if (LIBRARY == null) return;
        try {
            Class<?> type = Class.forName("one.profiler.AsyncProfiler");
            instance = type.getMethod("getInstance", String.class).invoke(null, LIBRARY);
            execute = type.getMethod("execute", String.class);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("async-profiler not loaded: " + e, e);
        }
    }

    /** Ends the last span's profile (written when its FX CPU was over the threshold) and starts the next one's. */
    void pulse(String step, boolean recording, long lastSpanFxCpuNanos) {
        if (instance == null) return;
        try {
            if (running) {
                String stacks = (String) execute.invoke(instance, "stop,collapsed,threads");
                running = false;
                if (lastSpanFxCpuNanos / 1e6 > OVER_MS) {
                    Files.writeString(DIR.resolve(String.format(Locale.ROOT, "%s-%03d-%dms.collapsed",
                            step.replace(' ', '_'), written++, lastSpanFxCpuNanos / 1_000_000)), stacks);
                }
            }
            if (recording) {
                execute.invoke(instance, "start,event=" + System.getProperty("pulse.profileEvent", "ctimer") + ",interval=" + System.getProperty("pulse.profileInterval", "200us") + ",threads");
                running = true;
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
