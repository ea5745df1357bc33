package dev.flint.importer.perf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.importer.TreeText;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** perf script files made by testdata/perf/make.sh with the real perf (6.1) on a C workload and on Node. */
class PerfScriptImporterTest {
    private static final String DIR = "testdata/perf/";

    private static Profile load(String name) throws Exception {
        byte[] content = Files.readAllBytes(Path.of(DIR + name));
        // a neutral name: detection goes by content only
        return ProfileLoader.load(SourceBytes.of(content, "unknown"), ProgressListener.NONE);
    }

    /** Sample headers the file has: non-indented, non-comment, non-empty lines. */
    private static long headerLines(String name) throws Exception {
        return Files.readAllLines(Path.of(DIR + name)).stream()
                .filter(l -> !l.isEmpty() && l.charAt(0) != '\t' && l.charAt(0) != ' ' && l.charAt(0) != '#').count();
    }

    @ParameterizedTest
    @ValueSource(strings = {"native.perf.txt", "native-fields.perf.txt", "native-header.perf.txt"})
    void oneThreadPerTidNamedByComm(String name) throws Exception {
        Profile profile = load(name);
        assertEquals(ProfileFormat.PERF_SCRIPT, profile.format());
        assertEquals(List.of("workload", "io worker"), profile.threads().stream().map(ProfileThread::name).toList());
        assertEquals(180, profile.threads().get(0).samples().size());
        assertEquals(113, profile.threads().get(1).samples().size());
        assertEquals(headerLines(name), profile.totalSamples(), "every sample header is a sample");
        long expectedPid = name.equals("native.perf.txt") ? 0 : profile.threads().get(0).tid();
        assertEquals(expectedPid, profile.threads().get(1).pid(), "pid only when perf printed pid/tid");
    }

    @Test
    void nodeWithPerfBasicProf() throws Exception {
        Profile profile = load("node.perf.txt");
        assertEquals(headerLines("node.perf.txt"), profile.totalSamples());
        ProfileThread main = profile.threads().get(0);
        int jsFuncs = 0;
        for (int f = 0; f < main.funcs().size(); f++) {
            if (main.funcs().isJS(f)) {
                jsFuncs++;
                assertTrue(main.funcName(f).startsWith("JS:"), main.funcName(f));
            }
        }
        assertTrue(jsFuncs > 0, "JS code from /tmp/perf-PID.map");
        assertTrue(tree(DIR + "node.perf.txt").contains("JS:fib "), "tiers of fib are one func named without the mark");
    }

    @Test
    void kernelAndUserFramesOfTheIoThread() {
        assertEquals("""
                start_thread total=113 self=0
                  io_thread total=113 self=0
                    __GI___libc_write total=105 self=11
                      entry_SYSCALL_64_after_hwframe total=94 self=0
                        do_syscall_64 total=94 self=34
                          ksys_write total=58 self=9
                            vfs_write total=31 self=12
                              write_null total=12 self=12
                              rw_verify_area total=7 self=6
                                security_file_permission total=1 self=1
                            fdget_pos total=10 self=8
                              __rcu_read_unlock total=2 self=2
                            fput total=8 self=8
                          exit_to_user_mode_loop total=1 self=0
                            task_work_run total=1 self=0
                              task_mm_cid_work total=1 self=1
                          x64_sys_call total=1 self=1
                    write_many total=5 self=5
                    __GI___pthread_enable_asynccancel total=3 self=3
                """, tree(DIR + "native.perf.txt", "--thread", "io worker"));
    }

    @Test
    void mainThreadTreeStartsAtLibcWithTheWorkloadFunctions() {
        String tree = tree(DIR + "native-fields.perf.txt");
        assertTrue(tree.startsWith("""
                __libc_start_call_main total=179 self=0
                  main total=179 self=0
                    middle total=118 self=0
                      leaf total=118 self=117
                """), tree);
        assertTrue(tree.contains("\n    other total=61 self=61\n"), tree);
        assertTrue(tree.contains("\n[unknown] total=1 self=0\n"), "a frame-pointer-less garbage chain stays visible");
    }

    @Test
    void kernelFramesHaveTheKernelCategory() throws Exception {
        ProfileThread io = load("native.perf.txt").threads().get(1);
        Profile profile = load("native.perf.txt");
        int kernel = profile.categories().find("Kernel");
        boolean sawKernel = false;
        for (int f = 0; f < io.frames().size(); f++) {
            String name = io.funcName(io.frames().func(f));
            if (name.equals("ksys_write")) {
                sawKernel = true;
                assertEquals(kernel, io.frames().category(f));
            }
            if (name.equals("io_thread")) assertEquals(profile.categories().find("User"), io.frames().category(f));
        }
        assertTrue(sawKernel);
    }

    @Test
    void handWrittenEdgeCases() throws Exception {
        String text = "# comment\n"
                + "a b 7  1/2 [001] 10.000001: 5 cycles: \n"
                + "\t 10 leaf+0x1 (/lib/x.so)\n\t 20 [unknown] (/lib/x.so)\n\t 30 [unknown] ([unknown])\n"
                + "   \n" // a whitespace-only line ends a sample too
                + "a b 7  1/2 [001] 10.000002: 5 cycles: \r\n\t 10 leaf+0x1 (/lib/x.so)\r\n"; // no trailing blank line
        Profile profile = ProfileLoader.load(SourceBytes.of(text.getBytes(StandardCharsets.UTF_8), "unknown"),
                ProgressListener.NONE);
        ProfileThread thread = profile.threads().get(0);
        assertEquals("a b 7", thread.name());
        assertEquals(2, thread.samples().size());
        assertEquals(10000001.0, thread.samples().timeMicros(0));
        assertEquals("""
                [unknown] total=1 self=0
                  [x.so] total=1 self=0
                    leaf total=1 self=1
                leaf total=1 self=1
                """, treeOf(text));
    }

