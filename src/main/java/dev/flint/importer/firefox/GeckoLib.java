package dev.flint.importer.firefox;

import java.util.List;

/**
 * One entry of a Gecko profile's {@code libs}: a library mapped at absolute addresses
 * {@code [start, end)}. An absolute address A inside it has the library-relative address
 * {@code A - (start - offset)}, which is what symbol files use.
 */
public record GeckoLib(long start, long end, long offset, String name, String path, String debugName,
                       String breakpadId) {

    public long relativeAddress(long absoluteAddress) {
        return absoluteAddress - (start - offset);
    }

    /** The lib holding {@code address} in a list sorted by start, -1 when none. */
    public static int find(List<GeckoLib> libsByStart, long address) {
        int low = 0;
        int high = libsByStart.size() - 1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            GeckoLib lib = libsByStart.get(middle);
            if (Long.compareUnsigned(address, lib.start) < 0) {
                high = middle - 1;
            } else if (Long.compareUnsigned(address, lib.end) >= 0) {
                low = middle + 1;
            } else {
                return middle;
            }
        }
        return -1;
    }
}
