import java.util.ArrayList;
import java.util.List;

/**
 * insights: the control JVM workload (../make-jvm.sh): four threads do independent CPU work with no shared
 * lock and next to no allocation; the main thread waits for them with Thread.join.
 */
public class Control {
    static volatile long sink;

    static long mix(long seed, long until) {
        long h = seed;
        while (System.currentTimeMillis() < until) {
            for (int i = 0; i < 100_000; i++) h = h * 31 + (i ^ (h >>> 7));
        }
        return h;
    }

    public static void main(String[] args) throws InterruptedException {
        long until = System.currentTimeMillis() + (args.length > 0 ? Long.parseLong(args[0]) : 3000);
        List<Thread> threads = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            long seed = k + 1;
            threads.add(new Thread(() -> sink += mix(seed, until), "worker-" + k));
        }
        for (Thread t : threads) t.start();
        for (Thread t : threads) t.join();
        System.out.println(sink & 1);
    }
}
