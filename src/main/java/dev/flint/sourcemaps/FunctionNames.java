package dev.flint.sourcemaps;

import java.util.Objects;
import java.util.Set;

/**
 * The name of the original function at a place in an original JavaScript text, for mappings that carry no name
 * (issue 26: "the enclosing original scope's name when {@code names} has none"; the Firefox Profiler #6018 parses
 * the original source the same way, notes §2.3). A bundler that inlines {@code function countCollisions(…)} as an
 * anonymous {@code function(t,o){…}} maps its start to the original {@code function} keyword without a name.
 * <ul>
 *   <li>a function that starts at the place, named as V8 names it when the code runs unbundled: {@code function
 *       NAME(}, {@code async function NAME(}, a method {@code NAME(…) {} (also {@code async}, {@code static}, {@code
 *       *}), {@code #NAME(…) {} ({@code #NAME}), {@code get NAME() {} and {@code set NAME(v) {} ({@code get NAME},
 *       {@code set NAME}), {@code NAME = (…) =>}, {@code NAME = async (…) =>} (a variable or a class field),
 *       {@code NAME: function}, {@code NAME: (…) =>}, {@code NAME: async (…) =>} (an object's property), {@code
 *       NAME = function} and {@code NAME = async function}, {@code a.b = function} ({@code a.b}: {@code
 *       module.exports}), {@code export default function (} ({@code default}), {@code class NAME} (its implicit
 *       constructor), a class's {@code constructor(…) {} (its class's name);</li>
 *   <li>else the innermost named function whose body encloses the place ({@link FunctionScopes}).</li>
 * </ul>
 */
final class FunctionNames {
    /** How far back the class around a {@code constructor} is looked for. */
    private static final int MAX_CLASS_LOOKBACK = 50_000;

    /** The longest parameter list looked through for the {@code =>} of an arrow function. */
    private static final int MAX_PARAMETERS_CHARS = 2000;

    /** Words a {@code (} follows that do not make the {@code {} after its {@code )} a function body. */
    private static final Set<String> NOT_FUNCTIONS = Set.of("if", "for", "while", "switch", "catch", "with",
            "return", "typeof", "void", "delete", "in", "of", "new", "await", "yield", "do", "else", "case");

    /** Words before a function or method that V8 leaves out of its name ({@code get} and {@code set} it keeps). */
    private static final String[] MODIFIERS = {"static", "async", "get", "set"};

    /** The accessor words V8 puts before a getter's or setter's name. */
    private static final String[] ACCESSORS = {"get", "set"};

    private FunctionNames() {}

    /**
     * The name of the function starting at or enclosing offset {@code at} of {@code text}, or null. An anonymous
     * function starting there keeps no name (null): the enclosing function is another function.
     */
    static String at(String text, int at) {
        return at(text, at, null);
    }

    /** As {@link #at(String, int)}, with the text's scopes when they were found before (null: found if needed). */
    static String at(String text, int at, FunctionScopes scopes) {
        if (at < 0 || at >= text.length()) return null;
        String starting = startingAt(text, at);
        if (starting != null) return starting.isEmpty() ? null : starting;
        return (scopes != null ? scopes : FunctionScopes.of(text)).innermost(at);
    }

