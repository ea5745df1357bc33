package dev.flint.sourcemaps;

import dev.flint.model.IntColumn;
import dev.flint.model.LoadWarnings;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A map's ECMA-426 {@code scopes} (the "scopes" proposal: the original scope trees of the sources and the
 * generated ranges that say which original scope each part of the generated code is), as far as naming needs
 * them: the original function around a generated place, the name DevTools shows for a frame there ({@code
 * SourceMapScopesInfo.findOriginalFunctionName}: the innermost generated range that holds the place, its original
 * scope, out to the nearest scope that is a stack frame).
 *
 * <p>The encoding read is the proposal's as of {@code proposals/scopes.md} at tc39/ecma426 f44ad7fc, which
 * DevTools' {@code source-map-scopes-codec} 0.9.0 decodes: one {@code "scopes"} string of comma-separated items,
 * each a tag (unsigned VLQ) and its fields: {@code A} a source without scopes, {@code B} original scope start
 * (flags, line, column, name if flags&1, kind if flags&2; 4 = a stack frame), {@code C} its end (line, column),
 * {@code D} its variables, {@code E} generated range start (flags, line if flags&1, column, definition if
 * flags&2), {@code F} its end ([line,] column), {@code G}/{@code H} bindings and {@code I} a call site (skipped:
 * Flint names frames, it does not rebuild inlined ones), other tags skipped. Lines of original scopes are relative
 * to the previous item's, columns relative only on the same line, and both restart at each top-level scope;
 * names, kinds and definitions are relative to their previous value.
 */
final class MapScopes {
    private static final int HAS_NAME = 0x1;
    private static final int HAS_KIND = 0x2;
    private static final int IS_STACK_FRAME = 0x4;
    private static final int RANGE_HAS_LINE = 0x1;
    private static final int RANGE_HAS_DEFINITION = 0x2;

    // Original scopes, in the order their starts are written (what a range's definition counts).
    private final IntColumn scopeParents = new IntColumn(16);
    private final IntColumn scopeNames = new IntColumn(16); // index into the map's names, -1 for none
    private final IntColumn scopeFlags = new IntColumn(16);
    // Generated ranges, in the order their starts are written (the generated text's order: they nest).
    private final IntColumn rangeStartLines = new IntColumn(16);
    private final IntColumn rangeStartColumns = new IntColumn(16);
    private final IntColumn rangeEndLines = new IntColumn(16);
    private final IntColumn rangeEndColumns = new IntColumn(16);
    private final IntColumn rangeParents = new IntColumn(16);
    private final IntColumn rangeDefinitions = new IntColumn(16); // original scope, -1 for none
    private final String[] names;

    private MapScopes(String[] names) {
        this.names = names;
    }

    /** A malformed {@code scopes}: the whole field is unusable. */
    static final class ScopesException extends Exception {
        ScopesException(String what) {
            super(what);
        }
    }

    /**
     * The scopes of a map, or null when there are none or they cannot be used (then a warning says why and names
     * come from the mappings and the original text, as without the field).
     */
    static MapScopes decode(String encoded, String[] names, LoadWarnings warnings) {
        if (encoded == null || encoded.isEmpty()) return null;
        try {
            MapScopes scopes = new MapScopes(names);
            scopes.read(encoded);
            return scopes.rangeDefinitions.size() == 0 ? null : scopes;
        } catch (ScopesException e) {
            warnings.add("$.scopes", e.getMessage() + "; not used (names come from the mappings and the original text)",
                    1, "maps");
            return null;
        }
    }

    /**
     * The name of the original function around the generated 0-based place, or null when the scopes do not say
     * (no range holds it, its scope is no function's, or the function has no name).
     */
    String functionName(int line, int column) {
        int range = innermostRange(line, column);
        int scope = range < 0 ? -1 : rangeDefinitions.get(range);
        while (scope >= 0 && (scopeFlags.get(scope) & IS_STACK_FRAME) == 0) scope = scopeParents.get(scope);
        if (scope < 0 || scopeNames.get(scope) < 0) return null;
        String name = names[scopeNames.get(scope)];
        return name.isEmpty() ? null : name;
    }

    /** The innermost range holding (line, column) (start inclusive, end exclusive), -1 for none. */
    private int innermostRange(int line, int column) {
        int low = 0;
        int high = rangeStartLines.size() - 1;
        int last = -1; // the last range starting at or before the place; the innermost holder is it or around it
        while (low <= high) {
            int middle = (low + high) >>> 1;
            if (compare(rangeStartLines.get(middle), rangeStartColumns.get(middle), line, column) <= 0) {
                last = middle;
                low = middle + 1;
            } else {
                high = middle - 1;
            }
        }
        for (int range = last; range >= 0; range = rangeParents.get(range)) {
            if (compare(line, column, rangeEndLines.get(range), rangeEndColumns.get(range)) < 0) return range;
        }
        return -1;
    }

    private static int compare(int lineA, int columnA, int lineB, int columnB) {
        return lineA != lineB ? Integer.compare(lineA, lineB) : Integer.compare(columnA, columnB);
    }

    // --- Decoding --------------------------------------------------------------------------------------------

    private String text;
    private int at;

