package dev.flint.export;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeWalk;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Objects;

/**
 * The order of a folded export's lines: the call nodes with self weight in display order, except that a line is
 * written earlier where the reader needs it. The tree orders siblings of equal total and equal name by func
 * index, and a folded reader numbers funcs as they first appear in the file: when two such siblings {@code a}
 * before {@code b} keep their order only if {@code a} first appears before {@code b}, and {@code b} appears
 * earlier in another subtree, the first line holding {@code a} is written before that one. Lines are only
 * moved, never changed: the tree read back is the view's (a folded file has no clock; only the synthetic
 * timeline of the read-back file changes).
 */
final class FoldedLineOrder {
    private FoldedLineOrder() {}

    /** The nodes with self weight, in the order their lines are written. */
    static int[] of(CallTree tree) {
        int funcCount = tree.thread().funcs().size();
        int[][] lines = {new int[16]};
        int[] lineCount = {0};
        int[] firstLine = new int[funcCount];
        Arrays.fill(firstLine, -1);
        int[][] pending = {new int[16]};
        int[] pendingCount = {0};
        boolean[] entered = new boolean[funcCount];
        CallTreeWalk.preOrder(tree, (node, depth, index) -> {
            int func = tree.func(node);
            if (!entered[func]) {
                entered[func] = true;
                if (pendingCount[0] == pending[0].length) pending[0] = Arrays.copyOf(pending[0], pendingCount[0] * 2);
                pending[0][pendingCount[0]++] = func;
            }
            if (tree.self(node) != 0) {
                for (int k = 0; k < pendingCount[0]; k++) firstLine[pending[0][k]] = lineCount[0];
                pendingCount[0] = 0;
                if (lineCount[0] == lines[0].length) lines[0] = Arrays.copyOf(lines[0], lineCount[0] * 2);
                lines[0][lineCount[0]++] = node;
            }
        });
        return order(tree, Arrays.copyOf(lines[0], lineCount[0]), firstLine);
    }

    private static int[] order(CallTree tree, int[] lines, int[] firstLine) {
        int[][] before = tiedPredecessors(tree);
        if (before == null) return lines;
        int funcCount = firstLine.length;
        boolean[] introduced = new boolean[funcCount];
        boolean[] written = new boolean[lines.length];
        int[] order = new int[lines.length];
        int count = 0;
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        for (int line = 0; line < lines.length; line++) {
            stack.push(line);
            while (!stack.isEmpty()) {
                int top = stack.peek();
                if (written[top]) {
                    stack.pop();
                    continue;
                }
                int needed = missingPredecessorLine(tree, lines[top], before, introduced, firstLine, written);
                if (needed >= 0 && !stack.contains(needed)) {
                    stack.push(needed);
                    continue;
                }
                stack.pop();
                written[top] = true;
                order[count++] = lines[top];
                for (int node = lines[top]; node >= 0; node = tree.parent(node)) introduced[tree.func(node)] = true;
            }
        }
        return order;
    }

    /** A not yet written line that introduces a func which must appear before one this line introduces, or -1. */
    private static int missingPredecessorLine(CallTree tree, int lineNode, int[][] before, boolean[] introduced,
                                              int[] firstLine, boolean[] written) {
        for (int node = lineNode; node >= 0; node = tree.parent(node)) {
            int func = tree.func(node);
            if (introduced[func] || before[func] == null) continue;
            for (int predecessor : before[func]) {
                if (!introduced[predecessor] && firstLine[predecessor] >= 0 && !written[firstLine[predecessor]]) {
                    return firstLine[predecessor];
                }
            }
        }
        return -1;
    }

    /**
     * For each func, the funcs that must first appear before it: the previous sibling wherever two siblings have
     * equal totals and equal names (ordered by func index). Null when the tree has no such siblings.
     */
    private static int[][] tiedPredecessors(CallTree tree) {
        int[][] before = null;
        for (int node = -1; node < tree.nodeCount(); node++) {
            int[] siblings = node < 0 ? tree.roots() : tree.children(node);
            for (int k = 1; k < siblings.length; k++) {
                int a = tree.func(siblings[k - 1]);
                int b = tree.func(siblings[k]);
                if (a == b || !CallTree.totalsTie(tree.total(siblings[k - 1]), tree.total(siblings[k]))
                        || !Objects.equals(tree.thread().funcName(a), tree.thread().funcName(b))) {
                    continue;
                }
                if (before == null) before = new int[tree.thread().funcs().size()][];
                before[b] = before[b] == null ? new int[] {a} : append(before[b], a);
            }
        }
        return before;
    }

    private static int[] append(int[] values, int value) {
        int[] more = Arrays.copyOf(values, values.length + 1);
        more[values.length] = value;
        return more;
    }
}
