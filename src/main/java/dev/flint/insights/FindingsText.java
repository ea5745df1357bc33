package dev.flint.insights;

import java.util.List;
import java.util.Locale;

/**
 * The text form of findings, as {@code flint insights} prints it: one block per finding, a blank line between
 * blocks, {@code no findings} when there are none.
 * <pre>
 * hot-function: 812.3 ms on 1:1 (main)
 *   countVowels runs its own code in 42.0 % of the thread's busy time (812.3 ms self), most at line 14.
 *   function: countVowels file:///app/index.js:14
 *   range: 1200.5 - 1790.25 µs
 *   count: 406
 * </pre>
 */
public final class FindingsText {
    private FindingsText() {}

    public static String of(List<Finding> findings) {
        if (findings.isEmpty()) return "no findings\n";
        StringBuilder out = new StringBuilder();
        for (Finding finding : findings) {
            if (out.length() > 0) out.append('\n');
            out.append(finding.kind().id()).append(": ").append(impact(finding)).append(" on ").append(finding.thread());
            if (!finding.threadName().isEmpty()) out.append(" (").append(finding.threadName()).append(')');
            out.append('\n').append("  ").append(finding.message()).append('\n');
            for (FunctionRef function : finding.functions()) {
                out.append("  function: ").append(function.name().isEmpty() ? "(anonymous)" : function.name());
                String place = place(function);
                if (!place.isEmpty()) out.append(' ').append(place);
                out.append('\n');
            }
            for (TimeSpan range : finding.ranges()) {
                out.append("  range: ").append(micros(range.startMicros())).append(" - ")
                        .append(micros(range.endMicros())).append(" µs\n");
            }
            out.append("  count: ").append(finding.count()).append('\n');
        }
        return out.toString();
    }

    /** {@code url:line}, {@code url}, {@code line N}, or "" as far as the function's place is known. */
    public static String place(FunctionRef function) {
        String url = function.url() == null ? "" : function.url();
        if (function.line() > 0) return url.isEmpty() ? "line " + function.line() : url + ":" + function.line();
        return url;
    }

    /** The impact as milliseconds, or as a share for a profile whose samples carry no time. */
    public static String impact(Finding finding) {
        if (finding.impactMs() > 0) return String.format(Locale.ROOT, "%.1f ms", finding.impactMs());
        return String.format(Locale.ROOT, "%.1f %% of samples", finding.share() * 100);
    }

    private static String micros(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) return Long.toString((long) value);
        return String.format(Locale.ROOT, "%.3f", value);
    }
}
