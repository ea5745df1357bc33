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
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import jdk.jfr.consumer.RecordedClass;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * A JFR recording's {@code jdk.ExecutionSample} and {@code jdk.NativeMethodSample} events, one thread per
 * sampled Java thread (tid = its Java thread id, the id {@code Thread.getId()} gives; pid = the JVM's, from
 * {@code jdk.JVMInformation}, else 1). Each sample counts 1: JFR samples at most a few threads per period,
 * so "samples × period" would overstate time. A func is {@code package.Class.method} (overloads are one
 * function, as speedscope and async-profiler show them); the frame keeps the line and JFR's frame type
 * (Interpreted, JIT compiled, Inlined, Native) as its implementation, so tiers of one method are one func.
 * Native method samples are in the Native category, Java code in Java. Stacks JFR cut at its stack depth
 * (64 frames by default) are kept, with a warning: their root is not the thread's real root.
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
        final IntColumn stacks = new IntColumn(256);
        final DoubleColumn times = new DoubleColumn(256);
        String name = "";

        Thread(long tid) {
            builder = new ThreadBuilder(1, tid);
        }
    }

    /** A method by what the func shows: class and name (overloads are one func). */
    private record RecordedMethodKey(String className, String method, boolean nativeCode) {}

    private static Profile read(Path path, String file) throws ProfileFormatException {
        Categories categories = new Categories();
        int java = categories.add("Java", "blue");
        int nativeCategory = categories.add("Native", "orange");
        categories.setDefaultCategory(java);
        Map<Long, Thread> threads = new LinkedHashMap<>();
        long pid = 1;
        long truncated = 0;
        long withoutThread = 0;
        long events = 0;
        try (RecordingFile recording = new RecordingFile(path)) {
            while (recording.hasMoreEvents()) {
                RecordedEvent event = recording.readEvent();
                events++;
                String type = event.getEventType().getName();
                if (type.equals("jdk.JVMInformation") && event.hasField("pid")) {
                    pid = event.getLong("pid");
                    continue;
                }
                boolean isNative = type.equals(NATIVE);
                if (!isNative && !type.equals(EXECUTION)) continue;
                RecordedThread sampled = event.hasField("sampledThread") ? event.getThread("sampledThread") : null;
                if (sampled == null) {
                    withoutThread++;
                    continue;
                }
                long tid = sampled.getJavaThreadId() >= 0 ? sampled.getJavaThreadId() : sampled.getId();
                Thread thread = threads.computeIfAbsent(tid, Thread::new);
                String name = sampled.getJavaName() != null ? sampled.getJavaName() : sampled.getOSName();
                if (name != null) thread.name = name;
                RecordedStackTrace trace = event.getStackTrace();
                int stack = -1;
                if (trace != null) {
                    if (trace.isTruncated()) truncated++;
                    List<RecordedFrame> frames = trace.getFrames();
                    for (int i = frames.size() - 1; i >= 0; i--) {
                        stack = thread.builder.stack(stack, frame(thread, frames.get(i), java, nativeCategory));
                    }
                }
                Instant start = event.getStartTime();
                thread.stacks.add(stack);
                thread.times.add(start.getEpochSecond() * 1e6 + start.getNano() / 1e3);
            }
        } catch (CancellationException e) {
            throw e;
        } catch (IOException e) {
            throw new ProfileFormatException(file, "", events == 0 ? "not a readable JFR recording: " + e.getMessage()
                    : "the recording is damaged after " + events + " events: " + e.getMessage());
        } catch (RuntimeException | InternalError | StackOverflowError e) {
            // jdk.jfr's parser has no error type of its own for damaged data
            throw new ProfileFormatException(file, "", "the recording is damaged after " + events + " events ("
                    + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")");
        }
        if (threads.isEmpty()) {
            throw new ProfileFormatException(file, "", "the recording has no " + EXECUTION + " or " + NATIVE
                    + " events (was it made with method profiling off?)");
        }
        LoadWarnings warnings = new LoadWarnings();
        if (truncated > 0) {
            warnings.addSamples(EXECUTION, "stack traces cut at the recording's stack depth: their root frames are"
                    + " missing (record with -XX:FlightRecorderOptions:stackdepth=N for more)", truncated);
        }
        if (withoutThread > 0) warnings.addSamples(EXECUTION, "samples without a sampled thread were left out", withoutThread);
        List<ProfileThread> built = new ArrayList<>(threads.size());
        for (Thread thread : threads.values()) built.add(build(thread, pid));
        return new Profile(ProfileFormat.JFR, built, categories, false, warnings.toList());
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
            String name = className.isEmpty() ? methodName : className + "." + methodName;
            func = b.func(name, -1, null, -1, -1, !nativeCode, false);
            thread.funcs.put(key, func);
        }
        int line = frame.getLineNumber();
        return b.frame(func, line < 0 ? -1 : line, -1, -1, nativeCode ? nativeCategory : java, -1,
                type == null ? -1 : b.string(type), 0);
    }

    private static ProfileThread build(Thread thread, long pid) {
        // JFR returns events chunk by chunk, not in time order
        int count = thread.stacks.size();
        int[] stacks = thread.stacks.array();
        double[] times = thread.times.array();
        Integer[] order = new Integer[count];
        for (int i = 0; i < count; i++) order[i] = i;
        java.util.Arrays.sort(order, (a, c) -> Double.compare(times[a], times[c]));
        for (int k = 0; k < count; k++) thread.builder.addSample(stacks[order[k]], times[order[k]]);
        ProfileThread built = thread.builder.name(thread.name).build();
        // the builder was made before jdk.JVMInformation told the pid
        return new ProfileThread(pid, built.tid(), built.name(), built.processName(), built.processUrl(),
                built.strings(), built.resources(), built.libs(), built.funcs(), built.frames(), built.stacks(),
                built.samples(), built.weightType(), built.traceEvents(), built.cpuProfile(), built.lineHits());
    }
}
