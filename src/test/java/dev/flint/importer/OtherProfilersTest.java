package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * DESIGN.md's "Recognised but not read" formats, each refused with a line that names it: small files written by
 * hand from each format's documented start (magic, header words, first keys or lines), and a text file of no
 * known format, which says where it starts instead of failing as folded stacks.
 */
class OtherProfilersTest {
    private static String refusal(byte[] content) {
        String message = Loads.error(content, "f");
        return message.substring("f: ".length());
    }

    private static String refusal(String content) {
        return refusal(content.getBytes(StandardCharsets.UTF_8));
    }

    private static byte[] bytes(int... values) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int value : values) out.write(value);
        return out.toByteArray();
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    @Test
    void legacyPprofFilesAreNamedWithTheirConversion() {
        // gperftools profiledata.cc: header words 0, 3 (header size), 0 (version), period, 0; here 64-bit and 32-bit
        byte[] header64 = bytes(0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                0x10, 0x27, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        String binary = "a gperftools CPU profile (the legacy binary pprof format, also Go's before 1.9): not read;"
                + " convert it with 'pprof -proto PROGRAM FILE > out.pb.gz' and open that";
        assertEquals(binary, refusal(header64));
        assertEquals(binary, refusal(bytes(0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0x10, 0x27, 0, 0, 0, 0, 0, 0)));
        String text = "a legacy pprof text profile (gperftools or Go debug=1 output): not read; convert it with"
                + " 'go tool pprof -proto FILE > out.pb.gz' and open that";
        assertEquals(text, refusal("heap profile: 1: 2048 [1: 2048] @ heap/1048576\n1: 2048 [1: 2048] @ 0x4a1 0x4b2\n"));
        assertEquals(text, refusal("--- contention:\ncycles/second=2000000000\n10 1 @ 0x4a1\n"));
        assertEquals(text, refusal("goroutine profile: total 4\n2 @ 0x43a 0x44b\n"));
        // Go's mutex profile with debug=1 (runtime/pprof writeProfileInternal); on main: "text in none of its formats"
        assertEquals(text, refusal("--- mutex:\ncycles/second=1996801652\nsampling period=1\n41 3 @ 0x44b1 0x46c2\n"));
    }

    @Test
    void pprofTextReportsAreNamedAsReports() {
        // what go tool pprof prints, not a profile; on main each was "text in none of its formats"
        assertEquals("a pprof text report (pprof -raw output), not a profile: open the profile it was printed from;"
                + " Flint reads pprof's protobuf (.pb.gz)", refusal("PeriodType: cpu nanoseconds\nPeriod: 10000000\n"
                + "Time: 2026-11-28 23:00:00 +0000 UTC\nSamples:\nsamples/count cpu/nanoseconds\n    1   10000000: 1 2 \n"));
        assertEquals("a pprof text report (pprof -text, -top or -traces output), not a profile: open the profile it was"
                + " printed from; Flint reads pprof's protobuf (.pb.gz)", refusal("File: workload\nType: cpu\n"
                + "Time: Nov 28, 2026 at 11:00pm (UTC)\nDuration: 2s, Total samples = 1.07s (53.50%)\nShowing nodes"
                + " accounting for 1.07s, 100% of 1.07s total\n      flat  flat%   sum%        cum   cum%\n"));
        assertEquals("a pprof text report (gperftools pprof --text output), not a profile: open the profile it was"
                + " printed from; Flint reads pprof's protobuf (.pb.gz)",
                refusal("Total: 120 samples\n      70  58.3%  58.3%       70  58.3% leaf\n"));
    }

    @Test
    void flightRecordingsOfJdk7To10AreNamed() {
        assertEquals("a Flight Recording of JDK 7 to 10 (file format 0.9): Flint reads the format of JDK 11 and later;"
                + " record again with JDK 11+, or convert it with JDK Mission Control",
                refusal(bytes('F', 'L', 'R', 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 1, 0)));
        assertEquals(true, refusal(bytes('F', 'L', 'R', 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0))
                .contains("(file format 1.0)"));
    }

    @Test
    void instrumentsXmlIsNamed() {
        assertEquals("an Instruments (xctrace export) XML document: not supported",
                refusal("<?xml version=\"1.0\"?>\n<trace-query-result>\n<node xpath='//trace-toc[1]'/>\n"));
    }

    @Test
    void vtuneAndVisualStudioCsvReportsAreNamed() {
        assertEquals("an Intel VTune CSV report: not supported; VTune's call stacks are not in its CSV reports",
                refusal("Function,CPU Time,CPU Time:Effective Time,Module,Source File\nmain,1.5,1.5,app,app.c\n"));
        assertEquals("an Intel VTune CSV report: not supported; VTune's call stacks are not in its CSV reports",
                refusal("Function\tCPU Time\tModule\nmain\t1.5s\tapp\n"));
        String visualStudio = "a Visual Studio profiler CSV report (a call tree or function summary of totals, no"
                + " samples): not read; for .NET, record with dotnet-trace --format speedscope, which Flint reads";
        assertEquals(visualStudio,
                refusal("Function Name,Total CPU [unit, %],Self CPU [unit, %],Module\n\"main\",\"12 (40.00%)\",\"1\",app\n"));
        assertEquals(visualStudio,
                refusal("\"Level\",\"Function Name\",\"Inclusive Samples\",\"Exclusive Samples\"\n1,\"main\",10,2\n"));
        // VSPerfReport /summary:CallTree of an instrumentation session, with the byte order mark Visual Studio
        // writes; on main: "the top level is a JSON value"
        assertEquals(visualStudio, refusal("\uFEFF\"Level\",\"Function Name\",\"Number of Calls\",\"Elapsed Inclusive"
                + " Time %\",\"Elapsed Exclusive Time %\",\"Module Name\",\n\"1\",\"Program.Main\",\"1\",\"100.00\","
                + "\"0.01\",\"app.exe\",\n"));
    }

    @Test
    void ghcReportsAreNamed() {
        assertEquals("a GHC (Haskell) .prof time and allocation report: not supported",
                refusal("\tWed Nov 25 10:51 2026 Time and Allocation Profiling Report  (Final)\n\n\t   app +RTS -p -RTS\n"));
        assertEquals("a GHC (Haskell) -pj JSON profile: not supported",
                refusal("{\"program\": \"app\", \"arguments\": [], \"rts_arguments\": [\"-pj\"], \"cost_centres\": []}"));
    }

    @Test
    void pyroscopeFlamebearerJsonIsNamed() {
        String flamebearer = "a Pyroscope flamebearer JSON export: not read; Pyroscope and Grafana also export pprof,"
                + " which Flint reads";
        assertEquals(flamebearer, refusal("{\"version\": 1, \"flamebearer\": {\"names\": [\"total\"], \"levels\":"
                + " [[0, 1, 0, 0]], \"numTicks\": 1, \"maxSelf\": 1}, \"metadata\": {\"format\": \"single\"}}"));
        assertEquals(flamebearer, refusal("{\"metadata\": {\"format\": \"double\", \"units\": \"samples\"}, \"flamebearer\":"
                + " {\"names\": [\"total\"], \"levels\": [[0, 2, 0, 0, 2, 0, 0]]}, \"leftTicks\": 1, \"rightTicks\": 1}"));
        // Grafana Pyroscope's flame graph query result; on main: "none of the keys of a known profile format"
        assertEquals(flamebearer, refusal("{\"flamegraph\": {\"names\": [\"total\", \"main\"], \"levels\": [{\"values\":"
                + " [\"0\", \"10\", \"0\", \"0\"]}], \"total\": \"10\", \"maxSelf\": \"10\"}}"));
    }

    @Test
    void hotspotPerfparserStreamsAreNamed() {
        assertEquals("a hotspot / perfparser stream (.perfparser): not supported; open the perf.data it was made from",
                refusal(concat("QPERFSTREAM\0".getBytes(StandardCharsets.US_ASCII), bytes(0x14, 0, 0, 0, 8, 0, 0, 0))));
    }

    @Test
    void textOfNoKnownFormatSaysWhereItStarts() {
        assertEquals("line 2: not a profile Flint reads: text in none of its formats (folded stacks 'frame;frame;..."
                + " COUNT', perf script, DTrace, macOS sample, V8 log); it starts with 'Dear user,'",
                refusal("\nDear user,\nthis is a letter, not a profile.\n"));
        String longLine = refusal("word ".repeat(100) + "\n");
        assertEquals(true, longLine.endsWith("it starts with '" + "word ".repeat(15) + "wo...'"), "80 characters: " + longLine);
    }
}
