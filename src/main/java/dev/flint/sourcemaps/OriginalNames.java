package dev.flint.sourcemaps;

/**
 * The original name of a function found at a mapping (notes §2.1, §2.2, §2.5). V8 places a function at the
 * {@code (} of its parameters, or at the parameter of a one-parameter arrow without parentheses; the mapping
 * there (the same-line greatest lower bound) carries the function's name in the first case and the
 * parameter's in the second. So:
 * <ul>
 *   <li>no name at the mapping: the name of the original function starting at or enclosing the mapped place,
 *       from the original text ({@link FunctionNames}); without the text the minified name stays (the place is
 *       still the original one);</li>
 *   <li>with the generated text (DevTools' rule): the name counts only when the text has {@code (} there;</li>
 *   <li>without it, with the original text ({@code sourcesContent}, else the local file the map's source
 *       names): a name followed by {@code )}, {@code ,} or {@code =>} is a parameter's;</li>
 *   <li>a parameter's name is replaced by what the arrow is bound to ({@code const NAME = (n) =>}, {@code NAME:
 *       n =>}) when the original text shows it, as the Firefox Profiler names anonymous functions; else the
 *       minified name stays;</li>
 *   <li>with neither text, the mapping's name (a one-parameter arrow may then show its parameter's name).</li>
 * </ul>
 * One per application: original texts are read and split into lines once per source ({@link OriginalTexts}).
 */
final class OriginalNames {
    /** Words a mapping may name (the token it starts at) that are never a function's name. */
    private static final java.util.Set<String> KEYWORDS = java.util.Set.of("async", "function", "class", "static",
            "get", "set", "default", "export", "new", "return", "await", "yield", "const", "let", "var");

    private final OriginalTexts originals = new OriginalTexts();

    String name(ScriptMap script, int mapping, int line, int column, String minified) {
        SourceMap map = script.map();
        if (map.scopes() != null) {
            // The generator's own record of which original function each generated range is (DevTools reads it
            // first too); the text below is the fallback for maps without it.
            String scoped = map.scopes().functionName(line, column);
            if (scoped != null) return scoped;
        }
        int nameIndex = map.nameIndex(mapping);
        String mapped = nameIndex < 0 ? null : map.name(nameIndex);
        TextLines original = originals.of(map, map.sourceIndex(mapping));
        int at = original == null ? -1 : original.offset(map.originalLine(mapping), map.originalColumn(mapping));
        // V8 places a script's top-level code at its first char (0, 0), where no function's parameters start:
        // a mapping there is the first statement's (often `function NAME(`), not the top level's name.
        boolean topLevel = line == 0 && column == 0;
        if (mapped != null && KEYWORDS.contains(mapped)) mapped = null; // terser names `async function f` "async"
        if (!topLevel && at >= 0) {
            // The author's text names the function starting there better than the bundler's name for it
            // (esbuild's tally_default for `export default function`, "spin" for `#spin`, "total" for `get total`).
            String starting = FunctionNames.startingAt(original.text(), at);
            if (starting != null && !starting.isEmpty()) return starting;
        }
        if (mapped == null || mapped.isEmpty()) {
            if (topLevel) return minified;
            String found = at < 0 ? null : FunctionNames.at(original.text(), at, originals.scopes(original));
            return found != null ? found : minified;
        }
        boolean parameter;
        if (script.scriptText() != null) {
            parameter = script.charAt(line, column) != '(';
        } else if (at >= 0) {
            parameter = isParameter(original.text(), at, mapped);
        } else {
            return mapped;
        }
        if (!parameter) return mapped;
        String bound = at < 0 ? null : arrowBinding(original.text(), at);
        return bound != null ? bound : minified;
    }

    /** Whether {@code name} at {@code at} is followed by what ends a parameter: {@code )}, {@code ,} or {@code =>}. */
    static boolean isParameter(String text, int at, String name) {
        if (!text.startsWith(name, at)) return false;
        int i = skipSpaces(text, at + name.length());
        if (i >= text.length()) return false;
        char c = text.charAt(i);
        return c == ')' || c == ',' || text.startsWith("=>", i);
    }

    /**
     * The name an arrow function whose (first) parameter starts at {@code at} is bound to: {@code NAME = (}, {@code
     * NAME = async (}, {@code NAME: (} (parentheses optional), or null.
     */
    static String arrowBinding(String text, int at) {
        int i = skipSpacesBack(text, at);
        if (i > 0 && text.charAt(i - 1) == '(') i = skipSpacesBack(text, i - 1);
        if (i >= 5 && text.startsWith("async", i - 5) && (i == 5 || !Character.isJavaIdentifierPart(text.charAt(i - 6)))) {
            i = skipSpacesBack(text, i - 5);
        }
        if (i == 0) return null;
        char binder = text.charAt(i - 1);
        if (binder != '=' && binder != ':') return null;
        if (binder == '=' && i >= 2 && "=!<>+-*/%&|^?".indexOf(text.charAt(i - 2)) >= 0) return null;
        int end = skipSpacesBack(text, i - 1);
        int start = identifierStart(text, end);
        if (start < 0) return null;
        if (start > 0 && text.charAt(start - 1) == '#') return text.substring(start - 1, end); // #field = () =>
        if (binder == ':') return text.substring(start, end);
        // a.b.c = function: V8 names it by the whole member chain (module.exports), "this." left out
        while (start > 0 && text.charAt(start - 1) == '.') {
            int object = identifierStart(text, start - 1);
            if (object < 0) break;
            if (text.startsWith("this.", object)) return text.substring(object + 5, end);
            start = object;
        }
        return text.substring(start, end);
    }

    /** The start of the identifier ending at {@code end}, or -1 when none ends there. */
    private static int identifierStart(String text, int end) {
        int start = end;
        while (start > 0 && Character.isJavaIdentifierPart(text.charAt(start - 1))) start--;
        return start == end || !Character.isJavaIdentifierStart(text.charAt(start)) ? -1 : start;
    }

    private static int skipSpaces(String text, int i) {
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) i++;
        return i;
    }

    private static int skipSpacesBack(String text, int i) {
        while (i > 0 && Character.isWhitespace(text.charAt(i - 1))) i--;
        return i;
    }
}
