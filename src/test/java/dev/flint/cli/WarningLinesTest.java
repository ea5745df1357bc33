package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.model.Categories;
import dev.flint.model.LoadWarning;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WarningLinesTest {
    private static String printed(int warningCount) {
        List<LoadWarning> warnings = new ArrayList<>();
        for (int i = 1; i <= warningCount; i++) warnings.add(new LoadWarning("$.w" + i, "problem " + i, i, "samples"));
        Profile profile = new Profile(ProfileFormat.CPUPROFILE, List.of(), new Categories(), false, warnings);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        WarningLines.print("f.cpuprofile", profile, new PrintStream(err, true, StandardCharsets.UTF_8));
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void noWarningsPrintNothing() {
        assertEquals("", printed(0));
    }

    @Test
    void fiveWarningsAreAllShown() {
        assertEquals("""
                warning: f.cpuprofile: $.w1: problem 1 (1 samples affected)
                warning: f.cpuprofile: $.w2: problem 2 (2 samples affected)
                warning: f.cpuprofile: $.w3: problem 3 (3 samples affected)
                warning: f.cpuprofile: $.w4: problem 4 (4 samples affected)
                warning: f.cpuprofile: $.w5: problem 5 (5 samples affected)
                """, printed(5));
    }

    @Test
    void beyondFiveTheRestAreCountedInOneLine() {
        assertEquals("""
                warning: f.cpuprofile: $.w1: problem 1 (1 samples affected)
                warning: f.cpuprofile: $.w2: problem 2 (2 samples affected)
                warning: f.cpuprofile: $.w3: problem 3 (3 samples affected)
                warning: f.cpuprofile: $.w4: problem 4 (4 samples affected)
                warning: f.cpuprofile: $.w5: problem 5 (5 samples affected)
                warning: f.cpuprofile: and 2 more
                """, printed(7));
    }

    @Test
    void infoTreeAndCallsPrintThemFirstOnStderrAndExitZero() {
        String file = "testdata/v8/chunks-missing-parent.json";
        for (String command : new String[] {"info", "tree", "calls"}) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = Cli.run(new String[] {command, file}, new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            assertEquals(0, status, command);
            assertEquals("warning: " + file + ": CPU profile 0x1 (thread 1:1) samples: samples on nodes whose parent "
                    + "is not in the profile's tree, left out of the calls and the call tree (848 samples affected)\n",
                    err.toString(StandardCharsets.UTF_8), command);
        }
    }
}
