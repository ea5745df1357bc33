package dev.flint.export;

import dev.flint.calltree.CallTreeText;

/**
 * A function name as one frame of a folded line. The format has no escaping, so the characters that would
 * end the frame or the line are replaced the way FlameGraph's stackcollapse-perf.pl does it: {@code ;}
 * becomes {@code :}, and line breaks, tabs and other control characters become spaces. U+FFFD (bytes the
 * profile could not decode) becomes {@code ?}: readers take a line holding it for binary. An anonymous
 * function is written as the tree shows it, {@code (anonymous)}: an empty frame would vanish between two
 * {@code ;}.
 */
final class FoldedNames {
    private FoldedNames() {}

    static String frame(String funcName) {
        String name = CallTreeText.displayName(funcName);
        for (int i = 0; i < name.length(); i++) {
            if (replacement(name.charAt(i)) != 0) return replaced(name);
        }
        return name;
    }

    /**
     * A resource (script, library) name inside a frame's {@code [RESOURCE]}: as a frame, with {@code ]}
     * also replaced ({@code )}), as the reader takes the resource to end at the first {@code ]} from the end.
     */
    static String resource(String resourceName) {
        return frame(resourceName).replace(']', ')');
    }

    /** What {@code c} is written as, 0 when it is written as is. */
    private static char replacement(char c) {
        if (c == ';') return ':';
        if (c == '\uFFFD') return '?';
        if (Character.isISOControl(c)) return ' ';
        return 0;
    }

    private static String replaced(String name) {
        StringBuilder text = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            char instead = replacement(c);
            text.append(instead == 0 ? c : instead);
        }
        return text.toString();
    }
}
