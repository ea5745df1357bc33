package dev.flint.importer.perf;

import dev.flint.importer.Importer;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.Categories;
import dev.flint.model.DoubleColumn;
import dev.flint.model.IntColumn;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import dev.flint.model.ThreadBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code perf script} text: one thread per tid (tids are unique across processes on Linux, as the Firefox
 * Profiler keys them), named by the comm of its last sample (threads are often renamed after they start).
 * Every sample weighs 1 (a sample count, as the Firefox Profiler shows perf files); the period column is
 * not a weight because several events of different units may share a file. Names are shown as perf printed
 * them: perf demangles C++ itself, Rust v0 names it does not know stay mangled. A frame perf could not
 * symbolize ({@code [unknown]}) is named after its DSO ({@code [libc.so.6]}) as FlameGraph does, so unknown
 * code of different libraries does not merge into one function. Kernel frames get the Kernel category.
 * JavaScript that V8 announced through {@code --perf-basic-prof} ({@code JS:*fib file.js:2:13} in a
 * {@code /tmp/perf-PID.map}) becomes JS code with the tier mark as the frame's implementation.
 */
public final class PerfScriptImporter implements Importer {
    static final int MAX_LINE_BYTES = 16 << 20;
    private static final String NOT = "perf script output";

    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress) throws ProfileFormatException {
        try (InputStream in = source.open(progress)) {
            return read(in, fileName);
        } catch (IOException e) {
            throw ProfileLoader.readFailure(fileName, "", e);
        }
    }

    private static final class Thread {
        final ThreadBuilder builder;
        final Map<String, Integer> frameByLine = new HashMap<>();
        final Map<String, Integer> resourceByDso = new HashMap<>();
        final IntColumn stacks = new IntColumn(256);
        final DoubleColumn times = new DoubleColumn(256);
        String comm = "";
        int userCategory;
        int kernelCategory;

        Thread(long pid, long tid) {
            builder = new ThreadBuilder(pid, tid);
        }
    }

    private Profile read(InputStream in, String file) throws IOException, ProfileFormatException {
        Categories categories = new Categories();
        int user = categories.add("User", "yellow");
        int kernel = categories.add("Kernel", "orange");
        categories.setDefaultCategory(user);
        Map<Long, Thread> threads = new LinkedHashMap<>();
        TextLines lines = new TextLines(in, MAX_LINE_BYTES);
        List<PerfLines.Frame> chain = new ArrayList<>();
        Thread current = null;
        PerfLines.Header header = null;
        for (String line; (line = lines.next(file, NOT)) != null; ) {
            String trimmed = line.strip();
            if (trimmed.isEmpty()) {
                if (header != null) addSample(current, header, chain);
                header = null;
                continue;
            }
            boolean indented = PerfLines.isBlank(line.charAt(0));
            if (!indented && trimmed.charAt(0) == '#') continue;
            if (!indented) {
                PerfLines.Header next = PerfLines.header(line);
                if (next == null) {
                    throw new ProfileFormatException(file, "line " + lines.lineNumber(),
                            "expected a sample header 'COMM [PID/]TID [CPU] SECONDS: [PERIOD] EVENT:', found '"
                                    + clip(trimmed) + "'");
                }
                if (header != null) addSample(current, header, chain);
                header = next;
                chain.clear();
                Thread thread = threads.get(next.tid());
                if (thread == null) {
                    thread = new Thread(next.pid() < 0 ? 0 : next.pid(), next.tid());
                    thread.userCategory = user;
                    thread.kernelCategory = kernel;
                    threads.put(next.tid(), thread);
                }
                thread.comm = next.comm();
                current = thread;
                if (!next.trailing().isEmpty()) {
                    // -G: the sampled ip on the header line itself, no callchain
                    PerfLines.Frame only = PerfLines.frame(next.trailing());
                    if (only != null) chain.add(only);
                }
                continue;
            }
            if (header == null) {
                throw new ProfileFormatException(file, "line " + lines.lineNumber(),
                        "a frame line before any sample header: '" + clip(trimmed) + "'");
            }
            PerfLines.Frame frame = PerfLines.frame(line);
            // Lines that are not frames inside a sample are -F +srcline continuations: they add nothing.
            if (frame != null) chain.add(frame);
        }
        if (header != null) addSample(current, header, chain);
        if (threads.isEmpty()) {
            throw new ProfileFormatException(file, "", "no samples: expected perf script output "
                    + "(a header line 'COMM TID SECONDS: EVENT:' and frame lines per sample)");
        }
        List<ProfileThread> built = new ArrayList<>(threads.size());
        for (Thread thread : threads.values()) built.add(build(thread));
        return new Profile(ProfileFormat.PERF_SCRIPT, built, categories, false);
    }

    private static void addSample(Thread thread, PerfLines.Header header, List<PerfLines.Frame> chain) {
        int stack = -1;
        for (int i = chain.size() - 1; i >= 0; i--) stack = thread.builder.stack(stack, frame(thread, chain.get(i)));
        thread.stacks.add(stack);
        thread.times.add(header.timeMicros());
    }

    private static int frame(Thread thread, PerfLines.Frame frame) {
        String key = frame.address() + " " + frame.symbol() + " " + frame.dso();
        Integer known = thread.frameByLine.get(key);
        if (known != null) return known;
        ThreadBuilder b = thread.builder;
        String dso = frame.dso();
        int resource = -1;
        if (!dso.isEmpty() && !frame.inlined() && !dso.equals("[unknown]")) {
            resource = thread.resourceByDso.computeIfAbsent(dso, d -> {
                String name = baseName(d);
                return b.resource(name, ResourceKind.LIBRARY, b.addLib(name, d, null, null, -1, -1));
            });
        }
        String name = frame.symbol();
        String implementation = null;
        boolean isJS = false;
        if (name.equals("[unknown]") && resource >= 0) {
            name = "[" + baseName(dso) + "]";
        } else if (dso.startsWith("/tmp/perf-") && dso.endsWith(".map") && name.length() > 4
                && name.startsWith("JS:")) {
            implementation = switch (name.charAt(3)) {
                case '*' -> "optimized";
                case '~' -> "unoptimized";
                case '^' -> "baseline";
                case '+' -> "maglev";
                default -> null;
            };
            if (implementation != null) name = "JS:" + name.substring(4);
            isJS = true;
        }
        boolean kernel = frame.kernel();
        if (kernel) implementation = "kernel";
        int func = b.func(name, resource, null, -1, -1, isJS, false);
        int category = kernel ? thread.kernelCategory : thread.userCategory;
        int index = b.frame(func, -1, -1, frame.address(), category, -1,
                implementation == null ? -1 : b.string(implementation), frame.inlined() ? 1 : 0);
        thread.frameByLine.put(key, index);
        return index;
    }

    private static ProfileThread build(Thread thread) {
        int count = thread.stacks.size();
        int[] stacks = thread.stacks.array();
        double[] times = thread.times.array();
        int[] order = timeOrder(times, count);
        for (int k = 0; k < count; k++) {
            int i = order == null ? k : order[k];
            thread.builder.addSample(stacks[i], times[i]);
        }
        return thread.builder.name(thread.comm).build();
    }

    /** Sample indexes by time (stable), or null when already in order (perf prints them sorted). */
    private static int[] timeOrder(double[] times, int count) {
        boolean sorted = true;
        for (int i = 1; i < count && sorted; i++) sorted = times[i] >= times[i - 1];
        if (sorted) return null;
        Integer[] boxed = new Integer[count];
        for (int i = 0; i < count; i++) boxed[i] = i;
        java.util.Arrays.sort(boxed, (a, b) -> Double.compare(times[a], times[b]));
        int[] order = new int[count];
        for (int i = 0; i < count; i++) order[i] = boxed[i];
        return order;
    }

    private static String baseName(String path) {
        int slash = path.lastIndexOf('/');
        return slash >= 0 && slash < path.length() - 1 ? path.substring(slash + 1) : path;
    }

    private static String clip(String line) {
        return line.length() <= 80 ? line : line.substring(0, 77) + "...";
    }
}
