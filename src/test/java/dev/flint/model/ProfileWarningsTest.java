package dev.flint.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Each kind of warning prints once per file (DESIGN.md), however often an importer path added it. */
class ProfileWarningsTest {
    @Test
    void entriesOfOneKindMergeIntoTheFirstWithTheirCountsAdded() {
        LoadWarning open = new LoadWarning("traceEvents", "B events without a matching E, shown with duration 0", 2, "events");
        LoadWarning other = new LoadWarning("$.samples", "sf names no frame in stackFrames: kept without a stack", 1, "samples");
        Profile profile = new Profile(ProfileFormat.CHROME_TRACE, List.of(), new Categories(), false,
                List.of(open, other, open, open));
        assertEquals(List.of(new LoadWarning(open.where(), open.what(), 6, "events"), other), profile.warnings());
        assertEquals(List.of(new LoadWarning(open.where(), open.what(), 8, "events"), other),
                profile.withWarnings(List.of(open)).warnings());
        assertEquals(List.of(open, other), new Profile(ProfileFormat.CHROME_TRACE, List.of(), new Categories(), false,
                List.of(open, other)).warnings());
    }
}
