package dev.flint.importer.v8log;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.ProfileThread;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The flat profile {@code node --prof-process} prints (its text summary): ticks, unaccounted ticks and self
 * ticks by function, keyed as {@link #leafKey} keys Flint's samples, so a test compares the two counts.
 * JS functions are {@code NAME FILE:LINE:COL} (tiers merged, the script's folder left out), libraries
 * {@code [BASENAME]}, other code as printed ({@code Builtin: ArrayPrototypePush}, C++ symbols).
 */
record ProfProcessSummary(int ticks, int unaccounted, Map<String, Integer> selfTicks) {
    private static final Pattern TOTALS = Pattern.compile("\\((\\d+) ticks, (\\d+) unaccounted");
    private static final Pattern ROW = Pattern.compile("(?m)^ +(\\d+) +[0-9.]+%(?: +[0-9.]+%)? +(.+)$");
    private static final Pattern JS = Pattern.compile("JS: [~^+*]?'?(\\S*) \\S*?([^/ ]+:\\d+:\\d+)");

    static ProfProcessSummary read(Path file) throws IOException {
        String text = Files.readString(file);
        Matcher totals = TOTALS.matcher(text);
        assertTrue(totals.find(), file + " is no --prof-process summary");
        Map<String, Integer> self = new TreeMap<>();
        for (String section : new String[] {"[Shared libraries]", "[JavaScript]", "[C++]"}) {
            int start = text.indexOf(section);
            if (start < 0) continue;
            int end = text.indexOf("\n [", start + section.length());
            Matcher row = ROW.matcher(text.substring(start, end < 0 ? text.length() : end));
            while (row.find()) self.merge(key(row.group(2).strip()), Integer.parseInt(row.group(1)), Integer::sum);
        }
        return new ProfProcessSummary(Integer.parseInt(totals.group(1)), Integer.parseInt(totals.group(2)), self);
    }

    private static String key(String printed) {
        Matcher js = JS.matcher(printed);
        if (js.matches()) return js.group(1) + " " + js.group(2);
        if (printed.startsWith("/")) return "[" + printed.substring(printed.lastIndexOf('/') + 1) + "]";
        return printed;
    }

    /** The key of the function a sample's leaf frame is in, as {@link #read} keys the summary's rows. */
    static String leafKey(ProfileThread thread, int sample) {
        int func = thread.frames().func(thread.stacks().frame(thread.samples().stack(sample)));
        if (!thread.funcs().isJS(func)) return thread.funcName(func);
        String file = thread.strings().get(thread.funcs().fileName(func));
        return thread.funcName(func) + " " + file.substring(file.lastIndexOf('/') + 1) + ":" + thread.funcs().line(func)
                + ":" + thread.funcs().column(func);
    }

    /** Flint's self samples by {@link #leafKey}. */
    static Map<String, Integer> selfSamples(ProfileThread thread) {
        Map<String, Integer> self = new TreeMap<>();
        for (int i = 0; i < thread.samples().size(); i++) self.merge(leafKey(thread, i), 1, Integer::sum);
        return self;
    }
}
