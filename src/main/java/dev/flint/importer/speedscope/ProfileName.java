package dev.flint.importer.speedscope;

/**
 * A speedscope profile's name as Flint's export writes it, {@code NAME (PID:TID)} (DESIGN.md "Export
 * details"): the thread's name and its identity, so re-opening the export gives the same threads; a thread
 * without a name is {@code (PID:TID)}.
 *
 * @param hasKey whether the name carries a {@code (PID:TID)}; pid and tid are 0 when not
 */
record ProfileName(String thread, boolean hasKey, long pid, long tid) {
    static ProfileName of(String name) {
        int open = name.lastIndexOf('(');
        if (!name.endsWith(")") || open < 0 || open > 0 && name.charAt(open - 1) != ' ') return new ProfileName(name, false, 0, 0);
        String key = name.substring(open + 1, name.length() - 1);
        int colon = key.indexOf(':');
        if (colon <= 0 || !isNumber(key, 0, colon) || !isNumber(key, colon + 1, key.length())) {
            return new ProfileName(name, false, 0, 0);
        }
        try {
            long pid = Long.parseLong(key.substring(0, colon));
            long tid = Long.parseLong(key.substring(colon + 1));
            return new ProfileName(name.substring(0, Math.max(0, open - 1)), true, pid, tid);
        } catch (NumberFormatException tooLong) {
            return new ProfileName(name, false, 0, 0);
        }
    }

    /** An optional minus sign then 1 to 19 digits. */
    private static boolean isNumber(String text, int from, int to) {
        if (from < to && text.charAt(from) == '-') from++;
        if (from == to || to - from > 19) return false;
        for (int i = from; i < to; i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') return false;
        }
        return true;
    }
}
