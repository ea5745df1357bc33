package dev.flint.sandwich;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.InvertedCallTree;
import dev.flint.model.ProfileThread;
import dev.flint.model.UiThreadGuard;
import java.util.Arrays;
import java.util.Locale;

/**
 * Self and running time per function over a whole (transformed, filtered, ranged) thread: the sandwich
 * view's table. Self is the weight of the samples whose leaf is the function; running is the weight of the
 * samples with the function anywhere on the stack, counted once per sample however often it recurses
 * (speedscope's per-frame totals), so a function's running time never exceeds the thread's total.
 *
 * <p>Built from the call tree's nodes, not from samples: each node with self time walks its ancestors once,
 * marking the funcs it met, so a million samples cost what their call node table costs. Rows are the
 * funcs with a non-zero self or running time.
 */
public final class FunctionTable {
    /** What a table can be sorted by. */
    public enum Column { RUNNING, SELF, NAME }

    private final ProfileThread thread;
    private final int[] func;
    private final double[] self;
    private final double[] running;
    private final double totalSummary;

    private FunctionTable(ProfileThread thread, int[] func, double[] self, double[] running, double totalSummary) {
        this.thread = thread;
        this.func = func;
        this.self = self;
        this.running = running;
        this.totalSummary = totalSummary;
    }

    /** The table of the thread {@code tree} was built from, with its options; inverted or not gives the same. */
    public static FunctionTable of(CallTree tree) {
        UiThreadGuard.check("FunctionTable.of");
        CallTree topDown = tree instanceof InvertedCallTree inverted ? inverted.nonInverted() : tree;
        ProfileThread thread = topDown.thread();
        int funcCount = thread.funcs().size();
        double[] selfByFunc = new double[funcCount];
        double[] runningByFunc = new double[funcCount];
        int[] markedBy = new int[funcCount];
        Arrays.fill(markedBy, -1);
        for (int node = 0; node < topDown.nodeCount(); node++) {
            double nodeSelf = topDown.self(node);
            if (nodeSelf == 0) continue;
            selfByFunc[topDown.func(node)] += nodeSelf;
            for (int walk = node; walk != -1; walk = topDown.parent(walk)) {
                int walkFunc = topDown.func(walk);
                if (markedBy[walkFunc] == node) continue;
                markedBy[walkFunc] = node;
                runningByFunc[walkFunc] += nodeSelf;
            }
        }
        int rows = 0;
        for (int f = 0; f < funcCount; f++) if (selfByFunc[f] != 0 || runningByFunc[f] != 0) rows++;
        int[] func = new int[rows];
        double[] self = new double[rows];
        double[] running = new double[rows];
        int row = 0;
        for (int f = 0; f < funcCount; f++) {
            if (selfByFunc[f] == 0 && runningByFunc[f] == 0) continue;
            func[row] = f;
            self[row] = selfByFunc[f];
            running[row] = runningByFunc[f];
            row++;
        }
        return new FunctionTable(thread, func, self, running, topDown.totalSummary());
    }

    /** The thread whose func table names the rows. */
    public ProfileThread thread() { return thread; }

    public int size() { return func.length; }

    public int func(int row) { return func[row]; }

    public double self(int row) { return self[row]; }

    public double running(int row) { return running[row]; }

    public String name(int row) { return thread.funcName(func[row]); }

    /** The base of percentages: the sum of |self| over the thread's tree. */
    public double totalSummary() { return totalSummary; }

    /** The row of a func, -1 when it has no time here. */
    public int rowOf(int funcIndex) {
        int row = Arrays.binarySearch(func, funcIndex);
        return row >= 0 ? row : -1;
    }

    /**
     * The rows whose function name, file or resource contains {@code search} (case-insensitive; blank
     * matches all), sorted by {@code column}: numbers descending unless {@code ascending}, names in code
     * point order; ties by name, then func index, so the order is the same on every run.
     */
    public int[] rows(Column column, boolean ascending, String search) {
        String needle = search == null ? "" : search.strip().toLowerCase(Locale.ROOT);
        Integer[] boxed = new Integer[func.length];
        int count = 0;
        for (int row = 0; row < func.length; row++) {
            if (needle.isEmpty() || matches(func[row], needle)) boxed[count++] = row;
        }
        java.util.Comparator<Integer> byName = (a, b) -> {
            int names = name(a).compareTo(name(b));
            return names != 0 ? names : Integer.compare(func[a], func[b]);
        };
        java.util.Comparator<Integer> order = switch (column) {
            case RUNNING -> java.util.Comparator.<Integer>comparingDouble(r -> running[r]);
            case SELF -> java.util.Comparator.<Integer>comparingDouble(r -> self[r]);
            case NAME -> byName;
        };
        if (!ascending) order = order.reversed();
        Arrays.sort(boxed, 0, count, column == Column.NAME ? order : order.thenComparing(byName));
        int[] rows = new int[count];
        for (int i = 0; i < count; i++) rows[i] = boxed[i];
        return rows;
    }

    private boolean matches(int funcIndex, String needle) {
        if (thread.funcName(funcIndex).toLowerCase(Locale.ROOT).contains(needle)) return true;
        int fileName = thread.funcs().fileName(funcIndex);
        if (fileName >= 0 && thread.strings().get(fileName).toLowerCase(Locale.ROOT).contains(needle)) return true;
        int resource = thread.funcs().resource(funcIndex);
        return resource >= 0
                && thread.strings().get(thread.resources().name(resource)).toLowerCase(Locale.ROOT).contains(needle);
    }

    /** One line per row in the given order: {@code NAME running=R self=S}, numbers as {@code flint tree}. */
    public String format(int[] rows) {
        StringBuilder text = new StringBuilder();
        for (int row : rows) {
            text.append(CallTreeText.displayName(name(row))).append(" running=")
                    .append(CallTreeText.number(running[row])).append(" self=")
                    .append(CallTreeText.number(self[row])).append('\n');
        }
        return text.toString();
    }
}
