package dev.flint.importer.stacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.importer.TreeText;
import dev.flint.model.LoadWarning;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * testdata/dtrace and testdata/macos-sample: hand-written in the forms FlameGraph's stackcollapse.pl,
 * stackcollapse-stap.pl and stackcollapse-sample.awk read (shapes from ../shared/notes/sourcemaps-record-formats.md
 * section 6 and inferno's tests/data/collapse-sample/sample.txt; names are made up).
 */
class StackTextImportersTest {
    private static Profile load(String text) throws ProfileFormatException {
        return ProfileLoader.load(SourceBytes.of(text.getBytes(StandardCharsets.UTF_8), "unknown"), ProgressListener.NONE);
    }

    private static Profile loadFile(String path) throws Exception {
        return load(Files.readString(Path.of(path)));
    }

    private static String error(String text) {
        return assertThrows(ProfileFormatException.class, () -> load(text)).getMessage();
    }

    @Test
    void dtraceRecordsAreStacksWeighingTheirCounts() throws Exception {
        Profile profile = loadFile("testdata/dtrace/ustack.txt");
        assertEquals(ProfileFormat.DTRACE, profile.format());
        assertEquals(5, profile.threads().get(0).samples().size());
        // the offsets are cut, operator+ keeps its name, the address-only frame keeps its address
        assertEquals("""
                _start total=30 self=0
                  main total=30 self=0
                    parse_line total=21 self=17
                      Buffer::append(char const*, unsigned long) total=3 self=0
                        memcpy total=3 self=3
                      strlen total=1 self=1
                    0x104d08831 total=5 self=5
                    operator+(Vec const&, Vec const&) total=4 self=4
                """, TreeText.tree("testdata/dtrace/ustack.txt"));
        assertEquals("libc.so.1", resourceOf(profile.threads().get(0), "strlen"));
    }

    @Test
    void kernelAndUserHalvesMakeOneStack() throws Exception {
        assertEquals("""
                main total=9 self=0
                  0xfffffffffb8001d6 total=7 self=7
                  fill_buffer total=2 self=0
                    __read total=2 self=0
                      sys_syscall total=2 self=0
                        read total=2 self=0
                          mutex_enter total=2 self=2
                """, TreeText.tree("testdata/dtrace/stack-ustack.txt"));
        assertEquals("unix", resourceOf(loadFile("testdata/dtrace/stack-ustack.txt").threads().get(0), "mutex_enter"));
    }

    @Test
    void systemTapFramesKeepTheTextAfterTheAddress() throws Exception {
        assertEquals("""
                cpu_idle total=6 self=0
                  default_idle total=6 self=0
                    native_safe_halt total=6 self=6
                sys_read total=2 self=0
                  vfs_read total=2 self=0
                    copy_user_generic_string total=2 self=2
                """, TreeText.tree("testdata/dtrace/systemtap.txt"));
        assertEquals(ProfileFormat.DTRACE, loadFile("testdata/dtrace/systemtap.txt").format());
    }

    @Test
    void inlinedCallsOfAFrameLineAreStackLevels() throws Exception {
        ProfileThread thread = load("  app`outer->inner+0x4\n  app`main+0x8\n  3\n").threads().get(0);
        assertEquals("main;outer;inner", dev.flint.importer.stacks.Paths.leafPath(thread, 0));
        assertEquals(1, thread.frames().inlineDepth(thread.stacks().frame(thread.samples().stack(0))));
    }

    @Test
    void aFileCutInsideARecordLoadsTheRecordsBeforeWithAWarning() throws Exception {
        Profile profile = loadFile("testdata/dtrace/cut.txt");
        assertEquals(1, profile.threads().get(0).samples().size());
        assertEquals(List.of(new LoadWarning("line 5", "the file ends inside a stack record (2 frames without their "
                + "count line): the record is dropped", 1, "samples")), profile.warnings());
    }

    @Test
    void hostileCountsAreRefusedWithTheirLine() {
        assertEquals("unknown: line 2: the count 12345678901234567890 is larger than any real one",
                error("  a`f+0x1\n  12345678901234567890\n"));
        assertEquals("unknown: line 4: the counts add up to more than 9007199254740992, past what a double adds "
                + "exactly: not a real profile", error("  a`f+0x1\n  9007199254740000\n  a`g+0x1\n  9999\n"));
        assertEquals("unknown: no stack records: expected DTrace stacks (frame lines such as 'libc.so.1`strlen+0x1c',"
                + " leaf first, then a count line)", error("CPU     ID                    FUNCTION:NAME\n  a`f\n  0\n"));
    }

    @Test
    void jsonWithABacktickAndANumberOnItsOwnLineIsNotDtrace() {
        // the shared corpus' expect.json: "`flint info`" in a string, then a bare number in an array
        assertEquals(false, StackTextImporters.looksLikeDtrace("{\n \"description\": \"for `flint info`\",\n \"t\": [\n"
                + "  \"42\",\n  1967\n ]\n}\n"));
        assertEquals(false, StackTextImporters.looksLikeDtrace("a`f+0x1\n12\n"), "dtrace indents its counts");
        assertEquals(true, StackTextImporters.looksLikeDtrace("  a`f+0x1\n  12\n"));
    }

    @Test
    void aThreadListedOncePerDispatchQueueIsOneThread() throws Exception {
        // sample lists worker thread 1086625 twice: idle ('Thread_1086625') and running a queue's work
        // ('Thread_1086625   DispatchQueue_12: ...'). On main they were two threads with one key 13726:1086625,
        // and --thread 13726:1086625 was refused as ambiguous.
        String file = "testdata/macos-sample/one-thread-two-queues.txt";
        Profile profile = loadFile(file);
        assertEquals(List.of("13726:1086601", "13726:1086625"), profile.threads().stream().map(ProfileThread::key).toList());
        ProfileThread worker = profile.threads().get(1);
        assertEquals("Thread_1086625 / DispatchQueue_12: com.apple.root.default-qos (concurrent)", worker.name());
        assertEquals("""
                start_wqthread total=60 self=0
                  _pthread_wqthread total=60 self=0
                    _dispatch_worker_thread2 total=35 self=0
                      encode_frame total=30 self=30
                      _dispatch_root_queue_drain total=5 self=5
                    __workq_kernreturn total=25 self=25
                """, TreeText.tree(file, "--thread", "13726:1086625"));
        // the parts lie side by side: the queue's samples after the idle ones
        double latest = 0;
        for (int i = 0; i < worker.samples().size(); i++) latest = Math.max(latest, worker.samples().timeMicros(i));
        assertEquals(true, latest >= 25, "the queue's part starts after the 25 idle samples: " + latest);
    }

    @Test
    void sampleCallGraphsKeepTheirThreadsAndSelfCounts() throws Exception {
        Profile profile = loadFile("testdata/macos-sample/two-threads.txt");
        assertEquals(ProfileFormat.MACOS_SAMPLE, profile.format());
        assertEquals(List.of("DispatchQueue_1: com.apple.main-thread (serial)", "worker"),
                profile.threads().stream().map(ProfileThread::name).toList());
        assertEquals(List.of(8812345L, 8812399L), profile.threads().stream().map(ProfileThread::tid).toList());
        assertEquals(4242, profile.threads().get(0).pid());
        assertEquals("""
                start total=100 self=0
                  main total=100 self=10
                    parse_file total=60 self=5
                      read total=40 self=40
                      -[Parser scanToken:] total=15 self=15
                    render total=30 self=0
                      ??? total=30 self=30
                """, TreeText.tree("testdata/macos-sample/two-threads.txt"));
        assertEquals("""
                thread_start total=100 self=0
                  _pthread_start total=100 self=0
                    __psynch_cvwait total=100 self=100
                """, TreeText.tree("testdata/macos-sample/two-threads.txt", "--thread", "worker"));
        assertEquals("libsystem_kernel", resourceOf(profile.threads().get(0), "read"));
        assertTrue(profile.warnings().isEmpty(), profile.warnings().toString());
    }

    @Test
    void aCalleeCountingMoreThanItsCallerIsRepairedWithAWarning() throws Exception {
        Profile profile = load("Analysis of sampling x (pid 1) every 1 millisecond\nCall graph:\n"
                + "    5 Thread_1\n    + 5 main  (in x) + 1  [0x1]\n    +   7 work  (in x) + 1  [0x2]\n\nTotal number\n");
        assertEquals(List.of(new LoadWarning("Thread_1", "callees count more samples than their caller: its self count"
                + " is taken as 0", 2, "samples")), profile.warnings());
    }

    @Test
    void damagedCallGraphsAreRefusedOrWarned() throws Exception {
        String head = "Analysis of sampling x (pid 1) every 1 millisecond\nCall graph:\n";
        assertEquals("unknown: line 4: the frame is indented 2 levels deeper than the line before it: the call graph "
                + "is damaged", error(head + "    5 Thread_1\n    +   5 main  (in x) + 1  [0x1]\n"));
        assertEquals("unknown: line 3: a frame before the first thread line ('    COUNT Thread_...')",
                error(head + "    + 5 main  (in x) + 1  [0x1]\n"));
        assertEquals("unknown: no 'Call graph:' section: expected macOS sample output",
                error("Analysis of sampling x (pid 1) every 1 millisecond\n"));
        Profile cut = load(head + "    5 Thread_1\n    + 5 main  (in x) + 1  [0x1]\n");
        assertEquals(List.of(new LoadWarning("Thread_1", "the file ends inside the call graph (cut short?): the thread"
                + " may be incomplete", 5, "samples")), cut.warnings());
    }

    private static String resourceOf(ProfileThread thread, String funcName) {
        for (int f = 0; f < thread.funcs().size(); f++) {
            if (thread.funcName(f).equals(funcName)) {
                int resource = thread.funcs().resource(f);
                return resource < 0 ? null : thread.strings().get(thread.resources().name(resource));
            }
        }
        throw new AssertionError("no func " + funcName);
    }
}
