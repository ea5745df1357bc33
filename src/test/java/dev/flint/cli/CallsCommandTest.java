package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class CallsCommandTest {
    private static final Pattern THREAD = Pattern.compile("\\{\"pid\":(\\d+),\"tid\":(\\d+),\"name\":\"[^\"]*\",\"entries\":\\[");

    /** Per listed thread (pid:tid), how many js entries `flint calls` printed. */
    private static Map<String, Integer> jsEntriesByThread(String output) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        Matcher thread = THREAD.matcher(output);
        List<int[]> starts = new java.util.ArrayList<>();
        while (thread.find()) {
            counts.put(thread.group(1) + ":" + thread.group(2), 0);
            starts.add(new int[] {thread.start()});
        }
        String[] keys = counts.keySet().toArray(new String[0]);
        for (int t = 0; t < keys.length; t++) {
            int end = t + 1 < keys.length ? starts.get(t + 1)[0] : output.length();
            String part = output.substring(starts.get(t)[0], end);
            counts.put(keys[t], part.split("\"kind\":\"js\"", -1).length - 1);
        }
        return counts;
    }

    @Test
    void listsAHelperProcessThreadThatHasCallsWithAsManyAsInfoCounts() throws Exception {
        String file = "testdata/v8/helper-process-profile.json";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Cli.run(new String[] {"calls", file}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        Map<String, Integer> listed = jsEntriesByThread(out.toString(StandardCharsets.UTF_8));
        // 1:1 is the page's renderer (a DevTools track); 2:1 has no page URL but 444 JS calls.
        assertEquals(Map.of("2:1", 444, "1:1", 0), listed);
        Profile profile = ProfileLoader.load(Path.of(file));
        for (var thread : profile.threads()) {
            assertEquals(InfoStages.integrate(profile, thread), listed.get(thread.key()), thread.key());
        }
    }
}
