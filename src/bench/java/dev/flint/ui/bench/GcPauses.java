package dev.flint.ui.bench;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

/**
 * Collector pauses while the benchmark records: a stop-the-world pause stalls the FX thread as much as
 * code running on it does, so a long pulse is only the UI's fault when no pause explains it. Read through
 * javax.management's open types (the notification's documented keys), not com.sun.management, so the
 * packaged runtime needs no jdk.management module.
 */
final class GcPauses {
    /** A pause in {@link System#nanoTime()} terms (the notification gives milliseconds since the JVM started). */
    record Pause(long startNanos, long endNanos) {}

    private final List<Long> pauseMillis = new ArrayList<>();
    private final List<Pause> pauses = new ArrayList<>();
    private final long jvmStartNanos = System.nanoTime() - ManagementFactory.getRuntimeMXBean().getUptime() * 1_000_000;
    /** GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION. */
    private static final String GC_NOTIFICATION = "com.sun.management.gc.notification";
    private final NotificationListener listener = this::onNotification;
    private volatile boolean recording;

    void start() {
        recording = true;
        for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (bean instanceof NotificationEmitter emitter) emitter.addNotificationListener(listener, null, null);
        }
    }

    void stop() {
        recording = false;
    }

    private void onNotification(Notification notification, Object handback) {
        if (!recording || !GC_NOTIFICATION.equals(notification.getType())
                || !(notification.getUserData() instanceof CompositeData data)) return;
        String action = String.valueOf(data.get("gcAction"));
        String name = String.valueOf(data.get("gcName"));
        // Concurrent cycles (G1 Concurrent GC, ZGC Cycles) report their whole span; only pauses stop the FX thread.
        if (action.contains("end of") && !name.contains("Concurrent") && !name.contains("Cycles")
                && data.get("gcInfo") instanceof CompositeData info && info.get("duration") instanceof Long millis) {
            synchronized (pauseMillis) {
                pauseMillis.add(millis);
                if (info.get("startTime") instanceof Long from && info.get("endTime") instanceof Long to) {
                    pauses.add(new Pause(jvmStartNanos + from * 1_000_000, jvmStartNanos + to * 1_000_000));
                }
            }
        }
    }

    List<Pause> pauses() {
        synchronized (pauseMillis) {
            return List.copyOf(pauses);
        }
    }

    String summary() {
        synchronized (pauseMillis) {
            long total = pauseMillis.stream().mapToLong(Long::longValue).sum();
            long max = pauseMillis.stream().mapToLong(Long::longValue).max().orElse(0);
            long over = pauseMillis.stream().filter(ms -> ms > 50).count();
            return String.format(Locale.ROOT, "GC pauses: %d, total %d ms, max %d ms, over 50 ms: %d",
                    pauseMillis.size(), total, max, over);
        }
    }
}
