package dev.flint.sandwich;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.TransformStack;
import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.sandwich.FunctionTable.Column;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * On every profile of the project's testdata/cpuprofile, folded, calltree, perf, speedscope and processed
 * folders, every thread, top-down and inverted: the flame graph's boxes nest inside their parents and its
 * width is the tree's total; and for the heaviest functions the sandwich agrees with itself: the callers
 * root, the callees root and the table's running time are the same number.
 */
class ProjectProfilesSandwichTest {
    private static final List<String> FOLDERS = List.of("cpuprofile", "folded", "calltree", "perf", "speedscope",
            "processed", "trace-samples", "pprof");

    @TestFactory
    Stream<DynamicTest> flameGraphAndSandwichAgreeWithTheTree() throws IOException {
        List<Path> files = new java.util.ArrayList<>();
        for (String folder : FOLDERS) {
            try (Stream<Path> walk = Files.list(Path.of("testdata", folder))) {
                walk.filter(Files::isRegularFile).filter(p -> !p.toString().matches(".*\\.(sh|py|md|js|c|go|txt\\.sh|java)$"))
                        .filter(p -> !p.getFileName().toString().equals("counts.txt")).sorted().forEach(files::add);
            }
        }
        assertTrue(files.size() >= 10, "testdata files: " + files);
        return files.stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> check(file)));
    }

    private static void check(Path file) throws ProfileFormatException {
        Profile profile = ProfileLoader.load(file);
        int defaultCategory = profile.categories() == null || profile.categories().size() == 0 ? -1
                : profile.categories().defaultCategory();
        for (ProfileThread thread : profile.threads()) {
            String what = file + " " + thread.key();
            CallTreeOptions options = CallTreeOptions.DEFAULT.withDefaultCategory(defaultCategory);
            for (boolean inverted : new boolean[] {false, true}) {
                checkLayout(CallTree.build(thread, options.withInverted(inverted)), what + (inverted ? " inverted" : ""));
            }
            CallTree tree = CallTree.build(thread, options);
            FunctionTable table = FunctionTable.of(tree);
            TransformStack stack = TransformStack.of(thread, defaultCategory);
            int[] rows = table.rows(Column.RUNNING, false, "");
            for (int i = 0; i < Math.min(4, rows.length); i++) {
                int func = table.func(rows[i]);
                double running = table.running(rows[i]);
                assertTrue(running <= tree.totalSummary() + 1e-6 * Math.abs(tree.totalSummary()), what);
                CallTree callers = Sandwich.callers(stack, options, func);
                CallTree callees = Sandwich.callees(stack, options, func);
                String name = what + " " + table.name(rows[i]);
                assertEquals(1, callers.roots().length, name + " callers roots");
                assertEquals(1, callees.roots().length, name + " callees roots");
                assertEquals(func, callers.func(callers.roots()[0]), name);
                assertEquals(func, callees.func(callees.roots()[0]), name);
                assertClose(running, callers.total(callers.roots()[0]), name + " callers total");
                assertClose(running, callees.total(callees.roots()[0]), name + " callees total");
            }
        }
    }

    private static void checkLayout(CallTree tree, String what) {
        FlameGraphLayout layout = FlameGraphLayout.of(tree);
        double sumOfRoots = 0;
        for (int root : tree.roots()) sumOfRoots += Math.abs(tree.total(root));
        assertClose(sumOfRoots, layout.total(), what + " width");
        double slack = 1e-9 * Math.max(1, layout.total());
        for (int box = 0; box < layout.boxCount(); box++) {
            int parent = layout.parentBox(box);
            if (parent < 0) continue;
            assertTrue(layout.start(box) >= layout.start(parent) - slack && layout.end(box) <= layout.end(parent) + slack,
                    what + ": box " + box + " outside its parent");
            assertEquals(layout.depth(parent) + 1, layout.depth(box), what);
            if (box > layout.depthStart(layout.depth(box))) {
                assertTrue(layout.start(box) >= layout.end(box - 1) - slack, what + ": boxes of a depth overlap");
            }
        }
    }

    private static void assertClose(double expected, double actual, String what) {
        assertEquals(expected, actual, 1e-9 * Math.max(1, Math.abs(expected)), what);
    }
}
