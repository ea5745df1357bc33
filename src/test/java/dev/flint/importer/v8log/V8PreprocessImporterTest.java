package dev.flint.importer.v8log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.importer.FormatDetector;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.LoadWarning;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * testdata/v8-preprocess: {@code node --prof} on work.js (a main thread and a worker, one log each), each log's
 * {@code node --prof-process --preprocess} JSON and its text summary, the independent count (make.sh, Node
 * 20.20.2); the main log itself, to read the same ticks both ways. Hand-written JSON in the shape of V8's
 * {@code JsonProfile.writeJson} for the rules and the hostile variants.
 */
class V8PreprocessImporterTest {
    private static final Path DIR = Path.of("testdata/v8-preprocess");
    private static final String CODE = "{\"code\": [\n"
            + "{\"name\": \"/usr/lib/libc.so.6\", \"type\": \"SHARED_LIB\"},\n"                          // 0
            + "{\"name\": \"write\", \"type\": \"CPP\"},\n"                                              // 1
            + "{\"name\": \"ArrayPrototypePush\", \"type\": \"CODE\", \"kind\": \"Builtin\", \"timestamp\": 50},\n" // 2
            + "{\"name\": \"fib /w/app.js:3:13\", \"type\": \"JS\", \"kind\": \"Unopt\", \"func\": 0, \"tm\": 100},\n" // 3
            + "{\"name\": \"fib /w/app.js:3:13\", \"type\": \"JS\", \"kind\": \"Opt\", \"func\": 0, \"tm\": 200},\n"   // 4
            + "{\"name\": \"main /w/app.js:10:14\", \"type\": \"JS\", \"kind\": \"Unopt\", \"func\": 1, \"tm\": 100}\n" // 5
            + "],\n\"functions\": [{\"name\": \"fib /w/app.js:3:13\", \"codes\": [3, 4]}, "
            + "{\"name\": \"main /w/app.js:10:14\", \"codes\": [5]}],\n";
    private static final String SCRIPTS = "\"scripts\": [null, {\"url\": \"/w/app.js\", \"source\": \"\", \"id\": 1}]}\n";

    private static Profile load(String json) throws ProfileFormatException {
        return ProfileLoader.load(SourceBytes.of(json.getBytes(StandardCharsets.UTF_8), "isolate-0x5a1-4242-v8.json"),
                ProgressListener.NONE);
    }

    private static Profile loadTicks(String... ticks) throws ProfileFormatException {
        return load(CODE + "\"ticks\": [\n" + String.join(",\n", ticks) + "\n],\n" + SCRIPTS);
    }

    private static List<String> leafFirstStacks(ProfileThread thread) {
        List<String> stacks = new ArrayList<>();
        for (int i = 0; i < thread.samples().size(); i++) stacks.add(String.join(" < ", leafFirst(thread, i)));
        return stacks;
    }

    private static List<String> leafFirst(ProfileThread thread, int sample) {
        List<String> names = new ArrayList<>();
        for (int s = thread.samples().stack(sample); s != -1; s = thread.stacks().prefix(s)) {
            names.add(thread.funcName(thread.frames().func(thread.stacks().frame(s))));
        }
        return names;
    }

