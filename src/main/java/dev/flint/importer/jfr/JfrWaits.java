package dev.flint.importer.jfr;

import dev.flint.model.MarkerKind;
import dev.flint.model.MarkerTable;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jdk.jfr.consumer.RecordedClass;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;

/**
 * A recording's garbage collections and blocked threads, kept as {@link MarkerKind#JVM} markers: what the
 * markers track shows and what the insights read (GC pauses, lock contention). One marker per event:
 * <pre>
 * name           category                 detail
 * G1New          jdk.GarbageCollection    pauseMicros=4210 cause=G1 Evacuation Pause
 * Monitor enter  jdk.JavaMonitorEnter     class=Counter frame=Work.add line=31 idle=false
 * Park           jdk.ThreadPark           class=java.util.concurrent.locks.ReentrantLock$NonfairSync frame=Work.run line=40 idle=false
 * </pre>
 * The detail is {@code key=value} words as other markers have them; a free-text value ({@code cause}) comes
 * last. {@code frame} is the first frame of the stack outside the JDK (the code that asked for the lock), or
 * the top frame when every frame is the JDK's; {@code idle} says the thread was a pool worker waiting for
 * work, not for a lock ({@link #IDLE_WAITS}). Markers are collected first and added once the JVM's pid is
 * known ({@code jdk.JVMInformation} can come after them).
 */
final class JfrWaits {
    static final String GC = "jdk.GarbageCollection";
    static final String MONITOR_ENTER = "jdk.JavaMonitorEnter";
    static final String PARK = "jdk.ThreadPark";

    /** The JDK's own packages: a wait's frames in them say how it waits, not who waits. */
    private static final String[] JDK_PACKAGES = {"java.", "javax.", "jdk.", "sun.", "com.sun."};

    /**
     * Methods a pool worker parks in while it has no work: such a park is idleness, not contention (a
     * recording of any thread pool is full of them).
     */
    private static final Set<String> IDLE_WAITS = Set.of(
            "java.util.concurrent.ThreadPoolExecutor.getTask",
            "java.util.concurrent.ForkJoinPool.awaitWork",
            "java.util.concurrent.ForkJoinPool.awaitQuiescence",
            "java.util.concurrent.ScheduledThreadPoolExecutor$DelayedWorkQueue.take",
            "java.util.concurrent.SynchronousQueue$TransferStack.awaitFulfill",
            "java.util.concurrent.SynchronousQueue$TransferStack.transfer",
            "java.util.concurrent.SynchronousQueue$TransferQueue.transfer",
            "java.lang.ref.Reference.waitForReferencePendingList",
            "java.lang.ref.ReferenceQueue.remove",
            "java.util.TimerThread.mainLoop",
            "jdk.internal.misc.InnocuousThread.run");

    private record Pending(String name, String category, double startMicros, double endMicros, long tid,
                           String detail) {}

    private final List<Pending> pending = new ArrayList<>();

    static boolean reads(String eventType) {
        return eventType.equals(GC) || eventType.equals(MONITOR_ENTER) || eventType.equals(PARK);
    }

    /** Keeps one event of a type {@link #reads} accepts; an event without a start or end is skipped. */
    void accept(String type, RecordedEvent event, long tid) {
        Instant start = event.getStartTime();
        Instant end = event.getEndTime();
        if (start == null || end == null || end.isBefore(start)) return;
        double startMicros = micros(start);
        double endMicros = micros(end);
        if (type.equals(GC)) {
            String name = event.hasField("name") ? event.getString("name") : null;
            Duration pauses = event.hasField("sumOfPauses") ? event.getDuration("sumOfPauses") : null;
            long pauseMicros = pauses == null ? Math.round(endMicros - startMicros) : pauses.toNanos() / 1000;
            String cause = event.hasField("cause") ? event.getString("cause") : null;
            pending.add(new Pending(name == null || name.isEmpty() ? "GC" : name, GC, startMicros, endMicros, tid,
                    "pauseMicros=" + Math.max(0, pauseMicros) + (cause == null ? "" : " cause=" + cause)));
            return;
        }
        String classField = type.equals(MONITOR_ENTER) ? "monitorClass" : "parkedClass";
        RecordedClass owner = event.hasField(classField) ? event.getClass(classField) : null;
        String className = owner == null || owner.getName() == null ? "(unknown)" : owner.getName();
        StringBuilder detail = new StringBuilder("class=").append(word(className));
        RecordedStackTrace trace = event.getStackTrace();
        boolean idle = false;
        if (trace != null) {
            RecordedFrame blocking = null;
            for (RecordedFrame frame : trace.getFrames()) {
                String method = methodName(frame);
                if (IDLE_WAITS.contains(method)) idle = true;
                if (blocking == null && !inJdk(method)) blocking = frame;
            }
            if (blocking == null && !trace.getFrames().isEmpty()) blocking = trace.getFrames().get(0);
            if (blocking != null) {
                detail.append(" frame=").append(word(HiddenClassNames.normalise(methodName(blocking))));
                if (blocking.getLineNumber() > 0) detail.append(" line=").append(blocking.getLineNumber());
            }
        }
        detail.append(" idle=").append(idle);
        pending.add(new Pending(type.equals(MONITOR_ENTER) ? "Monitor enter" : "Park", type, startMicros, endMicros,
                tid, detail.toString()));
    }

    /** The markers kept, now that the JVM's pid is known; null when there are none. */
    MarkerTable markers(long pid) {
        if (pending.isEmpty()) return null;
        MarkerTable table = new MarkerTable();
        for (Pending p : pending) {
            table.add(p.name(), MarkerKind.JVM, p.startMicros(), p.endMicros(), pid, p.tid(), p.category(), p.detail());
        }
        return table;
    }

    /** The OS thread id of the event's thread, 0 when the event has none. */
    static long threadOf(RecordedEvent event) {
        RecordedThread thread = event.getThread();
        if (thread == null) return 0;
        if (thread.getOSThreadId() > 0) return thread.getOSThreadId();
        return Math.max(0, thread.getJavaThreadId());
    }

    private static String methodName(RecordedFrame frame) {
        RecordedMethod method = frame.getMethod();
        if (method == null) return "";
        RecordedClass type = method.getType();
        String className = type == null || type.getName() == null ? "" : type.getName();
        String name = method.getName() == null ? "" : method.getName();
        return className.isEmpty() ? name : className + "." + name;
    }

    private static boolean inJdk(String method) {
        for (String prefix : JDK_PACKAGES) {
            if (method.startsWith(prefix)) return true;
        }
        return false;
    }

    /** A name as one word of the detail: blanks and '=' would split it. */
    private static String word(String text) {
        return text.replace(' ', '_').replace('=', '_');
    }

    private static double micros(Instant at) {
        return at.getEpochSecond() * 1e6 + at.getNano() / 1e3;
    }
}
