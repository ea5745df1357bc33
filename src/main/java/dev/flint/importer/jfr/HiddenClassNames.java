package dev.flint.importer.jfr;

/**
 * Class names as JMC and async-profiler show them: the JVM names hidden classes (lambdas, method handle
 * forms) with a counter and an address that differ from run to run ({@code Work$$Lambda$89/0x0000000800c03000},
 * {@code Work$$Lambda$89+0x00007fa1...} in JFR, with a {@code .1545242146} after it, JDK 21's {@code Work$$Lambda/0x...}), so two recordings of the same
 * program would not compare. The address suffix goes, and a lambda's counter with it:
 * {@code Work$$Lambda}, {@code java.lang.invoke.LambdaForm$MH}.
 */
final class HiddenClassNames {
    private static final String LAMBDA = "$$Lambda";

    private HiddenClassNames() {}

    static String normalise(String className) {
        int suffix = addressSuffix(className);
        if (suffix < 0) return className;
        String name = className.substring(0, suffix);
        int lambda = name.lastIndexOf(LAMBDA);
        if (lambda >= 0 && lambda + LAMBDA.length() < name.length() && name.charAt(lambda + LAMBDA.length()) == '$'
                && digits(name, lambda + LAMBDA.length() + 1, name.length())) {
            name = name.substring(0, lambda + LAMBDA.length());
        }
        return name;
    }

    /**
     * Where an address suffix starts: {@code /0x…} (the JVM), {@code +0x…} (JFR, async-profiler) or
     * {@code .0x…}, hex to the end or followed by JFR's {@code .digits}; -1 when the name has none.
     */
    private static int addressSuffix(String name) {
        int end = name.length();
        int dot = name.lastIndexOf('.');
        if (dot > 0 && digits(name, dot + 1, end) && dot >= 3 && hexRunEndsAt(name, dot)) end = dot;
        for (int i = end - 1; i > 0; i--) {
            char c = name.charAt(i);
            if ((c == '/' || c == '+' || c == '.') && name.startsWith("0x", i + 1) && i + 3 < end && hex(name, i + 3, end)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether hex digits of a {@code 0x} number end right before {@code at}. */
    private static boolean hexRunEndsAt(String name, int at) {
        int start = at;
        while (start > 0 && Character.digit(name.charAt(start - 1), 16) >= 0) start--;
        return start >= 2 && start < at && name.charAt(start - 1) == 'x' && name.charAt(start - 2) == '0';
    }

    private static boolean digits(String s, int from, int to) {
        if (from >= to) return false;
        for (int i = from; i < to; i++) if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
        return true;
    }

    private static boolean hex(String s, int from, int to) {
        for (int i = from; i < to; i++) if (Character.digit(s.charAt(i), 16) < 0) return false;
        return true;
    }
}
