package dev.flint.viewmodel;

import java.util.Locale;

/**
 * What the loading card says while a file is read: how much of it is read and, once the rate is known, about
 * how long is left ("Loading trace.json.gz: 412 of 1,050 MB, about 6 s left"). The estimate is the bytes left
 * at the average rate so far: a file is read front to back at a steady pace, so the average is a fair guess,
 * and it is given only after a second and a percent, before which a rate says nothing.
 */
public final class LoadProgressText {
    /** Below this much reading time, or this share of the file, no time left is given. */
    private static final long MIN_ELAPSED_NANOS = 1_000_000_000L;
    private static final double MIN_DONE_SHARE = 0.01;

    private final String fileName;
    private final long startNanos;

    /** @param startNanos {@link System#nanoTime()} when reading began */
    public LoadProgressText(String fileName, long startNanos) {
        this.fileName = fileName;
        this.startNanos = startNanos;
    }

    /**
     * The line for {@code done} of {@code total} bytes read at {@code nowNanos}; the plain "Loading NAME…"
     * when the total is unknown (a pipe, a stream).
     */
    public String text(long done, long total, long nowNanos) {
        if (total <= 0 || done < 0) return "Loading " + fileName + "\u2026";
        long shownDone = Math.min(done, total);
        String sizes = megabytes(shownDone, total);
        StringBuilder text = new StringBuilder("Loading ").append(fileName).append(": ").append(sizes);
        long elapsed = nowNanos - startNanos;
        double share = (double) shownDone / total;
        if (elapsed >= MIN_ELAPSED_NANOS && share >= MIN_DONE_SHARE && shownDone < total) {
            double leftSeconds = elapsed / 1e9 * (total - shownDone) / shownDone;
            text.append(", ").append(timeLeft(leftSeconds));
        }
        return text.toString();
    }

    /** "412 of 1,050 MB" (MB = 10^6 bytes, as file managers show sizes); a file under a megabyte in kB. */
    static String megabytes(long done, long total) {
        if (total < 1_000_000) {
            return String.format(Locale.ROOT, "%,d of %,d kB", (done + 999) / 1000, (total + 999) / 1000);
        }
        return String.format(Locale.ROOT, "%,d of %,d MB", done / 1_000_000, (total + 999_999) / 1_000_000);
    }

    /** Rounded so the figure does not flicker: seconds under a minute (to 5 s past 10 s), then minutes. */
    static String timeLeft(double seconds) {
        if (seconds < 10) return "about " + Math.max(1, Math.round(seconds)) + " s left";
        if (seconds < 60) return "about " + Math.round(seconds / 5) * 5 + " s left";
        return "about " + Math.round(seconds / 60) + " min left";
    }
}
