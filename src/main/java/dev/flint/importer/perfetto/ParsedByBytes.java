package dev.flint.importer.perfetto;

import java.util.Arrays;

/**
 * What was read from a message, by the message's bytes: a writer that sends the same message again and again (Chrome
 * sends every track's descriptor again after each clear of its sequence's state, a fifth of a Chromium trace's
 * bytes) has it read once; each later copy costs a hash and a comparison of its bytes. One slot per hash, holding
 * the last message of that hash: a collision costs a second reading, never a wrong one. Messages longer than
 * {@link #MAX_BYTES} are not kept.
 */
final class ParsedByBytes<T> {
    private static final int SLOTS = 4096;
    static final int MAX_BYTES = 1024;

    private final byte[][] keys = new byte[SLOTS][];
    private final Object[] values = new Object[SLOTS];

    /** What was kept for the {@code length} bytes at {@code at}, null when nothing was. */
    @SuppressWarnings("unchecked")
    T get(byte[] bytes, int at, int length) {
        if (length > MAX_BYTES) return null;
        int slot = StringCache.hash(bytes, at, length) & (SLOTS - 1);
        byte[] key = keys[slot];
        if (key == null || !Arrays.equals(key, 0, key.length, bytes, at, at + length)) return null;
        return (T) values[slot];
    }

    /** Keeps {@code value} as what the {@code length} bytes at {@code at} hold. */
    void put(byte[] bytes, int at, int length, T value) {
        if (length > MAX_BYTES) return;
        int slot = StringCache.hash(bytes, at, length) & (SLOTS - 1);
        keys[slot] = Arrays.copyOfRange(bytes, at, at + length);
        values[slot] = value;
    }
}
