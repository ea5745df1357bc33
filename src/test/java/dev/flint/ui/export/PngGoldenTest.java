package dev.flint.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.cli.Cli;
import dev.flint.testing.GoldenImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code flint export --format png} (the AWT renderer, headless) against a golden picture ({@link GoldenImage}: a
 * tolerance for font rasterisation; {@code -Dflint.golden.update=true} writes it again): testdata/diff's
 * before.folded at 480×240. A changed colour, box, label, heading or legend shows as a failed comparison.
 */
class PngGoldenTest {
    @TempDir
    Path directory;

    @Test
    void theExportOfASmallFoldedProfile() throws Exception {
        Path out = directory.resolve("before.png");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Cli.run(new String[] {"export", "testdata/diff/before.folded", "--format", "png", "--size",
                "480x240", "--output", out.toString()}, new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        GoldenImage.assertMatches("export-png-before", ImageIO.read(out.toFile()));
    }
}
