package dev.flint.ui.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.FuncLineHits;
import dev.flint.calltree.SampleRange;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.sourcemaps.SourceText;
import dev.flint.sourcemaps.SourceTexts;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the source view lists, without a display: testdata/jfr/workload.jfr with Workload.java beside it. */
class SourceListingTest {
    private static ProfileThread main(Profile profile) {
        return profile.threads().stream().filter(t -> t.name().equals("main")).findFirst().orElseThrow();
    }

    private static int func(ProfileThread thread, String name) {
        for (int f = 0; f < thread.funcs().size(); f++) if (thread.funcName(f).equals(name)) return f;
        throw new AssertionError("no func " + name);
    }

    @Test
    void theWholeFileWithHitsOnTheirLinesAndTheHottestLineFirstToShow() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/jfr/workload.jfr"));
        ProfileThread thread = main(profile);
        SourceTexts texts = new SourceTexts(List.of(Path.of("testdata/jfr")));
        SourceListing listing = SourceListing.of(thread, func(thread, "Workload.leaf"), SampleRange.ALL,
                FuncLineHits.Ticks.NONE, profile.format(), texts::find);
        assertEquals("Workload.java", listing.sourceName());
        assertTrue(listing.found());
        assertEquals(listing.lineCount(), listing.lines().size());
        SourceListing.Line hottest = listing.lines().get(listing.hottest());
        assertEquals(new SourceListing.Line(10, "        for (int i = 0; i < n; i++) s += Math.sqrt(i) * 0.5;", 415, 415),
                hottest);
        assertEquals(new SourceListing.Line(9, "        double s = 0;", 56, 56), listing.lines().get(8));
        assertEquals(new SourceListing.Line(8, "    static double leaf(int n) {", 0, 0), listing.lines().get(7));
        assertEquals(10, listing.editorLine());
        assertEquals(Path.of("testdata/jfr/Workload.java").toAbsolutePath().normalize(),
                Path.of(listing.editorTarget()).toAbsolutePath().normalize());
        assertEquals(415, listing.maxSelf());
    }

    @Test
    void withoutTheTextOnlyTheLinesWithHitsAndWhy() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/jfr/workload.jfr"));
        ProfileThread thread = main(profile);
        SourceListing listing = SourceListing.of(thread, func(thread, "Workload.leaf"), SampleRange.ALL,
                FuncLineHits.Ticks.NONE, profile.format(), name -> new SourceText(null, null, "not under any folder"));
        assertFalse(listing.found());
        assertEquals("not under any folder", listing.from());
        assertEquals(List.of(new SourceListing.Line(9, "", 56, 56), new SourceListing.Line(10, "", 415, 415)),
                listing.lines());
        assertEquals(1, listing.hottest());
    }

    @Test
    void aHugeSourceShowsAWindowAroundTheHottestLineAndCutsLongLines() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/jfr/workload.jfr"));
        ProfileThread thread = main(profile);
        // 300,000 lines, the 10th of them 5,000 characters long: as a 100 MB bundle would stress the list.
        StringBuilder text = new StringBuilder();
        for (int line = 1; line <= 300_000; line++) text.append(line == 10 ? "x".repeat(5_000) : "l" + line).append('\n');
        SourceListing listing = SourceListing.of(thread, func(thread, "Workload.leaf"), SampleRange.ALL,
                FuncLineHits.Ticks.NONE, profile.format(), name -> new SourceText(text.toString(), null, "test"));
        assertEquals(SourceListing.MAX_SHOWN_LINES, listing.lines().size());
        assertEquals(300_000, listing.lineCount());
        assertEquals(1, listing.lines().get(0).number());
        assertTrue(listing.from().endsWith("showing lines 1\u2013100000 of 300000"), listing.from());
        String cut = listing.lines().get(9).text();
        assertEquals("x".repeat(SourceListing.MAX_LINE_CHARS) + " \u2026 (3000 more characters)", cut);
    }
}
