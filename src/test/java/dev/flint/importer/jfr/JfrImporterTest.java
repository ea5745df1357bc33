package dev.flint.importer.jfr;

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
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;

/** testdata/jfr/workload.jfr, recorded by testdata/jfr/make.sh with OpenJDK 17's Flight Recorder. */
class JfrImporterTest {
    private static final Path FILE = Path.of("testdata/jfr/workload.jfr");

    private static Profile load(byte[] content, String name) throws ProfileFormatException {
        return ProfileLoader.load(SourceBytes.of(content, name), ProgressListener.NONE);
    }

    @Test
    void oneThreadPerSampledJavaThreadWithTheFilesSampleCount() throws Exception {
        Profile profile = ProfileLoader.load(FILE);
        assertEquals(ProfileFormat.JFR, profile.format());
        assertEquals(List.of("main", "hasher", "JFR Shutdown Hook"),
                profile.threads().stream().map(ProfileThread::name).toList());
        assertEquals(List.of(477, 80, 1), profile.threads().stream().map(t -> t.samples().size()).toList());
        long samplesInFile = 0;
        for (RecordedEvent e : RecordingFile.readAllEvents(FILE)) {
            String type = e.getEventType().getName();
            if (type.equals("jdk.ExecutionSample") || type.equals("jdk.NativeMethodSample")) samplesInFile++;
        }
        assertEquals(samplesInFile, profile.totalSamples());
        assertEquals(9951, profile.threads().get(0).tid(), "the OS thread id of main (its Java thread id is 1)");
        assertTrue(profile.threads().get(0).pid() > 1, "the JVM's pid from jdk.JVMInformation");
        ProfileThread main = profile.threads().get(0);
        for (int i = 1; i < main.samples().size(); i++) {
            assertTrue(main.samples().timeMicros(i) >= main.samples().timeMicros(i - 1), "samples in time order");
        }
    }

    @Test
    void nativeMethodSamplesAreNativeAndTiersAreOneFunc() throws Exception {
        Profile profile = ProfileLoader.load(FILE);
        ProfileThread hasher = profile.threads().get(1);
        int nativeCategory = profile.categories().find("Native");
        boolean sawNative = false;
        for (int f = 0; f < hasher.frames().size(); f++) {
            int func = hasher.frames().func(f);
            if (hasher.funcName(func).equals("java.util.zip.Deflater.deflateBytesBytes")) {
                sawNative = true;
                assertEquals(nativeCategory, hasher.frames().category(f));
                assertEquals("Native", hasher.strings().get(hasher.frames().implementation(f)));
                assertTrue(!hasher.funcs().isJS(func));
            }
        }
        assertTrue(sawNative);
        ProfileThread main = profile.threads().get(0);
        int leafFuncs = 0;
        int leafFrames = 0;
        for (int f = 0; f < main.frames().size(); f++) {
            if (main.funcName(main.frames().func(f)).equals("Workload.leaf")) {
                leafFrames++;
                assertTrue(main.frames().line(f) > 0, "a line number");
            }
        }
        for (int fn = 0; fn < main.funcs().size(); fn++) if (main.funcName(fn).equals("Workload.leaf")) leafFuncs++;
        assertEquals(1, leafFuncs);
        assertTrue(leafFrames > 1, "several lines and tiers of Workload.leaf");
    }

    @Test
    void callTreeOfTheNativeThread() {
        String tree = TreeText.tree(FILE.toString(), "--thread", "hasher");
        assertTrue(tree.startsWith("""
                java.lang.Thread.run total=80 self=0
                """), tree);
        assertTrue(tree.contains("""
                      Workload.compress total=80 self=2
                        java.util.zip.Deflater.deflate total=76 self=0
                          java.util.zip.Deflater.deflate total=76 self=0
                            java.util.zip.Deflater.deflateBytesBytes total=76 self=76
                """), tree);
        assertEquals("""
                Workload.main total=472 self=0
                  Workload.middle total=472 self=1
                    Workload.leaf total=471 self=471
                """, TreeText.tree(FILE.toString(), "--transform", "focus-subtree=Workload.main"));
    }

