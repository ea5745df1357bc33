package dev.flint.calltree;

import dev.flint.model.IntColumn;

/**
 * The Firefox Profiler's compact encoding of a func index list, read inside the old index form of transforms
 * ({@link LegacyTransformText}).
 * Each number is written in base 32, most significant digit first, with the 64 characters
 * {@code 0-9 a-z A-Z . _}: a character's low 5 bits are a digit, its 6th bit says more digits follow.
 * {@code w} (a redundant leading zero with the continuation bit) before a number means "every integer
 * from the previous number up or down to this one" (Flint wrote it for runs of three or more numbers
 * stepping by +1 or -1). Examples: {@code [0]} is {@code 0}, {@code [9,10]} is {@code 9a},
 * {@code [0,1,2]} is {@code 0w2}, {@code [31,167,32,33,34,35]} is {@code vB7x0wx3}.
 */
final class PathCodec {
    private static final String ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ._";
    private static final char RANGE = 'w';

    private PathCodec() {}

    /** @throws IllegalArgumentException naming the text when it is not a valid encoding */
    static CallNodePath decode(String text) {
        IntColumn funcs = new IntColumn(text.length());
        int i = 0;
        while (i < text.length()) {
            boolean range = text.charAt(i) == RANGE;
            if (range) {
                if (funcs.size() == 0) throw bad(text);
                i++;
            }
            long value = 0;
            boolean more = true;
            int digits = 0;
            while (more) {
                if (i >= text.length()) throw bad(text);
                int code = ALPHABET.indexOf(text.charAt(i++));
                if (code < 0) throw bad(text);
                value = (value << 5) | (code & 31);
                more = code >= 32;
                if (++digits > 7 || value > Integer.MAX_VALUE) throw bad(text);
            }
            int number = (int) value;
            if (range) {
                int previous = funcs.get(funcs.size() - 1);
                int step = number > previous ? 1 : -1;
                for (int v = previous + step; v != number + step; v += step) funcs.add(v);
            } else {
                funcs.add(number);
            }
        }
        return CallNodePath.wrap(funcs.toArray());
    }

    private static IllegalArgumentException bad(String text) {
        return new IllegalArgumentException("\"" + text + "\" is not an encoded call node path");
    }
}
