package dev.flint.ui.source;

import dev.flint.calltree.FuncLineHits;
import dev.flint.calltree.FuncSourceName;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.SourceLines;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.UiThreadGuard;
import dev.flint.sourcemaps.SourceText;
import dev.flint.sourcemaps.SourceTexts;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the source view shows for one function, gathered off the FX thread (no JavaFX here): its source's
 * name, the text's lines around the hottest one (at most {@link #MAX_SHOWN_LINES}, each cut at
 * {@link #MAX_LINE_CHARS}: a 100 MB source or a minified one-line bundle must not stall the list), and
 * self and total per line from {@link FuncLineHits}.
 *
 * @param sourceName   the function's source file or URL ({@link FuncSourceName}), "" when none is known
 * @param found        whether the text was found; when not, {@code lines} are only the lines with hits
 * @param from         where the text came from, or why there is none (shown under the title)
 * @param editorTarget what Open in editor opens (a local file or file: URL), null when nothing local
 * @param lines        the shown lines, in order
 * @param hottest      index in {@code lines} of the line with the most self (else total), -1 when no hits
 * @param lineCount    how many lines the whole text has (0 when not found)
 * @param maxSelf      the largest self of a line (for the shading), 0 when none
 * @param maxTotal     the largest total of a line
 */
public record SourceListing(String sourceName, boolean found, String from, String editorTarget, List<Line> lines,
                            int hottest, int lineCount, double maxSelf, double maxTotal) {
    /** Lines shown at most, around the hottest line. */
    public static final int MAX_SHOWN_LINES = 100_000;
    /** Characters of one line shown at most. */
    public static final int MAX_LINE_CHARS = 2_000;

    /** One shown line: its 1-based number, its text (cut) and its hits in the thread's unit (0 when none). */
    public record Line(int number, String text, double self, double total) {}

    public static final SourceListing EMPTY = new SourceListing("", false, "", null, List.of(), -1, 0, 0, 0);

    /**
     * The listing of {@code func} in {@code thread} over {@code range} ({@code ticks}: the thread's V8 line
     * ticks, see {@link FuncLineHits.Ticks}), with the text of its source found by {@code texts} (given the
     * source's name: through the maps applied, or {@link SourceTexts#find(String)}).
     */
    public static SourceListing of(ProfileThread thread, int func, SampleRange range, FuncLineHits.Ticks ticks,
                                   ProfileFormat format, java.util.function.Function<String, SourceText> texts) {
        UiThreadGuard.check("SourceListing.of");
        if (thread == null || func < 0 || func >= thread.funcs().size()) return EMPTY;
        List<FuncLineHits.Row> rows = FuncLineHits.count(thread, func, range, ticks);
        String sourceName = FuncSourceName.of(thread, func, format);
        SourceText text = sourceName.isEmpty() ? new SourceText(null, null, "the profile names no source file")
                : texts.apply(sourceName);
        String editorTarget = text.file() != null ? text.file().toString() : localTarget(sourceName);
        int hottestLine = hottestLine(rows);
        double maxSelf = 0;
        double maxTotal = 0;
        for (FuncLineHits.Row row : rows) {
            maxSelf = Math.max(maxSelf, row.self());
            maxTotal = Math.max(maxTotal, row.total());
        }
        List<Line> lines = new ArrayList<>();
        int hottest = -1;
        int lineCount = 0;
        String from = text.from() == null ? "" : text.from();
        if (text.found()) {
            SourceLines source = SourceLines.of(text.text());
            lineCount = source.count();
            int first = Math.max(1, Math.min(hottestLine - MAX_SHOWN_LINES / 2, lineCount - MAX_SHOWN_LINES + 1));
            int last = Math.min(lineCount, first + MAX_SHOWN_LINES - 1);
            int row = firstRowAtOrAfter(rows, first);
            for (int number = first; number <= last; number++) {
                while (row < rows.size() && rows.get(row).line() < number) row++;
                boolean hit = row < rows.size() && rows.get(row).line() == number;
                if (number == hottestLine) hottest = lines.size();
                lines.add(new Line(number, cut(source.line(number)), hit ? rows.get(row).self() : 0,
                        hit ? rows.get(row).total() : 0));
            }
            if (first > 1 || last < lineCount) {
                from += " \u2014 showing lines " + first + "\u2013" + last + " of " + lineCount;
            }
        } else {
            for (FuncLineHits.Row row : rows) {
                if (row.line() == hottestLine) hottest = lines.size();
                lines.add(new Line(row.line(), "", row.self(), row.total()));
            }
        }
        return new SourceListing(sourceName, text.found(), from, editorTarget, List.copyOf(lines), hottest,
                lineCount, maxSelf, maxTotal);
    }

    /** The line number of the hottest line (most self, else most total; the first of ties), 1 when no hits. */
    static int hottestLine(List<FuncLineHits.Row> rows) {
        int best = -1;
        for (int i = 0; i < rows.size(); i++) {
            FuncLineHits.Row row = rows.get(i);
            if (best < 0 || row.self() > rows.get(best).self()
                    || (row.self() == rows.get(best).self() && row.total() > rows.get(best).total())) {
                best = i;
            }
        }
        return best < 0 ? 1 : rows.get(best).line();
    }

    /** The 1-based line Open in editor goes to: the hottest line, else the first. */
    public int editorLine() {
        return hottest >= 0 ? lines.get(hottest).number() : lines.isEmpty() ? 1 : lines.get(0).number();
    }

    private static int firstRowAtOrAfter(List<FuncLineHits.Row> rows, int line) {
        int row = 0;
        while (row < rows.size() && rows.get(row).line() < line) row++;
        return row;
    }

    private static String cut(String line) {
        if (line == null) return "";
        return line.length() <= MAX_LINE_CHARS ? line : line.substring(0, MAX_LINE_CHARS) + " \u2026 ("
                + (line.length() - MAX_LINE_CHARS) + " more characters)";
    }

    /** A source name an editor can open: an absolute path or a file: URL; null for anything else. */
    private static String localTarget(String sourceName) {
        if (sourceName.startsWith("file:")) return sourceName;
        try {
            return !sourceName.isEmpty() && Path.of(sourceName).isAbsolute() ? sourceName : null;
        } catch (RuntimeException notAPath) {
            return null;
        }
    }
}
