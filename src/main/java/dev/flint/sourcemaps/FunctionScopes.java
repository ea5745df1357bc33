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

    private final IntColumn opens = new IntColumn(16);   // offset of each named body's {
    private final IntColumn closes = new IntColumn(16);  // offset of its } (the text's length when unclosed)
    private final List<String> names = new ArrayList<>();

    private FunctionScopes() {}

    private void add(int open, int close, String name) {
        if (name.isEmpty()) return;
        opens.add(open);
        closes.add(close);
        names.add(name);
    }

    /** The innermost named function whose body encloses offset {@code at}, or null. */
    String innermost(int at) {
        int best = -1;
        for (int i = 0; i < names.size(); i++) {
            if (opens.get(i) < at && at <= closes.get(i) && (best < 0 || opens.get(i) > opens.get(best))) best = i;
        }
        return best < 0 ? null : names.get(best);
    }

    /** Scans {@code text} once (up to {@link #MAX_SCAN_CHARS}). */
    static FunctionScopes of(String text) {
        FunctionScopes scopes = new FunctionScopes();
        int scanned = Math.min(text.length(), MAX_SCAN_CHARS);
        Deque<String> blocks = new ArrayDeque<>(); // per open brace: a function's name, "" for other blocks
        Deque<Integer> opens = new ArrayDeque<>(); // per open brace: its offset
        Deque<Integer> parens = new ArrayDeque<>(); // offsets of the open parentheses
        Deque<Integer> templates = new ArrayDeque<>(); // brace depths at which a template's ${ opened
        int lastOpenParen = -1; // the ( matching the last ) seen
        int lastCloseParen = -1;
        char previous = 0; // the last significant char, to tell a regex from a division
        int i = 0;
        while (i < scanned) {
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
            } else if (c == '/' && startsRegex(previous)) {
                i = regexEnd(text, i);
            } else if (c == '(') {
                parens.push(i);
                i++;
            } else if (c == ')') {
                lastOpenParen = parens.isEmpty() ? -1 : parens.pop();
                lastCloseParen = i;
                i++;
            } else if (c == '{') {
                blocks.push(blockName(text, i, lastOpenParen, lastCloseParen));
                opens.push(i);
                i++;
            } else if (c == '}') {
                if (!templates.isEmpty() && templates.peek() == blocks.size()) {
                    templates.pop();
                    i = templateEnd(text, i + 1, blocks.size(), templates);
                } else {
                    if (!blocks.isEmpty()) scopes.add(opens.pop(), i, blocks.pop());
                    i++;
                }
            } else {
                i++;
            }
            previous = c;
        }
        while (!blocks.isEmpty()) scopes.add(opens.pop(), text.length(), blocks.pop()); // unclosed at the end
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

    /** Whether a {@code /} after this significant char starts a regular expression rather than a division. */
    private static boolean startsRegex(char previous) {
        return previous == 0 || "(,=:[!&|?{};+-*%<>~^".indexOf(previous) >= 0;
    }

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