    @Test
    void ticksAreStacksOfTheCodeTheyIndex() throws Exception {
        Profile profile = loadTicks(
                "{\"tm\": 1000, \"vm\": 0, \"s\": [4, 16, 5, 8]}",               // optimized fib called by main
                "{\"tm\": 2000, \"vm\": 6, \"s\": [1, 4, -1, 12345, 5, 8]}",     // C++ in libc; an unknown caller left out
                "{\"tm\": 3000, \"vm\": 1, \"s\": [-1, 99999, 5, 8]}",           // unknown pc, GC
                "{\"s\": [0, 256], \"vm\": 0, \"tm\": 4000}",                    // libc at its offset; keys in any order
                "{\"tm\": 5000, \"vm\": 0, \"s\": [2, 4, 3, 1, 5, 2]}");         // a builtin called by unoptimized fib
        assertEquals(ProfileFormat.V8_PREPROCESS, profile.format());
        ProfileThread thread = profile.threads().get(0);
        assertEquals(4242, thread.pid(), "the pid of a file named as node names logs");
        assertEquals(List.of("fib < main", "write < main", "(unaccounted) < main", "[libc.so.6]",
                "Builtin: ArrayPrototypePush < fib < main"), leafFirstStacks(thread));
        assertEquals(List.of(new LoadWarning("ticks", "the pc is in no code --prof-process resolved (code index -1): "
                + "shown as (unaccounted), as --prof-process counts them", 1, "samples")), profile.warnings());
        int fibOptimized = thread.stacks().frame(thread.samples().stack(0));
        int fibUnoptimized = thread.stacks().frame(thread.stacks().prefix(thread.samples().stack(4)));
        assertEquals("optimized", thread.strings().get(thread.frames().implementation(fibOptimized)));
        assertEquals("unoptimized", thread.strings().get(thread.frames().implementation(fibUnoptimized)));
        assertEquals(thread.frames().func(fibOptimized), thread.frames().func(fibUnoptimized), "one function, two tiers");
        assertEquals(3, thread.funcs().line(thread.frames().func(fibOptimized)));
        assertEquals("/w/app.js", thread.strings().get(thread.funcs().fileName(thread.frames().func(fibOptimized))));
        int write = thread.stacks().frame(thread.samples().stack(1));
        assertEquals("External", profile.categories().get(thread.frames().category(write)).name());
        assertEquals("libc.so.6", thread.strings().get(thread.resources().name(
                thread.funcs().resource(thread.frames().func(write)))));
        assertEquals("GC", profile.categories().get(thread.frames().category(
                thread.stacks().frame(thread.samples().stack(2)))).name());
        assertEquals(256, thread.frames().address(thread.stacks().frame(thread.samples().stack(3))));
    }

    @Test
    void theSameTicksAsTheLogReadDirectly() throws Exception {
        ProfileThread log = ProfileLoader.load(DIR.resolve("main.v8.log.gz")).threads().get(0);
        ProfileThread json = ProfileLoader.load(DIR.resolve("main.preprocess.json.gz")).threads().get(0);
        assertEquals(log.samples().size(), json.samples().size());
        int same = 0;
        int inNodesText = 0;
        for (int i = 0; i < log.samples().size(); i++) {
            assertEquals(log.samples().timeMicros(i), json.samples().timeMicros(i), "sample " + i);
            assertEquals(jsFirst(log, i), jsFirst(json, i), "JS frames of sample " + i);
            String logLeaf = ProfProcessSummary.leafKey(log, i);
            String jsonLeaf = ProfProcessSummary.leafKey(json, i);
            if (jsonLeaf.equals(logLeaf)) {
                same++;
            } else if (jsonLeaf.equals("(unaccounted)")) {
                // The processor keeps a library's first mapping but marks the pages of the later, grown ones as
                // library pages, where it looks for no code: node's text past 0xb71000 (builtins embedded in it,
                // C++) is in no code in the JSON; the log reader finds it
                assertTrue(logLeaf.equals("[node]") || logLeaf.contains(": "), "sample " + i + ": " + logLeaf);
                inNodesText++;
            } else {
                // the JSON names libc's symbols (nm-libc.sh), the log reader gives libc at an offset
                assertEquals("[libc.so.6]", logLeaf, "sample " + i + ": " + jsonLeaf);
                int func = json.frames().func(json.stacks().frame(json.samples().stack(i)));
                assertEquals("libc.so.6", json.strings().get(json.resources().name(json.funcs().resource(func))));
            }
        }
        // 113 the same leaf, 104 in node's text, 12 in libc on the committed file
        assertTrue(same > log.samples().size() / 3 && inNodesText > 0, same + " the same, " + inNodesText + " in node's text");
    }

    private static List<String> jsFirst(ProfileThread thread, int sample) {
        List<String> names = new ArrayList<>();
        for (int s = thread.samples().stack(sample); s != -1; s = thread.stacks().prefix(s)) {
            int func = thread.frames().func(thread.stacks().frame(s));
            if (thread.funcs().isJS(func)) names.add(thread.funcName(func));
        }
        return names;
    }