    /**
     * The name of a function whose definition starts at {@code at} (its keyword, name or parameters), "" for an
     * anonymous one, or null when no function starts there.
     */
    static String startingAt(String text, int at) {
        int i = at;
        boolean exportDefault = isWord(text, i, "default"); // export default function (…) {
        if (exportDefault) i = skipSpaces(text, i + 7);
        for (String modifier : MODIFIERS) {
            if (isWord(text, i, modifier) && !startsCall(text, i + modifier.length())) i = skipSpaces(text, i + modifier.length());
        }
        if (isWord(text, i, "function")) {
            int name = skipSpaces(text, i + 8);
            if (name < text.length() && text.charAt(name) == '*') name = skipSpaces(text, name + 1);
            String identifier = identifierAt(text, name);
            return identifier != null ? identifier : exportDefault ? "default" : orEmpty(bindingOf(text, at));
        }
        if (isWord(text, i, "class")) {
            String identifier = identifierAt(text, skipSpaces(text, i + 5));
            return identifier != null ? identifier : exportDefault ? "default" : orEmpty(bindingOf(text, at));
        }
        if (i < text.length() && text.charAt(i) == '*') i = skipSpaces(text, i + 1); // a generator method
        if (i < text.length() && text.charAt(i) == '(') {
            return classForConstructor(text, i, nameBeforeParameters(text, i));
        }
        if (i < text.length() && text.charAt(i) == '#') i++; // a private method: V8 keeps the #
        String identifier = identifierAt(text, i);
        if (identifier == null) return null;
        int after = skipSpaces(text, i + identifier.length());
        if (text.startsWith("=>", after)) return orEmpty(OriginalNames.arrowBinding(text, i));
        if (after < text.length() && text.charAt(after) == '(') {
            return classForConstructor(text, i, nameBeforeParameters(text, after));
        }
        return null;
    }

    /** V8 names a class's constructor by its class, as the minified frame shows it (class e → e). */
    private static String classForConstructor(String text, int at, String name) {
        return "constructor".equals(name) ? Objects.requireNonNullElse(classAround(text, at), name) : name;
    }

    /**
     * Whether a function starts at {@code at}: its keyword, name or parameter list, or its first parameter (where
     * V8 places a one-parameter arrow), or the parenthesis before one ({@code (function () {}), an IIFE). What a
     * fitting map's mapping at a function's start lands on.
     */
    static boolean isFunctionStart(String text, int at) {
        if (at < 0 || at >= text.length()) return false;
        if (startingAt(text, at) != null) return true;
        if (text.charAt(at) == '(' && startingAt(text, skipSpaces(text, at + 1)) != null) return true; // (function () {
        int before = skipSpacesBack(text, at);
        return before > 0 && text.charAt(before - 1) == '(' && startingAt(text, before - 1) != null;
    }

    /**
     * The name of the class whose body holds offset {@code at}: the brace left open before it (counted back
     * within {@link #MAX_CLASS_LOOKBACK} chars, strings not told apart) after {@code class NAME} or {@code
     * class NAME extends …}; null when not found.
     */
    private static String classAround(String text, int at) {
        int depth = 0;
        int limit = Math.max(0, at - MAX_CLASS_LOOKBACK);
        for (int i = at - 1; i >= limit; i--) {
            char c = text.charAt(i);
            if (c == '}') depth++;
            else if (c == '{' && depth-- == 0) return classBefore(text, i, limit);
        }
        return null;
    }

    /** The NAME of {@code class NAME …} ending at the brace {@code brace} (no {@code ;{}} between), or null. */
    private static String classBefore(String text, int brace, int limit) {
        for (int i = brace - 1; i >= limit; i--) {
            char c = text.charAt(i);
            if (c == ';' || c == '{' || c == '}') return null;
            if (isWord(text, i, "class")) return identifierAt(text, skipSpaces(text, i + 5));
        }
        return null;
    }

    /**
     * The name of the function whose parameter list opens at {@code open}, "" for an anonymous one, or null when
     * the parentheses are not a function's.
     */
    static String nameBeforeParameters(String text, int open) {
        int end = skipSpacesBack(text, open);
        int start = end;
        while (start > 0 && Character.isJavaIdentifierPart(text.charAt(start - 1))) start--;
        if (start == end) { // (a, b) => …, or only a parenthesised expression
            int after = afterParameters(text, open);
            boolean arrow = after >= 0 && text.startsWith("=>", after);
            return arrow ? orEmpty(OriginalNames.arrowBinding(text, open + 1)) : null;
        }
        String word = text.substring(start, end);
        if (word.equals("function")) return orEmpty(bindingOf(text, start));
        if (word.equals("async")) { // async (a) => …, not a method named async
            int after = afterParameters(text, open);
            if (after >= 0 && text.startsWith("=>", after)) return orEmpty(OriginalNames.arrowBinding(text, open + 1));
        }
        if (NOT_FUNCTIONS.contains(word) || !Character.isJavaIdentifierStart(word.charAt(0))) return null;
        int dot = skipSpacesBack(text, start);
        if (dot > 0 && text.charAt(dot - 1) == '.') return null; // a call: a.min(
        int after = afterParameters(text, open);
        // a body or a TypeScript return type follows a definition's parameters, not a call's: f(x);
        if (after < 0 || after >= text.length() || "{:".indexOf(text.charAt(after)) < 0) return null;
        return methodName(text, start, word);
    }

