package dev.flint.sourcemaps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class Base64VlqTest {
    @Test
    void readsTheSpecsExamples() {
        assertEquals(17, Base64Vlq.decode("iB"));
        assertEquals(-10, Base64Vlq.decode("V"));
        assertEquals(0, Base64Vlq.decode("A"));
        assertEquals(1, Base64Vlq.decode("C"));
        assertEquals(-1, Base64Vlq.decode("D"));
    }

    @Test
    void readsMinusZeroAsZeroAsDevToolsDoes() {
        assertEquals(0, Base64Vlq.decode("B"));
    }

    @Test
    void reads32BitExtremesAndRefusesMore() {
        assertEquals(Integer.MAX_VALUE, Base64Vlq.decode("+/////D"));
        assertEquals(-Integer.MAX_VALUE, Base64Vlq.decode("//////D"));
        // 2^31 needs a 33rd bit with its sign: over the spec's 32-bit limit.
        assertEquals("a value over 32 bits",
                assertThrows(IllegalArgumentException.class, () -> Base64Vlq.decode("ggggggE")).getMessage());
        assertEquals("a value over 32 bits",
                assertThrows(IllegalArgumentException.class, () -> Base64Vlq.decode("gggggggA")).getMessage());
    }

    @Test
    void refusesBadDigitsAndDanglingContinuations() {
        assertEquals("'=' is not a base64 digit",
                assertThrows(IllegalArgumentException.class, () -> Base64Vlq.decode("=")).getMessage());
        assertEquals("the value ends in a continuation digit",
                assertThrows(IllegalArgumentException.class, () -> Base64Vlq.decode("g")).getMessage());
    }

    @Test
    void theTestEncoderAgreesWithTheDecoder() {
        for (long v : new long[] {0, 1, -1, 15, 16, -16, 17, 1000, -1000, 1 << 20, Integer.MAX_VALUE, -Integer.MAX_VALUE}) {
            assertEquals(v, Base64Vlq.decode(Maps.vlq(v)));
        }
        assertEquals("iB", Maps.vlq(17));
        assertEquals("V", Maps.vlq(-10));
    }
}
