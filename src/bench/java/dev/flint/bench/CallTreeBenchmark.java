package dev.flint.bench;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformStack;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * Call tree build and transform push times, warm: for the shared node-large-60s profile (342 k samples)
 * when present, and for a synthetic 1 M-sample thread. A push is the transform's apply plus the rebuild
 * of the call tree from the new thread, what the app does when the user picks a transform.
 *
 * <pre>
 * mvn -q -DskipTests package
 * java -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.bench.CallTreeBenchmark [PROFILE]
 * </pre>
 * PROFILE defaults to ../shared/testdata/cpuprofile/node-large-60s.cpuprofile.gz. Each figure is the
 * median (and minimum) wall time of 15 runs after 10 warm-up runs, in milliseconds, and the median CPU
 * time of the benchmark thread (which leaves out the collector's threads, and the waiting a shared
 * machine adds to wall time).
 */
public final class CallTreeBenchmark {
    private static final int WARMUP = 10;
    private static final int RUNS = 15;

    private CallTreeBenchmark() {}

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args.length > 0 ? args[0] : "../shared/testdata/cpuprofile/node-large-60s.cpuprofile.gz");
        if (Files.isRegularFile(file)) {
            Profile profile = ProfileLoader.load(file);
            ProfileThread busiest = profile.threads().get(0);
            for (ProfileThread thread : profile.threads()) {
                if (thread.samples().size() > busiest.samples().size()) busiest = thread;
            }
            run(file.getFileName().toString(), busiest, profile.categories().size() == 0 ? -1
                    : profile.categories().defaultCategory());
        } else {
            System.out.println("(" + file + " not found: skipping the real profile)");
        }
        run("synthetic 1M samples", SyntheticProfile.thread(1_000_000, 5_000, 42), 0);
    }

    private static void run(String label, ProfileThread thread, int defaultCategory) {
        CallTreeOptions options = CallTreeOptions.DEFAULT.withDefaultCategory(defaultCategory);
        CallTree base = CallTree.build(thread, options);
        System.out.printf("%s: %,d samples, %,d stacks, %,d funcs, %,d call nodes%n", label,
                thread.samples().size(), thread.stacks().size(), thread.funcs().size(), base.nodeCount());
        report("build call tree", () -> CallTree.build(thread, options));
        report("build inverted tree", () -> CallTree.build(thread, options.withInverted(true)));
        report("build js-only tree", () -> CallTree.build(thread, options.withImplementation(Implementation.JS)));
        TransformStack stack = TransformStack.of(thread, defaultCategory);
        for (Transform transform : sampleTransforms(base, thread)) {
            report("push " + transform.type(), () -> CallTree.build(stack.push(transform).thread(), options));
        }
    }

    /** One transform of each type, aimed at the heaviest path so that it has work to do. */
    private static List<Transform> sampleTransforms(CallTree tree, ProfileThread thread) {
        List<Integer> heaviest = new ArrayList<>();
        int[] level = tree.roots();
        while (level.length > 0 && heaviest.size() < 6) {
            heaviest.add(level[0]);
            level = tree.children(level[0]);
        }
        int node = heaviest.get(Math.min(3, heaviest.size() - 1));
        CallNodePath path = tree.path(node);
        int func = tree.func(heaviest.get(Math.min(2, heaviest.size() - 1)));
        int resource = -1;
        for (int n : heaviest) {
            if (thread.funcs().resource(tree.func(n)) >= 0) resource = thread.funcs().resource(tree.func(n));
        }
        CallTree inverted = CallTree.build(thread, CallTreeOptions.DEFAULT.withInverted(true));
        int invertedRoot = inverted.roots()[0];
        int[] callers = inverted.children(invertedRoot);
        CallNodePath invertedPath = callers.length > 0 ? inverted.path(callers[0]) : inverted.path(invertedRoot);
        List<Transform> transforms = new ArrayList<>(List.of(
                new Transform.FocusSubtree(path, Implementation.COMBINED, false),
                new Transform.FocusSubtree(invertedPath, Implementation.COMBINED, true),
                new Transform.FocusFunction(func),
                new Transform.FocusSelf(func, Implementation.JS),
                new Transform.FocusCategory(Math.max(0, tree.category(node))),
                new Transform.MergeCallNode(path, Implementation.COMBINED),
                new Transform.MergeFunction(func),
                new Transform.MergeSubtree(path, Implementation.COMBINED),
                new Transform.DropFunction(func),
                new Transform.CollapseFunctionSubtree(func),
                new Transform.CollapseDirectRecursion(func, Implementation.COMBINED),
                new Transform.CollapseRecursion(func)));
        if (resource >= 0) transforms.add(new Transform.CollapseResource(resource, Implementation.COMBINED));
        return transforms;
    }

    private static void report(String what, Supplier<Object> work) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Object sink = null;
        for (int i = 0; i < WARMUP; i++) sink = work.get();
        double[] millis = new double[RUNS];
        double[] cpuMillis = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long cpuStart = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            sink = work.get();
            millis[i] = (System.nanoTime() - start) / 1e6;
            cpuMillis[i] = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e6;
        }
        Arrays.sort(millis);
        Arrays.sort(cpuMillis);
        System.out.printf("  %-34s median %7.1f ms   min %7.1f ms   cpu median %7.1f ms%n", what, millis[RUNS / 2],
                millis[0], cpuMillis[RUNS / 2]);
        if (sink == null) throw new IllegalStateException("no result");
    }
}
