package dev.flint.ui.calltree;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.ui.calltree.LineHitsView.LineHits;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Line hits list the hottest line first (issue 34: jsonRoundTrip's first row was line 12 at 0.0 % while the
 * function's self time was 8.9 s, the hot line out of view): most self, then most total, then by line.
 */
class LineHitsOrderTest {
    @Test
    void theHottestLineComesFirst() {
        List<LineHits> inSourceOrder = List.of(
                new LineHits(12, 0, 8_900, 0),
                new LineHits(14, 6_100, 6_100, 0.69),
                new LineHits(15, 0, 2_000, 0),
                new LineHits(17, 2_750, 2_800, 0.31),
                new LineHits(20, 0, 2_000, 0));
        assertEquals(List.of(14, 17, 12, 15, 20),
                LineHitsView.hottestFirst(inSourceOrder).stream().map(LineHits::line).toList());
    }
}
