package dev.flint.insights;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.flint.calltree.CallNodePath;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A finding's function is selected where it costs most: the heaviest call node of that function. */
class FindingPathsTest {
    @Test
    void theHeaviestNodeOfTheFunctionInTheCallTree() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/insights/node-planted.cpuprofile"));
        ProfileThread thread = profile.threads().get(0);
        Finding hot = Insights.find(profile).stream()
                .filter(f -> f.kind() == FindingKind.HOT_FUNCTION && f.functions().get(0).name().equals("checksum"))
                .findFirst().orElseThrow();
        CallNodePath path = FindingPaths.heaviest(thread, profile.format(), hot.functions().get(0));
        List<String> names = new ArrayList<>();
        for (int k = 0; k < path.length(); k++) names.add(thread.funcName(path.func(k)));
        // node-app/planted.js's top level (V8 names it "", shown as (anonymous)) calls checksum, under the
        // module loader's frames
        assertEquals("checksum", names.get(names.size() - 1));
        assertEquals("", names.get(names.size() - 2));
        assertEquals("Module._compile", names.get(names.size() - 3));
        assertNull(FindingPaths.heaviest(thread, profile.format(), new FunctionRef("noSuchFunction", null, -1)));
    }
}
