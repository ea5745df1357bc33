package dev.flint.importer;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Files of other profilers that Flint recognises but does not read (DESIGN.md's "Recognised but not read"
 * list, and more seen in the wild): each is refused with one line that names it and, where there is one,
 * the way to a format Flint reads. Binary and text formats are told by their start ({@link #refusal}),
 * JSON ones by a top-level key ({@link #byJsonKey}).
 */
final class OtherProfilers {
    private OtherProfilers() {}

    /** The refusal for the (decompressed) start of a file, or null when it is none of these. */
    static String refusal(byte[] head) {
        if (startsWith(head, "QPERFSTREAM\0")) {
            return "a hotspot / perfparser stream (.perfparser): not supported; open the perf.data it was made from";
        }
        if (startsWith(head, "PTQFILE")) return "a Qt Creator perf trace (.ptq): not supported; open the perf.data it was made from";
        if (startsWith(head, "SIMPLEPERF")) {
            return "an Android simpleperf recording: not read directly; make perf script text of it with simpleperf's"
                    + " report_sample.py and open that";
        }
        if (startsWith(head, "SLOW") || startsWith(head, "*version\n")) return "an Android ART method trace: not supported";
        if (isGperftoolsCpuProfile(head)) {
            return "a gperftools CPU profile (the legacy binary pprof format, also Go's before 1.9): not read; convert it"
                    + " with 'pprof -proto PROGRAM FILE > out.pb.gz' and open that";
        }
        String text = new String(head, 0, Math.min(head.length, 4096), StandardCharsets.UTF_8).stripLeading();
        if (text.startsWith("\uFEFF")) text = text.substring(1); // Visual Studio writes its CSV with a byte order mark
        String first = text.lines().findFirst().orElse("").strip();
        if (text.startsWith("heap profile:") || text.startsWith("--- heapz") || text.startsWith("--- contention")
                || text.startsWith("--- mutex") || text.startsWith("--- threadz") || text.startsWith("--- symbol")
                || text.startsWith("goroutine profile:") || text.startsWith("threadcreate profile:")) {
            return "a legacy pprof text profile (gperftools or Go debug=1 output): not read; convert it with"
                    + " 'go tool pprof -proto FILE > out.pb.gz' and open that";
        }
        if (first.contains("Time and Allocation Profiling Report")) {
            return "a GHC (Haskell) .prof time and allocation report: not supported";
        }
        if (text.startsWith("# callgrind format") || text.startsWith("version: 1\n") && text.contains("\nevents:")) {
            return "a callgrind profile (valgrind, xdebug): not supported";
        }
        String pprofReport = pprofTextReport(text);
        if (pprofReport != null) return pprofReport;
        String lower = first.toLowerCase(Locale.ROOT).replace("\"", "");
        if (isVisualStudioCsv(lower, first)) {
            return "a Visual Studio profiler CSV report (a call tree or function summary of totals, no samples): not"
                    + " read; for .NET, record with dotnet-trace --format speedscope, which Flint reads";
        }
        if (lower.contains("cpu time") && (lower.contains("function") || lower.contains("module"))
                && (first.indexOf(',') >= 0 || first.indexOf('\t') >= 0)) {
            return "an Intel VTune CSV report: not supported; VTune's call stacks are not in its CSV reports";
        }
        if (first.endsWith("Symbol Name") || first.endsWith("Symbol Names")) {
            return "an Instruments call tree copied as text (\"Deep Copy\"): not supported";
        }
        if (first.startsWith("@ ") && first.endsWith(" samples]")) return "a FreeBSD pmcstat call graph: not supported";
        if (first.endsWith(" log opened (PC)")) return "a Skyrim Papyrus script profiling log: not supported";
        return null;
    }

    /** The refusal for a JSON object's top-level key that only another profiler's format has, or null. */
    static String byJsonKey(String key) {
        return switch (key) {
            case "flamebearer", "flamegraph" -> "a Pyroscope flamebearer JSON export: not read; Pyroscope and Grafana"
                    + " also export pprof, which Flint reads";
            case "cost_centres", "rts_arguments" -> "a GHC (Haskell) -pj JSON profile: not supported";
            case "dhatFileVersion" -> "a DHAT heap profile (valgrind --tool=dhat): not supported";
            case "recording" -> "a Safari Web Inspector timeline recording: not supported";
            case "gc_samples", "missed_samples", "raw_timestamp_deltas" -> "a Ruby stackprof profile: not supported";
            default -> null;
        };
    }

    /**
     * What {@code go tool pprof} prints rather than writes: {@code -raw} (its first line {@code PeriodType:}),
     * {@code -text}/{@code -top}/{@code -traces} (a {@code File:} or {@code Type:} header, then
     * {@code Showing nodes} or a {@code -----------+-------} rule), gperftools' {@code pprof --text}
     * ({@code Total: N samples}).
     */
    private static String pprofTextReport(String text) {
        boolean raw = text.startsWith("PeriodType: ") || text.startsWith("SampleType: ");
        boolean header = (text.startsWith("File: ") || text.startsWith("Type: ")) && text.contains("\nType: ")
                || text.startsWith("Type: ");
        boolean report = header && (text.contains("Showing nodes accounting for") || text.contains("-----------+---")
                || text.contains("flat  flat%"));
        boolean gperftools = text.startsWith("Total: ") && text.lines().findFirst().orElse("").endsWith(" samples");
        if (!raw && !report && !gperftools) return null;
        return "a pprof text report (" + (raw ? "pprof -raw" : gperftools ? "gperftools pprof --text" : "pprof -text, -top"
                + " or -traces") + " output), not a profile: open the profile it was printed from; Flint reads pprof's"
                + " protobuf (.pb.gz)";
    }

    /**
     * A Visual Studio CSV export: the call tree summary ({@code Level, Function Name, Inclusive Samples, ...} or
     * with instrumentation {@code Number of Calls, Elapsed Inclusive Time}), the CPU Usage tool's
     * ({@code Function Name, Total CPU [unit, %], Self CPU [unit, %], Module}); quotes dropped.
     */
    private static boolean isVisualStudioCsv(String lowerFirstLine, String firstLine) {
        if (!lowerFirstLine.contains("function name")) return false;
        if (firstLine.indexOf(',') < 0 && firstLine.indexOf('\t') < 0) return false;
        return lowerFirstLine.contains("inclusive") || lowerFirstLine.contains("exclusive")
                || lowerFirstLine.contains("total cpu") || lowerFirstLine.contains("self cpu")
                || lowerFirstLine.contains("number of calls") || lowerFirstLine.startsWith("level,");
    }

    /** JDK 7–10 recordings carry format 0.9 or 1.0 after the {@code FLR\0} magic; Flint reads 2.x (JDK 11+). */
    static String oldJfr(byte[] head) {
        if (head.length < 8) return null;
        int major = ((head[4] & 0xff) << 8) | (head[5] & 0xff);
        int minor = ((head[6] & 0xff) << 8) | (head[7] & 0xff);
        if (major >= 2) return null;
        return "a Flight Recording of JDK 7 to 10 (file format " + major + "." + minor + "): Flint reads the format of"
                + " JDK 11 and later; record again with JDK 11+, or convert it with JDK Mission Control";
    }

    /**
     * gperftools' header is five words {@code 0, 3, 0, period, 0} in the machine's word size
     * (profiledata.cc): 64-bit here, or 32-bit.
     */
    private static boolean isGperftoolsCpuProfile(byte[] head) {
        if (head.length >= 24 && zero(head, 0, 8) && head[8] == 3 && zero(head, 9, 24)) return true;
        return head.length >= 12 && zero(head, 0, 4) && head[4] == 3 && zero(head, 5, 12);
    }

    private static boolean zero(byte[] head, int from, int to) {
        for (int i = from; i < to; i++) {
            if (head[i] != 0) return false;
        }
        return true;
    }

    private static boolean startsWith(byte[] head, String magic) {
        if (head.length < magic.length()) return false;
        for (int i = 0; i < magic.length(); i++) {
            if (head[i] != (byte) magic.charAt(i)) return false;
        }
        return true;
    }
}
