package dev.flint.ui.export;

import dev.flint.export.FlamePicture;
import dev.flint.export.ImageRenderer;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import javax.imageio.ImageIO;

/**
 * Draws a {@link FlamePicture} into an image with java.awt and encodes it as PNG. Works headless
 * ({@code -Djava.awt.headless=true}, which {@code flint export} sets): an off-screen image needs no display.
 * Labels are measured with the font's real metrics, so they fit more exactly than the SVG's estimate.
 */
public final class AwtImageRenderer implements ImageRenderer {
    @Override
    public void writePng(FlamePicture picture, OutputStream out) throws IOException {
        BufferedImage image = new BufferedImage(picture.width(), picture.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            draw(picture, g);
        } finally {
            g.dispose();
        }
        if (!ImageIO.write(image, "png", out)) throw new IOException("this Java has no PNG encoder");
    }

    private static void draw(FlamePicture picture, Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, picture.width(), picture.height());
        Font headingFont = new Font(Font.SANS_SERIF, Font.BOLD, FlamePicture.TITLE_FONT_SIZE);
        Font labelFont = new Font(Font.SANS_SERIF, Font.PLAIN, FlamePicture.FONT_SIZE);
        g.setColor(Color.BLACK);
        centered(g, headingFont, picture.heading(), picture.width(), FlamePicture.TITLE_BASELINE);
        g.setColor(new Color(0x33, 0x33, 0x33));
        centered(g, labelFont, picture.subheading(), picture.width(), FlamePicture.LEGEND_BASELINE);
        double rowHeight = picture.rowHeight();
        double boxHeight = Math.max(1, rowHeight - 1);
        g.setFont(labelFont);
        FontMetrics metrics = g.getFontMetrics();
        // The label's baseline centres its capitals in the row.
        double baseline = (rowHeight + metrics.getAscent() - metrics.getDescent()) / 2;
        for (int box = 0; box < picture.boxCount(); box++) {
            double x = picture.x(box);
            double y = picture.y(box);
            double w = picture.boxWidth(box);
            g.setColor(new Color(picture.argb(box), false));
            // A pixel of gap between neighbours wide enough to spare it, as the SVG has.
            if (w >= 4) g.fill(new RoundRectangle2D.Double(x, y, w - 1, boxHeight, 3, 3));
            else g.fill(new Rectangle2D.Double(x, y, Math.max(w, 0.5), boxHeight));
            if (w < 20) continue;
            String label = fitted(picture.name(box), metrics, w - 6);
            if (label.isEmpty()) continue;
            g.setColor(new Color(picture.labelArgb(box), false));
            g.drawString(label, (float) (x + 3), (float) (y + baseline));
        }
    }

    private static void centered(Graphics2D g, Font font, String text, int width, int baseline) {
        g.setFont(font);
        FontMetrics metrics = g.getFontMetrics();
        String shown = fitted(text, metrics, width - 20);
        g.drawString(shown, (width - metrics.stringWidth(shown)) / 2f, baseline);
    }

    /** The longest prefix of {@code text} (cut with {@code ..}) that is at most {@code room} pixels wide. */
    private static String fitted(String text, FontMetrics metrics, double room) {
        if (metrics.stringWidth(text) <= room) return text;
        int chars = (int) Math.min(text.codePointCount(0, text.length()), room / Math.max(1, metrics.charWidth('m')) * 2);
        for (; chars >= 3; chars--) {
            String cut = FlamePicture.fit(text, chars);
            if (metrics.stringWidth(cut) <= room) return cut;
        }
        return "";
    }
}
