package dev.flint.export;

/** What {@code flint export --format} and File ▸ Export write. */
public enum ExportFormat {
    /** {@code a;b;c W} lines, one per stack with weight: FlameGraph's and async-profiler's format. */
    FOLDED("folded", "folded", "Folded stacks"),
    /** speedscope's file format: one sampled profile per thread. */
    SPEEDSCOPE("speedscope", "speedscope.json", "speedscope JSON"),
    /** A flame graph of the thread's call tree as SVG. */
    SVG("svg", "svg", "Flame graph (SVG)"),
    /** The same flame graph as a PNG picture. */
    PNG("png", "png", "Flame graph (PNG)");

    private final String key;
    private final String extension;
    private final String title;

    ExportFormat(String key, String extension, String title) {
        this.key = key;
        this.extension = extension;
        this.title = title;
    }

    /** The word {@code --format} takes. */
    public String key() { return key; }

    /** The file name ending a saved file gets, without the dot. */
    public String extension() { return extension; }

    /** What a format chooser shows. */
    public String title() { return title; }

    /** Whether the format is a picture of a size ({@code --size WxH}): SVG and PNG. */
    public boolean isPicture() { return this == SVG || this == PNG; }

    /** Whether the format holds every thread it is given (the others hold one). */
    public boolean holdsManyThreads() { return this == SPEEDSCOPE; }

    /** The format {@code key} names, null when none does. */
    public static ExportFormat fromKey(String key) {
        for (ExportFormat format : values()) {
            if (format.key.equals(key)) return format;
        }
        return null;
    }
}
