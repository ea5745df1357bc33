package dev.flint.ui.savedview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.flint.calltree.Implementation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Views are keyed by path and content; they come back as saved; a damaged file is no view. */
class SavedViewStoreTest {
    @TempDir
    Path directory;

    @Test
    void theKeyFollowsPathAndContent() throws Exception {
        Path a = directory.resolve("a.folded");
        Files.writeString(a, "main;work 3\n");
        String first = SavedViewStore.keyOf(a);
        assertEquals(first, SavedViewStore.keyOf(a), "the same file, the same key");
        Files.writeString(a, "main;work 4\n");
        assertNotEquals(first, SavedViewStore.keyOf(a), "changed in place: a new key");
        Path b = directory.resolve("b.folded");
        Files.writeString(b, "main;work 4\n");
        assertNotEquals(SavedViewStore.keyOf(a), SavedViewStore.keyOf(b), "the same content elsewhere: another key");
        // Past the fingerprint's head and tail a change in the middle is not seen (the price of not reading it all).
        byte[] big = new byte[3 * SavedViewStore.FINGERPRINT_BYTES];
        Files.write(b, big);
        String before = SavedViewStore.keyOf(b);
        big[big.length - 1] = 1;
        Files.write(b, big);
        assertNotEquals(before, SavedViewStore.keyOf(b), "the last byte counts");
    }

    @Test
    void aViewComesBackAsSavedAndCanBeForgotten() throws Exception {
        SavedViewStore store = new SavedViewStore(directory.resolve("views"));
        SavedView view = new SavedView(2, "7:9", List.of("merge-function=C", "focus-subtree[js]=A;B"), "", 10.5, 99.25,
                true, Implementation.JS);
        store.save("k", view);
        assertEquals(view, store.load("k"));
        SavedView noRange = new SavedView(0, "1:1", List.of(), "", Double.NaN, Double.NaN, false, Implementation.COMBINED);
        store.save("k", noRange);
        assertEquals(noRange.toString(), store.load("k").toString());
        store.forget("k");
        assertNull(store.load("k"));
    }

    @Test
    void aDamagedFileIsNoView() throws Exception {
        SavedViewStore store = new SavedViewStore(directory);
        Files.writeString(directory.resolve("k.properties"), "threadIndex=x\n");
        assertNull(store.load("k"));
        Files.writeString(directory.resolve("k.properties"), "threadIndex=1\nimplementation=rust\n");
        assertNull(store.load("k"));
    }

    @Test
    void aViewIsOneJsonDocument() throws Exception {
        SavedViewStore store = new SavedViewStore(directory);
        store.save("k", new SavedView(2, "7:9", List.of("merge-function=C@app.js", "drop-function=D"), "", 10.5, 99.25,
                true, Implementation.JS));
        assertEquals("""
                {
                  "version" : 2,
                  "threadIndex" : 2,
                  "threadKey" : "7:9",
                  "transforms" : [ "merge-function=C@app.js", "drop-function=D" ],
                  "rangeStartMicros" : 10.5,
                  "rangeEndMicros" : 99.25,
                  "inverted" : true,
                  "implementation" : "js"
                }""", Files.readString(directory.resolve("k.json")));
        Files.writeString(directory.resolve("d.json"), "{\"threadIndex\": ");
        assertNull(store.load("d"), "a cut document is no view");
    }

    /** A view file as Flint wrote it before the JSON documents (Properties.store), still offered back. */
    @Test
    void aViewAnOlderFlintWroteIsReadAndTheNextSaveReplacesIt() throws Exception {
        SavedViewStore store = new SavedViewStore(directory);
        Files.writeString(directory.resolve("k.properties"), """
                #Flint: the last view of a profile
                #Fri Nov 27 04:00:00 UTC 2026
                implementation=js
                inverted=true
                rangeEndMicros=99.25
                rangeStartMicros=10.5
                threadIndex=2
                threadKey=7\\:9
                transforms=mf-3~f-js-0w2
                """);
        SavedView view = store.load("k");
        assertEquals(new SavedView(2, "7:9", List.of(), "mf-3~f-js-0w2", 10.5, 99.25, true, Implementation.JS), view);
        store.save("k", view);
        assertEquals(false, Files.exists(directory.resolve("k.properties")));
        assertEquals(view, store.load("k"));
    }

    /** A document version 1 wrote (transforms in the index form, one string): read, its text kept to resolve. */
    @Test
    void aVersionOneDocumentKeepsItsIndexForm() throws Exception {
        SavedViewStore store = new SavedViewStore(directory);
        Files.writeString(directory.resolve("k.json"), """
                {
                  "version" : 1,
                  "threadIndex" : 0,
                  "threadKey" : "1:1",
                  "transforms" : "mf-3~df-1",
                  "inverted" : false,
                  "implementation" : "combined"
                }""");
        SavedView view = store.load("k");
        assertEquals(new SavedView(0, "1:1", List.of(), "mf-3~df-1", Double.NaN, Double.NaN, false,
                Implementation.COMBINED), view);
        assertEquals(2, view.transformCount());
        Files.writeString(directory.resolve("k.json"), "{\"threadIndex\": 0, \"transforms\": [3]}");
        assertNull(store.load("k"), "a line that is not text is no view");
    }
}