    @Test
    void selfTicksAreProfProcesssOwn() throws Exception {
        for (String which : List.of("main", "worker")) {
            ProfProcessSummary summary = ProfProcessSummary.read(DIR.resolve(which + ".prof-process.txt"));
            Profile profile = ProfileLoader.load(DIR.resolve(which + ".preprocess.json.gz"));
            ProfileThread thread = profile.threads().get(0);
            assertEquals(summary.ticks(), thread.samples().size(), which + ": every tick is a sample");
            Map<String, Integer> flint = ProfProcessSummary.selfSamples(thread);
            assertEquals(summary.unaccounted(), flint.get("(unaccounted)"), which);
            assertTrue(summary.selfTicks().keySet().stream().anyMatch(k -> k.startsWith("fib work.js:")), summary.toString());
            for (Map.Entry<String, Integer> function : summary.selfTicks().entrySet()) {
                int ours = flint.getOrDefault(function.getKey(), 0);
                assertTrue(Math.abs(ours - function.getValue()) <= 0.01 * summary.ticks(),
                        which + ": " + function.getKey() + ": prof-process " + function.getValue() + ", Flint " + ours);
            }
        }
    }

    @Test
    void lyingIndexesAndOffsetsAreReadAsUnknownWithWarnings() throws Exception {
        Profile profile = loadTicks(
                "{\"tm\": 1000, \"vm\": 0, \"s\": [6, 0, 5, 8]}",                    // index past the table: an unknown pc
                "{\"tm\": 2000, \"vm\": 0, \"s\": [4, 0, -7, 1, 2147483648, 1, 1e3, 2, 5, 8]}", // three lying callers
                "{\"tm\": 3000, \"vm\": 0, \"s\": [0, -4096, 5, -1]}",               // negative offsets
                "{\"tm\": 4000, \"vm\": 0, \"s\": [0, 18446744073709551616]}",       // an offset past 2^64
                "{\"tm\": 5000, \"vm\": 0, \"s\": [4, 0, 5]}",                       // odd: the last index has no offset
                "{\"vm\": 0, \"s\": [4, 0]}",                                        // no time
                "{\"tm\": 6000, \"vm\": 99999999999, \"s\": []}");                    // no stack, a state V8 never had
        ProfileThread thread = profile.threads().get(0);
        assertEquals(List.of("(unaccounted) < main", "fib < main", "[libc.so.6] < main", "[libc.so.6]", "fib",
                "(unaccounted)"), leafFirstStacks(thread));
        assertEquals(-1, thread.frames().address(thread.stacks().frame(thread.samples().stack(2))));
        assertEquals("Other", profile.categories().get(thread.frames().category(
                thread.stacks().frame(thread.samples().stack(5)))).name());
        assertEquals(List.of(
                new LoadWarning("ticks", "code indexes that are not entries of \"code\" (6) are read as addresses in no"
                        + " code", 4, "samples"),
                new LoadWarning("ticks", "offsets that are negative or not integers are left without an address", 3,
                        "samples"),
                new LoadWarning("ticks", "stacks of an odd length: the last code index, without its offset, is left out",
                        1, "samples"),
                new LoadWarning("ticks", "ticks without a time (tm) are skipped", 1, "samples"),
                new LoadWarning("ticks", "the pc is in no code --prof-process resolved (code index -1): shown as "
                        + "(unaccounted), as --prof-process counts them", 2, "samples")), profile.warnings());
    }

    @Test
    void aStackDeeperThanV8RecordsIsCut() throws Exception {
        StringBuilder deep = new StringBuilder("{\"tm\": 1000, \"vm\": 0, \"s\": [4, 0");
        for (int i = 0; i < 200_000; i++) deep.append(", 3, ").append(i);
        Profile profile = loadTicks(deep.append("]}").toString(), "{\"tm\": 2000, \"vm\": 0, \"s\": [5, 0]}");
        ProfileThread thread = profile.threads().get(0);
        assertEquals(V8PreprocessImporter.MAX_FRAMES, leafFirst(thread, 0).size());
        assertEquals(List.of("main"), leafFirst(thread, 1));
        assertEquals(new LoadWarning("ticks", "stacks deeper than V8 records (255 frames) are cut at 300 frames", 1,
                "samples"), profile.warnings().get(0));
    }

