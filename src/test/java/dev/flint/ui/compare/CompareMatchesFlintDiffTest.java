package dev.flint.ui.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.diff.DiffText;
import dev.flint.diff.DiffTree;
import dev.flint.ui.testing.FreshStage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TreeItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The compare view shows what {@code flint diff} prints, on two builds of one app (testdata/sourcemaps/smapply:
 * esbuild's minified {@code app.cpuprofile} and the unminified {@code plain.cpuprofile}): each side loaded as the
 * compare window loads it (a session per side), then both mapped through the two builds' maps as
 * {@code flint diff --source-maps dist --source-maps dist-plain} maps them, then a transform from the table's menu
 * as {@code --transform}. At each step the view's diff tree is the command's text, and the table's rows (every row
 * opened, in the order shown) are the command's lines: the same functions at the same depths with the same base,
 * compare and delta figures. Before this, the window had no source maps: the minified side's i, u, o, s matched
 * nothing of the plain build. Symbols apply to both sides too (the second test).
 */
@FreshStage(width = 1100, height = 760)
class CompareMatchesFlintDiffTest {
    private static final String DIR = "testdata/sourcemaps/smapply/";
    private static final Path APP = Path.of(DIR + "app.cpuprofile").toAbsolutePath();
    private static final Path PLAIN = Path.of(DIR + "plain.cpuprofile").toAbsolutePath();
    private static final Path MAPS = Path.of(DIR + "dist").toAbsolutePath();
    private static final Path PLAIN_MAPS = Path.of(DIR + "dist-plain").toAbsolutePath();
    /** One line of {@code flint diff}'s text. */
    private static final Pattern LINE = Pattern.compile(
            "( *)(.*) total=(\\S+) self=(\\S+) base=(\\S+) compare=(\\S+)");

    private Stage owner;

    @Start
    void start(Stage stage) {
        owner = stage;
    }

    @Test
    void theViewShowsWhatFlintDiffPrintsWithAndWithoutSourceMaps() throws Exception {
        CompareView view = CompareWindowTest.open(owner, APP, PLAIN);

        // As loaded: no map of these builds is found on its own (their scripts' URLs are not on this machine).
        String plain = CompareEntryPointsTest.flintDiff(APP.toString(), PLAIN.toString());
        assertTrue(plain.contains(" s total=-400.505238"), plain);
        assertShows(plain, view);

        // Both builds' maps, given to both sides: the original names, matched across the two builds.
        DiffTree unmapped = view.tree();
        WaitForAsyncUtils.asyncFx(() -> view.loadSourceMaps(List.of(MAPS, PLAIN_MAPS))).get();
        waitFor(() -> view.tree() != unmapped && !view.busyProperty().get());
        String mapped = CompareEntryPointsTest.flintDiff(APP.toString(), PLAIN.toString(), "--source-maps", MAPS.toString(),
                "--source-maps", PLAIN_MAPS.toString());
        assertTrue(mapped.contains(" computeHeavyThing total=-334.090238") && !mapped.contains(" i total="), mapped);
        assertShows(mapped, view);
        assertEquals("", view.messageText(), "a map of the other build is no warning, as in flint diff");
        assertTrue(view.statusText().contains("mapped through"), view.statusText());

        // Focus on function main, from the table's menu: flint diff's --transform focus-function=main.
        DiffTree whole = view.tree();
        int main = node(whole, "main");
        WaitForAsyncUtils.asyncFx(() -> view.select(main)).get();
        MenuItem focus = view.transformMenu().getItems().stream()
                .filter(item -> "compare-focus-function".equals(item.getId())).findFirst().orElseThrow();
        WaitForAsyncUtils.asyncFx(focus::fire).get();
        waitFor(() -> view.tree() != whole && !view.busyProperty().get());
        String focused = CompareEntryPointsTest.flintDiff(APP.toString(), PLAIN.toString(), "--source-maps", MAPS.toString(),
                "--source-maps", PLAIN_MAPS.toString(), "--transform", "focus-function=main");
        // Both builds' main in one row: the minified build's s and the plain build's main are one function now.
        assertTrue(focused.startsWith("main total=2.223259 self=24.9 base=400.505238 compare=402.728497\n"), focused);
        assertShows(focused, view);
    }

