package dev.flint.export;

import dev.flint.calltree.CallTreeText;

/**
 * A function name as one frame of a folded line. The format has no escaping: line breaks, tabs and other
 * control characters become spaces the way FlameGraph's stackcollapse-perf.pl does it. A {@code ;} inside a
 * name is written {@code \;} (backslashes right before it doubled), which Flint's folded reader reads back as
 * the name's {@code ;} (other tools split the frame there; stackcollapse-perf.pl's {@code :} lost the name, and
 * the round trip with it). U+FFFD (bytes the profile could not decode) becomes {@code ?}: readers take a line holding it for binary. An anonymous
 * function is written as the tree shows it, {@code (anonymous)}: an empty frame would vanish between two
 * {@code ;}.
 */
final class FoldedNames {
    private FoldedNames() {}

    static String frame(String funcName) {
        String name = CallTreeText.displayName(funcName);
        for (int i = 0; i < name.length(); i++) {
            if (replacement(name.charAt(i)) != 0 || name.charAt(i) == ';') return replaced(name);
        }
        return name;
    }

    /**
     * The text inside a frame's {@code [...]} suffix at {@code detail} 1 (resource), 2 (and line), 3 (and
     * column) or 4 (and a number telling apart funcs equal in all of these). A resource that ends like a line
     * ({@code http://host:8080}) or an empty one is written with line and column, so the reader, which takes
     * one trailing {@code :DIGITS} as the line and two as line and column, never takes the resource's digits.
     */
    static String where(String resourceName, int line, int column, int detail, int number) {
        String resource = resource(resourceName);
        if (detail < 3 && (resource.isEmpty() || endsWithColonDigits(resource))) detail = 3;
        StringBuilder text = new StringBuilder(resource);
        if (detail >= 2) text.append(':').append(Math.max(line, 0));
        if (detail >= 3) text.append(':').append(Math.max(column, 0));
        if (detail >= 4) text.append(":#").append(number);
        return text.toString();
    }

    /**
     * Whether the reader would take part of this frame text for a {@code [RESOURCE]} suffix (a function named
     * {@code foo [bar]}) or a frame kind ({@code foo_[k]}): such a name is written with its own suffix after it.
     */
    static boolean looksSuffixed(String text) {
        int length = text.length();
        // async-profiler's kind suffix (_[j], _[i], _[k], _[0], _[1]) and V8's tier mark after JS:, LazyCompile:,
        // Function:, Script: are read as the frame's implementation unless a [...] suffix follows them.
        if (length > 4 && text.charAt(length - 4) == '_' && text.charAt(length - 3) == '['
                && text.charAt(length - 1) == ']' && "jik01".indexOf(text.charAt(length - 2)) >= 0) {
            return true;
        }
        for (String kind : new String[] {"JS:", "LazyCompile:", "Function:", "Script:"}) {
            if (text.startsWith(kind) && length > kind.length() && "*~^+".indexOf(text.charAt(kind.length())) >= 0) {
                return true;
            }
        }
        if (length < 5 || text.charAt(length - 1) != ']') return false;
        int open = text.lastIndexOf(" [", length - 2);
        return open > 0 && open + 2 < length - 1 && text.indexOf(']', open) == length - 1;
    }

    private static boolean endsWithColonDigits(String text) {
        int i = text.length();
        while (i > 0 && Character.isDigit(text.charAt(i - 1))) i--;
        return i < text.length() && i > 0 && text.charAt(i - 1) == ':';
    }

    /**
     * A resource (script, library) name inside a frame's {@code [RESOURCE]}: as a frame, with {@code ]}
     * also replaced ({@code )}), as the reader takes the resource to end at the first {@code ]} from the end.
     */
    static String resource(String resourceName) {
        return frame(resourceName).replace(']', ')');
    }

    /** What {@code c} is written as, 0 when it is written as is ({@code ;} is escaped, not replaced). */
    private static char replacement(char c) {
        if (c == '\uFFFD') return '?';
        if (Character.isISOControl(c)) return ' ';
        return 0;
    }

    private static String replaced(String name) {
        StringBuilder text = new StringBuilder(name.length() + 4);
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == ';') {
                // The reader takes a ';' after an odd run of backslashes as the name's: double the run before it.
                for (int k = i - 1; k >= 0 && name.charAt(k) == '\\'; k--) text.append('\\');
                text.append("\\;");
                continue;
            }
            char instead = replacement(c);
            text.append(instead == 0 ? c : instead);
        }
        return text.toString();
    }
}
