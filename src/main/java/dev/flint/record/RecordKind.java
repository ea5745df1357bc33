package dev.flint.record;

import java.util.Locale;

/** What {@code flint record KIND} runs; {@link #id()} is the word on the command line and in the dialog. */
public enum RecordKind {
    NODE("json", "cpuprofile"),
    CHROME("json", "json"),
    JVM("jfr", "jfr"),
    PERF("perf.txt", "perf.txt");

    private final String extension;
    private final String attachExtension;

    RecordKind(String extension, String attachExtension) {
        this.extension = extension;
        this.attachExtension = attachExtension;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The extension of the file this kind writes: a launched node run is a trace of threads, an attached one a .cpuprofile. */
    public String extension(boolean attach) {
        return attach ? attachExtension : extension;
    }

    /** The kind named {@code id}, or null. */
    public static RecordKind of(String id) {
        for (RecordKind kind : values()) if (kind.id().equals(id)) return kind;
        return null;
    }
}
