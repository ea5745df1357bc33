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
        assertEquals(1, profile.threads().get(0).tid(), "the Java thread id of main");
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
        assertTrue(junk.startsWith("junk.jfr: not a readable JFR recording") || junk.startsWith("junk.jfr: the recording"), junk);
        assertTrue(!junk.contains("\n"), junk);
        byte[] raw = Files.readAllBytes(FILE);
        String cut = error(Arrays.copyOf(raw, 100), "cut.jfr");
        assertTrue(cut.startsWith("cut.jfr: "), cut);
        assertTrue(!cut.contains("\n") && !cut.contains("internal error"), cut);
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
