import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;

/**
 * insights: a JVM workload with planted problems, recorded with -XX:StartFlightRecording by ../make-jvm.sh.
 *   lock-contention: four threads take turns in one synchronized block (jdk.JavaMonitorEnter on Ledger) and
 *                    four more in one ReentrantLock (jdk.ThreadPark), each holding it for ~30 ms of work
 *   gc:              a churner keeps ~20 MB alive in a 48 MB heap, so the collector pauses often
 */
public class Planted {
    static final class Ledger {
        long total;
    }

    static final Ledger LEDGER = new Ledger();
    static final ReentrantLock BOOK = new ReentrantLock();
    static volatile long sink;

    static long spin(long millis) {
        long end = System.nanoTime() + millis * 1_000_000;
        long h = 1;
        while (System.nanoTime() < end) {
            for (int i = 0; i < 1000; i++) h = h * 31 + (i ^ (h >>> 7));
        }
        return h;
    }

    static void postToLedger(long until) {
        while (System.currentTimeMillis() < until) {
            synchronized (LEDGER) {
                LEDGER.total += spin(30);
            }
        }
    }

    static void writeBook(long until) {
        while (System.currentTimeMillis() < until) {
            BOOK.lock();
            try {
                sink += spin(30);
            } finally {
                BOOK.unlock();
            }
        }
    }

    static void churn(long until) {
        List<long[]> live = new ArrayList<>();
        int next = 0;
        while (System.currentTimeMillis() < until) {
            long[] block = new long[1024];
            if (live.size() < 2500) live.add(block); else live.set(next++ % live.size(), block);
            sink += block.length;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        long until = System.currentTimeMillis() + (args.length > 0 ? Long.parseLong(args[0]) : 3000);
        List<Thread> threads = new ArrayList<>();
        for (int k = 0; k < 4; k++) threads.add(new Thread(() -> postToLedger(until), "ledger-" + k));
        for (int k = 0; k < 4; k++) threads.add(new Thread(() -> writeBook(until), "book-" + k));
        threads.add(new Thread(() -> churn(until), "churner"));
        for (Thread t : threads) t.start();
        for (Thread t : threads) t.join();
        System.out.println(sink & 1);
    }
}
