package dev.flint.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LoadWarningsTest {
    @Test
    void oneEntryPerKindWithTheSummedCountInFirstSeenOrder() {
        LoadWarnings warnings = new LoadWarnings();
        warnings.addSamples("$.samples", "samples on unknown nodes dropped", 1);
        warnings.addEvents("$.traceEvents", "B events without an E closed at the end", 2);
        warnings.addSamples("$.samples", "samples on unknown nodes dropped", 3);
        warnings.addSamples("$.samples", "nothing happened", 0);

        assertEquals(List.of(
                new LoadWarning("$.samples", "samples on unknown nodes dropped", 4, "samples"),
                new LoadWarning("$.traceEvents", "B events without an E closed at the end", 2, "events")),
                warnings.toList());
    }

    @Test
    void addingAnotherListGivesWhatAddingItsWarningsOneByOneGives() {
        // ChromeTraceAssembly finishes threads side by side, each counting its own, and adds them in thread order.
        LoadWarnings first = new LoadWarnings();
        first.addEvents("$.traceEvents", "B events without an E closed at the end", 2);
        LoadWarnings second = new LoadWarnings();
        second.addSamples("$.samples", "samples on unknown nodes dropped", 3);
        second.addEvents("$.traceEvents", "B events without an E closed at the end", 5);
        second.addRecordingShape("$.traceEvents", "open slices", 1);
        LoadWarnings merged = new LoadWarnings();
        merged.addSamples("$.samples", "samples on unknown nodes dropped", 1);
        merged.addAll(first);
        merged.addAll(second);

        assertEquals(List.of(
                new LoadWarning("$.samples", "samples on unknown nodes dropped", 4, "samples"),
                new LoadWarning("$.traceEvents", "B events without an E closed at the end", 7, "events"),
                new LoadWarning("$.traceEvents", "open slices", 1, "events", true)),
                merged.toList());
    }

    @Test
    void describeIsTheTextAfterFileInAWarningLine() {
        assertEquals("$.timeDeltas: negative time deltas clamped to 0 (7 samples affected)",
                new LoadWarning("$.timeDeltas", "negative time deltas clamped to 0", 7, "samples").describe());
    }

    @Test
    void aProfileBuiltWithoutWarningsHasNone() {
        Profile profile = new Profile(ProfileFormat.FOLDED, List.of(), new Categories(), false);
        assertTrue(profile.warnings().isEmpty());
        LoadWarning warning = new LoadWarning("$", "x", 1, "events");
        assertEquals(List.of(warning), profile.withWarnings(List.of(warning)).warnings());
    }
}
