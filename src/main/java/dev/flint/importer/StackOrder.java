package dev.flint.importer;

/**
 * Orders a file's stacks so that every parent comes before its children, as {@link dev.flint.model.StackTable}
 * requires. Files usually already are in that order and keep their indexes.
 */
final class StackOrder {
    private StackOrder() {}

    /**
     * @param parents parent index per stack, -1 for a root; every index already checked to be in range
     * @return the new index of each stack
     * @throws ProfileFormatException when the parents form a cycle
     */
    static int[] parentsFirst(int[] parents, int count, String file, String where) throws ProfileFormatException {
        int[] newIndex = new int[count];
        boolean ordered = true;
        for (int s = 0; s < count; s++) {
            newIndex[s] = s;
            if (parents[s] >= s) ordered = false;
        }
        if (ordered) return newIndex;

        final int unplaced = -1;
        final int onPath = -2;
        java.util.Arrays.fill(newIndex, unplaced);
        int[] path = new int[count];
        int next = 0;
        for (int s = 0; s < count; s++) {
            // Walk up to a placed ancestor (or a root), then place the walked stacks top-down.
            int length = 0;
            int cursor = s;
            while (cursor >= 0 && newIndex[cursor] == unplaced) {
                newIndex[cursor] = onPath;
                path[length++] = cursor;
                cursor = parents[cursor];
            }
            if (cursor >= 0 && newIndex[cursor] == onPath) {
                throw new ProfileFormatException(file, where + "[" + cursor + "]",
                        "the stacks' parentId links form a cycle");
            }
            for (int i = length - 1; i >= 0; i--) newIndex[path[i]] = next++;
        }
        return newIndex;
    }
}
