package dev.flint.importer.perf;

import dev.flint.importer.FileStacks;
import dev.flint.model.IntColumn;
import dev.flint.model.ResourceKind;
import dev.flint.model.ThreadBuilder;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Copies the file's frames and chains ({@link FileStacks}) that one thread uses into that thread's builder,
 * one thread after the other. The file-row to thread-row maps are two arrays shared by all threads and
 * reset through the list of rows the thread touched, so building N threads costs the rows they use, not
 * N times the file's tables.
 */
final class ThreadTables {
    private final FileStacks fileStacks;
    private final List<PerfLines.Frame> fileFrames;
    private final int userCategory;
    private final int kernelCategory;
    private int[] threadFrameOf = new int[0];
    private int[] threadStackOf = new int[0];
    private final IntColumn touchedFrames = new IntColumn();
    private final IntColumn touchedStacks = new IntColumn();
    private final IntColumn pending = new IntColumn();
    private final Map<String, Integer> resourceByDso = new HashMap<>();
    private ThreadBuilder builder;

    ThreadTables(FileStacks fileStacks, List<PerfLines.Frame> fileFrames, int userCategory, int kernelCategory) {
        this.fileStacks = fileStacks;
        this.fileFrames = fileFrames;
        this.userCategory = userCategory;
        this.kernelCategory = kernelCategory;
    }

    /** Starts copying into {@code next}, forgetting the rows of the thread before. */
    void begin(ThreadBuilder next) {
        if (threadFrameOf.length < fileFrames.size()) {
            threadFrameOf = grownFilled(threadFrameOf, fileFrames.size());
        }
        if (threadStackOf.length < fileStacks.size()) {
            threadStackOf = grownFilled(threadStackOf, fileStacks.size());
        }
        for (int i = 0; i < touchedFrames.size(); i++) threadFrameOf[touchedFrames.get(i)] = -1;
        for (int i = 0; i < touchedStacks.size(); i++) threadStackOf[touchedStacks.get(i)] = -1;
        touchedFrames.clear();
        touchedStacks.clear();
        resourceByDso.clear();
        builder = next;
    }

    private static int[] grownFilled(int[] old, int size) {
        int[] grown = Arrays.copyOf(old, size);
        Arrays.fill(grown, old.length, size, -1);
        return grown;
    }

    /** The thread's stack row for the file's chain {@code fileStack} (-1, the empty chain, stays -1). */
    int stack(int fileStack) {
        int row = fileStack;
        pending.clear();
        while (row >= 0 && threadStackOf[row] < 0) {
            pending.add(row);
            row = fileStacks.prefix(row);
        }
        int stack = row < 0 ? -1 : threadStackOf[row];
        // root first, so every prefix exists before its callee
        for (int i = pending.size() - 1; i >= 0; i--) {
            int fileRow = pending.get(i);
            stack = builder.stack(stack, frame(fileStacks.frame(fileRow)));
            threadStackOf[fileRow] = stack;
            touchedStacks.add(fileRow);
        }
        return stack;
    }

    private int frame(int fileFrame) {
        int known = threadFrameOf[fileFrame];
        if (known >= 0) return known;
        int row = addFrame(fileFrames.get(fileFrame));
        threadFrameOf[fileFrame] = row;
        touchedFrames.add(fileFrame);
        return row;
    }

    private int addFrame(PerfLines.Frame frame) {
        ThreadBuilder b = builder;
        String dso = frame.dso();
        int resource = -1;
        if (!dso.isEmpty() && !frame.inlined() && !dso.equals("[unknown]")) {
            resource = resourceByDso.computeIfAbsent(dso, d -> {
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
        return b.frame(func, -1, -1, frame.address(), kernel ? kernelCategory : userCategory, -1,
                implementation == null ? -1 : b.string(implementation), frame.inlined() ? 1 : 0);
    }

    private static String baseName(String path) {
        int slash = path.lastIndexOf('/');
        return slash >= 0 && slash < path.length() - 1 ? path.substring(slash + 1) : path;
    }
}