    @Test
    void gzippedAndNamelessRecordingsGoThroughATemporaryFile() throws Exception {
        byte[] raw = Files.readAllBytes(FILE);
        ByteArrayOutputStream zipped = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(zipped)) {
            out.write(raw);
        }
        assertEquals(558, load(zipped.toByteArray(), "unknown").totalSamples());
        assertEquals(558, load(raw, "unknown").totalSamples());
    }

    @Test
    void brokenRecordingsAreRefusedInOneLine() throws Exception {
        String junk = error("FLR\0 and then nothing a recording has".getBytes(), "junk.jfr");
        assertEquals("junk.jfr: chunk 1 at byte 0: 37 bytes left, fewer than a chunk header's 68", junk);
        assertTrue(!junk.contains("\n"), junk);
        byte[] raw = Files.readAllBytes(FILE);
        String cut = error(Arrays.copyOf(raw, 100), "cut.jfr");
        assertTrue(cut.startsWith("cut.jfr: "), cut);
        assertTrue(!cut.contains("\n") && !cut.contains("internal error"), cut);
    }

    /**
     * testdata/jfr/make-async.sh, async-profiler 3.0: the JVM's compiler, GC and VM threads have Java thread
     * id 0; keyed by it they became one thread named after whichever came last (3 threads, 14 in the
     * wall-clock file's "Service Thread" with 1,351 samples).
     */
    @Test
    void asyncProfilerThreadsAreKeyedByTheirOsThreadId() throws Exception {
        Profile cpu = ProfileLoader.load(Path.of("testdata/jfr/async-cpu.jfr"));
        assertEquals(List.of("[tid=21539] 1", "VM Thread 1", "GC Thread#1 1", "hasher 241", "C2 CompilerThre 6",
                "C1 CompilerThre 14", "DestroyJavaVM 288"), namesAndCounts(cpu));
        assertEquals(21540, cpu.threads().get(3).tid());
        Profile wall = ProfileLoader.load(Path.of("testdata/jfr/async-wall.jfr"));
        assertEquals(22, wall.threads().size());
        assertTrue(wall.threads().stream().allMatch(t -> t.samples().size() <= 98), namesAndCounts(wall).toString());
    }

    private static List<String> namesAndCounts(Profile profile) {
        return profile.threads().stream().map(t -> t.name() + " " + t.samples().size()).toList();
    }

    /** The thread pool entry of "hasher" (key 21540, LEB128 a4 a8 01 at byte 19235) gets another key. */
    @Test
    void samplesOfAThreadMissingFromThePoolAreKeptInAnUnknownThread() throws Exception {
        byte[] bytes = Files.readAllBytes(Path.of("testdata/jfr/async-cpu.jfr"));
        assertEquals("a4a80103066861736865", java.util.HexFormat.of().formatHex(bytes, 19235, 19245));
        bytes[19235] = (byte) 0xff;
        Profile profile = load(bytes, "pool.jfr");
        assertEquals(List.of("[tid=21539] 1", "VM Thread 1", "GC Thread#1 1", "(unknown thread) 241",
                "C2 CompilerThre 6", "C1 CompilerThre 14", "DestroyJavaVM 288"), namesAndCounts(profile));
        assertEquals("jdk.ExecutionSample: the sampled thread is not in the recording's thread pool: these samples"
                + " are in the thread '(unknown thread)' (241 samples affected)", profile.warnings().get(0).describe());
    }

    @Test
    void hiddenClassNamesLoseTheirPerRunCounterAndAddress() {
        String tree = TreeText.tree("testdata/jfr/lambdas.jfr");
        assertTrue(tree.contains("  Lambdas$$Lambda.getAsDouble total="), tree);
        assertTrue(!tree.contains("+0x") && !tree.contains("/0x"), tree);
        assertEquals("Work$$Lambda", HiddenClassNames.normalise("Work$$Lambda$89+0x00007fa1c8001a00"));
        assertEquals("Work$$Lambda", HiddenClassNames.normalise("Work$$Lambda$14/0x0000000800c03000"));
        assertEquals("Work$$Lambda", HiddenClassNames.normalise("Work$$Lambda/0x0000000800c03000"));
        assertEquals("Work$$Lambda", HiddenClassNames.normalise("Work$$Lambda$4.0x00007f0b44001000"));
        assertEquals("Lambdas$$Lambda", HiddenClassNames.normalise("Lambdas$$Lambda$83+0x00007fa304007a08.1545242146"));
        assertEquals("java.lang.invoke.LambdaForm$MH", HiddenClassNames.normalise("java.lang.invoke.LambdaForm$MH/0x0000000800c04400"));
        assertEquals("Work$Inner", HiddenClassNames.normalise("Work$Inner"));
        assertEquals("a+0xyz", HiddenClassNames.normalise("a+0xyz"));
    }

    /** HostileRecordings: each kept the JDK's reader at 100 % CPU forever, or leaked its exception's name. */
    @Test
    void damagedChunksAreRefusedBeforeTheJdksReaderSeesThem() throws Exception {
        assertEquals("u.jfr: chunk 1 at byte 0: an unfinished chunk without metadata (a recording copied while the JVM"
                + " was still writing it, before its first flush)", error(HostileRecordings.unfinished(), "u.jfr"));
        assertEquals("l.jfr: chunk 1 at byte 0: the checkpoint at chunk offset 7408 links to offset 246091:"
                + " checkpoints must link back to earlier ones, ending with 0", error(HostileRecordings.checkpointLoop(), "l.jfr"));
        assertEquals("z.jfr: chunk 1 at byte 0: the chunk size 0 is not between 68 and the 246186 bytes left in the file",
                error(HostileRecordings.chunkSizeZero(), "z.jfr"));
        assertEquals("s.jfr: chunk 1 at byte 0: event 1 at chunk offset 68 says it is 9223372036854775808 bytes long;"
                + " the chunk has 246127 left", error(HostileRecordings.eventSizeTwoToThe63(), "s.jfr"));
    }

    @Test
    void anUnfinishedChunkAfterAGoodOneIsLeftOutWithAWarning() throws Exception {
        Profile profile = load(HostileRecordings.unfinishedAfterAGoodChunk(), "a.jfr");
        assertEquals(558, profile.totalSamples());
        assertEquals(1, profile.warnings().size());
        assertEquals("chunk 2 at byte 246186: an unfinished chunk without metadata (a recording copied while the JVM"
                + " was still writing it, before its first flush); read the chunks before it (246186 bytes affected)",
                profile.warnings().get(0).describe());
    }

    @Test
    void aReaderThatStopsReturningEventsIsGivenUpOn() {
        ProfileFormatException e = org.junit.jupiter.api.Assertions.assertThrows(ProfileFormatException.class,
                () -> JfrWatchdog.run(events -> {
                    events.incrementAndGet();
                    while (!java.lang.Thread.currentThread().isInterrupted()) Math.sqrt(events.get());
                }, "spin.jfr", 300));
        assertEquals("spin.jfr: the JDK's JFR reader returned no event for 0.3 s after event 1: the recording is"
                + " damaged in a way it cannot get out of", e.getMessage());
    }

    private static String error(byte[] content, String name) {
        try {
            load(content, name);
        } catch (ProfileFormatException e) {
            return e.getMessage();
        }
        throw new AssertionError(name + " loaded");
    }
}
