package dev.flint.cli;

import dev.flint.model.ControlChars;
import dev.flint.model.LoadWarning;
import dev.flint.model.MessageText;
import dev.flint.model.Profile;
import java.io.PrintStream;
import java.util.List;

/**
 * The {@code warning:} lines of DESIGN.md's command line: what the importer repaired or dropped, printed on
 * stderr before anything else goes there, so a partial load is never silent. At most {@link #SHOWN} lines
 * name a problem; the rest are counted in one closing line.
 */
final class WarningLines {
    static final int SHOWN = 5;

    private WarningLines() {}

    /** What a warning says, escaped and cut as every message quoting a file is (DESIGN.md). */
    static String line(LoadWarning warning) {
        return MessageText.clip(ControlChars.escape(warning.describe()), 3 * MessageText.MAX_QUOTED);
    }

    static void print(String file, Profile profile, PrintStream err) {
        List<LoadWarning> warnings = profile.warnings();
        int shown = Math.min(SHOWN, warnings.size());
        for (int i = 0; i < shown; i++) err.println("warning: " + file + ": " + line(warnings.get(i)));
        if (warnings.size() > shown) err.println("warning: " + file + ": and " + (warnings.size() - shown) + " more");
    }
}
