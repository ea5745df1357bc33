package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.Implementation;
import dev.flint.model.Profile;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The hand-made processed profile through the call tree: weights in ms, and the implementation filters. */
class ProcessedProfileCallTreeTest {
    static String tree(Implementation implementation) throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/processed/hand-made.json"));
        CallTreeOptions options = CallTreeOptions.DEFAULT.withImplementation(implementation)
                .withDefaultCategory(profile.categories().defaultCategory());
        return CallTreeText.format(CallTree.build(profile.threads().get(0), options));
    }

    @Test
    void combinedTreeIsInTheWeightUnit() throws Exception {
        assertEquals("""
                (root) total=8.5 self=0
                  js::RunScript total=8.5 self=0.5
                    onLoad total=8 self=0
                      PresShell::DoReflow total=3 self=0
                        0x1a2b total=3 self=3
                      a total=2.5 self=0
                        b total=2.5 self=2.5
                      js::RunScript total=2.5 self=0
                        a total=2.5 self=0
                          b total=2.5 self=2.5
                """, tree(Implementation.COMBINED));
    }

    @Test
    void jsOnlyMergesTheJitTiersAcrossNativeFramesAndKeepsLabelsRelevantForJs() throws Exception {
        // The interpreter and ion frames of a and b are one func each; js::RunScript between onLoad and the
        // ion frames disappears, so both meet under onLoad. The purely native sample is not counted.
        assertEquals("""
                onLoad total=8 self=0
                  a total=5 self=0
                    b total=5 self=5
                  PresShell::DoReflow total=3 self=3
                """, tree(Implementation.JS));
    }

    @Test
    void nativeOnlyKeepsTheLibraryFrames() throws Exception {
        // Without the JS frames, the b samples are self time of the js::RunScript they ran under.
        assertEquals("""
                (root) total=8.5 self=0
                  js::RunScript total=8.5 self=3
                    PresShell::DoReflow total=3 self=0
                      0x1a2b total=3 self=3
                    js::RunScript total=2.5 self=2.5
                """, tree(Implementation.CPP));
    }
}
