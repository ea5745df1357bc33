package dev.flint.ui.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import javafx.scene.Scene;

/**
 * What each long pulse was. The benchmark's "pulse" is the span from one pulse's start to the next one's on
 * the FX thread; for every span this keeps the script step, the FX thread's CPU time in it (wall time far
 * above CPU time means the thread waited: for the machine, the render thread or a collector), the time in
 * the scene's CSS and layout passes (between the scene's pre- and post-layout pulse listeners), the time
 * dispatching input events, the render thread's CPU time, and what the FX thread was doing, from its stack
 * sampled every few milliseconds: the phase (CSS, layout, render wait, sync to the render graph, a
 * runLater task, an event) and the innermost Flint method on the stack. Collector pauses that overlap a
 * span are matched afterwards (their notifications arrive late, on another thread).
 * All times are {@link System#nanoTime()}; all methods but the sampler's run on the FX thread.
 */
final class PulseLog {
    private static final long SAMPLE_EVERY_MILLIS = 4;
    private static final double FRAME_MS = 1000.0 / 60;

    /** One span between consecutive pulse starts. */
    record Span(long startNanos, long endNanos, String step, long fxCpuNanos, long cssLayoutNanos,
            long eventNanos, long renderCpuNanos) {
        double wallMs() {
            return (endNanos - startNanos) / 1e6;
        }
    }

    private record Sample(long atNanos, String where) {}

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final long fxThreadId;
    private final List<Span> spans = new ArrayList<>();
    private final List<Sample> samples = new ArrayList<>();
    private long spanStartNanos;
    private long spanStartFxCpu;
    private long spanStartRenderCpu;
    private long cssLayoutNanos;
    private long eventNanos;
    private long layoutBeganNanos;
    private volatile boolean sampling;
    private final PulseProfiler profiler = new PulseProfiler();

    PulseLog(Scene scene) {
        fxThreadId = Thread.currentThread().getId();
        scene.addPreLayoutPulseListener(() -> layoutBeganNanos = System.nanoTime());
        scene.addPostLayoutPulseListener(() -> {
            if (layoutBeganNanos != 0) cssLayoutNanos += System.nanoTime() - layoutBeganNanos;
            layoutBeganNanos = 0;
        });
    }

    /** Called first thing in every pulse (from an AnimationTimer): closes the span that the last pulse opened. */
    void pulse(String step, boolean recording) {
        long now = System.nanoTime();
        long fxCpu = threads.getThreadCpuTime(fxThreadId);
        long renderCpu = renderCpuNanos();
        if (spanStartNanos != 0 && recording) {
            spans.add(new Span(spanStartNanos, now, step, fxCpu - spanStartFxCpu, cssLayoutNanos, eventNanos,
                    renderCpu - spanStartRenderCpu));
        }
        profiler.pulse(step, recording, spanStartNanos == 0 ? 0 : fxCpu - spanStartFxCpu);
        spanStartNanos = now;
        spanStartFxCpu = fxCpu;
        spanStartRenderCpu = renderCpu;
        cssLayoutNanos = 0;
        eventNanos = 0;
    }

    /**
     * The FX thread's own CPU time in each recorded pulse span (ms), and the render thread's: what the spans
     * cost without waiting for the render thread, the collector or a busy machine. On a desktop with a GPU
     * the render thread's share mostly goes, so the FX CPU per pulse is what such a machine would see.
     */
    List<Double> fxCpuPerPulseMs() {
        return spans.stream().map(s -> s.fxCpuNanos() / 1e6).toList();
    }

    List<Double> renderCpuPerPulseMs() {
        return spans.stream().map(s -> s.renderCpuNanos() / 1e6).toList();
    }

    void eventDispatched(long nanos) {
        eventNanos += nanos;
    }

