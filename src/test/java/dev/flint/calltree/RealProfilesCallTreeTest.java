package dev.flint.calltree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Categories;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;
import dev.flint.testing.SharedTestdata;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * On every real profile of ../shared/testdata (skipped when absent): the call tree's roots add up to the
 * thread's total weight and every node's total is its self plus its children's totals, for every thread,
 * before and after a random (seeded, so reproducible) stack of transforms picked from the tree itself,
 * in each implementation view and inverted. The {@code external/} corpus is left to the corpus test: it holds
 * files other tools' test suites keep on purpose damaged or in formats Flint refuses, with their expectations.
 */
@Tag(SharedTestdata.TAG)
class RealProfilesCallTreeTest {
    private static final int TRANSFORMS_PER_STACK = 6;

    @TestFactory
    Stream<DynamicTest> treesAddUpOnEveryRealProfile() throws IOException {
        Path root = SharedTestdata.root();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(Files::isRegularFile)
                    .filter(p -> !root.relativize(p).startsWith("bad"))
                    .filter(p -> !root.relativize(p).startsWith("external"))
                    .filter(p -> !p.getFileName().toString().endsWith(".md"))
                    .sorted().toList();
        }
        Assumptions.assumeFalse(files.isEmpty(), "no profiles in " + root);
        return files.stream().map(file -> DynamicTest.dynamicTest(root.relativize(file).toString(), () -> check(file)));
    }

    private static void check(Path file) throws ProfileFormatException {
        Profile profile = ProfileLoader.load(file);
        Categories categories = profile.categories();
        int defaultCategory = categories == null || categories.size() == 0 ? -1 : categories.defaultCategory();
        Random random = new Random(file.getFileName().toString().hashCode());
        for (ProfileThread thread : profile.threads()) {
            TransformStack stack = TransformStack.of(thread, defaultCategory);
            List<Transform> pushed = new ArrayList<>();
            checkAllViews(stack, defaultCategory, file + " " + thread.key());
            for (int i = 0; i < TRANSFORMS_PER_STACK; i++) {
                Transform transform = randomTransform(stack, random, defaultCategory);
                if (transform == null) break;
                stack = stack.push(transform);
                pushed.add(transform);
                checkAllViews(stack, defaultCategory, file + " " + thread.key() + " after " + pushed);
            }
            // The one text form: the SPEC lines name every transform so that they push the same stack again.
            List<String> lines = TransformSpecs.format(stack, categories);
            TransformStack again = TransformStack.of(thread, defaultCategory);
            for (String line : lines) again = again.push(TransformSpec.parse(line, again, categories));
            assertEquals(stack.transforms(), again.transforms(), file + " " + thread.key() + ": " + lines);
        }
    }

    private static void checkAllViews(TransformStack stack, int defaultCategory, String what) {
        for (Implementation implementation : Implementation.values()) {
            CallTreeOptions options = new CallTreeOptions(implementation, false, SampleRange.ALL, defaultCategory);
            CallTree tree = CallTree.build(stack.thread(), options);
            double expected = countedWeight(stack.thread(), implementation);
            assertClose(expected, sumOfRoots(tree), what + " " + implementation + ": roots vs thread weight");
            checkNodes(tree, what + " " + implementation);
            CallTree inverted = CallTree.build(stack.thread(), options.withInverted(true));
            assertClose(expected, sumOfRoots(inverted), what + " " + implementation + " inverted: roots");
        }
    }

    /** Weight of the samples the view counts: those whose stack has a frame the implementation keeps. */
    private static double countedWeight(ProfileThread thread, Implementation implementation) {
        boolean[] kept = implementation.keptFuncs(thread);
        boolean[] stackCounts = new boolean[thread.stacks().size()];
        for (int stack = 0; stack < stackCounts.length; stack++) {
            int prefix = thread.stacks().prefix(stack);
            stackCounts[stack] = kept[thread.frames().func(thread.stacks().frame(stack))]
                    || (prefix != -1 && stackCounts[prefix]);
        }
        SampleTable samples = thread.samples();
        double total = 0;
        for (int sample = 0; sample < samples.size(); sample++) {
            int stack = samples.stack(sample);
            if (stack >= 0 && stackCounts[stack]) total += samples.weight(sample);
        }
        return total;
    }

    private static double sumOfRoots(CallTree tree) {
        double sum = 0;
        for (int root : tree.roots()) sum += tree.total(root);
        return sum;
    }

    private static void checkNodes(CallTree tree, String what) {
        List<Integer> pending = new ArrayList<>();
        for (int root : tree.roots()) pending.add(root);
        while (!pending.isEmpty()) {
            int node = pending.remove(pending.size() - 1);
            double children = 0;
            for (int child : tree.children(node)) {
                children += tree.total(child);
                pending.add(child);
                assertEquals(node, tree.parent(child));
            }
            assertClose(tree.total(node), tree.self(node) + children, what + ": node " + tree.path(node));
            assertTrue(tree.total(node) != 0 || tree.hasChildren(node), what + ": a zero node is shown");
        }
    }

    /** A transform of a random type built from a random node of the current tree, null when it is empty. */
    private static Transform randomTransform(TransformStack stack, Random random, int defaultCategory) {
        ProfileThread thread = stack.thread();
        CallTree tree = CallTree.build(thread, CallTreeOptions.DEFAULT.withDefaultCategory(defaultCategory));
        int node = randomNode(tree, random);
        if (node == -1) return null;
        CallNodePath path = tree.path(node);
        int func = tree.func(node);
        Implementation implementation = Implementation.values()[random.nextInt(3)];
        int resource = thread.funcs().resource(func);
        switch (random.nextInt(12)) {
            case 0: return new Transform.FocusSubtree(path, implementation, false);
            case 1: return new Transform.FocusSubtree(CallTree.build(thread, CallTreeOptions.DEFAULT.withInverted(true))
                    .path(randomNode(CallTree.build(thread, CallTreeOptions.DEFAULT.withInverted(true)), random)),
                    implementation, true);
            case 2: return new Transform.FocusFunction(func);
            case 3: return new Transform.FocusSelf(func, implementation);
            case 4: return tree.category(node) >= 0 ? new Transform.FocusCategory(tree.category(node))
                    : new Transform.MergeFunction(func);
            case 5: return new Transform.MergeCallNode(path, implementation);
            case 6: return new Transform.MergeFunction(func);
            case 7: return new Transform.MergeSubtree(path, implementation);
            case 8: return new Transform.DropFunction(func);
            case 9: return new Transform.CollapseFunctionSubtree(func);
            case 10: return resource >= 0 ? new Transform.CollapseResource(resource, implementation)
                    : new Transform.CollapseRecursion(func);
            case 11: return new Transform.CollapseDirectRecursion(func, implementation);
            default: fail("no such case");
        }
        return null;
    }

    /** A node picked by walking down from a random root, stopping at each level with probability 1/4. */
    private static int randomNode(CallTree tree, Random random) {
        int[] level = tree.roots();
        int node = -1;
        while (level.length > 0) {
            node = level[random.nextInt(level.length)];
            if (random.nextInt(4) == 0) break;
            level = tree.children(node);
        }
        return node;
    }

    private static void assertClose(double expected, double actual, String what) {
        double tolerance = 1e-9 * Math.max(1, Math.abs(expected));
        if (Math.abs(expected - actual) > tolerance) fail(what + ": expected " + expected + " but was " + actual);
    }
}
