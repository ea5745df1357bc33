package dev.flint.importer.perf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The header and frame line parser on the shapes perf versions and -F field sets print. */
class PerfLinesTest {
    private static PerfLines.Header header(String line) {
        PerfLines.Header header = PerfLines.header(line);
        assertTrue(header != null, "not parsed: " + line);
        return header;
    }

    @Test
    void defaultFieldsTidOnly() {
        PerfLines.Header h = header("simple-terminat     9 198789.478194:    1001001 cpu-clock: ");
        assertEquals(new PerfLines.Header("simple-terminat", -1, 9, 198789478194.0, "cpu-clock", ""), h);
    }

    @Test
    void pidTidCpuAndEventModifiers() {
        PerfLines.Header h = header("firefox  7564/7564 [003]  2574592.839818:          1 cycles:uppp: ");
        assertEquals("firefox", h.comm());
        assertEquals(7564, h.pid());
        assertEquals(7564, h.tid());
        assertEquals("cycles:uppp", h.event());
    }

    @Test
    void commWithSpacesAndDigitsTakesTheLastNumberAsTid() {
        PerfLines.Header h = header("FS Broker 5858  5791/5860  115539.936601:  1000000 task-clock:u: ");
        assertEquals("FS Broker 5858", h.comm());
        assertEquals(5791, h.pid());
        assertEquals(5860, h.tid());
    }

    @Test
    void noEventNoPeriodAndNanoseconds() {
        PerfLines.Header h = header("workload  8434/8434    350.283410123: ");
        assertEquals("", h.event());
        assertEquals(350283410.123, h.timeMicros(), 1e-6);
        assertEquals("", h.trailing());
    }

    @Test
    void oneLineFormOfHideCallGraph() {
        PerfLines.Header h = header("w  7860   325.837617:    1003009 cpu-clock:            11f3 other+0x3c (/tmp/w)");
        assertEquals("11f3 other+0x3c (/tmp/w)", h.trailing());
        assertEquals(new PerfLines.Frame(0x11f3, "other", "/tmp/w"), PerfLines.frame(h.trailing()));
    }

    @Test
    void notHeaders() {
        assertNull(PerfLines.header("\t 11f3 other+0x3c (/tmp/w)"), "indented: a frame");
        assertNull(PerfLines.header("main;work 12"), "folded stacks");
        assertNull(PerfLines.header("{\"traceEvents\": 1.5: }"));
        assertNull(PerfLines.header("9 198789.478194: cpu-clock:"), "no comm");
    }

    @Test
    void framesWithOffsetsKernelAndUnknown() {
        assertEquals(new PerfLines.Frame(0xffffffff816d6bd1L, "ksys_write", "[kernel.kallsyms]"),
                PerfLines.frame("\tffffffff816d6bd1 ksys_write+0xd1 ([kernel.kallsyms])"));
        assertTrue(PerfLines.frame("\tffffffff816d6bd1 ksys_write+0xd1 ([kernel.kallsyms])").kernel());
        assertEquals(new PerfLines.Frame(0, "[unknown]", "[unknown]"), PerfLines.frame("\t               0 [unknown] ([unknown])"));
        assertTrue(!PerfLines.frame("\t 0 [unknown] ([unknown])").kernel());
    }

    @Test
    void demangledCppNamesKeepTheirParentheses() {
        PerfLines.Frame f = PerfLines.frame(
                "\t    7f0a1 nsCOMPtr<nsIFoo>::nsCOMPtr(nsCOMPtr_helper const&)+0x1f (/usr/lib/firefox/libxul.so)");
        assertEquals("nsCOMPtr<nsIFoo>::nsCOMPtr(nsCOMPtr_helper const&)", f.symbol());
        assertEquals("/usr/lib/firefox/libxul.so", f.dso());
        PerfLines.Frame op = PerfLines.frame("\t 1a operator()(nsID const&, void**) const (/opt/my app/lib (x)/a.so)");
        assertEquals("operator()(nsID const&, void**) const", op.symbol());
        assertEquals("/opt/my app/lib (x)/a.so", op.dso(), "a dso path with spaces and parentheses");
    }

    @Test
    void inlinedFramesAndFramesWithoutDso() {
        PerfLines.Frame inlined = PerfLines.frame("\t    7fbcb2a6704b _dl_start_final+0x25b (inlined)");
        assertTrue(inlined.inlined());
        assertEquals("_dl_start_final", inlined.symbol());
        assertEquals(new PerfLines.Frame(0x12b7, "other", ""), PerfLines.frame("\t 12b7 other"));
        assertNull(PerfLines.frame("  file.c:123"), "an -F +srcline continuation line");
    }
}
