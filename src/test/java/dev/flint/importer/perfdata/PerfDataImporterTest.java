package dev.flint.importer.perfdata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.flint.importer.FormatDetector;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.process.ProcessTable;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * testdata/perf-data/loop.perf.data: recorded here with {@code perf record -g} on loop.c (make.sh). Reading it
 * needs perf; the tests that run it skip cleanly without perf on the PATH (CI installs linux-perf).
 */
class PerfDataImporterTest {
    private static final Path LOOP = Path.of("testdata/perf-data/loop.perf.data");

    @Test
    void thePerfFileMagicIsThePerfDataFormat() throws Exception {
        assertEquals(ProfileFormat.PERF_DATA, FormatDetector.detect(Files.readAllBytes(LOOP), "loop.perf.data"));
        byte[] swapped = "2ELIFREP\0\0\0\0".getBytes(StandardCharsets.US_ASCII);
        assertEquals(ProfileFormat.PERF_DATA, FormatDetector.detect(swapped, "big-endian.data"));
    }

    @Test
    void samplesPerThreadEqualPerfScriptsOwnCount(@TempDir Path dir) throws Exception {
        assumeTrue(PerfTool.find() != null, "perf is not on the PATH");
        Path copy = ownCopy(LOOP, dir);
        Profile profile = ProfileLoader.load(copy);
        assertEquals(ProfileFormat.PERF_DATA, profile.format());
        Map<Long, Integer> flint = new TreeMap<>();
        for (ProfileThread thread : profile.threads()) flint.put(thread.tid(), thread.samples().size());
        assertEquals(perfScriptHeadersPerTid(copy), flint);
        assertEquals(104, profile.totalSamples(), "as perf script printed them when the file was made");
    }

    /**
     * loop.perf.data was recorded from a binary in a temporary folder that is gone: perf names its frames
     * [unknown], shown as [loop]. One warning says which binary was missing and how to get its names (issue 34,
     * item 6: before, the file loaded with every frame "[loop]" and no word why).
     */
    @Test
    void aBinaryNotOnThisMachineIsNamedOnceWithTheWayToItsNames(@TempDir Path dir) throws Exception {
        assumeTrue(PerfTool.find() != null, "perf is not on the PATH");
        Profile profile = ProfileLoader.load(ownCopy(LOOP, dir));
        List<String> said = profile.warnings().stream().map(w -> w.what()).filter(w -> w.contains("not found")).toList();
        assertEquals(List.of("1 binary of the recording not found on this machine (/tmp/tmp.dKgizN9LyF/loop): its"
                + " functions show as [loop]; open the file where it was recorded, or add the binary to perf's"
                + " build-id cache here ('perf buildid-cache -a BINARY') and open it again"), said);
        assertEquals(103, profile.warnings().stream().filter(w -> w.what().contains("not found")).findFirst()
                .orElseThrow().affected(), "every sample but the one in the kernel ends in loop");
    }

    @Test
    void withoutPerfOneLineSaysHowToMakeTheText() {
        String before = System.getProperty("flint.perf");
        System.setProperty("flint.perf", "");
        try {
            ProfileFormatException e = assertThrows(ProfileFormatException.class, () -> ProfileLoader.load(LOOP));
            assertEquals(LOOP + ": a perf.data file (perf record's binary output): Flint reads it through 'perf script',"
                    + " which is not on the PATH; where it was recorded run 'perf script -F comm,pid,tid,time,event,ip,"
                    + "sym,symoff,dso -i FILE > FILE.txt' and open FILE.txt", e.getMessage());
        } finally {
            if (before == null) System.clearProperty("flint.perf");
            else System.setProperty("flint.perf", before);
        }
    }

    @Test
    void truncatedAndLyingFilesAreRefusedWithPerfsOwnWord(@TempDir Path dir) throws Exception {
        assumeTrue(PerfTool.find() != null, "perf is not on the PATH");
        byte[] whole = Files.readAllBytes(LOOP);
        Path headerOnly = Files.write(dir.resolve("header-only.data"), java.util.Arrays.copyOf(whole, 200));
        assertEquals(headerOnly + ": perf script failed (exit status 255): incompatible file format (rerun with -v to"
                + " learn more)", refusal(headerOnly));
        Path cut = Files.write(dir.resolve("cut.data"), java.util.Arrays.copyOf(whole, 3000));
        assertTrue(refusal(cut).startsWith(cut + ": perf script failed (exit status "), refusal(cut));
        byte[] lying = whole.clone();
        ByteBuffer.wrap(lying).order(ByteOrder.LITTLE_ENDIAN).putLong(48, 1L << 60); // the data section's size
        Path lyingFile = Files.write(dir.resolve("lying.data"), lying);
        assertEquals(lyingFile + ": perf script failed (exit status 244): failed to mmap file", refusal(lyingFile));
    }

