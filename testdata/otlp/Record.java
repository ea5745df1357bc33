import one.profiler.AsyncProfiler;

/**
 * Runs ../jfr/Workload.java under async-profiler's Java API (the commands are the agent's options), then writes
 * the one recording in each format given: Record LIBPATH START_OPTIONS FORMAT FILE [FORMAT FILE]...
 */
public class Record {
    public static void main(String[] args) throws Exception {
        AsyncProfiler profiler = AsyncProfiler.getInstance(args[0]);
        profiler.execute("start," + args[1]);
        Workload.main(new String[0]);
        profiler.execute("stop");
        for (int i = 2; i + 1 < args.length; i += 2) profiler.execute("dump," + args[i] + ",file=" + args[i + 1]);
    }
}
