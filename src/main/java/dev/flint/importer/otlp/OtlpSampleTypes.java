package dev.flint.importer.otlp;

import dev.flint.importer.ProfileFormatException;
import java.util.ArrayList;
import java.util.List;

/**
 * The sample types of a file and the one to show. A v1.7 profile lists several types with one value each per
 * sample (as pprof); from v1.8 each profile has one type, and a file holds one profile per type. A type is
 * named {@code TYPE/UNIT} (async-profiler names both of its types after the event: {@code cpu/count} and
 * {@code cpu/nanoseconds}); {@code --sample-type} takes that name, or the type alone for the first type of
 * that name. Without it the first profile's default type shows ({@code default_sample_type_index} in v1.7,
 * the profile's only type later).
 */
final class OtlpSampleTypes {
    /** The chosen type's type and unit strings. */
    final String type;
    final String unit;

    private OtlpSampleTypes(String type, String unit) {
        this.type = type;
        this.unit = unit;
    }

    /** The column of profile {@code p} that holds the chosen type, or -1 when the profile has none of it. */
    int columnOf(OtlpData data, int p, OtlpStrings strings) throws ProfileFormatException {
        int from = data.profileTypeStart.get(p);
        int to = OtlpData.end(data.profileTypeStart, p, data.sampleTypeType.size());
        for (int t = from; t < to; t++) {
            if (strings.get(data.sampleTypeType.get(t), where(data, t)).equals(type)
                    && strings.get(data.sampleTypeUnit.get(t), where(data, t)).equals(unit)) {
                return t - from;
            }
        }
        return -1;
    }

    static OtlpSampleTypes choose(OtlpData data, OtlpStrings strings, String requested, String file)
            throws ProfileFormatException {
        List<String> names = new ArrayList<>();
        List<String[]> pairs = new ArrayList<>();
        for (int t = 0; t < data.sampleTypeType.size(); t++) {
            String type = strings.get(data.sampleTypeType.get(t), where(data, t) + ".type_strindex");
            String unit = strings.get(data.sampleTypeUnit.get(t), where(data, t) + ".unit_strindex");
            String name = type + "/" + unit;
            if (!names.contains(name)) {
                names.add(name);
                pairs.add(new String[] {type, unit});
            }
        }
        if (pairs.isEmpty()) throw new ProfileFormatException(file, "sample_type", "the file has no sample types");
        if (requested != null) {
            for (int i = 0; i < pairs.size(); i++) {
                if (names.get(i).equals(requested)) return new OtlpSampleTypes(pairs.get(i)[0], pairs.get(i)[1]);
            }
            for (String[] pair : pairs) {
                if (pair[0].equals(requested)) return new OtlpSampleTypes(pair[0], pair[1]);
            }
            throw new ProfileFormatException(file, "sample_type", "no sample type '" + requested + "'; the file has "
                    + String.join(", ", names.subList(0, Math.min(10, names.size())))
                    + (names.size() > 10 ? " and " + (names.size() - 10) + " more" : ""));
        }
        int first = data.profileTypeStart.size() > 0 ? data.profileTypeStart.get(0) : 0;
        int firstEnd = OtlpData.end(data.profileTypeStart, 0, data.sampleTypeType.size());
        long defaultIndex = data.profileDefaultType.size() > 0 ? data.profileDefaultType.get(0) : 0;
        if (defaultIndex < 0 || defaultIndex >= firstEnd - first) {
            throw new ProfileFormatException(file, "profile[0].default_sample_type_index", "index " + defaultIndex
                    + " but the profile has " + (firstEnd - first) + " sample types");
        }
        int t = first + (int) defaultIndex;
        return new OtlpSampleTypes(strings.get(data.sampleTypeType.get(t), ""), strings.get(data.sampleTypeUnit.get(t), ""));
    }

    private static String where(OtlpData data, int typeRow) {
        int p = 0;
        while (p + 1 < data.profileTypeStart.size() && data.profileTypeStart.get(p + 1) <= typeRow) p++;
        return "profile[" + p + "].sample_type[" + (typeRow - data.profileTypeStart.get(p)) + "]";
    }
}
