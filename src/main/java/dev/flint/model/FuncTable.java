package dev.flint.model;

/**
 * Functions. Many frames map to one func (JIT tiers, lines or addresses of one function); the call tree
 * is built over funcs. {@code line}/{@code column} are where the function is defined, counted from 1
 * whatever the file wrote (importers of V8's 0-based call frames add one; DESIGN.md "Normalise once"),
 * -1 when unknown.
 */
public final class FuncTable {
    private static final byte IS_JS = 1;
    private static final byte RELEVANT_FOR_JS = 2;
    private static final byte IGNORE_LISTED = 4;

    private int[] name = new int[0];
    private int[] resource = new int[0];
    private int[] fileName = new int[0];
    private int[] line = new int[0];
    private int[] column = new int[0];
    private byte[] flags = new byte[0];
    private int size;

    public int add(int nameString, int resourceIndex, int fileNameString, int definitionLine,
                   int definitionColumn, boolean isJS, boolean relevantForJS) {
        if (size == name.length) {
            int capacity = Columns.grownCapacity(size);
            name = Columns.grow(name, capacity);
            resource = Columns.grow(resource, capacity);
            fileName = Columns.grow(fileName, capacity);
            line = Columns.grow(line, capacity);
            column = Columns.grow(column, capacity);
            flags = Columns.grow(flags, capacity);
        }
        name[size] = nameString;
        resource[size] = resourceIndex;
        fileName[size] = fileNameString;
        line[size] = definitionLine;
        column[size] = definitionColumn;
        flags[size] = (byte) ((isJS ? IS_JS : 0) | (relevantForJS ? RELEVANT_FOR_JS : 0));
        return size++;
    }

    public int size() { return size; }
    /** String index of the function's name ("" for an anonymous function). */
    public int name(int func) { return name[func]; }
    /** Resource index, -1 when none. */
    public int resource(int func) { return resource[func]; }
    /** String index of the script URL or source file, -1 when none. */
    public int fileName(int func) { return fileName[func]; }
    public int line(int func) { return line[func]; }
    public int column(int func) { return column[func]; }
    public boolean isJS(int func) { return (flags[func] & IS_JS) != 0; }
    public boolean relevantForJS(int func) { return (flags[func] & RELEVANT_FOR_JS) != 0; }
    /** Whether the func's original source is on its source map's {@code ignoreList} (third-party code). */
    public boolean isIgnoreListed(int func) { return (flags[func] & IGNORE_LISTED) != 0; }

    /** Marks a func whose original source a source map ignore-lists (set while a mapped thread is built). */
    public void setIgnoreListed(int func) {
        Columns.checkIndex(func, size, "func");
        flags[func] |= IGNORE_LISTED;
    }
}