    private void read(String encoded) throws ScopesException {
        text = encoded;
        at = 0;
        Deque<Integer> openScopes = new ArrayDeque<>();
        Deque<Integer> openRanges = new ArrayDeque<>();
        long scopeLine = 0;
        long scopeColumn = 0;
        long nameState = 0;
        long kindState = 0;
        long rangeLine = 0;
        long rangeColumn = 0;
        long definitionState = 0;
        while (at < text.length()) {
            if (text.charAt(at) == ',') { // an empty item
                at++;
                continue;
            }
            long tag = unsigned();
            switch ((int) Math.min(tag, Integer.MAX_VALUE)) {
                case 1 -> { // original scope start
                    long flags = unsigned();
                    long lineDelta = unsigned();
                    long columnValue = unsigned();
                    scopeLine += lineDelta;
                    scopeColumn = lineDelta == 0 ? scopeColumn + columnValue : columnValue;
                    int name = -1;
                    if ((flags & HAS_NAME) != 0) {
                        nameState += signed();
                        if (nameState < 0 || nameState >= names.length) throw new ScopesException("a scope's name index "
                                + nameState + " is past \"names\"");
                        name = (int) nameState;
                    }
                    if ((flags & HAS_KIND) != 0) kindState += signed();
                    scopeParents.add(openScopes.isEmpty() ? -1 : openScopes.peek());
                    scopeNames.add(name);
                    scopeFlags.add((int) flags);
                    openScopes.push(scopeParents.size() - 1);
                }
                case 2 -> { // original scope end
                    long lineDelta = unsigned();
                    long columnValue = unsigned();
                    scopeLine += lineDelta;
                    scopeColumn = lineDelta == 0 ? scopeColumn + columnValue : columnValue;
                    if (openScopes.isEmpty()) throw new ScopesException("an original scope ends that never started");
                    openScopes.pop();
                    if (openScopes.isEmpty()) { // a top-level scope: the next one's lines start over
                        scopeLine = 0;
                        scopeColumn = 0;
                    }
                }
                case 4 -> { // generated range start
                    long flags = unsigned();
                    if ((flags & RANGE_HAS_LINE) != 0) {
                        rangeLine += unsigned();
                        rangeColumn = unsigned();
                    } else {
                        rangeColumn += unsigned();
                    }
                    int definition = -1;
                    if ((flags & RANGE_HAS_DEFINITION) != 0) {
                        definitionState += signed();
                        if (definitionState < 0 || definitionState >= scopeParents.size()) {
                            throw new ScopesException("a generated range's definition " + definitionState
                                    + " is past the original scopes");
                        }
                        definition = (int) definitionState;
                    }
                    checkPosition(rangeLine, rangeColumn);
                    rangeStartLines.add((int) rangeLine);
                    rangeStartColumns.add((int) rangeColumn);
                    rangeEndLines.add(Integer.MAX_VALUE);
                    rangeEndColumns.add(Integer.MAX_VALUE);
                    rangeParents.add(openRanges.isEmpty() ? -1 : openRanges.peek());
                    rangeDefinitions.add(definition);
                    openRanges.push(rangeDefinitions.size() - 1);
                }
                case 5 -> { // generated range end: [line,] column
                    long first = unsigned();
                    if (at < text.length() && text.charAt(at) != ',') {
                        long column = unsigned();
                        if (first != 0) {
                            rangeLine += first;
                            rangeColumn = column;
                        } else {
                            rangeColumn += column;
                        }
                    } else {
                        rangeColumn += first;
                    }
                    if (openRanges.isEmpty()) throw new ScopesException("a generated range ends that never started");
                    checkPosition(rangeLine, rangeColumn);
                    int range = openRanges.pop();
                    rangeEndLines.set(range, (int) rangeLine);
                    rangeEndColumns.set(range, (int) rangeColumn);
                }
                default -> { } // a source without scopes (A), variables, bindings, call sites, unknown tags
            }
            while (at < text.length() && text.charAt(at) != ',') skipValue(); // the item's other values
            if (at < text.length()) at++; // its comma
        }
        if (!openScopes.isEmpty() || !openRanges.isEmpty()) {
            throw new ScopesException("the field ends inside " + (openRanges.isEmpty() ? "an original scope" : "a generated range"));
        }
    }

    private static void checkPosition(long line, long column) throws ScopesException {
        if (line > Integer.MAX_VALUE || column > Integer.MAX_VALUE) {
            throw new ScopesException("a generated range's position passes 2^31-1");
        }
    }

    /** The next VLQ's value without a sign bit. */
    private long unsigned() throws ScopesException {
        long value = 0;
        int shift = 0;
        while (true) {
            if (at >= text.length() || text.charAt(at) == ',') {
                throw new ScopesException("an item ends before its fields (character " + at + ")");
            }
            int digit = Base64Vlq.digit(text.charAt(at));
            if (digit < 0) throw new ScopesException("'" + text.charAt(at) + "' is not a base64 digit (character " + at + ")");
            if (shift > 30) throw new ScopesException("a value over 32 bits (character " + at + ")");
            at++;
            value |= (long) Base64Vlq.valueBits(digit) << shift;
            if (!Base64Vlq.continues(digit)) return value;
            shift += Base64Vlq.SHIFT;
        }
    }

    /** The next VLQ's signed value (sign in the lowest bit, as in {@code mappings}). */
    private long signed() throws ScopesException {
        long raw = unsigned();
        long magnitude = raw >>> 1;
        return (raw & 1) != 0 ? -magnitude : magnitude;
    }

    private void skipValue() throws ScopesException {
        unsigned();
    }
}
