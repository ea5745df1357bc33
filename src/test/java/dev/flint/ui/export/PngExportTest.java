package dev.flint.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.cli.Cli;
import dev.flint.export.FlamePicture;
import dev.flint.export.ImageRenderer;
import dev.flint.export.ImageSize;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.ProfileThread;
import dev.flint.testing.SharedTestdata;
import dev.flint.timeline.TimelineColors;
import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code flint export --format png} runs headless (the suite runs with java.awt.headless=true and no display),
 * decodes as a PNG of the asked width, draws the boxes in the colours of the SVG, and is readable: tall rows,
 * little blank canvas.
 */
class PngExportTest {
    private static final String NODE = "testdata/cpuprofile/node-small.cpuprofile";

    @TempDir
    Path directory;

    private static String run(String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Cli.run(args, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String errText = err.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, errText);
        return errText;
    }

    @Test
    void theRendererIsFoundAsAService() {
        assertTrue(ImageRenderer.find() instanceof AwtImageRenderer);
    }

    @Test
    void aPngOfTheAskedWidthWithBoxesInTheirScriptsColoursHeadless() throws Exception {
        assertTrue(GraphicsEnvironment.isHeadless());
        Path out = directory.resolve("node.png");
        assertEquals("", run("export", NODE, "--format", "png",
                "--output", out.toString(), "--size", "800x500"));
        BufferedImage image = ImageIO.read(out.toFile());
        assertEquals(800, image.getWidth());
        // The heaviest root, main (2/3 of the width), stands on the bottom row in its script's colour (as the app's
        // light theme shows it).
        ProfileThread thread = ProfileLoader.load(Path.of(NODE)).threads().get(0);
        int main = -1;
        for (int func = 0; func < thread.funcs().size(); func++) if (thread.funcName(func).equals("main")) main = func;
        String url = thread.strings().get(thread.funcs().fileName(main));
        int bottomRow = image.getHeight() - FlamePicture.BOTTOM_MARGIN - 3;
        assertEquals(dev.flint.timeline.Palette.forTheme(TimelineColors.argbForScriptUrl(url), false) & 0xffffff,
                image.getRGB(200, bottomRow) & 0xffffff);
    }

    /**
     * Real profiles at the default size (DESIGN.md "Export details"): rows at least 16 pixels (measured as the
     * root box's run of one colour down its left edge), and at most 10 % of the picture's pixel rows blank
     * (white from edge to edge in bands of 3 rows or more: the band a fixed-height picture left above a
     * shallow graph; the 1-pixel gap between rows of boxes is not a band).
     */
    @ParameterizedTest
    @ValueSource(strings = {NODE, "testdata/markers/chrome-user-timing.json.gz",
            "testdata/timeline/chromium-startup.json.gz", "testdata/calltree/seed-001.folded"})
    void aDefaultSizePictureHasTallRowsAndLittleBlankCanvas(String file) throws Exception {
        checkDefaultSizePicture(file);
    }

    @Tag(SharedTestdata.TAG)
    @Test
    void aDefaultSizePictureOfTheSharedMediumTraceHasTallRowsAndLittleBlankCanvas() throws Exception {
        checkDefaultSizePicture(SharedTestdata.file("chrome-trace/chrome-medium.array.json.gz").toString());
    }

    private void checkDefaultSizePicture(String file) throws Exception {
        Path out = directory.resolve("picture.png");
        run("export", file, "--format", "png", "--output", out.toString());
        BufferedImage image = ImageIO.read(out.toFile());
        assertEquals(ImageSize.DEFAULT.width(), image.getWidth());
        int blank = 0;
        int whiteRun = 0;
        for (int y = 0; y <= image.getHeight(); y++) {
            boolean white = y < image.getHeight();
            for (int x = 0; x < image.getWidth() && white; x++) white = (image.getRGB(x, y) & 0xffffff) == 0xffffff;
            if (white) {
                whiteRun++;
            } else {
                // The pixel of gap between two rows of boxes is not blank canvas: count bands of 3 rows or more.
                if (whiteRun >= 3) blank += whiteRun;
                whiteRun = 0;
            }
        }
        assertTrue(blank <= image.getHeight() / 10, file + ": " + blank + " of " + image.getHeight() + " pixel rows blank");
        int x = FlamePicture.MARGIN + 2;
        int y = image.getHeight() - FlamePicture.BOTTOM_MARGIN - 2;
        int root = image.getRGB(x, y);
        int run = 0;
        while (y - run >= 0 && image.getRGB(x, y - run) == root) run++;
        assertTrue(run >= FlamePicture.ROW_HEIGHT - 2, file + ": the root's box is " + run + " pixels tall");
    }

    @Test
    void aDeepTreeGrowsThePictureInsteadOfSquashingRows() throws Exception {
        StringBuilder stack = new StringBuilder("f0");
        for (int i = 1; i < 400; i++) stack.append(";f").append(i);
        Path folded = directory.resolve("deep.folded");
        java.nio.file.Files.writeString(folded, stack + " 1\n");
        Path out = directory.resolve("deep.png");
        run("export", folded.toString(), "--format", "png", "--output", out.toString(), "--size", "300x200");
        BufferedImage image = ImageIO.read(out.toFile());
        assertEquals(300, image.getWidth());
        assertEquals(FlamePicture.HEADING_HEIGHT + FlamePicture.BOTTOM_MARGIN + 400 * FlamePicture.ROW_HEIGHT,
                image.getHeight(), "400 rows of 16 pixels");
    }
}
