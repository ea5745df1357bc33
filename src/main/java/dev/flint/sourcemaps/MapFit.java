package dev.flint.sourcemaps;

/**
 * Whether a map fits the script the profile ran: a map of another build is not applied silently (issue 26).
 * What is checked, at the functions' starts the profile gives (0-based generated positions):
 * <ul>
 *   <li>the map's mappings reach every function's line (a function past the map's last line: another build);</li>
 *   <li>with the script's text, the map does not reach past the text's last line, nor past the end of a line;</li>
 *   <li>with the text, most function starts hold what V8 puts there ({@code (}, or the one parameter of an
 *       arrow function; notes §2.1): otherwise the text is not the script that was profiled;</li>
 *   <li>most function starts have a mapping on their line;</li>
 *   <li>with the original texts (sourcesContent or local files), three quarters of the function starts map to
 *       a place where an original function starts ({@link FunctionNames#isFunctionStart}): a map of another
 *       build of the same app, as one-line as the right one, sends them into the middle of expressions.</li>
 * </ul>
 */
final class MapFit {
    /**
     * Fewer checked starts than this prove nothing either way for the majority rules. The share of starts that
     * must map onto original function starts is 3/4: the fixtures' right maps reach 15/15 to 18/18, terser's
     * map over the esbuild build of the same app (columns close, functions in the same order) 8/15.
     */
    private static final int MIN_STARTS = 3;

    private MapFit() {}

    /**
     * What is wrong with applying {@code script}'s map at these starts, or null when it fits.
     *
     * @param lines   0-based lines of the functions' starts
     * @param columns their 0-based columns
     * @param count   how many of the arrays' entries are starts
     */
    static String problem(ScriptMap script, int[] lines, int[] columns, int count) {
        SourceMap map = script.map();
        if (map.mappingCount() == 0) return "it has no mappings";
        int lastLine = map.generatedLine(map.mappingCount() - 1);
        int textLines = script.lineCount();
        if (textLines >= 0 && lastLine >= textLines) {
            return "its mappings reach line " + (lastLine + 1) + " but the script has " + textLines + " lines";
        }
        if (textLines >= 0) {
            String pastLineEnd = pastLineEnd(script);
            if (pastLineEnd != null) return pastLineEnd;
        }
        int pastEnd = 0;
        int firstPastEnd = -1;
        int withoutMapping = 0;
        int textChecked = 0;
        int textStarts = 0;
        for (int i = 0; i < count; i++) {
            if (lines[i] > lastLine) {
                pastEnd++;
                firstPastEnd = Math.max(firstPastEnd, lines[i]);
                continue;
            }
            if (map.findOnLine(lines[i], columns[i]) < 0) withoutMapping++;
            if (textLines >= 0) {
                textChecked++;
                char c = script.charAt(lines[i], columns[i]);
                if (c == '(' || Character.isJavaIdentifierStart(c)) textStarts++;
            }
        }
        if (pastEnd > 0) {
            return "its mappings end at line " + (lastLine + 1) + " but the profile has functions up to line "
                    + (firstPastEnd + 1);
        }
        if (textChecked >= MIN_STARTS && textStarts * 2 < textChecked) {
            return "the script's text has no function start at " + (textChecked - textStarts) + " of " + textChecked
                    + " places where the profile has one: it is not the script that was profiled";
        }
        if (count >= MIN_STARTS && withoutMapping * 2 > count) {
            return "it maps nothing at " + withoutMapping + " of " + count + " function starts";
        }
        return originalPlacesProblem(map, lines, columns, count);
    }

    /**
     * A mapping past the end of its line of the script's text: the map of a longer build under the same name (the
     * next release of a one-line bundle, whose earlier functions keep their places and pass the other checks).
     * A mapping at a line's very end is allowed (a generator may map the place after the last token).
     */
    private static String pastLineEnd(ScriptMap script) {
        SourceMap map = script.map();
        int past = 0;
        int furthestLine = -1; // the last mapping past its line's end: mappings are in generated order
        int furthestColumn = -1;
        int lineLength = -1;
        int lengthOf = -1;
        for (int m = 0; m < map.mappingCount(); m++) {
            int line = map.generatedLine(m);
            if (line != lengthOf) {
                lengthOf = line;
                lineLength = script.lineLength(line);
            }
            if (lineLength >= 0 && map.generatedColumn(m) > lineLength) {
                past++;
                furthestLine = line;
                furthestColumn = map.generatedColumn(m);
            }
        }
        if (past == 0) return null;
        return "its mappings reach column " + (furthestColumn + 1) + " of line " + (furthestLine + 1) + " but that line"
                + " of the script has " + script.lineLength(furthestLine) + " characters (" + past + " mapping"
                + (past == 1 ? "" : "s") + " past the ends of lines)";
    }

    /**
     * Where the map sends the functions' starts, when the original texts are at hand: a map of another build of
     * the same app (same sources, same one-line bundle) sends most of them into the middle of expressions.
     */
    private static String originalPlacesProblem(SourceMap map, int[] lines, int[] columns, int count) {
        OriginalTexts originals = new OriginalTexts();
        int placed = 0;
        int onFunctionStarts = 0;
        for (int i = 0; i < count; i++) {
            int mapping = map.findOnLine(lines[i], columns[i]);
            if (mapping < 0 || map.sourceIndex(mapping) < 0) continue;
            TextLines text = originals.of(map, map.sourceIndex(mapping));
            if (text == null) continue;
            placed++;
            int at = text.offset(map.originalLine(mapping), map.originalColumn(mapping));
            if (FunctionNames.isFunctionStart(text.text(), at)) onFunctionStarts++;
        }
        if (placed >= MIN_STARTS && onFunctionStarts * 4 < placed * 3) {
            return "at " + (placed - onFunctionStarts) + " of " + placed + " function starts it points into the"
                    + " original sources where no function starts";
        }
        return null;
    }
}
