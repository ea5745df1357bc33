package dev.flint.model;

/** Native libraries (shared objects) a thread's addresses point into; what a symbol table is matched against. */
public final class LibTable {
    private int[] name = new int[0];
    private int[] path = new int[0];
    private int[] debugName = new int[0];
    private int[] breakpadId = new int[0];
    private long[] startAddress = new long[0];
    private long[] endAddress = new long[0];
    private int size;

    /** Strings are indexes into the thread's string table, -1 when unknown. */
    public int add(int nameString, int pathString, int debugNameString, int breakpadIdString,
                   long start, long end) {
        if (size == name.length) {
            int capacity = Columns.grownCapacity(size);
            name = Columns.grow(name, capacity);
            path = Columns.grow(path, capacity);
            debugName = Columns.grow(debugName, capacity);
            breakpadId = Columns.grow(breakpadId, capacity);
            startAddress = Columns.grow(startAddress, capacity);
            endAddress = Columns.grow(endAddress, capacity);
        }
        name[size] = nameString;
        path[size] = pathString;
        debugName[size] = debugNameString;
        breakpadId[size] = breakpadIdString;
        startAddress[size] = start;
        endAddress[size] = end;
        return size++;
    }

    public int size() { return size; }
    public int name(int lib) { return name[lib]; }
    public int path(int lib) { return path[lib]; }
    public int debugName(int lib) { return debugName[lib]; }
    public int breakpadId(int lib) { return breakpadId[lib]; }
    public long startAddress(int lib) { return startAddress[lib]; }
    public long endAddress(int lib) { return endAddress[lib]; }
}