    /**
     * Symbol files dropped on the window symbolicate both sides, as Load Symbols… a tab's threads: seed 002's native
     * profile against itself (testdata/native), with example.sym. Each side's figures are then {@code flint tree
     * --symbols}'s (flint diff has no symbols: the tree of one side is what they must equal), the deltas 0.
     */
    @Test
    void symbolsApplyToBothSidesAsFlintTreeSymbolsAppliesThem() throws Exception {
        Path nativeProfile = Path.of("testdata/native/example-native.json").toAbsolutePath();
        Path symbols = Path.of("testdata/native/example.sym").toAbsolutePath();
        CompareView view = CompareWindowTest.open(owner, nativeProfile, nativeProfile);
        assertTrue(DiffText.format(view.tree()).startsWith("0x03 total=0"), DiffText.format(view.tree()));

        DiffTree unsymbolicated = view.tree();
        WaitForAsyncUtils.asyncFx(() -> view.loadSymbols(List.of(symbols))).get();
        waitFor(() -> view.tree() != unsymbolicated && !view.busyProperty().get());
        String tree = CompareEntryPointsTest.flint("tree", nativeProfile.toString(), "--symbols", symbols.toString());
        assertEquals("""
                main total=10 self=2
                  doSomething total=6 self=6
                  someInterlude total=2 self=2
                """, tree);
        StringBuilder eachSide = new StringBuilder();
        for (String line : DiffText.format(view.tree()).lines().toList()) {
            Matcher diff = LINE.matcher(line);
            assertTrue(diff.matches(), line);
            assertEquals(diff.group(5), diff.group(6), "the same profile on both sides: " + line);
            eachSide.append(diff.group(1)).append(diff.group(2)).append(" total=").append(diff.group(5)).append('\n');
        }
        // flint tree's self figures aside, the lines agree: names, depths and totals.
        assertEquals(tree.replaceAll(" self=\\S+", ""), eachSide.toString());
        assertTrue(view.statusText().contains("Symbols applied: "), view.statusText());
        assertEquals("", view.messageText());
    }

    /** The view's tree is {@code cliText}, and so are the table's rows, every one opened. */
    private static void assertShows(String cliText, CompareView view) throws Exception {
        assertEquals(cliText, DiffText.format(view.tree()));
        List<String[]> rows = WaitForAsyncUtils.asyncFx(() -> tableRows(view)).get();
        List<String> lines = cliText.lines().toList();
        assertEquals(lines.size(), rows.size(), "one row per line of flint diff");
        for (int i = 0; i < lines.size(); i++) {
            Matcher line = LINE.matcher(lines.get(i));
            assertTrue(line.matches(), lines.get(i));
            String[] row = rows.get(i);
            assertEquals(line.group(1) + line.group(2), row[0], "row " + i);
            for (int column = 1; column <= 4; column++) {
                assertEquals(Double.parseDouble(line.group(column + 2)), Double.parseDouble(row[column]), 1e-6,
                        "row " + i + " (" + row[0].strip() + "), figure " + column);
            }
        }
    }

    /**
     * The table's rows in the order shown, every row opened: its function (indented two spaces per depth, as
     * flint diff's lines) and the figures of its node (Δ total, Δ self, base, compare).
     */
    private static List<String[]> tableRows(CompareView view) {
        List<String[]> rows = new ArrayList<>();
        DiffTree tree = view.tree();
        addRows(view.table().getRoot().getChildren(), 0, tree, rows);
        return rows;
    }

    private static void addRows(List<TreeItem<Integer>> items, int depth, DiffTree tree, List<String[]> rows) {
        for (TreeItem<Integer> item : items) {
            int node = item.getValue();
            rows.add(new String[] {"  ".repeat(depth) + tree.name(node), Double.toString(tree.deltaTotal(node)),
                    Double.toString(tree.deltaSelf(node)), Double.toString(tree.baseTotal(node)),
                    Double.toString(tree.compareTotal(node))});
            item.setExpanded(true);
            addRows(item.getChildren(), depth + 1, tree, rows);
        }
    }

    private static int node(DiffTree tree, String name) {
        for (int root : tree.roots()) {
            int found = find(tree, root, name);
            if (found >= 0) return found;
        }
        throw new AssertionError("no node " + name);
    }

    private static int find(DiffTree tree, int node, String name) {
        if (tree.name(node).equals(name)) return node;
        for (int child : tree.children(node)) {
            int found = find(tree, child, name);
            if (found >= 0) return found;
        }
        return -1;
    }

    private static void waitFor(java.util.function.BooleanSupplier condition) {
        dev.flint.ui.app.Fixtures.waitFor(condition);
    }
}
