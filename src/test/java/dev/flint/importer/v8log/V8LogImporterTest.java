package dev.flint.importer.v8log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.LoadWarning;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.testing.SharedTestdata;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * testdata/v8-log: {@code node --prof} on work.js and {@code node --prof-process}'s summary of the same log
 * (make.sh, Node 20.20.2); hand-written logs for the rules of tickprocessor.mjs.
 */
class V8LogImporterTest {
    private static final Path LOG = Path.of("testdata/v8-log/work.v8.log.gz");
    private static final String HEAD = "v8-version,11,3,244,8,-node.38,0\n"
            + "shared-library,/usr/lib/libc.so.6,0x7f0000000000,0x7f0000100000,0\n"
            + "code-creation,JS,10,100,0x1000,64,fib /w/app.js:3:13,0xa000,~\n"
            + "code-creation,JS,11,200,0x2000,64,fib /w/app.js:3:13,0xa000,*\n"
            + "code-creation,JS,10,100,0x3000,64,main /w/app.js:10:14,0xb000,~\n"
            + "code-creation,Builtin,2,50,0x5000,32,ArrayPrototypePush\n";

    private static Profile load(String log) throws ProfileFormatException {
        return ProfileLoader.load(SourceBytes.of(log.getBytes(StandardCharsets.UTF_8), "isolate-0x5a1-4242-v8.log"),
                ProgressListener.NONE);
    }

    private static List<String> leafFirstStacks(ProfileThread thread) {
        List<String> stacks = new ArrayList<>();
        for (int i = 0; i < thread.samples().size(); i++) {
            List<String> names = new ArrayList<>();
            for (int s = thread.samples().stack(i); s != -1; s = thread.stacks().prefix(s)) {
                names.add(thread.funcName(thread.frames().func(thread.stacks().frame(s))));
            }
            stacks.add(String.join(" < ", names));
        }
        return stacks;
    }

    @Test
    void selfTicksOfJsFunctionsAreProfProcesssOwn() throws Exception {
        Profile profile = ProfileLoader.load(LOG);
        assertEquals(ProfileFormat.V8_LOG, profile.format());
        ProfileThread thread = profile.threads().get(0);
        String summary = Files.readString(Path.of("testdata/v8-log/work.prof-process.txt"));
        Matcher total = Pattern.compile("\\((\\d+) ticks, (\\d+) unaccounted").matcher(summary);
        assertTrue(total.find());
        assertEquals(Integer.parseInt(total.group(1)), thread.samples().size(), "every tick is a sample");
        Map<String, Integer> expected = new TreeMap<>();
        Matcher js = Pattern.compile("(?m)^ +(\\d+) +[0-9.]+% +[0-9.]+% +JS: [~^+*]?'?(\\S*) \\S*/(work\\.js:\\d+:\\d+)$")
                .matcher(summary.substring(summary.indexOf("[JavaScript]"), summary.indexOf("[C++]")));
        while (js.find()) expected.merge(js.group(2) + " " + js.group(3), Integer.parseInt(js.group(1)), Integer::sum);
        assertTrue(expected.containsKey("fib work.js:3:13"), expected.toString());
        Map<String, Integer> flint = new TreeMap<>();
        for (int i = 0; i < thread.samples().size(); i++) {
            int stack = thread.samples().stack(i);
            int func = thread.frames().func(thread.stacks().frame(stack));
            if (!thread.funcs().isJS(func)) continue;
            String file = thread.strings().get(thread.funcs().fileName(func));
            String key = thread.funcName(func) + " " + file.substring(file.lastIndexOf('/') + 1) + ":"
                    + thread.funcs().line(func) + ":" + thread.funcs().column(func);
            flint.merge(key, 1, Integer::sum);
        }
        for (Map.Entry<String, Integer> function : expected.entrySet()) {
            int ours = flint.getOrDefault(function.getKey(), 0);
            assertTrue(Math.abs(ours - function.getValue()) <= 0.01 * thread.samples().size(),
                    function.getKey() + ": prof-process " + function.getValue() + ", Flint " + ours);
        }
    }

    @Test
    void aNameWithARawCommaIsOneFunction() throws Exception {
        // Node 20 wrote work.js's method as 'area,scaled /…/work.js:4:31' without escaping the comma
        assertTrue(gunzip(LOG).contains(",area,scaled /"));
        ProfileThread thread = load(HEAD + "code-creation,JS,10,175538,0x6000,9,area,scaled /w/app.js:4:31,0xc000,~\n"
                + "code-creation,JS,10,175538,0x7000,9,x\\x2Cy /w/app.js:5:1,0xd000,~\n"
                + "tick,0x6004,1000,0,0x0,0\ntick,0x7004,2000,0,0x0,0\n").threads().get(0);
        assertEquals(List.of("area,scaled", "x,y"), leafFirstStacks(thread));
        assertEquals(4, thread.funcs().line(thread.frames().func(thread.stacks().frame(thread.samples().stack(0)))));
    }

