package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.testing.SharedTestdata;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code flint info}'s engine over the 241 real files of ../shared/testdata/external (skipped when absent),
 * against its {@code expect.json}, which an independent reader computed from the files:
 * <ul>
 * <li>{@code load}: the file loads, and each expected thread ({@code pid:tid}) has its sample count as info
 *     counts them. Keys without numbers ({@code "Unknown Process 1:None"}, a Gecko file without pids) are the
 *     Firefox Profiler's names for the file's processes in order: those threads are matched in order, by
 *     name and count.</li>
 * <li>{@code refuse}: the file is refused in one clean line (no stack trace, no exception name); a damaged
 *     file under an {@code invalid/} folder may instead load with a warning. A file of a format the
 *     expectation says Flint does not read ({@code flintReads: false}) may load if Flint now reads it
 *     (speedscope, perf script, JFR, pprof, heap profiles and V8 logs are Flint formats): {@link #NOW_READ}.</li>
 * </ul>
 * Every failure is collected, so one run lists them all.
 */
@Tag(SharedTestdata.TAG)
class ExternalCorpusTest {
    /** Formats expect.json marks as not read by Flint that Flint reads (README "Formats"). */
    private static final List<String> NOW_READ = List.of("linux-perf-script", "java-flight-recorder",
            "pprof-protobuf", "speedscope-json", "v8-heap-profile", "trace-event-stackframes", "v8-log");

    @Test
    void everyFileLoadsOrIsRefusedAsExpected() throws Exception {
        Path base = SharedTestdata.file("external/expect.json").getParent();
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> entries = (List<Map<String, Object>>) ((Map<String, Object>) json(base.resolve("expect.json"))).get("profiles");
        List<String> failures = new ArrayList<>();
        ExecutorService loader = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "external-corpus");
            t.setDaemon(true);
            return t;
        });
        try {
            for (Map<String, Object> entry : entries) {
                String file = (String) entry.get("file");
                String problem = check(entry, base.resolve(file), loader);
                if (problem != null) failures.add(file + ": " + problem);
            }
        } finally {
            loader.shutdownNow();
        }
        assertEquals("", String.join("\n", failures), failures.size() + " of " + entries.size() + " files");
    }

    private static String check(Map<String, Object> entry, Path path, ExecutorService loader) throws Exception {
        Future<Profile> load = loader.submit(() -> ProfileLoader.load(path));
        Profile profile;
        try {
            profile = load.get(120, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            load.cancel(true);
            return "no answer in 120 s";
        } catch (java.util.concurrent.ExecutionException e) {
            if (!(e.getCause() instanceof ProfileFormatException refused)) return "a bug: " + e.getCause();
            String message = refused.getMessage();
            if (message.contains("\n") || message.contains("Exception") || message.contains("\tat ")) {
                return "refused, but not in one clean line: " + message;
            }
            return "load".equals(entry.get("expect")) ? "refused: " + message : null;
        }
        if ("refuse".equals(entry.get("expect"))) {
            boolean repaired = entry.get("file").toString().contains("/invalid/") && !profile.warnings().isEmpty();
            boolean nowRead = Boolean.FALSE.equals(entry.get("flintReads")) && NOW_READ.contains(entry.get("format"));
            return repaired || nowRead ? null : "loaded (" + profile.format() + "), expected a refusal";
        }
        return countsProblem(entry, profile);
    }

    @SuppressWarnings("unchecked")
    private static String countsProblem(Map<String, Object> entry, Profile profile) {
        List<Map<String, Object>> expected = (List<Map<String, Object>>) entry.getOrDefault("threads", List.of());
        List<String> unnumbered = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (Map<String, Object> thread : expected) {
            String key = (String) thread.get("key");
            long samples = ((Number) thread.get("samples")).longValue();
            String[] parts = key.split(":", -1);
            Long pid = parts.length == 2 ? number(parts[0]) : null;
            Long tid = parts.length == 2 ? number(parts[1]) : null;
            if (pid == null || tid == null) {
                unnumbered.add(thread.get("name") + " " + samples);
                continue;
            }
            ProfileThread found = null;
            for (ProfileThread t : profile.threads()) if (t.pid() == pid && t.tid() == tid) found = t;
            double got = found == null ? -1 : InfoCommand.recordedSamples(profile.format(), found.samples());
            if (got != samples) problems.add(key + " has " + (found == null ? "no thread" : (long) got + " samples")
                    + ", expected " + samples);
        }
        if (!unnumbered.isEmpty()) {
            List<String> inOrder = new ArrayList<>();
            for (ProfileThread t : profile.threads()) {
                inOrder.add(t.name() + " " + (long) InfoCommand.recordedSamples(profile.format(), t.samples()));
            }
            if (!inOrder.equals(unnumbered)) problems.add("threads " + inOrder + ", expected " + unnumbered);
        }
        return problems.isEmpty() ? null : String.join("; ", problems);
    }

    private static Long number(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The file as maps, lists, strings, numbers, booleans and nulls. */
    private static Object json(Path file) throws IOException {
        try (JsonParser parser = new JsonFactory().createParser(file.toFile())) {
            parser.nextToken();
            return value(parser);
        }
    }

    private static Object value(JsonParser parser) throws IOException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.START_OBJECT) {
            Map<String, Object> map = new LinkedHashMap<>();
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                parser.nextToken();
                map.put(key, value(parser));
            }
            return map;
        }
        if (token == JsonToken.START_ARRAY) {
            List<Object> list = new ArrayList<>();
            while (parser.nextToken() != JsonToken.END_ARRAY) list.add(value(parser));
            return list;
        }
        return switch (token) {
            case VALUE_STRING -> parser.getText();
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parser.getNumberValue();
            case VALUE_TRUE -> true;
            case VALUE_FALSE -> false;
            default -> null;
        };
    }
}
