package dev.flint.model;

import java.util.List;
import java.util.Locale;

/**
 * A file's content as a message may quote it (DESIGN.md: at most 200 characters of it, control characters
 * escaped {@code \xHH}, at most 10 alternatives listed). Every line that names a thread, a function, a path
 * or a line of a file goes through here, so a hostile name can neither drive the terminal nor fill it.
 */
public final class MessageText {
    /** Characters of a file's content one quoted piece may take. */
    public static final int MAX_QUOTED = 200;
    /** Alternatives a message lists before "and N more". */
    public static final int MAX_LISTED = 10;

    /** The fewest characters one listed alternative is cut to. */
    static final int MIN_ITEM = 20;

    private static final String ELISION = "...";

    private MessageText() {}

    /** {@code text} escaped and cut to {@link #MAX_QUOTED} characters. */
    public static String quote(String text) {
        return clip(ControlChars.escape(text), MAX_QUOTED);
    }

    /**
     * {@code text} cut to {@code max} characters by dropping its middle: a JSON path or a call path says
     * the most at both ends (where it starts, what it reached).
     */
    public static String clip(String text, int max) {
        if (text.length() <= max) return text;
        int keep = max - ELISION.length();
        int head = keep - keep / 3;
        int tail = keep - head;
        // Never split a surrogate pair: half of one prints as garbage.
        if (Character.isHighSurrogate(text.charAt(head - 1))) head--;
        int tailStart = text.length() - tail;
        if (Character.isLowSurrogate(text.charAt(tailStart))) tailStart++;
        return text.substring(0, head) + ELISION + text.substring(tailStart);
    }

    /**
     * The first {@link #MAX_LISTED} of {@code items}, escaped and joined by {@code ", "}, then
     * {@code ", and 4,990 more"} when there are more. The items share the {@link #MAX_QUOTED} characters
     * (each cut in its middle to its share, at least {@link #MIN_ITEM}), so a whole list quotes about as
     * much of the file as one piece does.
     */
    public static String list(List<String> items) {
        return list(items, items.size());
    }

    /**
     * As {@link #list(List)} for a list of {@code total} items of which the caller made only the first ones
     * ({@code first}, at least {@link #MAX_LISTED} of them when there are that many).
     */
    public static String list(List<String> first, int total) {
        StringBuilder text = new StringBuilder();
        int shown = Math.min(MAX_LISTED, first.size());
        int share = shown == 0 ? MAX_QUOTED : Math.max(MIN_ITEM, MAX_QUOTED / shown);
        for (int i = 0; i < shown; i++) {
            if (i > 0) text.append(", ");
            text.append(clip(ControlChars.escape(first.get(i)), share));
        }
        if (total > shown) text.append(", and ").append(count(total - shown)).append(" more");
        return text.toString();
    }

    /** A count with thousands separators, as messages print them: {@code 4,990}. */
    public static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
