package dev.flint.timeline;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Which of several files opened together share a clock. A trace and the profiles of its workers, or a
 * browser's processes, are one recording: their times overlap, and one time axis lines them up. Files
 * recorded apart (two captures of different runs, or a profile whose clock starts at zero beside a trace
 * on the system's monotonic clock) do not overlap; on one axis each would be a sliver of it. So files
 * whose [start, end] spans overlap, directly or through others, form a group (a tab, one axis), and
 * the rest form groups of their own. A file without a clock (a heap profile) joins the first group.
 *
 * <pre>
 * spans:  0: 10..50   1: 40..90   2: 5000..5100   3: none
 * groups: [0, 1, 3] [2]
 * </pre>
 */
public final class ClockGroups {
    private ClockGroups() {}

    /**
     * Groups files by overlapping clocks: {@code startMicros[i]}..{@code endMicros[i]} is file i's span,
     * NaN when it has none. Groups come in the order of their first file; files within a group in input
     * order.
     */
    public static List<int[]> of(double[] startMicros, double[] endMicros) {
        int files = startMicros.length;
        if (endMicros.length != files) throw new IllegalArgumentException(files + " starts, " + endMicros.length + " ends");
        int[] groupOf = new int[files];
        Arrays.fill(groupOf, -1);
        Integer[] byStart = new Integer[files];
        int timed = 0;
        for (int i = 0; i < files; i++) {
            if (!Double.isNaN(startMicros[i]) && !Double.isNaN(endMicros[i])) byStart[timed++] = i;
        }
        Arrays.sort(byStart, 0, timed, Comparator.comparingDouble(i -> startMicros[i]));
        // Sweep by start: a file starting after everything before it ended opens a new group.
        int groups = 0;
        double groupEnd = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < timed; k++) {
            int file = byStart[k];
            if (k == 0 || startMicros[file] > groupEnd) {
                groups++;
                groupEnd = endMicros[file];
            } else {
                groupEnd = Math.max(groupEnd, endMicros[file]);
            }
            groupOf[file] = groups - 1;
        }
        // Untimed files join the group of the first timed file; groups are numbered by their first file.
        int firstTimedGroup = 0;
        for (int i = 0; i < files; i++) {
            if (groupOf[i] >= 0) {
                firstTimedGroup = groupOf[i];
                break;
            }
        }
        int[] renumbered = new int[Math.max(groups, 1)];
        Arrays.fill(renumbered, -1);
        List<List<Integer>> members = new ArrayList<>();
        for (int i = 0; i < files; i++) {
            int group = groupOf[i] < 0 ? firstTimedGroup : groupOf[i];
            if (renumbered[group] < 0) {
                renumbered[group] = members.size();
                members.add(new ArrayList<>());
            }
            members.get(renumbered[group]).add(i);
        }
        List<int[]> result = new ArrayList<>(members.size());
        for (List<Integer> group : members) result.add(group.stream().mapToInt(Integer::intValue).toArray());
        return result;
    }
}
