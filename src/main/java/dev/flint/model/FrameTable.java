package dev.flint.model;

/**
 * Frames: one observed code location (a JS function at a line in a JIT tier, a native address, a label).
 * Every frame belongs to one func. Absent values are -1.
 */
public final class FrameTable {
    private int[] func = new int[0];
    private int[] line = new int[0];
    private int[] column = new int[0];
    private long[] address = new long[0];
    private int[] category = new int[0];
    private int[] subcategory = new int[0];
    private int[] implementation = new int[0];
    private int[] inlineDepth = new int[0];
    private int size;

    /**
     * @param addressInLib library-relative instruction address, -1 when not native
     * @param categoryIndex index into the profile's {@link Categories}, -1 to inherit from the caller
     * @param implementationString string index of the JIT tier ("interpreter", "baseline", "ion", ...), -1 when none
     */
    public int add(int funcIndex, int frameLine, int frameColumn, long addressInLib, int categoryIndex,
                   int subcategoryIndex, int implementationString, int inlineDepthValue) {
        if (size == func.length) {
            int capacity = Columns.grownCapacity(size);
            func = Columns.grow(func, capacity);
            line = Columns.grow(line, capacity);
            column = Columns.grow(column, capacity);
            address = Columns.grow(address, capacity);
            category = Columns.grow(category, capacity);
            subcategory = Columns.grow(subcategory, capacity);
            implementation = Columns.grow(implementation, capacity);
            inlineDepth = Columns.grow(inlineDepth, capacity);
        }
        func[size] = funcIndex;
        line[size] = frameLine;
        column[size] = frameColumn;
        address[size] = addressInLib;
        category[size] = categoryIndex;
        subcategory[size] = subcategoryIndex;
        implementation[size] = implementationString;
        inlineDepth[size] = inlineDepthValue;
        return size++;
    }

    /** Convenience for a frame that is just its func at a line/column. */
    public int add(int funcIndex, int frameLine, int frameColumn) {
        return add(funcIndex, frameLine, frameColumn, -1, -1, -1, -1, 0);
    }

    public int size() { return size; }
    public int func(int frame) { return func[frame]; }
    public int line(int frame) { return line[frame]; }
    public int column(int frame) { return column[frame]; }
    public long address(int frame) { return address[frame]; }
    public int category(int frame) { return category[frame]; }
    public int subcategory(int frame) { return subcategory[frame]; }
    public int implementation(int frame) { return implementation[frame]; }
    public int inlineDepth(int frame) { return inlineDepth[frame]; }

    /** Replaces a frame's func (symbolication re-assigns frames to the funcs a symbol table gives). */
    public void setFunc(int frame, int funcIndex) {
        Columns.checkIndex(frame, size, "frame");
        func[frame] = funcIndex;
    }
}
