package dev.flint.testing;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Compares a rendered picture with a committed golden PNG under {@code src/test/resources/golden/}, with room
 * for font rasterisation: a pixel differs when one of its channels is more than {@link #CHANNEL_TOLERANCE} away
 * from the golden's. Pixels around text (where the golden's 3×3 neighbourhood holds three colours or more:
 * glyphs and their anti-aliasing; box edges next to a gap count too) may differ up to {@link #TEXT_FRACTION}
 * of them; every other pixel (box fills, background, straight edges) up to {@link #FLAT_FRACTION}, which a box
 * moved by 2 pixels or two colours swapped exceed many times over.
 *
 * <p>{@code -Dflint.golden.update=true} (e.g. {@code mvn -q -o test -Dtest='GoldenRendererTest'
 * -Dflint.golden.update=true}) writes the rendered pictures as the new golden files and skips the comparison;
 * look at them before committing. A failed comparison leaves the rendered picture and a map of the differing
 * pixels under {@code target/golden-failures/}.
 */
public final class GoldenImage {
    public static final String UPDATE_PROPERTY = "flint.golden.update";
    public static final Path DIRECTORY = Path.of("src/test/resources/golden");
    /** Per channel, 0-255: anti-aliasing and hinting move edge pixels by less than this. */
    public static final int CHANNEL_TOLERANCE = 40;
    /** Of the pixels away from text, the share that may differ. */
    public static final double FLAT_FRACTION = 0.001;
    /** Of the pixels around text, the share that may differ (another font build draws other glyphs). */
    public static final double TEXT_FRACTION = 0.35;

    private GoldenImage() {}

    /** Compares {@code argb} (row by row, {@code width} × {@code height}) with golden {@code name}.png. */
    public static void assertMatches(String name, int width, int height, int[] argb) throws IOException {
        BufferedImage actual = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        actual.setRGB(0, 0, width, height, argb, 0, width);
        assertMatches(name, actual);
    }

    /** Compares what {@code canvas} shows (a snapshot taken on the FX thread) with golden {@code name}.png. */
    public static void assertMatches(String name, javafx.scene.canvas.Canvas canvas) throws Exception {
        int width = (int) canvas.getWidth();
        int height = (int) canvas.getHeight();
        int[] argb = org.testfx.util.WaitForAsyncUtils.asyncFx(() -> {
            int[] pixels = new int[width * height];
            canvas.snapshot(null, null).getPixelReader().getPixels(0, 0, width, height,
                    javafx.scene.image.PixelFormat.getIntArgbInstance(), pixels, 0, width);
            return pixels;
        }).get();
        assertMatches(name, width, height, argb);
    }

    public static void assertMatches(String name, BufferedImage actual) throws IOException {
        Path golden = DIRECTORY.resolve(name + ".png");
        if (Boolean.getBoolean(UPDATE_PROPERTY)) {
            Files.createDirectories(DIRECTORY);
            ImageIO.write(actual, "png", golden.toFile());
            Assumptions.abort("wrote " + golden + " (" + UPDATE_PROPERTY + "): look at it before committing");
        }
        Assertions.assertTrue(Files.isRegularFile(golden), golden + " is missing: run with -D" + UPDATE_PROPERTY
                + "=true to write it");
        BufferedImage expected = ImageIO.read(golden.toFile());
        Comparison result = compare(expected, actual);
        if (result.failure() != null) {
            Path out = Path.of("target/golden-failures");
            Files.createDirectories(out);
            ImageIO.write(actual, "png", out.resolve(name + "-actual.png").toFile());
            if (result.differences() != null) ImageIO.write(result.differences(), "png", out.resolve(name + "-diff.png").toFile());
            Assertions.fail(name + ": " + result.failure() + " (the rendered picture and the differing pixels in red "
                    + "are in " + out.toAbsolutePath() + ")");
        }
    }

    /** What a comparison found: null failure when the pictures match; the differing pixels in red. */
    public record Comparison(String failure, BufferedImage differences) {}

    public static Comparison compare(BufferedImage expected, BufferedImage actual) {
        int width = expected.getWidth();
        int height = expected.getHeight();
        if (actual.getWidth() != width || actual.getHeight() != height) {
            return new Comparison("the picture is " + actual.getWidth() + "x" + actual.getHeight() + ", the golden "
                    + width + "x" + height, null);
        }
        int[] want = expected.getRGB(0, 0, width, height, null, 0, width);
        int[] got = actual.getRGB(0, 0, width, height, null, 0, width);
        boolean[] text = textPixels(want, width, height);
        BufferedImage differences = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        long textCount = 0;
        long textDiffering = 0;
        long flatDiffering = 0;
        for (int i = 0; i < want.length; i++) {
            boolean differs = channelDistance(want[i], got[i]) > CHANNEL_TOLERANCE;
            if (text[i]) textCount++;
            if (differs && text[i]) textDiffering++;
            if (differs && !text[i]) flatDiffering++;
            int grey = (luminance(want[i]) + 255 * 3) / 4;
            differences.setRGB(i % width, i / width, differs ? 0xff0000 : grey << 16 | grey << 8 | grey);
        }
        long flatCount = want.length - textCount;
        StringBuilder failure = new StringBuilder();
        if (flatDiffering > FLAT_FRACTION * flatCount) {
            failure.append(flatDiffering).append(" of ").append(flatCount).append(" pixels away from text differ (at most ")
                    .append((long) (FLAT_FRACTION * flatCount)).append(")");
        }
        if (textDiffering > TEXT_FRACTION * textCount) {
            if (!failure.isEmpty()) failure.append("; ");
            failure.append(textDiffering).append(" of ").append(textCount).append(" pixels around text differ (at most ")
                    .append((long) (TEXT_FRACTION * textCount)).append(")");
        }
        return new Comparison(failure.isEmpty() ? null : failure.toString(), differences);
    }

    /** Pixels whose 3×3 neighbourhood in the golden holds three colours or more. */
    static boolean[] textPixels(int[] argb, int width, int height) {
        boolean[] text = new boolean[argb.length];
        int[] seen = new int[9];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int colours = 0;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int nx = x + dx;
                        int ny = y + dy;
                        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
                        int colour = argb[ny * width + nx];
                        boolean known = false;
                        for (int c = 0; c < colours && !known; c++) known = seen[c] == colour;
                        if (!known) seen[colours++] = colour;
                    }
                }
                text[y * width + x] = colours >= 3;
            }
        }
        return text;
    }

    private static int channelDistance(int a, int b) {
        int distance = 0;
        for (int shift = 0; shift <= 24; shift += 8) {
            distance = Math.max(distance, Math.abs((a >>> shift & 0xff) - (b >>> shift & 0xff)));
        }
        return distance;
    }

    private static int luminance(int argb) {
        return ((argb >> 16 & 0xff) * 3 + (argb >> 8 & 0xff) * 6 + (argb & 0xff)) / 10;
    }
}
