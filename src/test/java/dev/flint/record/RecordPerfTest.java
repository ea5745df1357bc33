package dev.flint.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code flint record perf}: a C workload of the test's own, compiled with frame pointers, recorded with the
 * machine's perf where the kernel allows it (to its end, and cut by {@code --duration} long before its end);
 * a command perf cannot run; the {@code perf_event_paranoid} refusal on a made-up setting; and a small
 * recorded fixture (testdata/record, made by this command here) that must keep loading where perf cannot
 * record.
 */
class RecordPerfTest {
    static final String BUSY_C = """
            #include <stdlib.h>
            #include <time.h>
            __attribute__((noinline)) double perfBusyLoop(long n) { double x = 0; for (long i = 0; i < n; i++) x += (double) i / (x + 1); return x; }
            int main(int argc, char **argv) {
                time_t end = time(NULL) + atoi(argv[1]);
                double sum = 0;
                while (time(NULL) < end) sum += perfBusyLoop(1000000);
                return sum < 0;
            }
            """;

    @TempDir
    Path dir;

    @Test
    void aCProgramIsRecordedWithItsFunctions() throws IOException {
        Path program = compiledBusyProgram();
        Path output = dir.resolve("busy.perf.txt");
        FlintRun run = FlintRun.of("record", "--output", output.toString(), "--interval", "1000", "perf", "--",
                program.toString(), "1");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("recorded " + output + " (perf-script, "), run.out());
        assertTrue(FlintRun.tree(output).contains("perfBusyLoop total="));
    }

    @Test
    void aProgramRunningFarPastTheDurationIsRecordedAndEnded() throws IOException {
        Path program = compiledBusyProgram();
        Path output = dir.resolve("cut.perf.txt");
        int foldersBefore = FlintRun.tempFolders("perf").size();
        // 600 s of work, 2 s of recording: perf is stopped (SIGTERM), writes its file and ends the program.
        FlintRun run = FlintRun.of("record", "--output", output.toString(), "--duration", "2", "perf", "--",
                program.toString(), "600");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("recorded " + output + " (perf-script, "), run.out());
        assertFalse(run.err().contains("[ perf record:"), "perf's progress lines name its temporary file: " + run.err());
        assertTrue(FlintRun.tree(output).contains("perfBusyLoop total="));
        assertEquals(List.of(), FlintRun.processesWith(program + " 600"), "the program was ended with the recording");
        assertEquals(foldersBefore, FlintRun.tempFolders("perf").size(), "the temporary folder is deleted");
    }

    @Test
    void aCommandPerfCannotRunIsOneLineOfOurs() throws IOException {
        assumeTrue(perfRecords(), "perf may not record here: the test is skipped");
        Path output = dir.resolve("none.perf.txt");
        FlintRun run = FlintRun.of("record", "--output", output.toString(), "perf", "--", "no-such-command-4711");
        assertEquals(1, run.status());
        assertEquals("flint record: cannot run no-such-command-4711: No such file or directory\n", run.err());
        assertEquals(List.of(), Files.list(dir).filter(f -> !f.getFileName().toString().equals("probe.data")).toList(),
                "no output and no temporary file");
    }

    @Test
    void aParanoidSettingAboveTwoIsOneLineNamingTheSysctl() throws Exception {
        Path setting = Files.writeString(dir.resolve("perf_event_paranoid"), "3\n");
        RecordingException refused = assertThrows(RecordingException.class, () -> PerfPermission.check(setting, false));
        assertEquals("perf may not record: kernel.perf_event_paranoid is 3; it must be 2 or lower "
                + "(sudo sysctl kernel.perf_event_paranoid=2), or record as root", refused.getMessage());
        PerfPermission.check(setting, true); // root is not bound by it
        PerfPermission.check(Files.writeString(setting, "2\n"), false);
    }

    /** Whether perf is installed and the kernel lets it record here (not in every sandbox). */
    private boolean perfRecords() {
        return FlintRun.runs("perf", "--version")
                && FlintRun.runs("perf", "record", "-o", dir.resolve("probe.data").toString(), "--", "true");
    }

    /** BUSY_C compiled with frame pointers; skips the test where perf may not record or there is no compiler. */
    private Path compiledBusyProgram() throws IOException {
        assumeTrue(perfRecords(), "perf is not installed or may not record here (perf_event_paranoid or a sandbox): "
                + "the recording test is skipped");
        Path source = Files.writeString(dir.resolve("busy.c"), BUSY_C);
        Path program = dir.resolve("busy");
        assumeTrue(FlintRun.runs("cc", "-O1", "-fno-omit-frame-pointer", "-o", program.toString(), source.toString()),
                "no C compiler: the perf recording test is skipped");
        return program;
    }

    @Test
    void theRecordedFixtureLoadsWithTheWorkloadsFunction() {
        Path fixture = Path.of("testdata/record/busy.perf.txt");
        assertTrue(FlintRun.tree(fixture).contains("perfBusyLoop total="));
    }
}
