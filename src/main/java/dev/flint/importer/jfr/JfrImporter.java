package dev.flint.importer.jfr;

import dev.flint.importer.Importer;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.Categories;
import dev.flint.model.DoubleColumn;
import dev.flint.model.IntColumn;
import dev.flint.model.LoadWarnings;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.ThreadBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.consumer.RecordedClass;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * A JFR recording's {@code jdk.ExecutionSample} and {@code jdk.NativeMethodSample} events, one thread per
 * sampled thread (tid = its OS thread id, see {@link #tid}; pid = the JVM's, from
 * {@code jdk.JVMInformation}, else 1). Each sample counts 1: JFR samples at most a few threads per period,
 * so "samples × period" would overstate time. A func is {@code package.Class.method} (overloads are one
 * function, as speedscope and async-profiler show them); the frame keeps the line and JFR's frame type
 * (Interpreted, JIT compiled, Inlined, Native) as its implementation, so tiers of one method are one func.
 * Native method samples are in the Native category, Java code in Java. Stacks JFR cut at its stack depth
 * (64 frames by default) are kept, with a warning: their root is not the thread's real root.
 *
 * Samples whose thread the JDK's reader cannot resolve go to an "(unknown thread)", with a warning; hidden
 * class names lose their per-run counter and address ({@link HiddenClassNames}). Chunks are checked before
 * the JDK's reader sees them ({@link JfrChunkCheck}) and the reader runs under a watchdog
 * ({@link JfrWatchdog}): damaged files cost one line, not a spinning core.
 *
 * <p>The JDK reads recordings only from a file: a gzip'd or in-memory recording is first written to a
 * temporary file, deleted afterwards.
 */
public final class JfrImporter implements Importer {
    static final String EXECUTION = "jdk.ExecutionSample";
    static final String NATIVE = "jdk.NativeMethodSample";

    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress) throws ProfileFormatException {
        Path path = source.path();
        Path temporary = null;
        try {
            if (path == null || source.gzipped()) {
                temporary = Files.createTempFile("flint-", ".jfr");
                try (InputStream in = source.open(progress)) {
                    Files.copy(in, temporary, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
                path = temporary;
            } else {
                // the JDK reads the file itself; let the progress bar see it whole
                try (InputStream in = source.open(progress)) {
                    in.transferTo(OutputNowhere.INSTANCE);
                }
            }
            return read(path, fileName);
        } catch (IOException e) {
            throw ProfileLoader.readFailure(fileName, "", e);
        } finally {
            if (temporary != null) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException ignored) {
                    // a temporary file left behind is not the user's problem
                }
            }
        }
    }

    private static final class OutputNowhere extends java.io.OutputStream {
        static final OutputNowhere INSTANCE = new OutputNowhere();

        @Override public void write(int b) { }

        @Override public void write(byte[] b, int off, int len) { }
    }

    private static final class Thread {
        final ThreadBuilder builder;
        final Map<RecordedMethodKey, Integer> funcs = new HashMap<>();
        final IntColumn stacks = new IntColumn();
        final DoubleColumn times = new DoubleColumn();
        String name = "";

        Thread(long tid) {
            builder = new ThreadBuilder(1, tid);
        }
    }

    /** A method by what the func shows: class and name (overloads are one func). */
    private record RecordedMethodKey(String className, String method, boolean nativeCode) {}

    /** The thread that samples go to when the JDK's reader cannot resolve their thread. */
    static final String UNKNOWN_THREAD = "(unknown thread)";
    static final long UNKNOWN_TID = 0;

    private static Profile read(Path path, String file) throws ProfileFormatException, IOException {
        JfrChunkCheck check = JfrChunkCheck.check(path, file);
        LoadWarnings warnings = new LoadWarnings();
        if (check.usableBytes() == check.fileSize()) return read(path, file, warnings);
        // later chunks damaged or unfinished: read the good ones before them
        warnings.add(check.where(), check.problem() + "; read the chunks before it", check.fileSize() - check.usableBytes(),
                "bytes");
        Path prefix = Files.createTempFile("flint-", ".jfr");
        try {
            try (FileChannel in = FileChannel.open(path, StandardOpenOption.READ);
                 FileChannel out = FileChannel.open(prefix, StandardOpenOption.WRITE)) {
                long copied = 0;
                while (copied < check.usableBytes()) {
                    copied += in.transferTo(copied, check.usableBytes() - copied, out);
                }
            }
            return read(prefix, file, warnings);
        } finally {
            Files.deleteIfExists(prefix);
        }
    }

    private static Profile read(Path path, String file, LoadWarnings warnings) throws ProfileFormatException {
        Categories categories = new Categories();
        int java = categories.add("Java", "blue");
        int nativeCategory = categories.add("Native", "orange");
        categories.setDefaultCategory(java);
        Map<Long, Thread> threads = new LinkedHashMap<>();
        long[] pid = {1};
        long[] truncated = {0};
        long[] withoutThread = {0};
        JfrWaits waits = new JfrWaits();
        JfrWatchdog.Reading reading = events -> {
            try (RecordingFile recording = new RecordingFile(path)) {
                while (recording.hasMoreEvents()) {
                    RecordedEvent event = recording.readEvent();
                    events.incrementAndGet();
                    String type = event.getEventType().getName();
                    if (type.equals("jdk.JVMInformation") && event.hasField("pid")) {
                        pid[0] = event.getLong("pid");
                        continue;
                    }
                    if (JfrWaits.reads(type)) {
                        waits.accept(type, event, JfrWaits.threadOf(event));
                        continue;
                    }
                    boolean isNative = type.equals(NATIVE);
                    if (!isNative && !type.equals(EXECUTION)) continue;
                    RecordedThread sampled = event.hasField("sampledThread") ? event.getThread("sampledThread") : null;
                    Thread thread;
                    if (sampled == null) {
                        withoutThread[0]++;
                        thread = threads.computeIfAbsent(UNKNOWN_TID, Thread::new);
                        thread.name = UNKNOWN_THREAD;
                    } else {
                        thread = threads.computeIfAbsent(tid(sampled), Thread::new);
                        String name = sampled.getJavaName() != null ? sampled.getJavaName() : sampled.getOSName();
                        if (name != null) thread.name = name;
                    }
                    RecordedStackTrace trace = event.getStackTrace();
                    int stack = -1;
                    if (trace != null) {
                        if (trace.isTruncated()) truncated[0]++;
                        List<RecordedFrame> frames = trace.getFrames();
                        for (int i = frames.size() - 1; i >= 0; i--) {
                            stack = thread.builder.stack(stack, frame(thread, frames.get(i), java, nativeCategory));
                        }
                    }
                    Instant start = event.getStartTime();
                    thread.stacks.add(stack);
                    thread.times.add(start.getEpochSecond() * 1e6 + start.getNano() / 1e3);
                }
            }
        };
        JfrWatchdog.run(reading, file, IDLE_MILLIS);
        if (threads.isEmpty()) {
            throw new ProfileFormatException(file, "", "the recording has no " + EXECUTION + " or " + NATIVE
                    + " events (was it made with method profiling off?)");
        }
        if (truncated[0] > 0) {
            warnings.addSamples(EXECUTION, "stack traces cut at the recording's stack depth: their root frames are"
                    + " missing (record with -XX:FlightRecorderOptions:stackdepth=N for more)", truncated[0]);
        }
        if (withoutThread[0] > 0) {
            warnings.addSamples(EXECUTION, "the sampled thread is not in the recording's thread pool: these samples"
                    + " are in the thread '" + UNKNOWN_THREAD + "'", withoutThread[0]);
        }
        List<ProfileThread> built = new ArrayList<>(threads.size());
        for (Thread thread : threads.values()) built.add(build(thread, pid[0]));
        return new Profile(ProfileFormat.JFR, built, categories, false, warnings.toList(), waits.markers(pid[0]));
    }

    /**
     * How long the JDK's reader may go without returning an event before Flint gives up on the file: it
     * parses a chunk's constant pools before the chunk's first event, which takes seconds for big chunks.
     */
    static final long IDLE_MILLIS = Long.getLong("flint.jfrIdleMillis", 60_000L);

    /**
     * The thread's key: its OS thread id, which every sampled thread has (async-profiler and the JVM's own GC,
     * compiler and VM threads have Java thread id 0 or none); the Java thread id, else the recording's own
     * id, when the OS id is missing.
     */
    private static long tid(RecordedThread sampled) {
        if (sampled.getOSThreadId() > 0) return sampled.getOSThreadId();
        if (sampled.getJavaThreadId() > 0) return sampled.getJavaThreadId();
        return sampled.getId();
    }

    private static int frame(Thread thread, RecordedFrame frame, int java, int nativeCategory) {
        RecordedMethod method = frame.getMethod();
        String type = frame.getType();
        boolean nativeCode = "Native".equals(type);
        String className = "";
        String methodName = "";
        if (method != null) {
            RecordedClass owner = method.getType();
            className = owner == null || owner.getName() == null ? "" : owner.getName();
            methodName = method.getName() == null ? "" : method.getName();
        }
        ThreadBuilder b = thread.builder;
        RecordedMethodKey key = new RecordedMethodKey(className, methodName, nativeCode);
        Integer func = thread.funcs.get(key);
        if (func == null) {
            String name = className.isEmpty() ? methodName : HiddenClassNames.normalise(className) + "." + methodName;
            func = b.func(name, -1, null, -1, -1, !nativeCode, false);
            thread.funcs.put(key, func);
        }
        int line = frame.getLineNumber();
        return b.frame(func, line < 0 ? -1 : line, -1, -1, nativeCode ? nativeCategory : java, -1,
                type == null ? -1 : b.string(type), 0);
    }

    private static ProfileThread build(Thread thread, long pid) {
        // JFR returns events chunk by chunk, not in time order: the builder sorts them.
        int count = thread.stacks.size();
        int[] stacks = thread.stacks.array();
        double[] times = thread.times.array();
        for (int k = 0; k < count; k++) thread.builder.addSample(stacks[k], times[k]);
        ProfileThread built = thread.builder.name(thread.name).build();
        // the builder was made before jdk.JVMInformation told the pid
        return new ProfileThread(pid, built.tid(), built.name(), built.processName(), built.processUrl(),
                built.strings(), built.resources(), built.libs(), built.funcs(), built.frames(), built.stacks(),
                built.samples(), built.weightType(), built.traceEvents(), built.cpuProfile(), built.lineHits());
    }
}
