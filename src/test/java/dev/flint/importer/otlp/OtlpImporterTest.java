package dev.flint.importer.otlp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.LoadWarning;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.StackTable;
import dev.flint.model.WeightType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The OTLP files async-profiler 4.2 wrote (testdata/otlp/make.sh), each against async-profiler's own collapsed
 * output of the same recording: the same stacks with the same counts, per thread where the file has threads.
 */
class OtlpImporterTest {
    private static final String DIR = "testdata/otlp/";

    static Profile load(byte[] content, String sampleType) throws ProfileFormatException {
        return ProfileLoader.load(SourceBytes.of(content, "unknown"), ProgressListener.NONE, sampleType);
    }

    private static Profile loadFile(String name) throws Exception {
        return load(Files.readAllBytes(Path.of(DIR + name)), null);
    }

    /** Func names of a stack, root first, joined by ';'. */
    static String path(ProfileThread thread, int stack) {
        List<String> names = new ArrayList<>();
        StackTable stacks = thread.stacks();
        for (int s = stack; s != -1; s = stacks.prefix(s)) names.add(0, thread.funcName(thread.frames().func(stacks.frame(s))));
        return String.join(";", names);
    }

    /** Each stack path of a thread with its summed weight. */
    static Map<String, Double> weights(ProfileThread thread) {
        Map<String, Double> weights = new TreeMap<>();
        for (int i = 0; i < thread.samples().size(); i++) {
            weights.merge(path(thread, thread.samples().stack(i)), thread.samples().weight(i), Double::sum);
        }
        return weights;
    }

    /**
     * A collapsed file's stacks with their counts, for the thread whose root is {@code [NAME tid=N]} (its root
     * dropped) or for all lines when {@code thread} is null. jfr-converter's collapsed output types its frames
     * ({@code _[j]}, {@code _[0]}) where its OTLP output does not: those suffixes are dropped from converter files.
     */
    static Map<String, Double> collapsed(String name, String thread) throws Exception {
        boolean typed = name.startsWith("converter");
        Map<String, Double> weights = new TreeMap<>();
        for (String line : Files.readAllLines(Path.of(DIR + name))) {
            if (line.isBlank()) continue;
            int space = line.lastIndexOf(' ');
            String stack = line.substring(0, space);
            if (typed) stack = stack.replaceAll("_\\[[0-9a-z]]", "");
            if (thread != null) {
                if (!stack.startsWith(thread + ";")) continue;
                stack = stack.substring(thread.length() + 1);
            } else if (stack.startsWith("[")) {
                stack = stack.substring(stack.indexOf(';') + 1);
            }
            weights.merge(stack, Double.parseDouble(line.substring(space + 1)), Double::sum);
        }
        return weights;
    }

    private static ProfileThread thread(Profile profile, String name) {
        return profile.threads().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name));
    }

    @Test
    void theAgentsOtlpIsItsCollapsedOutput() throws Exception {
        // On main this file was refused as a damaged pprof ("ValueType.unit has wire type 2, expected 0").
        Profile profile = loadFile("agent.otlp");
        assertEquals(ProfileFormat.OTLP, profile.format());
        assertEquals(1, profile.threads().size(), "no thread attributes without the threads option");
        ProfileThread thread = profile.threads().get(0);
        assertEquals(WeightType.SAMPLES, thread.weightType(), "the default sample type is perf_events/count");
        assertEquals(collapsed("agent.collapsed", null), weights(thread));
        assertTrue(profile.warnings().isEmpty(), profile.warnings().toString());
    }

    @Test
    void theThreadsOptionsLengthsAreReadOneShorterWithAWarning() throws Exception {
        Profile profile = loadFile("agent-threads.otlp");
        List<LoadWarning> warnings = profile.warnings();
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).what().contains("async-profiler 4.2 with its threads option"), warnings.toString());
        int threads = 0;
        for (String line : Files.readAllLines(Path.of(DIR + "agent-threads.collapsed"))) {
            if (!line.startsWith("[")) continue;
            String root = line.substring(0, line.indexOf(']') + 1);
            String name = root.substring(1, root.lastIndexOf(" tid="));
            if (profile.threads().stream().noneMatch(t -> t.name().equals(name))) throw new AssertionError("no thread " + name);
        }
        for (ProfileThread thread : profile.threads()) {
            String root = Files.readAllLines(Path.of(DIR + "agent-threads.collapsed")).stream()
                    .filter(l -> l.startsWith("[" + thread.name() + " tid=")).findFirst().orElseThrow()
                    .replaceAll(";.*", "");
            assertEquals(collapsed("agent-threads.collapsed", root), weights(thread), thread.name());
            threads++;
        }
        assertTrue(threads >= 2, "main and hasher at least: " + threads);
        assertTrue(weights(thread(profile, "main")).keySet().stream().anyMatch(p -> p.endsWith("Workload.middle;Workload.leaf")));
    }

    @Test
    void theConvertersThreadsAreNamedAndNumberedAsItsCollapsedRoots() throws Exception {
        Profile profile = loadFile("converter.otlp");
        Map<String, Double> all = new TreeMap<>();
        for (ProfileThread thread : profile.threads()) {
            weights(thread).forEach((path, weight) -> all.merge(path, weight, Double::sum));
            String root = "[" + (thread.name().isEmpty() ? "" : thread.name() + " ") + "tid=" + thread.tid() + "]";
            assertTrue(!collapsed("converter.collapsed", root).isEmpty(), "no lines of " + root);
        }
        // jfr-converter 4.2 merges one stack of two threads into one OTLP sample (the first thread's), so only
        // the file's total per stack matches its collapsed output exactly
        assertEquals(collapsed("converter.collapsed", null), all);
    }

    @Test
    void everySampleTypeIsSelectableByTypeAndUnit() throws Exception {
        byte[] agent = Files.readAllBytes(Path.of(DIR + "agent.otlp"));
        ProfileThread counts = load(agent, null).threads().get(0);
        ProfileThread nanos = load(agent, "perf_events/ns").threads().get(0);
        assertEquals(WeightType.TRACING_MS, nanos.weightType());
        assertEquals(counts.samples().size(), nanos.samples().size());
        assertEquals(weights(counts).keySet(), weights(nanos).keySet());
        assertEquals(WeightType.SAMPLES, load(agent, "perf_events").threads().get(0).weightType(), "the first of that type");
        ProfileFormatException refused = assertThrows(ProfileFormatException.class, () -> load(agent, "alloc"));
        assertEquals("unknown: sample_type: no sample type 'alloc'; the file has perf_events/count, perf_events/ns",
                refused.getMessage());
    }
}
