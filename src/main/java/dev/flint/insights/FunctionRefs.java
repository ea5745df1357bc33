package dev.flint.insights;

import dev.flint.calltree.FuncLineHits;
import dev.flint.calltree.FuncSourceName;
import dev.flint.calltree.SampleRange;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import java.util.ArrayList;
import java.util.List;

/** Functions of a thread as findings name them. */
final class FunctionRefs {
    private FunctionRefs() {}

    /** {@code func} with the line where it starts. */
    static FunctionRef of(ProfileThread thread, int func, ProfileFormat format) {
        return new FunctionRef(thread.funcName(func), url(thread, func, format), thread.funcs().line(func) > 0
                ? thread.funcs().line(func) : -1);
    }

    /** {@code func} with its hottest line in {@code range} (most self time, else most total), if any line has hits. */
    static FunctionRef withHottestLine(ProfileThread thread, int func, ProfileFormat format, SampleRange range,
                                       FuncLineHits.Ticks ticks) {
        FuncLineHits.Row hottest = null;
        for (FuncLineHits.Row row : FuncLineHits.count(thread, func, range, ticks)) {
            if (row.line() <= 0) continue;
            if (hottest == null || row.self() > hottest.self()
                    || (row.self() == hottest.self() && row.total() > hottest.total())) {
                hottest = row;
            }
        }
        if (hottest == null) return of(thread, func, format);
        return new FunctionRef(thread.funcName(func), url(thread, func, format), hottest.line());
    }

    /** The heaviest {@link Thresholds#MAX_FUNCTIONS} of {@code weights} (indexed by func), heaviest first. */
    static List<FunctionRef> heaviest(ProfileThread thread, double[] weightByFunc, ProfileFormat format) {
        List<Integer> order = new ArrayList<>();
        for (int f = 0; f < weightByFunc.length; f++) {
            if (weightByFunc[f] > 0) order.add(f);
        }
        order.sort((a, b) -> {
            int byWeight = Double.compare(weightByFunc[b], weightByFunc[a]);
            return byWeight != 0 ? byWeight : thread.funcName(a).compareTo(thread.funcName(b));
        });
        List<FunctionRef> refs = new ArrayList<>();
        for (int k = 0; k < order.size() && refs.size() < Thresholds.MAX_FUNCTIONS; k++) {
            refs.add(of(thread, order.get(k), format));
        }
        return refs;
    }

    private static String url(ProfileThread thread, int func, ProfileFormat format) {
        String name = FuncSourceName.of(thread, func, format);
        return name.isEmpty() ? null : name;
    }
}
