package dev.flint.importer;

import dev.flint.model.IntColumn;
import dev.flint.model.LongIntMap;

/**
 * The call chains of a whole file, interned once for all its threads (perf script and perf.data, Perfetto's
 * callstacks): a stack row is a (prefix row, file frame) pair, -1 being the empty chain. A file of many
 * short-lived threads then costs a few int rows per distinct chain while it streams, instead of a thread builder
 * with its own tables per tid; each thread gets its own tables only when it is built. The frame numbers are the
 * reader's own sequential ones, so the packed keys cannot be chosen by the file.
 */
public final class FileStacks {
    private final LongIntMap rowByPrefixAndFrame = new LongIntMap();
    private final IntColumn prefix = new IntColumn();
    private final IntColumn frame = new IntColumn();

    /** The row of {@code fileFrame} called from the chain {@code prefixRow} (-1 for a root). */
    public int stack(int prefixRow, int fileFrame) {
        long key = LongIntMap.pack(prefixRow, fileFrame);
        int known = rowByPrefixAndFrame.get(key);
        if (known >= 0) return known;
        int row = prefix.add(prefixRow);
        frame.add(fileFrame);
        rowByPrefixAndFrame.put(key, row);
        return row;
    }

    public int prefix(int row) {
        return prefix.get(row);
    }

    public int frame(int row) {
        return frame.get(row);
    }

    public int size() {
        return prefix.size();
    }
}
