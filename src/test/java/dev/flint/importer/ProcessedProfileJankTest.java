package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flint.model.MarkerTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A processed profile's event delay gives its thread's event-loop janks as {@code Jank} markers. */
class ProcessedProfileJankTest {
    @TempDir
    Path dir;

    @Test
    void eventDelayPeaksOverFiftyMillisecondsAreJankMarkers() throws Exception {
        ObjectMapper json = new ObjectMapper();
        ObjectNode profile = (ObjectNode) json.readTree(Path.of("testdata/native/example-native.json").toFile());
        ObjectNode samples = (ObjectNode) profile.get("threads").get(0).get("samples");
        // ten samples 1 ms apart from 0 ms: a 60 ms peak at sample 3 (3 ms), a 40 ms one at sample 6, none recorded at 8
        ArrayNode delays = samples.putArray("eventDelay");
        for (double delay : new double[] {0, 20, 40, 60, 2, 20, 40, 1, Double.NaN, 0}) {
            if (Double.isNaN(delay)) delays.addNull(); else delays.add(delay);
        }
        Path file = Files.writeString(dir.resolve("jank.json"), json.writeValueAsString(profile));
        MarkerTable markers = ProfileLoader.load(file).markers();
        List<String> janks = new ArrayList<>();
        for (int row = 0; row < markers.size(); row++) {
            if (markers.name(row).equals("Jank")) {
                janks.add(markers.category(row) + " " + markers.startMicros(row) + ".." + markers.endMicros(row));
            }
        }
        assertEquals(List.of("Jank -57000.0..3000.0"), janks);
    }
}
