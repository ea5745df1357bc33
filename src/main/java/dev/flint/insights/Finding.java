package dev.flint.insights;

import java.util.List;

/**
 * One finding: what kind, how much time it costs ({@code impactMs}: milliseconds; 0 for a profile whose
 * samples carry no time, such as folded stacks, where {@code share} ranks it), on which thread ("PID:TID" as
 * {@code flint info} and {@code --thread} name it), the functions to look at (most important first), the
 * stretches of time to zoom to (worst first, at most {@link Thresholds#MAX_RANGES}), how many events or
 * samples it counts, and one sentence saying it with the numbers.
 *
 * @param share the impact as a fraction of the base the kind's threshold uses (busy time, span); for ranking
 *              findings without time and for the app's bar
 */
public record Finding(FindingKind kind, double impactMs, String thread, String threadName, List<FunctionRef> functions,
                      List<TimeSpan> ranges, long count, String message, double share) {
    public Finding {
        functions = List.copyOf(functions);
        ranges = List.copyOf(ranges);
    }
}
