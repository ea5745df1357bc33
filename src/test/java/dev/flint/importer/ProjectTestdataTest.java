package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.WeightType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The project's own captures (testdata/capture-node.sh, testdata/capture-selfprof.sh): exact counts,
 * names and samples, checked against the files with Python's json while writing these tests. Each file
 * is also loaded under a neutral name to show detection goes by content.
 */
class ProjectTestdataTest {
    private static final Path CPUPROFILE = Path.of("testdata/cpuprofile/node-small.cpuprofile");
    private static final Path SELFPROF = Path.of("testdata/selfprof/selfprof-small.json");
    private static final Path FOLDED = Path.of("testdata/folded/node-small.folded");

    private static ProfileThread only(Profile profile) {
        assertEquals(1, profile.threads().size());
        return profile.threads().get(0);
    }

    private static Profile underNeutralName(Path file) throws Exception {
        return Loads.bytes(Files.readAllBytes(file), "unknown");
    }

    @Test
    void nodeCpuProfile() throws Exception {
        Profile profile = ProfileLoader.load(CPUPROFILE);
        assertEquals(ProfileFormat.CPUPROFILE, profile.format());
        ProfileThread thread = only(profile);
        assertEquals("1:1", thread.key());
        assertEquals(350, thread.samples().size());
        assertEquals(110, thread.stacks().size(), "111 nodes less the root");
        assertEquals(65, thread.funcs().size(), "distinct call frames, (root) included");
        assertEquals(12057181545.0, thread.cpuProfile().startMicros());
        assertEquals(12057702361.0, thread.cpuProfile().endMicros());
        assertEquals(49, thread.lineHits().size());
        assertEquals(WeightType.TRACING_MS, thread.weightType());

        List<String> paths = Loads.samplePaths(thread);
        assertEquals("(program)", paths.get(0));
        assertEquals(12057204418.0, thread.samples().timeMicros(0));
        assertEquals("main;regexScan", paths.get(100));
        assertEquals(12057320564.0, thread.samples().timeMicros(100));
        assertEquals("(idle)", paths.get(349));
        assertEquals(77, paths.stream().filter("main;sortRandom"::equals).count());
        assertEquals(45, paths.stream().filter("(garbage collector)"::equals).count());
    }

    @Test
    void theManyFibNodesAreOneFunc() throws Exception {
        ProfileThread thread = only(ProfileLoader.load(CPUPROFILE));
        int fibNodes = 0;
        int fibFunc = -1;
        for (int stack = 0; stack < thread.stacks().size(); stack++) {
            int func = thread.frames().func(thread.stacks().frame(stack));
            if (thread.funcName(func).equals("fib")) {
                fibNodes++;
                assertTrue(fibFunc == -1 || fibFunc == func, "one func for every fib node");
                fibFunc = func;
            }
        }
        assertEquals(29, fibNodes);
        assertEquals(6, thread.funcs().line(fibFunc), "V8 writes 5, counted from 0; the model counts from 1");
        assertEquals(13, thread.funcs().column(fibFunc));
        assertTrue(thread.strings().get(thread.funcs().fileName(fibFunc)).endsWith("testdata/workloads/node-small.js"));
    }

    @Test
    void weightsSumToTheSampledSpan() throws Exception {
        ProfileThread thread = only(ProfileLoader.load(CPUPROFILE));
        double total = 0;
        for (int i = 0; i < thread.samples().size(); i++) total += thread.samples().weight(i);
        double first = thread.samples().timeMicros(0);
        double last = thread.samples().timeMicros(349);
        // Every sample lasts to the next; the last one average interval more.
        assertEquals((last - first) / 1000 * 350 / 349, total, 1e-6);
    }

    @Test
    void selfProfilingTrace() throws Exception {
        ProfileThread thread = only(ProfileLoader.load(SELFPROF));
        assertEquals(83, thread.samples().size());
        assertEquals(27, thread.stacks().size());
        assertEquals(7, thread.frames().size());
        List<String> paths = Loads.samplePaths(thread);
        assertEquals(27, paths.stream().filter(String::isEmpty).count(), "samples without stackId are idle");
        assertEquals(";run", paths.get(0), "an anonymous function calls run");
        assertEquals(119400, thread.samples().timeMicros(0));
        assertEquals("run;buildList", paths.get(82));
        assertEquals(1022600, thread.samples().timeMicros(82));
    }

    @Test
    void foldedStacksFromPerf() throws Exception {
        Profile profile = ProfileLoader.load(FOLDED);
        assertEquals(ProfileFormat.FOLDED, profile.format());
        ProfileThread thread = only(profile);
        assertEquals(211, thread.samples().size(), "one sample per line");
        double total = 0;
        for (int i = 0; i < thread.samples().size(); i++) total += thread.samples().weight(i);
        assertEquals(283, total);
        assertEquals("node;[unknown];__GI___libc_write", Loads.path(thread, thread.samples().stack(1)));
    }

    @Test
    void detectionGoesByContentNotName() throws Exception {
        assertEquals(ProfileFormat.CPUPROFILE, underNeutralName(CPUPROFILE).format());
        assertEquals(350, only(underNeutralName(CPUPROFILE)).samples().size());
        assertEquals(ProfileFormat.JS_SELF_PROFILE, underNeutralName(SELFPROF).format());
        assertEquals(ProfileFormat.FOLDED, underNeutralName(FOLDED).format());
        byte[] gzipped = BadInputTest.gzip(Files.readAllBytes(CPUPROFILE));
        assertEquals(350, only(Loads.bytes(gzipped, "profile.txt")).samples().size());
    }
}
