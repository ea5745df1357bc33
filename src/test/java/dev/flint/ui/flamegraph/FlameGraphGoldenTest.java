package dev.flint.ui.flamegraph;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.SampleRange;
import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.ProfileThread;
import dev.flint.testing.GoldenImage;
import dev.flint.ui.common.BoxColors;
import dev.flint.ui.common.FlameGraphRenderer;
import dev.flint.ui.common.FlameStyle;
import dev.flint.ui.testing.FreshStage;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.canvas.Canvas;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The flame graph's renderer against golden pictures ({@link GoldenImage}: a tolerance for font rasterisation;
 * {@code -Dflint.golden.update=true} writes them again): a hand-made profile of ten samples in folded stacks,
 * laid out and drawn whole into a 480×160 canvas, as a flame (root at the bottom, a box selected) and as an
 * icicle with a search on (the boxes it does not match faded). A changed colour, box, label or gap shows as a
 * failed comparison.
 */
@FreshStage(width = 480, height = 160)
class FlameGraphGoldenTest {
    private static final int WIDTH = 480;
    private static final int HEIGHT = 160;
    private static final String FOLDED = """
            main;parse;tokenize 2
            main;parse;buildTree 1
            main;render;layout;measure 2
            main;render;layout 1
            main;render;paint 3
            idle 1
            """;

    @TempDir
    Path directory;

    private FlameGraphLayout layout() throws Exception {
        Path file = directory.resolve("hand-made.folded");
        Files.writeString(file, FOLDED);
        ProfileThread thread = ProfileLoader.load(file).threads().get(0);
        return FlameGraphLayout.of(CallTree.build(thread,
                new CallTreeOptions(Implementation.COMBINED, false, SampleRange.ALL, -1)));
    }

    private static int boxNamed(FlameGraphLayout layout, String name) {
        for (int box = 0; box < layout.boxCount(); box++) {
            if (layout.tree().name(layout.node(box)).equals(name)) return box;
        }
        throw new AssertionError("no box " + name);
    }

    private static Canvas draw(FlameGraphLayout layout, boolean rootAtBottom, FlameGraphRenderer.Marks marks)
            throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            Canvas canvas = new Canvas(WIDTH, HEIGHT);
            new FlameGraphRenderer().draw(canvas.getGraphicsContext2D(), layout, 0, layout.total(), WIDTH, HEIGHT, 0,
                    rootAtBottom, FlameStyle.LIGHT, BoxColors.byFunction(), marks);
            return canvas;
        }).get();
    }

    @Test
    void aFlameWithASelectedBox() throws Exception {
        FlameGraphLayout layout = layout();
        Canvas drawn = draw(layout, true, new FlameGraphRenderer.Marks(boxNamed(layout, "layout"), -1, null));
        GoldenImage.assertMatches("flamegraph-flame-selected", drawn);
    }

    @Test
    void anIcicleWithASearchOn() throws Exception {
        FlameGraphLayout layout = layout();
        boolean[] match = new boolean[layout.tree().nodeCount()];
        for (int box = 0; box < layout.boxCount(); box++) {
            String name = layout.tree().name(layout.node(box));
            if (name.equals("main") || name.equals("render") || name.equals("paint")) match[layout.node(box)] = true;
        }
        Canvas drawn = draw(layout, false, new FlameGraphRenderer.Marks(-1, -1, match));
        GoldenImage.assertMatches("flamegraph-icicle-search", drawn);
    }
}
