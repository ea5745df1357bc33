package dev.flint.calltree;

import dev.flint.model.FrameTable;
import dev.flint.model.LongIntMap;
import dev.flint.model.ProfileThread;
import dev.flint.model.StackTable;

/**
 * Call nodes: the stacks of a thread de-duplicated by function path. Two stacks share a call node when
 * their prefixes do and their frames have the same func, so JIT tiers, lines and addresses of one function
 * are one node (seed 001 "Functions are important not stacks and frames").
 *
 * <p>Built in one forward pass over the stack table, which lists callers before callees; a parent call
 * node therefore always has a smaller index than its children. Example, stacks of {@code A>B>C} and
 * {@code A>B'>D} where B and B' are two frames of func B:
 * <pre>
 *   stack  frame(func)  prefix   | call node  func  parent  depth
 *   0      A            -1       | 0          A     -1      0
 *   1      B            0        | 1          B     0       1
 *   2      C            1        | 2          C     1       2
 *   3      B'(B)        0        |   (stack 3 maps to call node 1)
 *   4      D            3        | 3          D     1       2
 * </pre>
 *
 * <p>With an implementation filter, stacks of funcs the filter hides map to their nearest kept ancestor's
 * call node (-1 when there is none: such samples are not counted).
 */
public final class CallNodeTable {
    private final int[] parent;
    private final int[] func;
    private final int[] depth;
    private final int[] category;
    private final int size;
    private final int[] callNodeByStack;
    private final LongIntMap nodeByKey;

    private CallNodeTable(int[] parent, int[] func, int[] depth, int[] category, int size,
                          int[] callNodeByStack, LongIntMap nodeByKey) {
        this.parent = parent;
        this.func = func;
        this.depth = depth;
        this.category = category;
        this.size = size;
        this.callNodeByStack = callNodeByStack;
        this.nodeByKey = nodeByKey;
    }

    /**
     * @param defaultCategory the category of a root stack whose frame has none (the profile's default),
     *                        -1 when the profile has no categories
     */
    public static CallNodeTable build(ProfileThread thread, Implementation implementation, int defaultCategory) {
        StackTable stacks = thread.stacks();
        FrameTable frames = thread.frames();
        int stackCount = stacks.size();
        boolean[] kept = implementation == Implementation.COMBINED ? null : implementation.keptFuncs(thread);
        int[] callNodeByStack = new int[stackCount];
        int[] stackCategory = new int[stackCount];
        int[] parent = new int[Math.max(16, stackCount)];
        int[] func = new int[parent.length];
        int[] depth = new int[parent.length];
        int[] category = new int[parent.length];
        LongIntMap nodeByKey = new LongIntMap(stackCount, -1);
        int size = 0;
        for (int stack = 0; stack < stackCount; stack++) {
            int prefix = stacks.prefix(stack);
            int frame = stacks.frame(stack);
            int frameCategory = frames.category(frame);
            int ownCategory = frameCategory != -1 ? frameCategory
                    : prefix == -1 ? defaultCategory : stackCategory[prefix];
            stackCategory[stack] = ownCategory;
            int parentNode = prefix == -1 ? -1 : callNodeByStack[prefix];
            int stackFunc = frames.func(frame);
            if (kept != null && !kept[stackFunc]) {
                callNodeByStack[stack] = parentNode;
                continue;
            }
            int node = nodeByKey.get(LongIntMap.pack(parentNode, stackFunc));
            if (node == -1) {
                node = size++;
                parent[node] = parentNode;
                func[node] = stackFunc;
                depth[node] = parentNode == -1 ? 0 : depth[parentNode] + 1;
                category[node] = ownCategory;
                nodeByKey.put(LongIntMap.pack(parentNode, stackFunc), node);
            } else if (category[node] != ownCategory) {
                // Stacks of one call node that disagree: the node shows the default, as Firefox does.
                category[node] = defaultCategory;
            }
            callNodeByStack[stack] = node;
        }
        return new CallNodeTable(parent, func, depth, category, size, callNodeByStack, nodeByKey);
    }

    public int size() { return size; }
    /** The caller's call node, -1 for a root. Always smaller than {@code node}. */
    public int parent(int node) { return parent[node]; }
    public int func(int node) { return func[node]; }
    /** 0 for a root. */
    public int depth(int node) { return depth[node]; }
    /** The common category of the node's stacks, the default category when they disagree. */
    public int category(int node) { return category[node]; }

    /** The call node a stack maps to, -1 when the implementation filter hides all of it. */
    public int callNodeOfStack(int stack) {
        return stack < 0 ? -1 : callNodeByStack[stack];
    }

    /** The child of {@code parentNode} (-1 for the roots) for {@code funcIndex}, -1 when there is none. */
    public int child(int parentNode, int funcIndex) {
        return nodeByKey.get(LongIntMap.pack(parentNode, funcIndex));
    }

    /** The call node a root-first path names, -1 when the tree has no such node. */
    public int find(CallNodePath path) {
        int node = -1;
        for (int i = 0; i < path.length(); i++) {
            node = nodeByKey.get(LongIntMap.pack(node, path.func(i)));
            if (node == -1) return -1;
        }
        return node;
    }

    public CallNodePath path(int node) {
        int[] funcs = new int[depth[node] + 1];
        for (int n = node; n != -1; n = parent[n]) funcs[depth[n]] = func[n];
        return CallNodePath.wrap(funcs);
    }
}