    @Test
    void brokenFilesAreRefusedInOneLine() {
        assertEquals("f: line 2: expected a sample header 'COMM [PID/]TID [CPU] [SECONDS:] [PERIOD] EVENT:', found 'garbage here'",
                error("w 1 1.5: cpu-clock:\ngarbage here\n"));
        assertEquals("f: line 2: a frame line before any sample header: '1f foo (bar)'",
                error("# ========\n\t1f foo (bar)\n"));
        assertEquals("f: no samples: expected perf script output (a header line 'COMM TID SECONDS: EVENT:' and frame lines per sample)",
                error("# ========\n# only a header\n"));
    }

    /** testdata/perf/make-variants.sh: one recording printed in the field sets and layouts perf versions write. */
    @ParameterizedTest
    @ValueSource(strings = {"variant-untimed.perf.txt", "variant-untimed-nochain.perf.txt",
            "variant-oneline.perf.txt", "variant-unindented.perf.txt"})
    void dialectsLoadWithTheSamplesOfTheDefaultOutput(String name) throws Exception {
        Profile dialect = load(name);
        Profile reference = load("variant-default.perf.txt");
        assertEquals(ProfileFormat.PERF_SCRIPT, dialect.format());
        assertEquals(List.of("workload 31666 37", "io worker 31668 30"), threadsAndCounts(reference));
        assertEquals(threadsAndCounts(reference), threadsAndCounts(dialect));
    }

    private static List<String> threadsAndCounts(Profile profile) {
        return profile.threads().stream().map(t -> t.name() + " " + t.tid() + " " + t.samples().size()).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"variant-untimed.perf.txt", "variant-unindented.perf.txt"})
    void dialectsWithCallChainsGiveTheDefaultOutputsTree(String name) {
        String reference = tree(DIR + "variant-default.perf.txt", "--thread", "io worker");
        assertTrue(reference.startsWith("start_thread total=30 self=0\n  io_thread total=30 self=0\n"), reference);
        assertEquals(reference, tree(DIR + name, "--thread", "io worker"));
    }

    @Test
    void oneLineSamplesAreTheirSampledFunction() {
        String tree = tree(DIR + "variant-oneline.perf.txt");
        assertTrue(tree.startsWith("other total=") || tree.startsWith("leaf total="), tree);
        assertTrue(tree.lines().allMatch(l -> !l.startsWith(" ")), "no call chains, only roots: " + tree);
    }

    @Test
    void untimedHeadersKeepCommsWithSpacesAndDigitsAndOptionalFields() {
        assertEquals(new PerfLines.Header("func_ab", -1, 15294, 0, "cpu-clock", ""),
                PerfLines.header("func_ab 15294 cpu-clock:"));
        assertEquals(new PerfLines.Header("FS Broker 5858", 7, 8, 0, "cycles", "4005d6 main (/bin/x)"),
                PerfLines.header("FS Broker 5858 7/8 [001] cycles:  4005d6 main (/bin/x)"));
        assertEquals(null, PerfLines.header("ffffffff81609d37 vm_unmapped_area ([kernel.kallsyms])"));
        assertEquals(null, PerfLines.header("15294 cpu-clock:"), "no comm");
    }

    @Test
    void aNulInACommIsEscapedInTheThreadName() throws Exception {
        String text = "ok 1 1.000000: cpu-clock:\n\t4005d6 main (/bin/x)\n\n"
                + "py\0thon\u001b]0; 2 1.000100: cpu-clock:\n\t4005d6 main (/bin/x)\n\n";
        Profile profile = ProfileLoader.load(SourceBytes.of(text.getBytes(StandardCharsets.UTF_8), "unknown"),
                ProgressListener.NONE);
        assertEquals(List.of("ok", "py\\x00thon\\x1b]0;"), profile.threads().stream().map(ProfileThread::name).toList());
    }

    /**
     * 40,000 threads of one sample each: the reader kept a thread builder with its own tables and maps per
     * tid while streaming (about 48 KB each: 2 GB here, over the tests' 1 GB heap); now a thread is a few
     * rows until the end.
     */
    @Test
    void manyOneSampleThreadsFitInASmallHeap() throws Exception {
        StringBuilder text = new StringBuilder();
        int threads = 40_000;
        for (int i = 0; i < threads; i++) {
            text.append("t").append(i).append(' ').append(i + 1).append(" 1.").append(String.format("%06d", i))
                    .append(": cpu-clock:\n\t4005d6 main (/bin/x)\n\t4005a0 _start (/bin/x)\n\n");
        }
        Profile profile = ProfileLoader.load(SourceBytes.of(text.toString().getBytes(StandardCharsets.UTF_8), "many"),
                ProgressListener.NONE);
        assertEquals(threads, profile.threads().size());
        ProfileThread last = profile.threads().get(threads - 1);
        assertEquals("t39999", last.name());
        assertEquals(1, last.samples().size());
        assertEquals("_start", last.funcName(last.frames().func(last.stacks().frame(last.stacks().prefix(
                last.samples().stack(0))))));
    }

    private static String error(String text) {
        try {
            ProfileLoader.load(SourceBytes.of(text.getBytes(StandardCharsets.UTF_8), "f"), ProgressListener.NONE);
        } catch (ProfileFormatException e) {
            return e.getMessage();
        }
        throw new AssertionError("loaded");
    }

    private static String treeOf(String text) throws Exception {
        Path file = Files.createTempFile("perf", ".txt");
        try {
            Files.writeString(file, text);
            return tree(file.toString());
        } finally {
            Files.delete(file);
        }
    }

    private static String tree(String... args) {
        return TreeText.tree(args);
    }
}
