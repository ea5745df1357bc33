package dev.flint.model;

import java.util.Arrays;

/**
 * Maps byte strings (a frame's text in a folded line) to ints without making a String per lookup: the
 * keys are copied once into an arena, the table is open-addressed with linear probing. The byte-keyed
 * sibling of {@link LongIntMap}: a text importer interns a frame by its raw bytes
 * before it decodes them, so the key is neither a number nor a String.
 */
public final class BytesIntMap {
    private byte[] arena = new byte[1 << 16];
    private int arenaSize;
    private int[] keyStart = new int[256];
    private int[] keyLength = new int[256];
    private int[] values = new int[256];
    private int size;
    /** Entry index + 1 per slot, 0 when empty. */
    private int[] slots = new int[512];

    /** The value of {@code bytes[start, end)}, or -1 when absent. */
    public int get(byte[] bytes, int start, int end) {
        int mask = slots.length - 1;
        for (int slot = hash(bytes, start, end) & mask; ; slot = (slot + 1) & mask) {
            int entry = slots[slot] - 1;
            if (entry < 0) return -1;
            if (matches(entry, bytes, start, end)) return values[entry];
        }
    }

    /** Adds a key that {@link #get} did not find. */
    public void put(byte[] bytes, int start, int end, int value) {
        if ((size + 1) * 2 > slots.length) rehash();
        int length = end - start;
        if (arenaSize + length > arena.length) arena = Arrays.copyOf(arena, Math.max(arena.length * 2, arenaSize + length));
        System.arraycopy(bytes, start, arena, arenaSize, length);
        if (size == values.length) {
            keyStart = Arrays.copyOf(keyStart, size * 2);
            keyLength = Arrays.copyOf(keyLength, size * 2);
            values = Arrays.copyOf(values, size * 2);
        }
        keyStart[size] = arenaSize;
        keyLength[size] = length;
        values[size] = value;
        arenaSize += length;
        insert(size++);
    }

    private void insert(int entry) {
        int mask = slots.length - 1;
        int slot = hash(arena, keyStart[entry], keyStart[entry] + keyLength[entry]) & mask;
        while (slots[slot] != 0) slot = (slot + 1) & mask;
        slots[slot] = entry + 1;
    }

    private void rehash() {
        slots = new int[slots.length * 2];
        for (int entry = 0; entry < size; entry++) insert(entry);
    }

    private boolean matches(int entry, byte[] bytes, int start, int end) {
        return keyLength[entry] == end - start
                && Arrays.equals(arena, keyStart[entry], keyStart[entry] + keyLength[entry], bytes, start, end);
    }

    private static int hash(byte[] bytes, int start, int end) {
        int h = 0x811c9dc5;
        for (int i = start; i < end; i++) h = (h ^ bytes[i]) * 0x01000193;
        return h ^ (h >>> 15);
    }
}
