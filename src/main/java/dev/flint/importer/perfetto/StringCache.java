package dev.flint.importer.perfetto;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The strings of one read by their UTF-8 bytes: a trace sends the same names again and again (Chrome clears a
 * sequence's interned data every few hundred packets and interns its event names afresh; every V8 event
 * carries its function's name and URL), so each distinct short string is decoded once and shared. Open
 * addressing on the bytes' hash; strings longer than {@link #MAX_CACHED_BYTES} and strings past
 * {@link #MAX_ENTRIES} are decoded every time, so a file cannot grow the cache without bound.
 */
final class StringCache {
    static final int MAX_CACHED_BYTES = 256;
    static final int MAX_ENTRIES = 1 << 16;

    private byte[][] keys = new byte[1024][];
    private String[] values = new String[1024];
    private int size;

    /** The string of {@code length} UTF-8 bytes of {@code bytes} from {@code offset}. */
    String get(byte[] bytes, int offset, int length) {
        if (length == 0) return "";
        if (length > MAX_CACHED_BYTES) return new String(bytes, offset, length, StandardCharsets.UTF_8);
        int hash = hash(bytes, offset, length);
        int mask = keys.length - 1;
        for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
            byte[] key = keys[slot];
            if (key == null) {
                String value = new String(bytes, offset, length, StandardCharsets.UTF_8);
                if (size < MAX_ENTRIES) add(slot, Arrays.copyOfRange(bytes, offset, offset + length), value);
                return value;
            }
            if (key.length == length && Arrays.equals(key, 0, length, bytes, offset, offset + length)) return values[slot];
        }
    }

    private void add(int slot, byte[] key, String value) {
        keys[slot] = key;
        values[slot] = value;
        if (++size * 2 > keys.length) grow();
    }

    private void grow() {
        byte[][] oldKeys = keys;
        String[] oldValues = values;
        keys = new byte[oldKeys.length * 2][];
        values = new String[oldKeys.length * 2];
        int mask = keys.length - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            byte[] key = oldKeys[i];
            if (key == null) continue;
            int slot = hash(key, 0, key.length) & mask;
            while (keys[slot] != null) slot = (slot + 1) & mask;
            keys[slot] = key;
            values[slot] = oldValues[i];
        }
    }

    /** Eight bytes at a time: a V8 event's URL, hashed for every event that carries it, is some hundred bytes. */
    private static final java.lang.invoke.VarHandle LONGS =
            java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

    static int hash(byte[] bytes, int offset, int length) {
        long hash = length;
        int i = offset;
        for (int end = offset + length - 7; i < end; i += 8) hash = (hash + (long) LONGS.get(bytes, i)) * 0x9E3779B97F4A7C15L;
        for (int end = offset + length; i < end; i++) hash = (hash + bytes[i]) * 0x9E3779B97F4A7C15L;
        return (int) (hash ^ (hash >>> 32));
    }
}
