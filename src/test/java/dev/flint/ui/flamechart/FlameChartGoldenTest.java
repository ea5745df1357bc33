package dev.flint.ui.flamechart;

import dev.flint.testing.GoldenImage;
import dev.flint.ui.common.FlameStyle;
import dev.flint.ui.common.Viewport;
import dev.flint.ui.session.FlameSelection;
import dev.flint.ui.testing.FreshStage;
import java.util.List;
import javafx.scene.canvas.Canvas;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The flame chart's renderer against golden pictures ({@link GoldenImage}: a tolerance for font rasterisation;
 * {@code -Dflint.golden.update=true} writes them again): two hand-made tracks (a main thread four calls deep, a
 * worker two deep) drawn whole into a 480×200 canvas, in the light and the dark style, with an entry selected and
 * a function highlighted. A changed colour, box, label, gap, header or ruler shows as a failed comparison.
 */
@FreshStage(width = 480, height = 200)
class FlameChartGoldenTest {
    private static final int WIDTH = 480;
    private static final int HEIGHT = 200;

    static List<ArrayTrack> tracks() {
        ArrayTrack main = new ArrayTrack("Main thread")
                .add(0, 0, 900, "main", 0xfff2c14e, 1)
                .add(1, 0, 400, "parse", 0xff7fb3d5, 2)
                .add(1, 450, 880, "render", 0xff82c785, 3)
                .add(2, 20, 200, "tokenize", 0xffc39bd3, 4)
                .add(2, 220, 380, "buildTree", 0xfff0a58f, 5)
                .add(2, 460, 700, "layout", 0xff76d7c4, 6)
                .add(2, 720, 860, "paint", 0xfff7dc6f, 7)
                .add(3, 480, 560, "measure", 0xffaab7b8, 8)
                .add(3, 580, 690, "measure", 0xffaab7b8, 8);
        ArrayTrack worker = new ArrayTrack("Worker")
                .add(0, 100, 600, "compute", 0xffe59866, 9)
                .add(1, 150, 300, "hash", 0xff85c1e9, 10)
                .add(1, 320, 580, "measure", 0xffaab7b8, 8);
        return List.of(main, worker);
    }

    /** The tracks drawn whole. */
    private static Canvas draw(FlameStyle style, FlameChartRenderer.Marks marks) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            List<ArrayTrack> tracks = tracks();
            Canvas canvas = new Canvas(WIDTH, HEIGHT);
            new FlameChartRenderer().draw(canvas.getGraphicsContext2D(), tracks, new TrackLayout(tracks, null),
                    Viewport.whole(0, 1000, WIDTH), 0, HEIGHT, style, marks);
            return canvas;
        }).get();
    }

    @Test
    void twoTracksInTheLightStyle() throws Exception {
        GoldenImage.assertMatches("flamechart-light", draw(FlameStyle.LIGHT, FlameChartRenderer.Marks.NONE));
    }

    @Test
    void aSelectedEntryAndAHighlightedFunctionInTheDarkStyle() throws Exception {
        // "render" selected; every "measure" (func 8) of the main thread highlighted.
        FlameChartRenderer.Marks marks = new FlameChartRenderer.Marks(new FlameSelection(0, 1, 1), 0, 8);
        GoldenImage.assertMatches("flamechart-dark-selected", draw(FlameStyle.DARK, marks));
    }
}
