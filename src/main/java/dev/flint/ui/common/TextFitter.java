package dev.flint.ui.common;

import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * Fits labels into bars without measuring every string with a scene-graph node: character widths of
 * printable ASCII are measured once per font, anything else counts as a wide character. Good enough to
 * elide, and cheap enough for thousands of labels per frame.
 */
public final class TextFitter {
    private static final String ELLIPSIS = "\u2026";

    private final double[] asciiWidthPx = new double[128];
    private final double wideWidthPx;
    private final double ellipsisWidthPx;

    public TextFitter(Font font) {
        Text probe = new Text();
        probe.setFont(font);
        for (char c = 32; c < 127; c++) {
            probe.setText(String.valueOf(c));
            asciiWidthPx[c] = probe.getLayoutBounds().getWidth();
        }
        probe.setText("M");
        wideWidthPx = probe.getLayoutBounds().getWidth();
        probe.setText(ELLIPSIS);
        ellipsisWidthPx = probe.getLayoutBounds().getWidth();
    }

    double widthPx(char c) {
        return c < 128 ? asciiWidthPx[c] : wideWidthPx;
    }

    /** The width of {@code text} as {@link #fit} counts it. */
    public double widthPx(String text) {
        double total = 0;
        for (int i = 0; i < text.length(); i++) total += text.charAt(i) == '\u2026' ? ellipsisWidthPx : widthPx(text.charAt(i));
        return total;
    }

    /** {@code text} cut with an ellipsis to fit {@code availablePx}; null when not even one char fits. */
    public String fit(String text, double availablePx) {
        double total = 0;
        int length = text.length();
        for (int i = 0; i < length; i++) {
            total += widthPx(text.charAt(i));
            if (total > availablePx) return elide(text, availablePx);
        }
        return text;
    }

    private String elide(String text, double availablePx) {
        double budget = availablePx - ellipsisWidthPx;
        double used = 0;
        int keep = 0;
        while (keep < text.length() && used + widthPx(text.charAt(keep)) <= budget) {
            used += widthPx(text.charAt(keep));
            keep++;
        }
        return keep == 0 ? null : text.substring(0, keep) + ELLIPSIS;
    }
}