    @Test
    void damageTheWriterNeverMakesIsRefusedInOneLine() {
        String file = "isolate-0x5a1-4242-v8.json: ";
        String whole = CODE + "\"ticks\": [{\"tm\": 1000, \"vm\": 0, \"s\": [4, 0]}],\n" + SCRIPTS;
        assertEquals(file + "$.ticks[0].s[1] (byte 593): not valid JSON: Unexpected end-of-input within/between Array"
                + " entries",
                refusal(whole.substring(0, whole.indexOf("0]}"))));
        assertEquals(file + "$.ticks[0] (byte 10): the ticks come before the code they index (--prof-process writes"
                + " \"code\" first)", refusal("{\"ticks\": [], " + CODE.substring(1) + SCRIPTS));
        assertEquals(file + "$.ticks[0].s[1] (byte 593): a tick's stack holds numbers, found a string",
                refusal(CODE + "\"ticks\": [{\"tm\": 1000, \"vm\": 0, \"s\": [4, \"0x10\"]}],\n" + SCRIPTS));
        assertTrue(refusal(CODE + "\"ticks\": [{\"tm\": 1e300, \"vm\": 0, \"s\": [4, 0]}],\n" + SCRIPTS)
                .startsWith(file + "thread 4242:4242, sample 0: time "), "the model's value range");
        assertEquals(file + "no ticks: a --preprocess JSON without samples", refusal(CODE + "\"ticks\": [],\n" + SCRIPTS));
        assertEquals(file + "$.code[1] (byte 39): a code entry must be an object, found a number",
                refusal("{\"code\": [{\"name\": \"a\", \"type\": \"JS\"}, 7], \"ticks\": []}"));
    }

    @Test
    void chosenCollidingNamesAndKeysLoad() {
        // Names and keys with one String.hashCode (every mix of "Aa" and "BB"): the string table, the funcs and
        // the parser's key table must not chain them. 2^15 load (3.5 s here, 2 s with random names; a hang guard,
        // not a speed test).
        List<String> colliding = colliding(15);
        Profile profile = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> load(flood(colliding)), "a hang guard");
        assertEquals(colliding.size(), profile.threads().get(0).samples().size());
        assertEquals(colliding.size(), profile.threads().get(0).funcs().size());
        // (2^16 such keys may fill Jackson's spill-over slots, whose hash is seeded per factory: then the file is
        // refused in one line, JsonInputTest.jacksonLimitMessagesMapToSentences)
    }

    private static List<String> colliding(int bits) {
        List<String> strings = new ArrayList<>(List.of(""));
        for (int round = 0; round < bits; round++) {
            List<String> next = new ArrayList<>();
            for (String prefix : strings) {
                next.add(prefix + "Aa");
                next.add(prefix + "BB");
            }
            strings = next;
        }
        return strings;
    }

    /** Code entries named by {@code names}, each with an extra key of its name, and a tick of each. */
    private static String flood(List<String> names) {
        StringBuilder json = new StringBuilder("{\"code\": [");
        StringBuilder ticks = new StringBuilder("], \"ticks\": [");
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            json.append(i == 0 ? "" : ",").append("{\"name\": \"").append(name).append(" /w/a.js:1:1\", \"type\": \"JS\", \"")
                    .append(name).append("\": 1, \"kind\": \"Opt\"}");
            ticks.append(i == 0 ? "" : ",").append("{\"tm\": ").append(i).append(", \"vm\": 0, \"").append(name)
                    .append("\": 0, \"s\": [").append(i).append(", 0]}");
        }
        return json.append(ticks).append("]}").toString();
    }

    @Test
    void detectionTakesOnlyV8CodeEntries() throws Exception {
        assertEquals(ProfileFormat.V8_PREPROCESS, detect(CODE + "\"ticks\": []}"));
        assertEquals(ProfileFormat.V8_PREPROCESS, detect("{\"code\": [], \"functions\": [], \"ticks\": []}"));
        assertEquals(ProfileFormat.CPUPROFILE, detect("{\"code\": 3, \"nodes\": [], \"samples\": []}"));
        for (String other : List.of("{\"code\": [{\"name\": \"x\", \"type\": \"module\"}], \"ticks\": []}",
                "{\"code\": [1, 2], \"ticks\": []}", "{\"code\": \"ok\", \"message\": \"fine\"}")) {
            String message = assertThrows(ProfileFormatException.class, () -> detect(other)).getMessage();
            assertTrue(message.contains("none of the keys of a known profile format"), message);
        }
    }

    private static ProfileFormat detect(String json) throws ProfileFormatException {
        return FormatDetector.detect(json.getBytes(StandardCharsets.UTF_8), "x.json");
    }

    private static String refusal(String json) {
        return assertThrows(ProfileFormatException.class, () -> load(json)).getMessage();
    }
}
