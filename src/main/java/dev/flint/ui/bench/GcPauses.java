package dev.flint.ui.bench;

import com.sun.management.GarbageCollectionNotificationInfo;
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
 * code running on it does, so a long pulse is only the UI's fault when no pause explains it.
 */
final class GcPauses {
    private final List<Long> pauseMillis = new ArrayList<>();
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
        if (!recording || !GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) return;
        GarbageCollectionNotificationInfo info = GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
        // Concurrent cycles report their whole span; only pauses stop the FX thread.
        if (info.getGcAction().contains("end of") && !info.getGcName().contains("Concurrent")) {
            synchronized (pauseMillis) {
                pauseMillis.add(info.getGcInfo().getDuration());
            }
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
