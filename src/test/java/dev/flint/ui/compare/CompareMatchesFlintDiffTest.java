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
 * nothing of the plain build.
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
