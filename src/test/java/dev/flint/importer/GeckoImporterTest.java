package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import dev.flint.testing.SharedTestdata;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class GeckoImporterTest {
    /**
     * A hand-written Gecko profile: a parent process with one thread (rows shorter than their schema,
     * data before schema in the frame table, a native address inside libxul, a JS frame, labels) and one
     * sub-process that started 1000 ms after the parent.
     */
    static final String SMALL = """
            {"meta": {"version": 34, "startTime": 5000, "interval": 1,
                      "categories": [{"name": "Idle", "color": "transparent", "subcategories": ["Other"]},
                                     {"name": "Other", "color": "grey", "subcategories": ["Other"]},
                                     {"name": "JavaScript", "color": "yellow", "subcategories": ["Other"]}]},
             "libs": [{"start": 4096, "end": 8192, "offset": 0, "name": "libxul.so", "path": "/usr/lib/libxul.so",
                       "debugName": "libxul.so", "breakpadId": "ABCDEF0"}],
             "threads": [{"name": "GeckoMain", "processName": "Parent Process", "pid": 10, "tid": 11,
               "frameTable": {"data": [[0, false, 0, null, null, null, 1, 0],
                                       [1],
                                       [2, false, 0, 3, 7, 5, 2],
                                       [4, true]],
                              "schema": {"location": 0, "relevantForJS": 1, "innerWindowID": 2,
                                         "implementation": 3, "line": 4, "column": 5, "category": 6,
                                         "subcategory": 7}},
               "stackTable": {"schema": {"prefix": 0, "frame": 1}, "data": [[null, 0], [0, 1], [0, 2], [2, 3]]},
               "samples": {"schema": {"stack": 0, "time": 1, "eventDelay": 2}, "data": [[1, 1.5], [3, 2.5, 0], [null, 3.5]]},
               "markers": {"schema": {"name": 0, "startTime": 1, "endTime": 2, "phase": 3, "category": 4, "data": 5},
                           "data": [[5, 1.0, 2.0, 1, 1, {"type": "Text", "name": "x"}], [5, 3.0, null, 0, 1]]},
               "stringTable": ["(root)", "0x1234", "fib (https://example.com:8080/js/a.js:2:13)[19]", "ion",
                               "AutoEntryScript setTimeout handler", "Runnable"]}],
             "processes": [{"meta": {"version": 34, "startTime": 6000,
                                     "categories": [{"name": "Other", "color": "grey", "subcategories": ["Other"]}]},
               "libs": [],
               "threads": [{"name": "GeckoMain", "processName": "Web Content", "pid": "20", "tid": 20,
                 "frameTable": {"schema": {"location": 0, "category": 1}, "data": [[0, 0]]},
                 "stackTable": {"schema": {"frame": 0, "prefix": 1}, "data": [[0]]},
                 "samples": {"schema": {"stack": 0, "time": 1}, "data": [[0, 4.0]]},
                 "stringTable": ["(root)"]}]}]}
            """;

    static Profile load(String json) throws ProfileFormatException {
        return ProfileLoader.load(SourceBytes.of(json.getBytes(StandardCharsets.UTF_8), "small.json"), ProgressListener.NONE);
    }

    static List<String> funcNames(ProfileThread thread) {
        List<String> names = new ArrayList<>();
        for (int func = 0; func < thread.funcs().size(); func++) names.add(thread.funcName(func));
        return names;
    }

    @Test
    void readsThreadsOfEveryProcessWithTheirNames() throws Exception {
        Profile profile = load(SMALL);
        assertEquals(ProfileFormat.GECKO, profile.format());
        assertEquals(2, profile.threads().size());
        ProfileThread parent = profile.threads().get(0);
        ProfileThread content = profile.threads().get(1);
        assertEquals("10:11 GeckoMain Parent Process", parent.key() + " " + parent.name() + " " + parent.processName());
        assertEquals("20:20 GeckoMain Web Content", content.key() + " " + content.name() + " " + content.processName());
    }

    @Test
    void framesBecomeFuncsByLocation() throws Exception {
        ProfileThread thread = load(SMALL).threads().get(0);
        assertEquals(List.of("(root)", "0x1234", "fib", "AutoEntryScript setTimeout handler"), funcNames(thread));
        // The native address lies in libxul (4096..8192, offset 0): library-relative 0x1234 - 4096.
        assertEquals(0x1234 - 4096, thread.frames().address(1));
        int libResource = thread.funcs().resource(1);
        assertEquals(ResourceKind.LIBRARY, thread.resources().kind(libResource));
        assertEquals("libxul.so", thread.strings().get(thread.resources().name(libResource)));
        assertEquals("ABCDEF0", thread.strings().get(thread.libs().breakpadId(thread.resources().lib(libResource))));
        // The JS frame: func at its definition, frame at its current line/column in the ion tier.
        assertTrue(thread.funcs().isJS(2));
        assertEquals("2:13", thread.funcs().line(2) + ":" + thread.funcs().column(2));
        assertEquals("https://example.com:8080/js/a.js", thread.strings().get(thread.funcs().fileName(2)));
        assertEquals("https://example.com:8080", thread.strings().get(thread.resources().name(thread.funcs().resource(2))));
        assertEquals("7:5 ion", thread.frames().line(2) + ":" + thread.frames().column(2) + " "
                + thread.strings().get(thread.frames().implementation(2)));
        assertEquals(true, thread.funcs().relevantForJS(3));
        // Rows shorter than the schema: the missing cells are null.
        assertEquals(-1, thread.frames().category(1));
        assertEquals(-1, thread.frames().implementation(3));
    }

    @Test
    void categoriesComeFromMetaAndSubProcessesMatchByName() throws Exception {
        Profile profile = load(SMALL);
        assertEquals("Other", profile.categories().get(profile.categories().defaultCategory()).name());
        ProfileThread parent = profile.threads().get(0);
        assertEquals("JavaScript", profile.categories().get(parent.frames().category(2)).name());
        ProfileThread content = profile.threads().get(1);
        assertEquals("Other", profile.categories().get(content.frames().category(0)).name());
    }

    @Test
    void samplesAreInMicrosecondsOfTheParentProcessClock() throws Exception {
        Profile profile = load(SMALL);
        ProfileThread parent = profile.threads().get(0);
        assertEquals(3, parent.samples().size());
        assertEquals("1 1500.0 3 2500.0 -1 3500.0", parent.samples().stack(0) + " " + parent.samples().timeMicros(0) + " "
                + parent.samples().stack(1) + " " + parent.samples().timeMicros(1) + " "
                + parent.samples().stack(2) + " " + parent.samples().timeMicros(2));
        // The sub-process started 1000 ms later: its 4 ms is the parent's 1004 ms.
        assertEquals(1_004_000.0, profile.threads().get(1).samples().timeMicros(0));
        assertEquals(2, parent.stacks().depth(3) - 1);
    }

    @Test
    void markersAreKeptAsEvents() throws Exception {
        ProfileThread thread = load(SMALL).threads().get(0);
        assertEquals(2, thread.traceEvents().size());
        assertEquals("Runnable X 1000.0 1000.0 Other", thread.strings().get(thread.traceEvents().name(0)) + " "
                + thread.traceEvents().phase(0) + " " + thread.traceEvents().startMicros(0) + " "
                + thread.traceEvents().durationMicros(0) + " "
                + thread.strings().get(thread.traceEvents().category(0)));
        assertEquals('I', thread.traceEvents().phase(1));
    }

    @Test
    void badIndexesAreNamedWithTheirPlace() {
        String badPrefix = SMALL.replace("[[null, 0], [0, 1], [0, 2], [2, 3]]", "[[null, 0], [0, 1], [3, 2], [2, 3]]");
        ProfileFormatException e = assertThrows(ProfileFormatException.class, () -> load(badPrefix));
        assertTrue(e.getMessage().startsWith("small.json: $.threads[0].stackTable.data[2]: prefix 3 is not an earlier stack"),
                e.getMessage());
        String badFrame = SMALL.replace("[2, 3]]}", "[2, 9]]}");
        e = assertThrows(ProfileFormatException.class, () -> load(badFrame));
        assertEquals("small.json: $.threads[0].stackTable.data[3]: frame 9 is not one of the 4 frames", e.getMessage());
        String badSample = SMALL.replace("[[0, 4.0]]", "[[7, 4.0]]");
        e = assertThrows(ProfileFormatException.class, () -> load(badSample));
        assertEquals("small.json: $.processes[0].threads[0].samples.data[0]: stack 7 is not one of the 1 stacks", e.getMessage());
    }

    @Test
    void tooNewAVersionIsNamed() {
        String future = SMALL.replace("\"version\": 34, \"startTime\": 5000", "\"version\": 99, \"startTime\": 5000");
        ProfileFormatException e = assertThrows(ProfileFormatException.class, () -> load(future));
        assertTrue(e.getMessage().contains("Gecko profile version 99 is not supported"), e.getMessage());
    }

    @Test
    void truncatedFileIsOneClearError() {
        String half = SMALL.substring(0, SMALL.length() / 2);
        ProfileFormatException e = assertThrows(ProfileFormatException.class, () -> load(half));
        assertTrue(e.getMessage().startsWith("small.json: "), e.getMessage());
    }

    /** Our own capture (testdata/gecko/capture-gecko.sh): Firefox 153 ESR, workload.html in a file:// process. */
    @Test
    void readsTheProjectsFirefoxCapture() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/gecko/firefox-small.json.gz"));
        assertEquals(ProfileFormat.GECKO, profile.format());
        List<String> threads = new ArrayList<>();
        for (ProfileThread thread : profile.threads()) {
            threads.add(thread.processName() + "/" + thread.name() + ":" + thread.samples().size());
        }
        assertEquals(List.of("Parent Process/GeckoMain:932", "file:// Content/GeckoMain:468",
                "WebExtensions/GeckoMain:589", "Privileged Content/GeckoMain:132", "Web Content/GeckoMain:101",
                "Web Content/GeckoMain:96"), threads);
        ProfileThread content = profile.threads().get(1);
        int fib = funcNames(content).indexOf("fib");
        assertTrue(fib >= 0, "fib is a func of the file:// content process");
        assertTrue(content.funcs().isJS(fib));
        assertTrue(content.strings().get(content.funcs().fileName(fib)).endsWith("testdata/gecko/workload.html"));
        assertTrue(funcNames(content).stream().anyMatch(name -> name.startsWith("0x")), "native frames from stackwalk");
    }

    /** The capture's libc.so.6 frames, symbolicated with the machine's libc exports (testdata/gecko/libc.so.6.nm). */
    @Test
    void theCapturesLibcFramesSymbolicateWithNmOutput() throws Exception {
        ProfileThread parent = ProfileLoader.load(Path.of("testdata/gecko/firefox-small.json.gz")).threads().get(0);
        dev.flint.symbols.Symbolication symbols = dev.flint.symbols.Symbolicator.apply(parent,
                dev.flint.symbols.SymbolFiles.read(Path.of("testdata/gecko/libc.so.6.nm")));
        assertEquals("libc.so.6", symbols.libraryName());
        assertEquals(64, symbols.resolvedFrames());
        String inverted = dev.flint.calltree.CallTreeText.format(dev.flint.calltree.CallTree.build(symbols.thread(),
                dev.flint.calltree.CallTreeOptions.DEFAULT.withInverted(true)));
        assertTrue(inverted.contains("\n__poll total=71 self=71\n"), inverted);
    }

    @Tag(SharedTestdata.TAG)
    @Test
    void readsSharedGeckoSmallWithAllSevenThreads() throws Exception {
        Path file = SharedTestdata.file("gecko/gecko-small.json.gz");
        Profile profile = ProfileLoader.load(file);
        List<String> threads = new ArrayList<>();
        int markers = 0;
        for (ProfileThread thread : profile.threads()) {
            threads.add(thread.processName() + "/" + thread.name() + ":" + thread.samples().size());
            markers += thread.traceEvents().size();
        }
        assertEquals(List.of("Parent Process/GeckoMain:2382", "Parent Process/DOM Worker:1851",
                "Parent Process/DOM Worker:1046", "Parent Process/DOM Worker:190", "WebExtensions/GeckoMain:1871",
                "Isolated Web Content/GeckoMain:1093", "Isolated Web Content/DOM Worker:353"), threads);
        assertEquals(51_050, markers);
        ProfileThread content = profile.threads().get(5);
        int fib = funcNames(content).indexOf("fib");
        assertEquals("http://127.0.0.1:8137/js/compute.js 2:13",
                content.strings().get(content.funcs().fileName(fib)) + " " + content.funcs().line(fib) + ":"
                        + content.funcs().column(fib));
    }
}
