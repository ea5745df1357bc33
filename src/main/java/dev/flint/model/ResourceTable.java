package dev.flint.model;

/**
 * Resources: a script URL or a native library. Funcs point here; colours and collapse-resource use it.
 * {@code name} is what the user sees (the URL, or the library name); {@code lib} indexes the thread's
 * {@link LibTable} for native libraries, -1 otherwise.
 */
public final class ResourceTable {
    private int[] name = new int[0];
    private byte[] kind = new byte[0];
    private int[] lib = new int[0];
    private int size;

    public int add(int nameString, ResourceKind resourceKind, int libIndex) {
        if (size == name.length) {
            int capacity = Columns.grownCapacity(size);
            name = Columns.grow(name, capacity);
            kind = Columns.grow(kind, capacity);
            lib = Columns.grow(lib, capacity);
        }
        name[size] = nameString;
        kind[size] = (byte) resourceKind.ordinal();
        lib[size] = libIndex;
        return size++;
    }

    public int size() { return size; }
    public int name(int resource) { return name[resource]; }
    public ResourceKind kind(int resource) { return ResourceKind.values()[kind[resource]]; }
    public int lib(int resource) { return lib[resource]; }
}
