package dev.flint.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.cli.Cli;
import dev.flint.export.ImageRenderer;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.ProfileThread;
import dev.flint.timeline.TimelineColors;
import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code flint export --format png} runs headless (the suite runs with java.awt.headless=true and no display),
 * decodes as a PNG of the asked size, and draws the boxes in the colours of the SVG.
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
    void aPngOfTheAskedSizeWithBoxesHeadless() throws Exception {
        assertTrue(GraphicsEnvironment.isHeadless());
        Path out = directory.resolve("node.png");
        assertEquals("", run("export", NODE, "--format", "png",
                "--output", out.toString(), "--size", "800x500"));
        BufferedImage image = ImageIO.read(out.toFile());
        assertEquals(800, image.getWidth());
        assertEquals(500, image.getHeight());
        int coloured = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xffffff) != 0xffffff) coloured++;
            }
        }
        assertTrue(coloured > 800 * 500 / 10, coloured + " pixels not white");
        // The heaviest root, main (2/3 of the width), stands on the bottom row in its script's colour.
        ProfileThread thread = ProfileLoader.load(Path.of(NODE)).threads().get(0);
        int main = -1;
        for (int func = 0; func < thread.funcs().size(); func++) if (thread.funcName(func).equals("main")) main = func;
        String url = thread.strings().get(thread.funcs().fileName(main));
        assertEquals(TimelineColors.argbForScriptUrl(url) & 0xffffff, image.getRGB(200, 500 - 10 - 12) & 0xffffff);
    }

    @Test
    void aDeepTreeIsCutToTheSize() throws Exception {
        StringBuilder stack = new StringBuilder("f0");
        for (int i = 1; i < 400; i++) stack.append(";f").append(i);
        Path folded = directory.resolve("deep.folded");
        java.nio.file.Files.writeString(folded, stack + " 1\n");
        Path out = directory.resolve("deep.png");
        run("export", folded.toString(), "--format", "png", "--output", out.toString(), "--size", "300x200");
        BufferedImage image = ImageIO.read(out.toFile());
        assertEquals(300, image.getWidth());
        assertEquals(200, image.getHeight());
    }
}
