package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;
import dev.flint.model.TraceEventTable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The parallel trace reader, cut into many small blocks, gives the sequential reader's profile: every thread,
 * event, sample and warning in the same order. Real captures: the project's own, and the shared ones when
 * ../shared is there.
 */
class ParallelTraceReaderTest {
    private static final int SMALL_BLOCKS = 16 * 1024;

    @Test
    void theProjectsStartupTraceReadsTheSameInBlocks() throws Exception {
        assertSameAsSequential(Path.of("testdata/timeline/chromium-startup.json.gz"));
    }

    @Test
    void sharedCapturesReadTheSameInBlocks() throws Exception {
        Path shared = Path.of("../shared/testdata/chrome-trace");
        Assumptions.assumeTrue(Files.isDirectory(shared), "../shared is absent");
        assertSameAsSequential(shared.resolve("chrome-small.json"));
        assertSameAsSequential(shared.resolve("chrome-medium.array.json.gz"));
    }

    @Test
    void anObjectWithMetadataAfterTheEventsKeepsIt() throws Exception {
        String json = "{\"traceEvents\": [{\"name\":\"X1\",\"ph\":\"X\",\"pid\":1,\"tid\":2,\"ts\":10,\"dur\":5},"
                + "{\"name\":\"X2\",\"ph\":\"X\",\"pid\":1,\"tid\":2,\"ts\":20,\"dur\":5}],"
                + " \"metadata\": {\"dataOrigin\": \"TraceEvents\"}}";
        SourceBytes source = SourceBytes.of(json.getBytes(StandardCharsets.UTF_8), "small.json");
        Profile parallel = ParallelTraceReader.read(source, "small.json", ProgressListener.NONE, 8);
        assertEquals(summary(ChromeTraceImporter.readSequentially(source, "small.json", ProgressListener.NONE)),
                summary(parallel));
        assertEquals(2, parallel.threads().get(0).traceEvents().size());
    }

    private static void assertSameAsSequential(Path file) throws Exception {
        SourceBytes source = SourceBytes.of(file);
        String name = file.getFileName().toString();
        String sequential = summary(ChromeTraceImporter.readSequentially(source, name, ProgressListener.NONE));
        String parallel = summary(ParallelTraceReader.read(source, name, ProgressListener.NONE, SMALL_BLOCKS));
        assertTrue(sequential.length() > 1000, "a real trace has content");
        assertEquals(sequential, parallel, name);
    }

    /** Every thread's identity, events (name, category, phase, times) and samples (stack, time), and the warnings. */
    private static String summary(Profile profile) {
        List<String> lines = new ArrayList<>();
        lines.add(profile.format() + " generic=" + profile.traceIsGeneric() + " warnings=" + profile.warnings());
        for (ProfileThread thread : profile.threads()) {
            lines.add("thread " + thread.pid() + ":" + thread.tid() + " " + thread.name() + " / " + thread.processName()
                    + " " + thread.processUrl() + " stacks=" + thread.stacks().size() + " funcs=" + thread.funcs().size());
            TraceEventTable events = thread.traceEvents();
            StringBuilder text = new StringBuilder();
            for (int e = 0; e < events.size(); e++) {
                text.append(thread.strings().get(events.name(e))).append('|').append(thread.strings().get(events.category(e)))
                        .append('|').append(events.phase(e)).append('|').append(events.startMicros(e)).append('|')
                        .append(events.durationMicros(e)).append('|').append(events.data(e)).append('\n');
            }
            SampleTable samples = thread.samples();
            for (int s = 0; s < samples.size(); s++) {
                text.append(samples.stack(s)).append('@').append(samples.timeMicros(s)).append('\n');
            }
            lines.add(text.toString());
        }
        return String.join("\n", lines);
    }
}
