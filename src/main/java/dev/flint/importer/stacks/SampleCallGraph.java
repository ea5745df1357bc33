package dev.flint.importer.stacks;

/**
 * One line of a macOS {@code sample} call graph, split as {@code stackcollapse-sample.awk} splits it:
 * <pre>
 *     825 Thread_15758523   DispatchQueue_1: com.apple.main-thread  (serial)     (a thread: 4 spaces, a count)
 *     + 825 start  (in libdyld.dylib) + 1  [0x7fff737cf3d5]                      (depth 1)
 *     +   ! 794 worker  (in rg) + 1035  [0x10393278b]                            (depth 3)
 * </pre>
 * Four spaces, then indent characters from {@code " +|:!"}, two per level, then the count (inclusive: the
 * frame and everything it called), the function, {@code (in MODULE)} and the return address.
 */
record SampleCallGraph(int depth, long count, String function, String module) {
    static final String INDENT = "    ";

    /** The line's parts, or null when it is not a call graph line (the graph has ended). */
    static SampleCallGraph parse(String line) {
        if (!line.startsWith(INDENT)) return null;
        int i = INDENT.length();
        while (i < line.length() && " +|:!".indexOf(line.charAt(i)) >= 0) i++;
        int indent = i - INDENT.length();
        int digits = i;
        while (i < line.length() && line.charAt(i) >= '0' && line.charAt(i) <= '9') i++;
        if (i == digits || i - digits > 15 || (i < line.length() && line.charAt(i) != ' ')) return null;
        long count = Long.parseLong(line, digits, i, 10);
        String rest = line.substring(i).strip();
        String module = "";
        int in = rest.indexOf("  (in ");
        if (in >= 0) {
            int close = rest.indexOf(')', in);
            module = rest.substring(in + 6, close < 0 ? rest.length() : close);
            if (module.endsWith(".dylib")) module = module.substring(0, module.length() - 6);
            rest = rest.substring(0, in);
        } else {
            int address = rest.lastIndexOf("  [0x");
            if (address > 0 && indent > 0) rest = rest.substring(0, address);
        }
        return new SampleCallGraph((indent + 1) / 2, count, rest.strip(), module);
    }
}