    @Test
    void textThatFailsToParseMidStreamIsTheErrorAtOnceWhilePerfStillWrites(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "the fake perf is a shell script");
        // A fake perf first on the PATH: a line that is no perf script text, then 10 MB more (far past a pipe's
        // buffer), so it blocks until Flint reads on or ends it. On main Flint closed the pipe and waited: this
        // perf died of SIGPIPE and the line was "perf script failed (exit status 141)".
        String writes = "echo 'this is not perf script text'\nyes 'more text that nobody reads' | head -c 10485760\n";
        assertEquals(notAHeader(dir.resolve("fake.data")), infoWithFakePerf(dir.resolve("dies"), writes));
        // One that outlives its reader, as perf does that goes on through a large file with SIGPIPE ignored: on
        // main Flint waited for it until the time limit (here the test's bound, 120 s).
        String outlives = "trap '' PIPE\n" + writes + "exec sleep 636\n";
        assertEquals(notAHeader(dir.resolve("fake.data")), infoWithFakePerf(dir.resolve("outlives"), outlives));
        assertEquals(List.of(), ProcessTable.processesWith("sleep 636"), "the fake perf was ended");
    }

    private static String notAHeader(Path data) {
        return data + ": perf script's output, line 1: expected a sample header 'COMM [PID/]TID [CPU] [SECONDS:] "
                + "[PERIOD] EVENT:', found 'this is not perf script text'\n";
    }

    /** {@code flint info} (a JVM of its own) on a made-up perf.data, {@code script} as perf on the PATH: its stderr. */
    private static String infoWithFakePerf(Path dir, String script) throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path fake = Files.writeString(bin.resolve("perf"), "#!/bin/sh\n" + script);
        assertTrue(fake.toFile().setExecutable(true));
        Path data = Files.write(dir.getParent().resolve("fake.data"),
                java.util.Arrays.copyOf("PERFILE2".getBytes(StandardCharsets.US_ASCII), 104));
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path err = dir.resolve("err.txt");
        ProcessBuilder builder = new ProcessBuilder(java, "-Xmx256m", "-cp", classPath, "dev.flint.Main", "info", data.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(err.toFile());
        builder.environment().put("PATH", bin + File.pathSeparator + System.getenv("PATH"));
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        Process flint = builder.start();
        try {
            // Generous for a loaded machine (the answer takes a JVM's start and a few reads).
            assertTrue(flint.waitFor(120, TimeUnit.SECONDS), "flint info ended");
            assertEquals(1, flint.exitValue());
            return Files.readString(err);
        } finally {
            flint.destroyForcibly().waitFor();
        }
    }

    private static String refusal(Path file) {
        return assertThrows(ProfileFormatException.class, () -> ProfileLoader.load(file)).getMessage();
    }

    /** perf script refuses a file another user owns: the test reads a copy of its own. */
    private static Path ownCopy(Path file, Path dir) throws Exception {
        return Files.copy(file, dir.resolve(file.getFileName()));
    }

    /** Sample header lines of perf script's default output (not indented), counted by their tid field. */
    private static Map<Long, Integer> perfScriptHeadersPerTid(Path file) throws Exception {
        Process perf = new ProcessBuilder(PerfTool.find().toString(), "script", "-i", file.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        Map<Long, Integer> counts = new TreeMap<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(perf.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = out.readLine()) != null; ) {
                if (line.isEmpty() || Character.isWhitespace(line.charAt(0)) || line.startsWith("#")) continue;
                String[] fields = line.split("\\s+");
                counts.merge(Long.parseLong(fields[1]), 1, Integer::sum);
            }
        }
        assertEquals(0, perf.waitFor());
        return counts;
    }
}
