package dev.flint.sourcemaps;

import dev.flint.model.IntColumn;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The named functions' bodies of an original JavaScript text, found by one pass of a small scanner that skips
 * strings, comments, template literals and regular expressions well enough (no full parser): for a place that
 * no function starts at, the innermost named function around it (issue 26's "enclosing original scope").
 * Found once per text, so naming N functions costs one scan, not N.
 */
final class FunctionScopes {
    /** The longest prefix of a text scanned (a bigger source is rarely hand-written). */
    static final int MAX_SCAN_CHARS = 4 << 20;

    // Per named body, in the order their braces open (so by offset): the { and } offsets (the text's length when
    // unclosed), the name, and the named body around it (-1 for none). Bodies nest, never overlap.
    private final IntColumn opens = new IntColumn(16);
    private final IntColumn closes = new IntColumn(16);
    private final IntColumn parents = new IntColumn(16);
    private final List<String> names = new ArrayList<>();

    private FunctionScopes() {}

    /** A named body opening at {@code open} inside {@code parent}: its index, its close set by {@link #close}. */
    private int open(int open, String name, int parent) {
        opens.add(open);
        closes.add(Integer.MAX_VALUE);
        parents.add(parent);
        names.add(name);
        return names.size() - 1;
    }

    private void close(int scope, int close) {
        closes.set(scope, close);
    }

    /**
     * The innermost named function whose body encloses offset {@code at}, or null. The last body opening before
     * {@code at} encloses it, or one of the bodies around that one does (bodies nest): a binary search and a walk
     * out, not a pass over every body.
     */
    String innermost(int at) {
        int low = 0;
        int high = names.size() - 1;
        int last = -1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            if (opens.get(middle) < at) {
                last = middle;
                low = middle + 1;
            } else {
                high = middle - 1;
            }
        }
        for (int scope = last; scope >= 0; scope = parents.get(scope)) {
            if (at <= closes.get(scope)) return names.get(scope);
        }
        return null;
    }

    /** Scans {@code text} once (up to {@link #MAX_SCAN_CHARS}). */
    static FunctionScopes of(String text) {
        FunctionScopes scopes = new FunctionScopes();
        int scanned = Math.min(text.length(), MAX_SCAN_CHARS);
        Deque<Integer> blocks = new ArrayDeque<>(); // per open brace: its named body's index, -1 for other blocks
        Deque<Integer> named = new ArrayDeque<>(); // the named bodies open, innermost first
        Deque<Integer> parens = new ArrayDeque<>(); // offsets of the open parentheses
        Deque<Integer> templates = new ArrayDeque<>(); // brace depths at which a template's ${ opened
        int lastOpenParen = -1; // the ( matching the last ) seen
        int lastCloseParen = -1;
        char previous = 0; // the last significant char, to tell a regex from a division
        int previousAt = -1; // its offset
        int i = 0;
        while (i < scanned) {
            int start = i;
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
                i = lineEnd(text, i);
                continue;
            }
            if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '*') {
                int end = text.indexOf("*/", i + 2);
                i = end < 0 ? text.length() : end + 2;
                continue;
            }
            if (c == '"' || c == '\'') {
                i = stringEnd(text, i, c);
            } else if (c == '`') {
                i = templateEnd(text, i + 1, blocks.size(), templates);
            } else if (c == '/' && startsRegex(text, previous, previousAt)) {
                i = regexEnd(text, i);
            } else if (c == '(') {
                parens.push(i);
                i++;
            } else if (c == ')') {
                lastOpenParen = parens.isEmpty() ? -1 : parens.pop();
                lastCloseParen = i;
                i++;
            } else if (c == '{') {
                String name = blockName(text, i, lastOpenParen, lastCloseParen);
                int scope = name.isEmpty() ? -1 : scopes.open(i, name, named.isEmpty() ? -1 : named.peek());
                if (scope >= 0) named.push(scope);
                blocks.push(scope);
                i++;
            } else if (c == '}') {
                if (!templates.isEmpty() && templates.peek() == blocks.size()) {
                    templates.pop();
                    i = templateEnd(text, i + 1, blocks.size(), templates);
                } else {
                    if (!blocks.isEmpty() && blocks.peek() >= 0) scopes.close(named.pop(), i);
                    if (!blocks.isEmpty()) blocks.pop();
                    i++;
                }
            } else {
                i++;
            }
            previous = c;
            previousAt = start;
        }
        while (!named.isEmpty()) scopes.close(named.pop(), text.length()); // unclosed at the end
        return scopes;
    }

    /** What a block opening at {@code brace} belongs to: a function's name, or "" (another block or anonymous). */
    private static String blockName(String text, int brace, int lastOpenParen, int lastCloseParen) {
        int before = FunctionNames.skipSpacesBack(text, brace);
        if (before >= 2 && text.startsWith("=>", before - 2)) {
            int arrow = FunctionNames.skipSpacesBack(text, before - 2);
            if (arrow > 0 && text.charAt(arrow - 1) == ')' && arrow - 1 == lastCloseParen && lastOpenParen >= 0) {
                return FunctionNames.orEmpty(OriginalNames.arrowBinding(text, lastOpenParen + 1));
            }
            int start = arrow;
            while (start > 0 && Character.isJavaIdentifierPart(text.charAt(start - 1))) start--;
            return start == arrow ? "" : FunctionNames.orEmpty(OriginalNames.arrowBinding(text, start));
        }
        if (before > 0 && text.charAt(before - 1) == ')' && before - 1 == lastCloseParen && lastOpenParen >= 0) {
            return FunctionNames.orEmpty(FunctionNames.nameBeforeParameters(text, lastOpenParen));
        }
        return "";
    }

    /**
     * Whether a {@code /} after this significant char (at {@code previousAt}) starts a regular expression rather
     * than a division: after an operator or an opening, or after a keyword that an expression follows ({@code
     * return /x/.test(s)}); after a name, a number or a closing it divides.
     */
    private static boolean startsRegex(String text, char previous, int previousAt) {
        if (previous == 0 || "(,=:[!&|?{};+-*%<>~^".indexOf(previous) >= 0) return true;
        if (!Character.isJavaIdentifierPart(previous) || previousAt < 0) return false;
        for (String keyword : BEFORE_EXPRESSION) {
            if (FunctionNames.isWordEndingAt(text, previousAt + 1, keyword)) return true;
        }
        return false;
    }

    /** Keywords an expression follows: a {@code /} after them opens a regular expression. */
    private static final String[] BEFORE_EXPRESSION = {"return", "typeof", "case", "do", "else", "in", "of", "new",
            "delete", "void", "throw", "yield", "await", "instanceof"};

    private static int lineEnd(String text, int i) {
        while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') i++;
        return i;
    }

    /** The offset after a string literal opening at {@code i} (an unterminated one ends at its line). */
    private static int stringEnd(String text, int i, char quote) {
        for (i++; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') i++;
            else if (c == quote) return i + 1;
            else if (c == '\n') return i;
        }
        return i;
    }

    /** The offset after a template's text from {@code i}: its closing backquote, or just after a {@code ${}. */
    private static int templateEnd(String text, int i, int depth, Deque<Integer> templates) {
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '`') {
                return i + 1;
            } else if (c == '$' && i + 1 < text.length() && text.charAt(i + 1) == '{') {
                templates.push(depth);
                return i + 2;
            }
        }
        return i;
    }

    /** The offset after a regular expression literal opening at {@code i} (with its flags). */
    private static int regexEnd(String text, int i) {
        boolean inClass = false;
        for (i++; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') i++;
            else if (c == '\n') return i;
            else if (c == '[') inClass = true;
            else if (c == ']') inClass = false;
            else if (c == '/' && !inClass) break;
        }
        i++;
        while (i < text.length() && Character.isJavaIdentifierPart(text.charAt(i))) i++;
        return i;
    }

}
