package dev.flint.timeline;

/**
 * What every view (flame chart, flame graph, exported pictures) does with a box colour from
 * {@link FrameColors} or {@link TimelineColors}: each theme's variant of it, and the label colour that
 * reads on it. DevTools' script colours are pastels (lightness 85 %, a chroma of 0.15-0.24): next to a modern
 * light UI they wash out into the white page, so the light theme keeps each hue and deepens them (lightness
 * about 71 %, saturation raised); on a dark page they glare, so the dark theme keeps each hue and takes the
 * lightness down. Greys (idle, program, other) stay grey in the light theme. A label is near-black or white,
 * whichever has more contrast with its box: one of the two always reaches WCAG's 4.5:1 (the worst box, of
 * relative luminance 0.18, still gives 4.58:1 with pure black and white).
 */
public final class Palette {
    /** Label colours: near-black on light boxes, white on dark ones. */
    public static final int DARK_LABEL = 0xff000000;
    public static final int LIGHT_LABEL = 0xffffffff;
    /** The most relative luminance a dark theme's box has: white labels read on it at 6:1 or better. */
    static final double MAX_DARK_LUMINANCE = 0.12;
    /** WCAG's minimum contrast for normal text. */
    public static final double MIN_CONTRAST = 4.5;
    /** Below this HSL saturation a colour is a grey, which the light theme leaves as it is. */
    static final double GREY_SATURATION = 0.12;
    /** The least chroma (max - min channel, 0-1) a tinted box has in the light theme (DevTools' pastels have 0.24 at most): it reads as a colour on white. */
    public static final double MIN_LIGHT_CHROMA = 0.3;

    private Palette() {}

    /** {@code argb} as the given theme shows it: deepened on the light theme, darker on the dark one. */
    public static int forTheme(int argb, boolean dark) {
        return dark ? forDarkTheme(argb) : forLightTheme(argb);
    }

    private static int forLightTheme(int argb) {
        double[] hsl = hsl(argb);
        if (hsl[1] < GREY_SATURATION) return argb;
        // Lightness 0.85 (a script's pastel) becomes 0.71, 0.7 (a native frame, a generic trace's names) 0.62;
        // colours at or under 0.5 (DevTools' category colours are about there) keep theirs. Saturation 0.5 becomes
        // 0.68, 0.8 0.87: chroma 0.39 or more where DevTools' pastels had 0.15-0.24.
        double lightness = hsl[2] > 0.5 ? 0.5 + (hsl[2] - 0.5) * 0.6 : hsl[2];
        double saturation = hsl[1] + (1 - hsl[1]) * 0.35;
        int themed = TimelineColors.hslToArgb(hsl[0], saturation, lightness);
        return (argb & 0xff000000) | (themed & 0xffffff);
    }

    private static int forDarkTheme(int argb) {
        double[] hsl = hsl(argb);
        // Lightness 0.85 (a script's pastel) becomes 0.29, 0.7 (a generic trace's names) 0.33: the hue stays
        // recognisable, the box no longer outshines the text around it.
        double lightness = 0.255 + (1 - hsl[2]) * 0.25;
        double saturation = hsl[1] * 0.8;
        int themed = TimelineColors.hslToArgb(hsl[0], saturation, lightness);
        // Yellows and greens look lighter at one lightness than blues: darken them until they are as dim.
        while (luminance(themed) > MAX_DARK_LUMINANCE && lightness > 0.1) {
            lightness -= 0.02;
            themed = TimelineColors.hslToArgb(hsl[0], saturation, lightness);
        }
        return (argb & 0xff000000) | (themed & 0xffffff);
    }

    /** The label colour with the most contrast on a box of colour {@code boxArgb}. */
    public static int labelOn(int boxArgb) {
        return contrast(boxArgb, DARK_LABEL) >= contrast(boxArgb, LIGHT_LABEL) ? DARK_LABEL : LIGHT_LABEL;
    }

    /** WCAG 2's contrast ratio of two opaque colours, from 1 to 21. */
    public static double contrast(int argbA, int argbB) {
        double a = luminance(argbA);
        double b = luminance(argbB);
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    }

    /** The colour's chroma: its largest channel less its smallest, from 0 (grey) to 1. */
    public static double chroma(int argb) {
        int r = (argb >> 16) & 0xff;
        int g = (argb >> 8) & 0xff;
        int b = argb & 0xff;
        return (Math.max(r, Math.max(g, b)) - Math.min(r, Math.min(g, b))) / 255.0;
    }

    /** WCAG 2's relative luminance of an sRGB colour. */
    public static double luminance(int argb) {
        return 0.2126 * linear((argb >> 16) & 0xff) + 0.7152 * linear((argb >> 8) & 0xff) + 0.0722 * linear(argb & 0xff);
    }

    private static double linear(int channel) {
        double c = channel / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    /** Hue in degrees, saturation and lightness in [0, 1]. */
    static double[] hsl(int argb) {
        double r = ((argb >> 16) & 0xff) / 255.0;
        double g = ((argb >> 8) & 0xff) / 255.0;
        double b = (argb & 0xff) / 255.0;
        double max = Math.max(r, Math.max(g, b));
        double min = Math.min(r, Math.min(g, b));
        double lightness = (max + min) / 2;
        double chroma = max - min;
        if (chroma == 0) return new double[] {0, 0, lightness};
        double saturation = chroma / (1 - Math.abs(2 * lightness - 1));
        double hue;
        if (max == r) hue = 60 * (((g - b) / chroma) % 6);
        else if (max == g) hue = 60 * ((b - r) / chroma + 2);
        else hue = 60 * ((r - g) / chroma + 4);
        return new double[] {(hue + 360) % 360, Math.min(1, saturation), lightness};
    }
}