    /** Starts the FX-thread stack sampler (a daemon thread). */
    void startSampling() {
        sampling = true;
        Thread sampler = new Thread(() -> {
            while (sampling) {
                ThreadInfo info = threads.getThreadInfo(fxThreadId, Integer.MAX_VALUE);
                if (info != null) {
                    String where = describe(info.getStackTrace());
                    synchronized (samples) {
                        samples.add(new Sample(System.nanoTime(), where));
                    }
                }
                try {
                    Thread.sleep(SAMPLE_EVERY_MILLIS);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "pulse-sampler");
        sampler.setDaemon(true);
        sampler.start();
    }

    void stopSampling() {
        sampling = false;
    }

    /** Prints one line per span over {@code overMs}, the worst first, with the GC pauses that overlap it. */
    void printLongSpans(double overMs, List<GcPauses.Pause> pauses, int limit) {
        List<Span> longOnes = spans.stream().filter(s -> s.wallMs() - FRAME_MS > overMs)
                .sorted(Comparator.comparingDouble(Span::wallMs).reversed()).toList();
        System.out.printf(Locale.ROOT, "pulses over %.0f ms, worst first (over 1/60 s, as above; wall time: FX CPU, of it CSS+layout and events;"
                + " render-thread CPU; GC pause overlap; where the FX thread was, by stack samples):%n", overMs);
        if (longOnes.isEmpty()) System.out.println("  none");
        for (Span span : longOnes.subList(0, Math.min(limit, longOnes.size()))) printSpan(span, pauses);
        if (longOnes.size() > limit) System.out.printf(Locale.ROOT, "  ... and %d more%n", longOnes.size() - limit);
    }

    /** Prints the {@code count} spans with the most FX-thread CPU, the most first: where the UI's own work is longest. */
    void printMostFxCpu(int count, List<GcPauses.Pause> pauses) {
        System.out.printf(Locale.ROOT, "the %d pulses with the most FX-thread CPU (the UI's own work, whatever the wall time):%n", count);
        spans.stream().sorted(Comparator.comparingLong(Span::fxCpuNanos).reversed()).limit(count)
                .forEach(span -> printSpan(span, pauses));
    }

    /**
     * Prints every span of one script step in time order with over 1 ms of FX CPU (-Dpulse.step=open): the
     * whole cost of a step, pulse by pulse, also the pulses that stayed under 50 ms.
     */
    void printStep(String step, List<GcPauses.Pause> pauses) {
        System.out.printf(Locale.ROOT, "pulses of step %s with over 1 ms of FX CPU, in time order:%n", step);
        for (Span span : spans) {
            if (span.step().equals(step) && span.fxCpuNanos() > 1_000_000) printSpan(span, pauses);
        }
    }

    private void printSpan(Span span, List<GcPauses.Pause> pauses) {
        List<Sample> all;
        synchronized (samples) {
            all = new ArrayList<>(samples);
        }
        long gcMs = 0;
        for (GcPauses.Pause pause : pauses) {
            long from = Math.max(pause.startNanos(), span.startNanos());
            long to = Math.min(pause.endNanos(), span.endNanos());
            if (to > from) gcMs += (to - from) / 1_000_000;
        }
        Map<String, Integer> where = new LinkedHashMap<>();
        int inSpan = 0;
        for (Sample sample : all) {
            if (sample.atNanos() >= span.startNanos() && sample.atNanos() < span.endNanos()) {
                where.merge(sample.where(), 1, Integer::sum);
                inSpan++;
            }
        }
        int total = inSpan;
        String hot = where.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .limit(4).map(e -> String.format(Locale.ROOT, "%s %d%%", e.getKey(), 100 * e.getValue() / total))
                .collect(Collectors.joining("; "));
        System.out.printf(Locale.ROOT, "  %4.0f ms %-8s CPU %3d ms (CSS+layout %3d, events %3d), render %3d ms, GC %3d ms | %s%n",
                span.wallMs(), span.step(), span.fxCpuNanos() / 1_000_000, span.cssLayoutNanos() / 1_000_000,
                span.eventNanos() / 1_000_000, span.renderCpuNanos() / 1_000_000, gcMs, hot.isEmpty() ? "no samples" : hot);
    }

    /** The phase of the FX thread's work and the innermost Flint method (not the benchmark's own). */
    static String describe(StackTraceElement[] stack) {
        if (stack.length == 0) return "idle";
        String phase = null;
        String flint = null;
        for (StackTraceElement frame : stack) {
            String cls = frame.getClassName();
            String method = frame.getMethodName();
            if (flint == null && cls.startsWith("dev.flint.") && !cls.startsWith("dev.flint.ui.bench.")) {
                flint = shortName(cls) + "." + method;
            }
            if (phase == null) phase = phaseOf(cls, method);
        }
        if (phase == null) {
            StackTraceElement top = stack[0];
            if (top.getMethodName().equals("_runLoop") || top.getClassName().contains("InvokeLaterDispatcher")) return "idle";
            phase = "other";
        }
        String where = flint == null ? phase : phase + " " + flint;
        // -Dpulse.where=deep: also the innermost frame of all, to see what inside the Flint method is slow.
        return DEEP ? where + " < " + shortName(stack[0].getClassName()) + "." + stack[0].getMethodName() : where;
    }

    private static final boolean DEEP = "deep".equals(System.getProperty("pulse.where"));

    private static String phaseOf(String cls, String method) {
        if (method.equals("doCSSPass") || method.equals("processCSS") && cls.endsWith("Scene")) return "CSS";
        if (method.equals("doLayoutPass")) return "layout";
        if (method.equals("waitForRenderingToComplete") || method.equals("waitForSynchronization")) return "render-wait";
        if (method.equals("synchronizeSceneNodes") || method.equals("updateBounds") && cls.endsWith("Node")) return "sync";
        if (cls.equals("javafx.animation.AnimationTimer") || cls.contains("AnimationTimerReceiver")) return "animation";
        if (cls.startsWith("com.sun.javafx.tk.quantum.GlassViewEventHandler")
                || cls.startsWith("com.sun.javafx.tk.quantum.GlassSceneDnDEventHandler")) return "input";
        if (cls.equals("com.sun.javafx.application.PlatformImpl") && method.startsWith("lambda$runLater")) return "runLater";
        return null;
    }

    private static String shortName(String cls) {
        String name = cls.startsWith("dev.flint.") ? cls.substring("dev.flint.".length()) : cls.substring(cls.lastIndexOf('.') + 1);
        int inner = name.indexOf('$');
        return inner < 0 ? name : name.substring(0, inner);
    }

    private long renderCpuNanos() {
        for (Thread thread : renderThreads) {
            long cpu = threads.getThreadCpuTime(thread.getId());
            if (cpu >= 0) return cpu;
        }
        return 0;
    }

    private final List<Thread> renderThreads = Thread.getAllStackTraces().keySet().stream()
            .filter(t -> t.getName().startsWith("QuantumRenderer")).toList();
}
