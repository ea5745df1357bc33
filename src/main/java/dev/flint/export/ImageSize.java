package dev.flint.export;

/** A picture's size in pixels, as {@code --size WxH} gives it. */
public record ImageSize(int width, int height) {
    /** Past this many pixels a picture would take gigabytes to draw. */
    static final long MAX_PIXELS = 1L << 26;
    public static final ImageSize DEFAULT = new ImageSize(1600, 900);

    public ImageSize {
        if (width < 16 || height < 16 || (long) width * height > MAX_PIXELS) {
            throw new IllegalArgumentException("--size " + width + "x" + height
                    + ": a picture must be at least 16x16 and at most " + MAX_PIXELS + " pixels");
        }
    }

    /** {@code WxH}, e.g. {@code 1600x900}. @throws IllegalArgumentException naming what is wrong */
    public static ImageSize parse(String text) {
        int x = text.indexOf('x');
        try {
            if (x > 0) return new ImageSize(Integer.parseInt(text.substring(0, x)), Integer.parseInt(text.substring(x + 1)));
        } catch (NumberFormatException e) {
            // falls through to the message below
        }
        throw new IllegalArgumentException("--size takes WIDTHxHEIGHT in pixels, like 1600x900, not " + text);
    }
}