    @Test
    void ticksAreStacksLeafFirstThroughTheCodeMap() throws Exception {
        Profile profile = load(HEAD
                + "tick,0x2010,1000,0,0x0,0,0x3010\n"            // optimized fib called by main
                + "tick,0x1010,2000,0,0x3008,0,+0x1ff0\n"        // frameless: tos in main; +delta from the pc
                + "tick,0x7f0000000100,3000,1,0x5004,6,0x3010\n" // external callback: the callback replaces the pc
                + "tick,0x9999,4000,0,0x0,1,overflow,0x3010\n"   // unknown pc, overflow dropped, GC state
                + "code-move,0x1000,0x4000\n"
                + "code-delete,0x3000\n"
                + "tick,0x4010,5000,0,0x0,0,0x3010\n");          // moved fib; main deleted: left out
        ProfileThread thread = profile.threads().get(0);
        assertEquals(4242, thread.pid());
        assertEquals(List.of("fib < main", "fib < main < main", "Builtin: ArrayPrototypePush < main",
                "(unaccounted) < main", "fib"), leafFirstStacks(thread));
        assertEquals(List.of(new LoadWarning("ticks", "the pc is in no code the log announced: shown as (unaccounted), "
                + "as --prof-process counts them", 1, "samples")), profile.warnings());
        int fibOptimized = thread.stacks().frame(thread.samples().stack(0));
        assertEquals("optimized", thread.strings().get(thread.frames().implementation(fibOptimized)));
        assertEquals("GC", profile.categories().get(thread.frames().category(
                thread.stacks().frame(thread.samples().stack(3)))).name());
        assertEquals(3, thread.funcs().line(thread.frames().func(fibOptimized)), "1-based, as the log has it");
    }

    @Test
    void aStateV8DoesNotHaveLeavesTheJsStateItsCategory() throws Exception {
        // old main cached the frame of state -3 (Other) in state 0's slot, so the next JS tick showed as Other
        Profile profile = load(HEAD + "tick,0x2010,1000,0,0x0,-3\ntick,0x2010,2000,0,0x0,0\n");
        ProfileThread thread = profile.threads().get(0);
        List<String> categories = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            int frame = thread.stacks().frame(thread.samples().stack(i));
            categories.add(profile.categories().get(thread.frames().category(frame)).name());
        }
        assertEquals(List.of("Other", "JavaScript"), categories);
    }

    @Test
    void libraryCodeIsTheLibraryAtItsOffset() throws Exception {
        ProfileThread thread = load(HEAD + "tick,0x7f0000000100,1000,0,0x0,6\n").threads().get(0);
        int frame = thread.stacks().frame(thread.samples().stack(0));
        assertEquals("[libc.so.6]", thread.funcName(thread.frames().func(frame)));
        assertEquals(0x100, thread.frames().address(frame));
    }

    @Test
    void aLogWhoseCodeMovesOverItselfStaysAMap() throws Exception {
        StringBuilder log = new StringBuilder(HEAD);
        for (int i = 0; i < 2000; i++) log.append("code-move,0x").append(Integer.toHexString(0x1000 + i))
                .append(",0x").append(Integer.toHexString(0x1001 + i)).append('\n');
        log.append("code-creation,Stub,1,10,0x0,999999999999999999,Huge\n"); // lies about its size
        log.append("code-move,0x0,0x10\n");
        log.append("tick,0x1800,1000,0,0x0,0\n");
        ProfileThread thread = load(log.toString()).threads().get(0);
        assertEquals(List.of("Stub: Huge"), leafFirstStacks(thread));
    }

    @Test
    void aCutOrDamagedLogLoadsItsTicksWithAWarning() throws Exception {
        Profile profile = load(HEAD + "tick,0x2010,1000,0,0x0,0,0x3010\nti\u0001ck,0x2\ntick,0x20");
        assertEquals(1, profile.threads().get(0).samples().size());
        assertEquals(List.of(new LoadWarning("line 8", "lines that are not V8 log entries (cut or damaged) are skipped",
                2, "events")), profile.warnings());
        String noTicks = assertThrows(ProfileFormatException.class, () -> load(HEAD)).getMessage();
        assertEquals("isolate-0x5a1-4242-v8.log: no ticks: a V8 log without samples (was it written with --prof?)", noTicks);
    }

    @Tag(SharedTestdata.TAG)
    @Test
    void aNode8LogWithQuotedNamesLoads() throws Exception {
        Path node8 = SharedTestdata.file("external/speedscope/sample/profiles/node/8.5.0/isolate-0x102802600-v8.log");
        ProfileThread thread = ProfileLoader.load(node8).threads().get(0);
        long ticks = Files.readAllLines(node8).stream().filter(l -> l.startsWith("tick,")).count();
        assertEquals(ticks, thread.samples().size());
        List<String> names = new ArrayList<>();
        for (int f = 0; f < thread.funcs().size(); f++) names.add(thread.funcName(f));
        assertTrue(names.containsAll(List.of("a", "b", "c", "d")), names.toString());
        assertTrue(names.stream().noneMatch(name -> name.contains("\"")), "quoted names are unquoted: " + names);
    }

    static String gunzip(Path file) throws Exception {
        try (GZIPInputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
