package dev.flint.insights;

import dev.flint.calltree.FuncSourceName;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code third-party}: JavaScript time (self time of JS functions) by code owner other than the app's own:
 * a package under {@code node_modules/}, or a script origin other than the page's main origin (the thread's
 * process URL when the trace gives it, else the origin with the most JS time). One finding per owner with
 * at least {@link Thresholds#THIRD_PARTY_SHARE} of the thread's busy time.
 */
final class ThirdParties {
    private ThirdParties() {}

    static List<Finding> find(SampledTime time, ProfileFormat format) {
        ProfileThread thread = time.thread;
        if (time.busySamples < Thresholds.MIN_SAMPLES || !(time.busyWeight > 0)) return List.of();
        int funcCount = thread.funcs().size();
        String[] packageOf = new String[funcCount];
        String[] originOf = new String[funcCount];
        boolean[] seen = new boolean[funcCount];
        double[] self = new double[funcCount];
        long[] samplesOf = new long[funcCount];
        SampleTable samples = thread.samples();
        for (int s = 0; s < time.leafFunc.length; s++) {
            int func = time.leafFunc[s];
            if (func < 0 || !thread.funcs().isJS(func)) continue;
            if (!seen[func]) {
                seen[func] = true;
                String url = FuncSourceName.of(thread, func, format);
                packageOf[func] = CodeOwners.nodePackage(url);
                originOf[func] = packageOf[func] == null ? CodeOwners.origin(url) : null;
            }
            self[func] += samples.weight(s);
            samplesOf[func]++;
        }
        String mainOrigin = thread.processUrl() == null ? null : CodeOwners.origin(thread.processUrl());
        if (mainOrigin == null) {
            Map<String, Double> byOrigin = new HashMap<>();
            for (int f = 0; f < funcCount; f++) {
                if (originOf[f] != null) byOrigin.merge(originOf[f], self[f], Double::sum);
            }
            double best = -1;
            for (var entry : byOrigin.entrySet()) {
                if (entry.getValue() > best || (entry.getValue() == best && entry.getKey().compareTo(mainOrigin) < 0)) {
                    best = entry.getValue();
                    mainOrigin = entry.getKey();
                }
            }
        }
        Map<String, double[]> ownerFuncs = new LinkedHashMap<>();
        Map<String, long[]> ownerSamples = new HashMap<>();
        for (int f = 0; f < funcCount; f++) {
            String owner = packageOf[f] != null ? packageOf[f]
                    : originOf[f] != null && !originOf[f].equals(mainOrigin) ? originOf[f] : null;
            if (owner == null || self[f] <= 0) continue;
            ownerFuncs.computeIfAbsent(owner, k -> new double[funcCount])[f] = self[f];
            ownerSamples.computeIfAbsent(owner, k -> new long[1])[0] += samplesOf[f];
        }
        List<Finding> found = new ArrayList<>();
        for (var entry : ownerFuncs.entrySet()) {
            double weight = 0;
            for (double w : entry.getValue()) weight += w;
            double share = weight / time.busyWeight;
            if (share < Thresholds.THIRD_PARTY_SHARE) continue;
            double millis = time.hasTime() ? time.millis(weight) : 0;
            String owner = entry.getKey();
            String what = owner.contains("://") ? "Scripts from " + owner : "The package " + owner;
            String message = what + " ran for " + (time.hasTime() ? Numbers.millis(millis) + ", " : "")
                    + Numbers.percent(share) + " of the thread's busy time.";
            found.add(new Finding(FindingKind.THIRD_PARTY, millis, thread.key(), thread.name(),
                    FunctionRefs.heaviest(thread, entry.getValue(), format), List.of(), ownerSamples.get(owner)[0],
                    message, share));
        }
        return found;
    }
}
