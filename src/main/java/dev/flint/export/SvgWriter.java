package dev.flint.export;

import java.io.IOException;
import java.io.Writer;
import java.util.Locale;

/**
 * A {@link FlamePicture} as SVG: a title and legend line, then one {@code <g class="box">} per box holding
 * its {@code <title>} (name, total, share: the tooltip a browser shows), its {@code <rect>} and, where it
 * fits, its name as {@code <text>} (cut with {@code ..}, FlameGraph's convention) in the label colour that
 * reads on the box. Clicking a box zooms to it, as in FlameGraph ({@link SvgZoom}). Names are XML-escaped,
 * and characters XML cannot hold at all become U+FFFD, so any profile gives a well-formed file.
 */
public final class SvgWriter {
    /** The width of an average character of the label font, as a share of its size (Verdana-like). */
    static final double CHAR_WIDTH = 0.59;

    private SvgWriter() {}

    public static void write(FlamePicture picture, Writer out) throws IOException {
        int width = picture.width();
        int height = picture.height();
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n");
        out.write("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" + width + "\" height=\"" + height
                + "\" viewBox=\"0 0 " + width + " " + height + "\" font-family=\"Verdana, DejaVu Sans, sans-serif\" font-size=\""
                + FlamePicture.FONT_SIZE + "\">\n");
        out.write(SvgZoom.script(width));
        out.write("<rect x=\"0\" y=\"0\" width=\"" + width + "\" height=\"" + height + "\" fill=\"#ffffff\"/>\n");
        out.write("<text x=\"" + width / 2 + "\" y=\"" + FlamePicture.TITLE_BASELINE + "\" text-anchor=\"middle\" font-size=\""
                + FlamePicture.TITLE_FONT_SIZE + "\" font-weight=\"bold\">");
        out.write(Xml.escape(picture.heading()));
        out.write("</text>\n<text x=\"" + width / 2 + "\" y=\"" + FlamePicture.LEGEND_BASELINE
                + "\" text-anchor=\"middle\" fill=\"#333333\">");
        out.write(Xml.escape(picture.subheading()));
        out.write("</text>\n<text id=\"reset\" x=\"" + FlamePicture.MARGIN + "\" y=\"" + FlamePicture.TITLE_BASELINE
                + "\" fill=\"#0969da\" style=\"display:none;cursor:pointer\">Reset zoom</text>\n");
        double rowHeight = picture.rowHeight();
        double boxHeight = Math.max(1, rowHeight - 1);
        for (int box = 0; box < picture.boxCount(); box++) {
            double x = picture.x(box);
            double y = picture.y(box);
            double w = picture.boxWidth(box);
            String label = hex(picture.labelArgb(box));
            out.write("<g class=\"box\" data-label=\"" + label + "\" style=\"cursor:pointer\"><title>");
            out.write(Xml.escape(picture.tooltip(box)));
            // A pixel of gap between neighbours wide enough to spare it, as FlameGraph draws them.
            out.write("</title><rect x=\"" + number(x) + "\" y=\"" + number(y) + "\" width=\"" + number(w >= 3 ? w - 1 : w)
                    + "\" height=\"" + number(boxHeight) + "\" data-x=\"" + number(x) + "\" data-w=\"" + number(w)
                    + "\" fill=\"" + hex(picture.argb(box)) + "\" rx=\"2\"/>");
            String text = FlamePicture.fit(picture.name(box), (int) ((w - 6) / (FlamePicture.FONT_SIZE * CHAR_WIDTH)));
            if (!text.isEmpty()) {
                out.write("<text x=\"" + number(x + 3) + "\" y=\"" + number(y + rowHeight / 2 + 4) + "\" fill=\"" + label + "\">");
                out.write(Xml.escape(text));
                out.write("</text>");
            }
            out.write("</g>\n");
        }
        out.write("</svg>\n");
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }

    private static String hex(int argb) {
        return String.format(Locale.ROOT, "#%06x", argb & 0xffffff);
    }
}