    /**
     * A method's name as V8 gives it: {@code #NAME} for a private one, {@code get NAME} and {@code set NAME} for
     * accessors (the word before the name; {@code get(key) {} is a method named get).
     */
    private static String methodName(String text, int start, String word) {
        if (start > 0 && text.charAt(start - 1) == '#') return "#" + word;
        int before = skipSpacesBack(text, start);
        if (before == start) return word;
        for (String accessor : ACCESSORS) {
            int wordStart = before - accessor.length();
            if (wordStart >= 0 && isWord(text, wordStart, accessor)) {
                int previous = skipSpacesBack(text, wordStart);
                boolean member = previous == 0 || "{,;}".indexOf(text.charAt(previous - 1)) >= 0
                        || isWordEndingAt(text, previous, "static");
                if (member) return accessor + " " + word;
            }
        }
        return word;
    }

    /**
     * The name an anonymous function or class starting at {@code at} takes from where it stands: what it is bound
     * to ({@link OriginalNames#arrowBinding}), or {@code default} after {@code export default}.
     */
    static String bindingOf(String text, int at) {
        String bound = OriginalNames.arrowBinding(text, at);
        if (bound != null) return bound;
        int before = skipSpacesBack(text, at);
        return isWordEndingAt(text, before, "default") ? "default" : null;
    }

    /** Whether the word {@code word} ends at offset {@code end}. */
    static boolean isWordEndingAt(String text, int end, String word) {
        int start = end - word.length();
        return start >= 0 && isWord(text, start, word);
    }

    /** Whether a {@code (} follows offset {@code i}: a word before it is a name ({@code get(key)}), not a modifier. */
    private static boolean startsCall(String text, int i) {
        int next = skipSpaces(text, i);
        return next >= text.length() || text.charAt(next) == '(' || text.charAt(next) == '=' || text.charAt(next) == ':';
    }

    /**
     * The offset of what follows (after spaces) the parentheses opening at {@code open}: {@code =>} or {@code {}
     * for a function's parameters; -1 when they do not close within a short scan.
     */
    private static int afterParameters(String text, int open) {
        int depth = 0;
        int limit = Math.min(text.length(), open + MAX_PARAMETERS_CHARS);
        for (int i = open; i < limit; i++) {
            char c = text.charAt(i);
            if (c == '(') depth++;
            else if (c == ')' && --depth == 0) return skipSpaces(text, i + 1);
        }
        return -1;
    }

    static String orEmpty(String name) {
        return name == null ? "" : name;
    }

    private static boolean isWord(String text, int i, String word) {
        int end = i + word.length();
        return text.startsWith(word, i) && (i == 0 || !Character.isJavaIdentifierPart(text.charAt(i - 1)))
                && (end >= text.length() || !Character.isJavaIdentifierPart(text.charAt(end)));
    }

    private static String identifierAt(String text, int i) {
        if (i >= text.length() || !Character.isJavaIdentifierStart(text.charAt(i))) return null;
        int end = i;
        while (end < text.length() && Character.isJavaIdentifierPart(text.charAt(end))) end++;
        return text.substring(i, end);
    }

    private static int skipSpaces(String text, int i) {
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) i++;
        return i;
    }

    static int skipSpacesBack(String text, int i) {
        while (i > 0 && Character.isWhitespace(text.charAt(i - 1))) i--;
        return i;
    }
}
