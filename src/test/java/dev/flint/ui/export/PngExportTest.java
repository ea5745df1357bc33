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
 * decodes as a PNG of exactly the asked size, hangs from its roots at the top as the app's flame graph does,
 * draws the boxes in the colours of the SVG, and is readable: rows of 16 pixels or more, the graph from the
 * heading down with no blank band inside it. Issue 34: a 1600×900 request gave 1600×4140, the graph in a strip
 * at the bottom.
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
    void aPngOfTheAskedSizeWithBoxesInTheirScriptsColoursHeadless() throws Exception {
        assertTrue(GraphicsEnvironment.isHeadless());
        Path out = directory.resolve("node.png");
        assertEquals("", run("export", NODE, "--format", "png",
                "--output", out.toString(), "--size", "800x500"));
        BufferedImage image = ImageIO.read(out.toFile());
        assertEquals(800, image.getWidth());
        assertEquals(500, image.getHeight());
        // The heaviest root, main (2/3 of the width), is the first row under the heading, in its script's colour (as
        // the app's light theme shows it).
        ProfileThread thread = ProfileLoader.load(Path.of(NODE)).threads().get(0);
        int main = -1;
        for (int func = 0; func < thread.funcs().size(); func++) if (thread.funcName(func).equals("main")) main = func;
        String url = thread.strings().get(thread.funcs().fileName(main));
        int rootRow = FlamePicture.HEADING_HEIGHT + 3;
        assertEquals(dev.flint.timeline.Palette.forTheme(TimelineColors.argbForScriptUrl(url), false) & 0xffffff,
                image.getRGB(200, rootRow) & 0xffffff);
        assertEquals(0xffffff, image.getRGB(200, FlamePicture.HEADING_HEIGHT - 2) & 0xffffff, "heading above it");
    }

    /**
     * Real profiles at the default size: exactly 1600×900; the root's row right under the heading and at least 16
     * pixels tall (measured as the root box's run of one colour down its left edge); and no blank band between
     * the heading and the graph's last row (white from edge to edge in bands of 3 rows or more; the 1-pixel gap
     * between rows of boxes is not a band): blank canvas is only what a shallow graph leaves below itself.
     */
    @ParameterizedTest
    @ValueSource(strings = {NODE, "testdata/markers/chrome-user-timing.json.gz",
            "testdata/timeline/chromium-startup.json.gz", "testdata/calltree/seed-001.folded"})
    void aDefaultSizePictureHasTallRowsFromTheTopDown(String file) throws Exception {
        checkDefaultSizePicture(file);
    }

    @Tag(SharedTestdata.TAG)
    @Test
    void aDefaultSizePictureOfTheSharedMediumTraceHasTallRowsFromTheTopDown() throws Exception {
        checkDefaultSizePicture(SharedTestdata.file("chrome-trace/chrome-medium.array.json.gz").toString());
    }

    private void checkDefaultSizePicture(String file) throws Exception {
        Path out = directory.resolve("picture.png");
        run("export", file, "--format", "png", "--output", out.toString());
        BufferedImage image = ImageIO.read(out.toFile());
        assertEquals(ImageSize.DEFAULT.width(), image.getWidth(), file);
        assertEquals(ImageSize.DEFAULT.height(), image.getHeight(), file);
        int lastPainted = image.getHeight() - 1;
        while (lastPainted > 0 && whiteRow(image, lastPainted)) lastPainted--;
        int whiteRun = 0;
        for (int y = FlamePicture.HEADING_HEIGHT; y <= lastPainted; y++) {
            whiteRun = whiteRow(image, y) ? whiteRun + 1 : 0;
            assertTrue(whiteRun < 3, file + ": a blank band inside the graph at y " + y);
        }
        int x = FlamePicture.MARGIN + 2;
        int y = FlamePicture.HEADING_HEIGHT;
        int root = image.getRGB(x, y);
        assertTrue((root & 0xffffff) != 0xffffff, file + ": no root box under the heading");
        int run = 0;
        while (y + run < image.getHeight() && image.getRGB(x, y + run) == root) run++;
        assertTrue(run >= FlamePicture.ROW_HEIGHT - 1, file + ": the root's box is " + run + " pixels tall");
    }

    private static boolean whiteRow(BufferedImage image, int y) {
        for (int x = 0; x < image.getWidth(); x++) if ((image.getRGB(x, y) & 0xffffff) != 0xffffff) return false;
        return true;
    }

    /** A graph 400 calls deep at several sizes: the picture keeps the size, rows stay legible, one warning line. */
    @ParameterizedTest
    @ValueSource(strings = {"300x200", "1600x900", "800x3000", "1600x6444"})
    void aDeepTreeKeepsTheAskedSizeAndSaysWhichRowsItLeftOut(String size) throws Exception {
        StringBuilder stack = new StringBuilder("f0");
        for (int i = 1; i < 400; i++) stack.append(";f").append(i);
        Path folded = directory.resolve("deep.folded");
        java.nio.file.Files.writeString(folded, stack + " 1\n");
        Path out = directory.resolve("deep.png");
        String warning = run("export", folded.toString(), "--format", "png", "--output", out.toString(), "--size", size);
        BufferedImage image = ImageIO.read(out.toFile());
        ImageSize asked = ImageSize.parse(size);
        assertEquals(asked.width(), image.getWidth());
        assertEquals(asked.height(), image.getHeight());
        int shown = Math.min(400, (asked.height() - FlamePicture.HEADING_HEIGHT - FlamePicture.BOTTOM_MARGIN) / 16);
        String expected = shown == 400 ? "" : "warning: " + folded + ": the flame graph is 400 rows deep; " + size
                + " holds " + shown + " rows of 16 pixels, the least that keeps names legible: the " + (400 - shown)
                + " deepest rows are left out (--size " + asked.width() + "x6444 shows them all)\n";
        assertEquals(expected, warning);
        // f0 (the root) fills the first row under the heading; the last row shown ends above the bottom margin.
        int color = image.getRGB(FlamePicture.MARGIN + 2, FlamePicture.HEADING_HEIGHT + 1);
        assertTrue((color & 0xffffff) != 0xffffff, size + ": no root box under the heading");
        int lastRowBottom = FlamePicture.HEADING_HEIGHT + shown * FlamePicture.ROW_HEIGHT - 2;
        assertTrue((image.getRGB(FlamePicture.MARGIN + 2, lastRowBottom) & 0xffffff) != 0xffffff, size + ": last row");
        assertEquals(0xffffff, image.getRGB(FlamePicture.MARGIN + 2, lastRowBottom + 2) & 0xffffff, size + ": below it");
    }
}
