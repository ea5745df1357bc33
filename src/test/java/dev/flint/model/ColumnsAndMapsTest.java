package dev.flint.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The primitive columns and maps: growth, checked indexes, untrusted size hints, every key value. */
class ColumnsAndMapsTest {
    @Test
    void intColumnGrowsKeepsOrderAndChecksIndexes() {
        IntColumn column = new IntColumn(2);
        for (int i = 0; i < 1000; i++) assertEquals(i, column.add(i * 3));
        assertEquals(1000, column.size());
        assertEquals(2997, column.last());
        column.set(5, -7);
        assertEquals(-7, column.get(5));
        assertThrows(IndexOutOfBoundsException.class, () -> column.get(1000));
        assertThrows(IndexOutOfBoundsException.class, () -> column.get(-1));
        assertThrows(IndexOutOfBoundsException.class, () -> column.set(1000, 1));
        column.truncate(3);
        assertArrayEquals(new int[] {0, 3, 6}, column.toArray());
        assertThrows(IndexOutOfBoundsException.class, () -> column.get(3), "truncated rows are gone");
    }

    @Test
    void aSizeHintFromAFileIsNotTrusted() {
        // A declared length of 2e9 must not reserve 8 GB; -5 must not throw NegativeArraySizeException.
        IntColumn huge = new IntColumn(2_000_000_000);
        assertTrue(huge.array().length <= 1 << 20, "presize capped, was " + huge.array().length);
        assertEquals(0, new LongColumn(-5).array().length);
        assertTrue(new DoubleColumn(Integer.MAX_VALUE).array().length <= 1 << 20);
        assertTrue(new LongIntMap(2_000_000_000, -1).size() == 0);
        new LongIntMap(-5, -1).put(1, 2);
    }

    @Test
    void trimmedArrayIsExactAndSharedOnlyWhenFull() {
        IntColumn column = new IntColumn(4);
        for (int i = 0; i < 4; i++) column.add(i);
        assertSame(column.array(), column.trimmedArray(), "exactly full: no copy");
        column.add(4);
        assertEquals(5, column.trimmedArray().length);
    }

    @Test
    void longAndDoubleColumns() {
        LongColumn longs = new LongColumn();
        longs.add(1L << 40);
        longs.add(-1);
        assertArrayEquals(new long[] {1L << 40, -1}, longs.toArray());
        DoubleColumn doubles = new DoubleColumn(0);
        for (int i = 0; i < 100; i++) doubles.add(i / 2.0);
        assertEquals(49.5, doubles.last());
        assertEquals(100, doubles.trimmedArray().length);
        assertThrows(IndexOutOfBoundsException.class, () -> doubles.get(100));
    }

    @Test
    void mapTakesEveryKeyIncludingExtremes() {
        LongIntMap map = new LongIntMap();
        long[] keys = {0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE, 1, 16, 32};
        for (int i = 0; i < keys.length; i++) assertEquals(-1, map.put(keys[i], i * 10));
        for (int i = 0; i < keys.length; i++) assertEquals(i * 10, map.get(keys[i]));
        assertEquals(-1, map.get(2));
        assertFalse(map.containsKey(2));
        assertEquals(0, map.putIfAbsent(0, 99), "an existing key keeps its value");
        assertEquals(0, map.get(0));
        assertEquals(80, map.put(32, 81), "put returns the earlier value");
        assertEquals(keys.length, map.size());
        assertEquals(-9, new LongIntMap(4, -9).get(1), "the missing value is the constructor's");
    }

    @Test
    void mapsAgreeWithHashMapOnRandomKeys() {
        Random random = new Random(42);
        LongIntMap ints = new LongIntMap();
        LongIntMap longs = new LongIntMap();
        Map<Integer, Integer> expectedInts = new HashMap<>();
        Map<Long, Integer> expectedLongs = new HashMap<>();
        for (int i = 0; i < 50_000; i++) {
            int key = random.nextInt(20_000) - 10_000;
            long longKey = random.nextLong() >> random.nextInt(64);
            assertEquals(expectedInts.getOrDefault(key, -1), ints.put(key, i));
            expectedInts.put(key, i);
            assertEquals(expectedLongs.getOrDefault(longKey, -1), longs.putIfAbsent(longKey, i));
            expectedLongs.putIfAbsent(longKey, i);
        }
        assertEquals(expectedInts.size(), ints.size());
        assertEquals(expectedLongs.size(), longs.size());
        expectedInts.forEach((k, v) -> assertEquals(v, ints.get(k)));
        expectedLongs.forEach((k, v) -> assertEquals(v, longs.get(k)));
        assertEquals(expectedInts.size(), ints.keys().length);
    }

    @Test
    void packedPairsAreDistinct() {
        LongIntMap map = new LongIntMap();
        map.put(LongIntMap.pack(-1, 5), 1);
        map.put(LongIntMap.pack(5, -1), 2);
        map.put(LongIntMap.pack(0, 5), 3);
        assertEquals(1, map.get(LongIntMap.pack(-1, 5)));
        assertEquals(2, map.get(LongIntMap.pack(5, -1)));
        assertEquals(3, map.get(LongIntMap.pack(0, 5)));
        assertEquals("{" + LongIntMap.pack(-1, 5) + "=1, 5=3, " + LongIntMap.pack(5, -1) + "=2}", map.toString());
    }
}
