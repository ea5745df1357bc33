package dev.flint.importer.perfetto;

import static dev.flint.importer.perfetto.ProtoWriter.message;
import static dev.flint.importer.perfetto.ProtoWriter.trace;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertNotNull;
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
import dev.flint.model.TraceEventTable;
import dev.flint.symbols.SymbolTable;
import dev.flint.symbols.Symbolicator;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;

/**
 * Hand-made Perfetto traces, written field by field after protos/perfetto/trace/: what each part of the format
 * becomes (descriptors, interning and its generations, sequence clocks, slices and instants, debug
 * annotations, legacy V8 profile events, the three callstack sample packets, compressed packets).
 */
class PerfettoImporterTest {
    static Profile load(byte[] trace) throws ProfileFormatException {
        return ProfileLoader.load(SourceBytes.of(trace, "t.pftrace"), ProgressListener.NONE);
    }

    static ProfileThread thread(Profile profile, long pid, long tid) {
        for (ProfileThread thread : profile.threads()) {
            if (thread.pid() == pid && thread.tid() == tid) return thread;
        }
        throw new AssertionError("no thread " + pid + ":" + tid + " in " + profile.threads());
    }

    /** One line per event: phase, name, category, start and duration in µs, args kept. */
    static List<String> events(ProfileThread thread) {
        List<String> lines = new ArrayList<>();
        TraceEventTable events = thread.traceEvents();
        for (int e = 0; e < events.size(); e++) {
            TraceEventTable.EventData data = events.data(e);
            lines.add(events.phase(e) + " " + thread.strings().get(events.name(e)) + " [" + thread.strings().get(events.category(e))
                    + "] " + fmt(events.startMicros(e)) + "+" + fmt(events.durationMicros(e))
                    + (data == null ? "" : " " + data.functionName() + "@" + data.url() + ":" + data.lineNumber()));
        }
        return lines;
    }

    static List<String> samplePaths(ProfileThread thread) {
        List<String> paths = new ArrayList<>();
        StackTable stacks = thread.stacks();
        for (int i = 0; i < thread.samples().size(); i++) {
            List<String> names = new ArrayList<>();
            for (int s = thread.samples().stack(i); s != -1; s = stacks.prefix(s)) {
                names.add(0, thread.funcName(thread.frames().func(stacks.frame(s))));
            }
            paths.add(fmt(thread.samples().timeMicros(i)) + " " + String.join(";", names));
        }
        return paths;
    }

    private static String fmt(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    static List<String> warnings(Profile profile) {
        return profile.warnings().stream().map(LoadWarning::describe).toList();
    }

    /** A packet on sequence {@code sequence}. */
    static ProtoWriter packet(int sequence) {
        return message().varint(10, sequence);
    }

    static ProtoWriter threadTrack(long uuid, int pid, int tid, String name) {
        return message().varint(1, uuid).message(4, message().varint(1, pid).varint(2, tid).string(5, name));
    }

    static ProtoWriter named(long iid, String name) {
        return message().varint(1, iid).string(2, name);
    }

    static ProtoWriter annotation(String name, ProtoWriter... entries) {
        ProtoWriter annotation = message().string(10, name);
        for (ProtoWriter entry : entries) annotation.message(11, entry);
        return annotation;
    }

    @Test
    void slicesInstantsNamesAndArgsOfAThreadTrack() throws Exception {
        byte[] bytes = trace(
                packet(1).varint(13, 1).message(60, threadTrack(10, 7, 8, "Main")),
                packet(1).varint(13, 2).varint(8, 1_000_000)
                        .message(12, message().message(2, named(1, "Outer")).message(2, named(2, "Inner"))
                                .message(1, named(1, "devtools.timeline")))
                        .message(11, message().varint(9, 1).varint(11, 10).varint(10, 1).varint(3, 1)),
                packet(1).varint(13, 2).varint(8, 1_500_000)
                        .message(11, message().varint(9, 1).varint(11, 10).varint(10, 2).varint(3, 1)
                                .message(4, annotation("data",
                                        message().string(10, "functionName").string(6, "work"),
                                        message().string(10, "url").string(6, "http://x/a.js"),
                                        message().string(10, "lineNumber").varint(4, 3)))),
                packet(1).varint(13, 2).varint(8, 2_000_000).message(11, message().varint(9, 2).varint(11, 10)),
                packet(1).varint(13, 2).varint(8, 4_000_000).message(11, message().varint(9, 2).varint(11, 10)),
                packet(1).varint(13, 2).varint(8, 5_000_000)
                        .message(11, message().varint(9, 3).varint(11, 10).string(23, "Mark").string(22, "loading")));
        Profile profile = load(bytes);
        assertEquals(ProfileFormat.PERFETTO, profile.format());
        ProfileThread main = thread(profile, 7, 8);
        assertEquals("Main", main.name());
        // Complete events arrive as their slices end (inner first); the timeline orders them by start.
        assertEquals(List.of(
                "X Inner [devtools.timeline] 1500+500 work@http://x/a.js:3",
                "X Outer [devtools.timeline] 1000+3000",
                "I Mark [loading] 5000+NaN"), events(main));
        assertEquals(List.of(), warnings(profile));
    }

    /**
     * A thread's entries keep the args data of their own packet's interned names, though the assembly reads their
     * annotations on its thread after the decoding has gone on (the second generation gives iid 2 another name);
     * entries with and without data follow each other in a batch.
     */
    @Test
    void entriesReadTheirArgsWithTheInternedNamesOfTheirPacket() throws Exception {
        ProtoWriter firstNames = message().message(2, named(1, "Work")).message(1, named(1, "devtools.timeline"))
                .message(3, named(1, "data")).message(3, named(2, "functionName")).message(3, named(3, "lineNumber"));
        ProtoWriter secondNames = message().message(2, named(1, "Work")).message(1, named(1, "devtools.timeline"))
                .message(3, named(1, "data")).message(3, named(2, "url"));
        byte[] bytes = trace(
                packet(1).varint(13, 1).message(60, threadTrack(10, 7, 8, "Main")),
                packet(1).varint(13, 3).varint(8, 1_000_000).message(12, firstNames)
                        .message(11, message().varint(9, 3).varint(11, 10).varint(10, 1).varint(3, 1)
                                .message(4, message().varint(1, 1)
                                        .message(11, message().varint(1, 2).string(6, "first"))
                                        .message(11, message().varint(1, 3).varint(4, 41)))),
                packet(1).varint(13, 2).varint(8, 1_500_000)
                        .message(11, message().varint(9, 3).varint(11, 10).varint(10, 1).varint(3, 1)),
                packet(1).varint(13, 3).varint(8, 2_000_000).message(12, secondNames)
                        .message(11, message().varint(9, 3).varint(11, 10).varint(10, 1).varint(3, 1)
                                .message(4, message().varint(1, 1)
                                        .message(11, message().varint(1, 2).string(6, "http://x/b.js")))));
        ProfileThread main = thread(load(bytes), 7, 8);
        assertEquals(List.of(
                "I Work [devtools.timeline] 1000+NaN first@null:41",
                "I Work [devtools.timeline] 1500+NaN",
                "I Work [devtools.timeline] 2000+NaN null@http://x/b.js:-1"), events(main));
    }

    /**
     * A thread's entry whose args are legacy JSON (Chrome's TracedValue) is read as the JSON trace's event with those
     * args: its data from the JSON, its legacy id kept, a slice's begin paired with its end.
     */
    @Test
    void entriesWithLegacyJsonArgsAreReadAsTheJsonTracesEvents() throws Exception {
        ProtoWriter legacyData = message().string(10, "data").string(9, "{\"functionName\":\"fromJson\",\"lineNumber\":7}");
        byte[] bytes = trace(
                packet(1).varint(13, 1).message(60, threadTrack(10, 7, 8, "Main")),
                packet(1).varint(13, 2).varint(8, 1_000_000)
                        .message(11, message().varint(9, 1).varint(11, 10).string(23, "Work").string(22, "devtools.timeline")
                                .message(4, legacyData)),
                packet(1).varint(13, 2).varint(8, 1_200_000)
                        .message(11, message().varint(9, 3).varint(11, 10).string(23, "Tick").string(22, "devtools.timeline")
                                .message(4, legacyData).message(6, message().varint(6, 0x2a))),
                packet(1).varint(13, 2).varint(8, 3_000_000).message(11, message().varint(9, 2).varint(11, 10)));
        ProfileThread main = thread(load(bytes), 7, 8);
        // (in the order they complete: the slice at its end)
        assertEquals(List.of(
                "I Tick [devtools.timeline] 1200+NaN fromJson@null:7",
                "X Work [devtools.timeline] 1000+2000 fromJson@null:7"), events(main));
    }

    /**
     * An entry's annotations and tables are copied for the assembly only while that is cheap: annotation names under
     * large iids, tables that change between every two entries (more times than a batch keeps copies of), and large
     * annotations are read as the entries are decoded; every entry keeps its own data either way.
     */
    @Test
    void entriesKeepTheirArgsWhenTheirTablesAreNotCopied() throws Exception {
        List<ProtoWriter> packets = new ArrayList<>();
        packets.add(packet(1).varint(13, 1).message(60, threadTrack(10, 7, 8, "Main")));
        packets.add(packet(1).varint(13, 2).message(60, threadTrack(20, 7, 9, "Worker")));
        packets.add(packet(1).varint(13, 2).varint(8, 1_000).message(12, message().message(3, named(1_000_000, "data"))
                        .message(3, named(1_000_001, "functionName")))
                .message(11, message().varint(9, 3).varint(11, 10).string(23, "Work").string(22, "devtools.timeline")
                        .message(4, message().varint(1, 1_000_000)
                                .message(11, message().varint(1, 1_000_001).string(6, "large")))));
        int changes = EventHandoff.BATCH_TABLES + 44;
        List<String> expected = new ArrayList<>(List.of("I Work [devtools.timeline] 1+NaN large@null:-1"));
        for (int i = 0; i < changes; i++) {
            // each packet clears the sequence's state and interns afresh: new tables for every entry
            packets.add(packet(2).varint(13, 3).varint(8, 2_000 + i)
                    .message(12, message().message(3, named(1, "data")).message(3, named(2, "functionName")))
                    .message(11, message().varint(9, 3).varint(11, 20).string(23, "Work").string(22, "devtools.timeline")
                            .message(4, message().varint(1, 1).message(11, message().varint(1, 2).string(6, "f" + i)))));
        }
        // entries whose annotations are large (each past what a batch copies of an entry, or together past what it
        // copies in all), read as they are decoded
        String large = "x".repeat(EventHandoff.ENTRY_ANNOTATION_BYTES);
        String fair = "y".repeat(EventHandoff.ENTRY_ANNOTATION_BYTES - 100);
        int fairEntries = EventHandoff.BATCH_ANNOTATION_BYTES / EventHandoff.ENTRY_ANNOTATION_BYTES + 10;
        for (int i = 0; i <= fairEntries; i++) {
            packets.add(packet(1).varint(13, 2).varint(8, 5_000 + i)
                    .message(11, message().varint(9, 3).varint(11, 10).string(23, "Work").string(22, "devtools.timeline")
                            .message(4, annotation("data", message().string(10, "functionName").string(6, "g" + i),
                                    message().string(10, "blob").string(6, i == 0 ? large : fair)))));
            expected.add("I Work [devtools.timeline] " + fmt((5_000 + i) / 1000.0) + "+NaN g" + i + "@null:-1");
        }
        Profile profile = load(trace(packets.toArray(ProtoWriter[]::new)));
        assertEquals(expected, events(thread(profile, 7, 8)));
        List<String> worker = events(thread(profile, 7, 9));
        assertEquals(changes, worker.size());
        for (int i = 0; i < changes; i++) {
            assertEquals("I Work [devtools.timeline] " + fmt((2_000 + i) / 1000.0) + "+NaN f" + i + "@null:-1", worker.get(i));
        }
    }

    /** A thread's entry whose args data is damaged is refused in one line that names its packet, as any damage. */
    @Test
    void anEntryWithDamagedArgsDataIsRefusedWithItsPacket() {
        byte[] bytes = trace(
                packet(1).varint(13, 1).message(60, threadTrack(10, 7, 8, "Main")),
                packet(1).varint(13, 2).varint(8, 1_000_000)
                        .message(11, message().varint(9, 3).varint(11, 10).string(23, "Work").string(22, "devtools.timeline")
                                .message(4, annotation("data", message().string(1, "not a varint").string(6, "x")))));
        ProfileFormatException refused = assertThrows(ProfileFormatException.class, () -> load(bytes));
        assertEquals("t.pftrace: packet 1 (byte 23): DebugAnnotation.name_iid (field 1) has wire type 2, expected 0",
                refused.getMessage());
    }

    /**
     * Chrome names a renderer by turns by its command line and "Renderer" as it sends its descriptors again:
     * renamings between events (more than a batch carries, among more events than a batch holds) leave the process
     * and its thread with the names they were given last, and every event in place.
     */
    @Test
    void renamingsBetweenEventsLeaveTheLastNames() throws Exception {
        int turns = EventHandoff.BATCH_NAMES * 3 / 2 + EventHandoff.BATCH_EVENTS / 4;
        List<ProtoWriter> packets = new ArrayList<>();
        packets.add(packet(1).varint(13, 1).message(60, threadTrack(10, 7, 8, "T")));
        for (int i = 0; i < turns; i++) {
            String processName = i == turns - 1 ? "last" : i % 2 == 0 ? "chrome" : "Renderer";
            packets.add(packet(1).varint(13, 2).message(60,
                    message().varint(1, 1).message(3, message().varint(1, 7).string(6, processName))));
            packets.add(packet(1).varint(13, 2).message(60, threadTrack(10, 7, 8, i == turns - 1 ? "Main" : "T" + i % 2)));
            for (int e = 0; e < 5; e++) {
                packets.add(packet(1).varint(13, 2).varint(8, 1_000_000L * (5 * i + e + 1))
                        .message(11, message().varint(9, 3).varint(11, 10).string(23, "Mark").string(22, "cat")));
            }
        }
        Profile profile = load(trace(packets.toArray(ProtoWriter[]::new)));
        ProfileThread main = thread(profile, 7, 8);
        assertEquals("Main", main.name());
        assertEquals("last", main.processName());
        assertEquals(5 * turns, events(main).size());
        assertEquals("I Mark [cat] " + 5_000L * turns + "+NaN", events(main).get(5 * turns - 1));
        assertEquals(List.of(), warnings(profile));
    }

    /**
     * A track described again (as Chrome does after each clear) is what its latest descriptor says, whether that one
     * has the bytes of its last (found by them), of an earlier one or new ones: here the same uuid is one thread,
     * another, then the first again.
     */
    @Test
    void aTrackDescribedAgainIsWhatItsLatestDescriptorSays() throws Exception {
        ProtoWriter first = threadTrack(10, 7, 8, "A"), second = threadTrack(10, 7, 9, "B");
        List<ProtoWriter> packets = new ArrayList<>();
        ProtoWriter[] descriptors = {first, first, second, second, first};
        for (int i = 0; i < descriptors.length; i++) {
            packets.add(packet(1).varint(13, i == 0 ? 1 : 2).message(60, descriptors[i]));
            packets.add(packet(1).varint(13, 2).varint(8, 1_000L * (i + 1))
                    .message(11, message().varint(9, 3).varint(11, 10).string(23, "Mark" + i).string(22, "cat")));
        }
        Profile profile = load(trace(packets.toArray(ProtoWriter[]::new)));
        assertEquals(List.of("I Mark0 [cat] 1+NaN", "I Mark1 [cat] 2+NaN", "I Mark4 [cat] 5+NaN"), events(thread(profile, 7, 8)));
        assertEquals(List.of("I Mark2 [cat] 3+NaN", "I Mark3 [cat] 4+NaN"), events(thread(profile, 7, 9)));
        assertEquals("B", thread(profile, 7, 9).name());
    }

    /**
     * The interned event names and categories are read by the assembly, in file order with the events: two sequences
     * intern different names under the same iids, a category list joins interned categories and categories given
     * as text, and an InternedData message longer than a batch copies alongside others (over 64 KiB of names) is
     * read before the events that use it.
     */
    @Test
    void eventNamesAndCategoriesAreReadWithTheirSequencesTablesInFileOrder() throws Exception {
        ProtoWriter manyNames = message();
        for (int iid = 1; iid <= 4_000; iid++) manyNames.message(2, named(iid, "name-" + iid + "-" + "n".repeat(16)));
        byte[] bytes = trace(
                packet(1).varint(13, 1).message(60, threadTrack(10, 7, 8, "Main")),
                packet(2).varint(13, 1).message(60, threadTrack(20, 7, 9, "Worker")),
                packet(1).varint(13, 1).message(12, message().message(2, named(1, "one")).message(1, named(1, "cat-a"))
                        .message(1, named(2, "cat-b"))),
                packet(2).varint(13, 1).message(12, message().message(2, named(1, "uno")).message(1, named(1, "gato"))),
                packet(1).varint(13, 2).varint(8, 1_000)
                        .message(11, message().varint(9, 3).varint(11, 10).varint(10, 1).varint(3, 1).varint(3, 2)),
                packet(2).varint(13, 2).varint(8, 2_000)
                        .message(11, message().varint(9, 3).varint(11, 20).varint(10, 1).varint(3, 1).string(22, "texto")),
                packet(1).varint(13, 2).varint(8, 3_000)
                        .message(11, message().varint(9, 3).varint(11, 10).varint(10, 1).varint(3, 2).varint(3, 9)),
                // a new generation of sequence 1 with a long table: its iid 1 is another name now
                packet(1).varint(13, 3).varint(8, 4_000).message(12, manyNames)
                        .message(11, message().varint(9, 3).varint(11, 10).varint(10, 3_999)),
                packet(1).varint(13, 2).varint(8, 5_000).message(11, message().varint(9, 3).varint(11, 10).varint(10, 1)),
                packet(2).varint(13, 2).varint(8, 6_000).message(11, message().varint(9, 3).varint(11, 20).varint(10, 1)));
        Profile profile = load(bytes);
        String n = "n".repeat(16);
        assertEquals(List.of("I one [cat-a,cat-b] 1+NaN", "I one [cat-b] 3+NaN", "I name-3999-" + n + " [] 4+NaN",
                "I name-1-" + n + " [] 5+NaN"), events(thread(profile, 7, 8)));
        assertEquals(List.of("I uno [gato,texto] 2+NaN", "I uno [] 6+NaN"), events(thread(profile, 7, 9)));
    }

    @Test
    void internedDataBelongsToItsSequenceGenerationAndLostStateSkipsPackets() throws Exception {
        ProtoWriter defaults = message().message(11, message().varint(11, 20));
        byte[] bytes = trace(
                packet(2).varint(13, 1).message(60, threadTrack(20, 3, 3, "T")),
                packet(2).varint(13, 1).message(59, defaults).message(12, message().message(2, named(1, "A"))),
                packet(2).varint(13, 2).varint(8, 1000).message(11, message().varint(9, 1).varint(10, 1)),
                packet(2).varint(13, 2).varint(8, 2000).message(11, message().varint(9, 2)),
                // packets were lost: what needs the interned state waits for the next clear
                packet(2).varint(42, 1).varint(13, 2).varint(8, 3000).message(11, message().varint(9, 1).varint(10, 1)),
                packet(2).varint(13, 3).varint(8, 4000).message(59, defaults)
                        .message(12, message().message(2, named(1, "B"))).message(11, message().varint(9, 1).varint(10, 1)),
                packet(2).varint(13, 2).varint(8, 6000).message(11, message().varint(9, 2)),
                // an id of 2^31 and one of 2^63 - 1 are ids like any other
                packet(2).varint(13, 2).varint(8, 7000).message(12, message().message(2, named(1L << 31, "Big"))
                                .message(2, named(Long.MAX_VALUE, "Huge")))
                        .message(11, message().varint(9, 3).varint(10, 1L << 31)),
                packet(2).varint(13, 2).varint(8, 8000).message(11, message().varint(9, 3).varint(10, Long.MAX_VALUE)),
                packet(2).varint(13, 2).varint(8, 9000).message(11, message().varint(9, 3).varint(10, 99)));
        Profile profile = load(bytes);
        assertEquals(List.of("X A [] 1+1", "X B [] 4+2", "I Big [] 7+NaN", "I Huge [] 8+NaN", "I  [] 9+NaN"),
                events(thread(profile, 3, 3)));
        assertEquals(List.of(
                "track events: event names whose interned id was never defined, shown without a name (1 events affected)",
                "packets: packets that need interned data lost with earlier packets, skipped (1 packets affected)"),
                warnings(profile));
    }

    @Test
    void sequenceClocksCountInTheirUnitsFromTheirSnapshotAndConvertToTheTraceClock() throws Exception {
        ProtoWriter clock = message().message(1, message().varint(1, 6).varint(2, 1_000_000_000L))
                .message(1, message().varint(1, 3).varint(2, 400_000_000L)).varint(2, 3);
        ProtoWriter sequenceClock = message().message(1, message().varint(1, 6).varint(2, 1_000_100_000L))
                .message(1, message().varint(1, 64).varint(2, 1000).varint(3, 1).varint(4, 1000));
        byte[] bytes = trace(
                packet(9).message(6, clock),
                packet(4).varint(13, 1).message(60, threadTrack(40, 1, 2, "T")),
                packet(4).varint(13, 1).message(59, message().varint(58, 64).message(11, message().varint(11, 40)))
                        .message(6, sequenceClock),
                packet(4).varint(13, 2).varint(8, 5).message(11, message().varint(9, 1).string(23, "S")),
                packet(4).varint(13, 2).varint(8, 10).message(11, message().varint(9, 2)));
        // 1,000,100,000 ns BOOTTIME + 5 µs = 400,105,000 ns MONOTONIC (the trace clock); the end 10 µs later
        assertEquals(List.of("X S [] 400105+10"), events(thread(load(bytes), 1, 2)));
    }

    @Test
    void v8SamplesInLegacyProfileEventsBelongToTheThreadOfTheProfileEvent() throws Exception {
        String chunk = "{\"cpuProfile\":{\"nodes\":[{\"callFrame\":{\"functionName\":\"(root)\",\"scriptId\":\"0\","
                + "\"url\":\"\",\"lineNumber\":-1,\"columnNumber\":-1},\"id\":1},{\"callFrame\":{\"functionName\":\"work\","
                + "\"scriptId\":\"3\",\"url\":\"http://x/a.js\",\"lineNumber\":2,\"columnNumber\":0},\"id\":2,\"parent\":1}],"
                + "\"samples\":[2,2,1]},\"timeDeltas\":[100,100,100]}";
        ProtoWriter names = v8ProfileNames();
        ProtoWriter legacySample = legacySample();
        byte[] bytes = trace(
                rendererTrackPacket(),
                packet(2).varint(13, 1).message(60, threadTrack(11, 5, 6, "v8:ProfEvntProc"))
                        .message(59, message().message(11, message().varint(11, 11))),
                packet(1).varint(13, 2).varint(8, 1_000_000).message(12, names)
                        .message(11, message().varint(10, 1).varint(3, 1).varint(11, 0).message(6, legacySample)
                                .message(4, message().string(10, "data").string(9, "{\"startTime\":1000}"))),
                packet(2).varint(13, 2).varint(8, 1_100_000).message(12, names)
                        .message(11, message().varint(10, 2).varint(3, 1).varint(11, 0).message(6, legacySample)
                                .message(4, message().string(10, "data").string(9, chunk))));
        Profile profile = load(bytes);
        ProfileThread main = thread(profile, 5, 5);
        // the model leaves V8's (root) node out of stacks, as DevTools does; a sample on it has no stack
        assertEquals(List.of("1100 work", "1200 work", "1300 "), samplePaths(main));
        // the profiler thread that wrote the chunk has no timeline events: no thread of its own, as in JSON
        assertEquals(1, profile.threads().size());
    }

    @Test
    void legacyJsonWithMalformedUtf8ReadsAsJavaDecodesIt() throws Exception {
        // The args go to the JSON reader as bytes: a byte no UTF-8 has must still become U+FFFD, not a refusal.
        byte[] chunk = ("{\"cpuProfile\":{\"nodes\":[{\"callFrame\":{\"functionName\":\"(root)\",\"scriptId\":\"0\","
                + "\"url\":\"\"},\"id\":1},{\"callFrame\":{\"functionName\":\"w_rk\",\"scriptId\":\"3\","
                + "\"url\":\"http://x/a.js\"},\"id\":2,\"parent\":1}],\"samples\":[2]},\"timeDeltas\":[100]}")
                .getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        int underscore = new String(chunk, java.nio.charset.StandardCharsets.US_ASCII).indexOf("w_rk") + 1;
        chunk[underscore] = (byte) 0xff;
        ProtoWriter names = v8ProfileNames();
        ProtoWriter legacySample = legacySample();
        byte[] bytes = trace(
                rendererTrackPacket(),
                packet(1).varint(13, 2).varint(8, 1_000_000).message(12, names)
                        .message(11, message().varint(10, 1).varint(3, 1).varint(11, 0).message(6, legacySample)
                                .message(4, message().string(10, "data").string(9, "{\"startTime\":1000}"))),
                packet(1).varint(8, 1_100_000)
                        .message(11, message().varint(10, 2).varint(3, 1).varint(11, 0).message(6, legacySample)
                                .message(4, message().string(10, "data").bytes(9, chunk))));
        assertEquals(List.of("1100 w\ufffdrk"), samplePaths(thread(load(bytes), 5, 5)));
    }

    /** The interned names of Chromium's legacy V8 events (Profile, ProfileChunk) and their category. */
    private static ProtoWriter v8ProfileNames() {
        return message().message(2, named(1, "Profile")).message(2, named(2, "ProfileChunk"))
                .message(1, named(1, "disabled-by-default-v8.cpu_profiler"));
    }

    /** A legacy event's phase 'P' (a sample event) with id 1. */
    private static ProtoWriter legacySample() {
        return message().varint(2, 'P').varint(6, 1);
    }

    /** Sequence 1's first packet: CrRendererMain's thread track (uuid 10, pid 5, tid 5), the sequence's default. */
    private static ProtoWriter rendererTrackPacket() {
        return packet(1).varint(13, 1).message(60, threadTrack(10, 5, 5, "CrRendererMain"))
                .message(59, message().message(11, message().varint(11, 10)));
    }

    /** Interned callstack tables of a native binary: a named frame and one known only by its address. */
    static ProtoWriter nativeTables() {
        byte[] buildId = new byte[20];
        for (int i = 0; i < buildId.length; i++) buildId[i] = (byte) (i + 1);
        return message().message(5, named(1, "main"))
                .message(17, named(1, "/usr/bin/app"))
                .message(16, message().varint(1, 1).bytes(2, buildId))
                .message(19, message().varint(1, 1).varint(2, 1).varint(4, 0x400000).varint(5, 0x500000).varint(7, 1))
                .message(6, message().varint(1, 1).varint(2, 1).varint(3, 1).varint(4, 0x10))
                .message(6, message().varint(1, 2).varint(3, 1).varint(4, 0x2000))
                .message(7, message().varint(1, 1).varint(2, 1).varint(2, 2));
    }

    @Test
    void streamingProfilePacketsAreSamplesOfTheSequencesThread() throws Exception {
        byte[] bytes = trace(
                packet(3).varint(13, 1).message(44, message().varint(1, 9).varint(2, 9).string(5, "CrBrowserMain")
                        .varint(6, 1000)),
                packet(3).varint(13, 2).message(12, nativeTables())
                        .message(54, message().raw(message().varint(1, 1).varint(1, 1).varint(1, 1).toBytes())
                                .varint(2, 0).varint(2, 1000).varint(2, 1000)));
        Profile profile = load(bytes);
        ProfileThread thread = thread(profile, 9, 9);
        assertEquals("CrBrowserMain", thread.name());
        assertEquals(List.of("1000 main;0x2000", "2000 main;0x2000", "3000 main;0x2000"), samplePaths(thread));
        // The address frame carries its library with the build id as Breakpad's debug id: symbols name it.
        assertEquals("0403020106050807090A0B0C0D0E0F100", thread.strings().get(thread.libs().breakpadId(0)));
        java.nio.file.Path sym = java.nio.file.Files.createTempFile("app", ".sym");
        java.nio.file.Files.writeString(sym, "MODULE Linux x86_64 0403020106050807090A0B0C0D0E0F100 app\nFUNC 2000 20 0 hotLoop\n");
        SymbolTable table = dev.flint.symbols.SymbolFiles.read(sym);
        java.nio.file.Files.delete(sym);
        ProfileThread symbolicated = Symbolicator.apply(thread, table).thread();
        assertEquals(List.of("1000 main;hotLoop", "2000 main;hotLoop", "3000 main;hotLoop"), samplePaths(symbolicated));
    }

    @Test
    void perfSamplesAndStackSamplesNameTheirThreads() throws Exception {
        ProtoWriter tree = message().message(2, message().varint(1, 21).varint(3, 20).string(2, "worker"))
                .message(1, message().varint(1, 20).string(3, "/opt/server").string(3, "--port"));
        ProtoWriter inline = message().message(1, message().string(1, "outer").string(2, "a.py").varint(3, 4))
                .message(1, message().string(1, "inner"));
        byte[] bytes = trace(
                packet(1).message(2, tree),
                packet(5).varint(13, 1).message(12, nativeTables()).varint(8, 5_000_000)
                        .message(66, message().varint(2, 20).varint(3, 21).varint(4, 1)),
                packet(5).varint(13, 2).varint(8, 6_000_000).message(66, message().varint(2, 20).varint(3, 21)),
                packet(6).varint(8, 7_000_000).message(135, message().message(1, message().varint(2, 30).varint(3, 31))
                        .message(5, inline)),
                packet(6).varint(8, 8_000_000).message(12, message().message(48, message().varint(1, 1 << 20).varint(3, 21)))
                        .varint(13, 1)
                        .message(135, message().varint(2, 1 << 20).message(5, inline)));
        Profile profile = load(bytes);
        ProfileThread worker = thread(profile, 20, 21);
        assertEquals("worker", worker.name());
        assertEquals("server", worker.processName());
        // a PerfSample without a callstack records lost samples: not a sample
        assertEquals(List.of("5000 main;0x2000", "8000 outer;inner"), samplePaths(worker));
        assertEquals(List.of("7000 outer;inner"), samplePaths(thread(profile, 30, 31)));
    }

    /** A HeapSample: {@code callstack_id = 1; self_allocated = 2; self_freed = 3}. */
    private static ProtoWriter heapSample(long callstack, long allocated, long freed) {
        return message().varint(1, callstack).varint(2, allocated).varint(3, freed);
    }

    @Test
    void heapprofdDumpsAreEachProcesssUnreleasedBytesAtItsLastDump() throws Exception {
        byte[] buildId = new byte[20];
        for (int i = 0; i < buildId.length; i++) buildId[i] = (byte) (i + 1);
        // A ProfilePacket's own tables, as heapprofd writes them: one string table for names, paths and build ids
        ProtoWriter tables = message()
                .message(1, named(1, "main")).message(1, named(2, "/usr/bin/app")).message(1, message().varint(1, 3).bytes(2, buildId))
                .message(4, message().varint(1, 1).varint(2, 3).varint(4, 0x400000).varint(5, 0x500000).varint(7, 2))
                .message(2, message().varint(1, 1).varint(2, 1).varint(3, 1).varint(4, 0x10))
                .message(2, message().varint(1, 2).varint(3, 1).varint(4, 0x2000))
                .message(3, message().varint(1, 1).varint(2, 1).varint(2, 2))
                .message(3, message().varint(1, 2).varint(2, 1));
        byte[] bytes = trace(
                packet(1).message(2, message().message(1, message().varint(1, 42).string(3, "/usr/bin/app"))),
                // the first dump spans two packets: the second's samples use the first's tables
                packet(7).varint(8, 1_000_000).message(37, message().raw(tables.toBytes()).varint(6, 1)
                        .message(5, message().varint(1, 42).message(2, heapSample(1, 1000, 200)))),
                packet(7).varint(8, 1_000_000).message(37, message().varint(7, 1)
                        .message(5, message().varint(1, 42).message(2, heapSample(2, 300, 0)))),
                // the last dump, 1 s later: all that stays unreleased since the start
                packet(7).varint(8, 2_000_000).message(37, message().raw(tables.toBytes())
                        .message(5, message().varint(1, 42).message(2, heapSample(1, 5000, 1000))
                                .message(2, heapSample(2, 300, 300)))));
        Profile profile = load(bytes);
        ProfileThread heap = thread(profile, 42, 42);
        assertEquals("heapprofd malloc (unreleased bytes)", heap.name());
        assertEquals("app", heap.processName());
        assertEquals(dev.flint.model.WeightType.BYTES, heap.weightType());
        // callstack 1 (main, then a frame known by its address); callstack 2's bytes were all freed
        assertEquals(List.of("2000 main;0x2000"), samplePaths(heap));
        assertEquals(4000, heap.samples().weight(0));
        assertEquals("0403020106050807090A0B0C0D0E0F100", heap.strings().get(heap.libs().breakpadId(0)));
        assertEquals(List.of("heap dumps: samples of a process's earlier heap dumps, not shown (each dump counts from"
                + " the start of profiling; the last is shown) (2 samples affected)"), warnings(profile));
    }

    @Test
    void compressedPacketsAreInflatedAndReadInPlace() throws Exception {
        byte[] inner = trace(
                packet(1).varint(13, 1).message(60, threadTrack(10, 7, 8, "Main")),
                packet(1).varint(13, 2).varint(8, 1_000_000).message(11, message().varint(9, 3).varint(11, 10).string(23, "I")));
        Deflater deflater = new Deflater();
        deflater.setInput(inner);
        deflater.finish();
        ByteArrayOutputStream zlib = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        while (!deflater.finished()) zlib.write(buffer, 0, deflater.deflate(buffer));
        Profile profile = load(trace(packet(0).bytes(50, zlib.toByteArray())));
        assertEquals(List.of("I I [] 1000+NaN"), events(thread(profile, 7, 8)));
        // traced with compression on folds every packet into compressed ones, the first included (a packet of field
        // 50 alone): still told a Perfetto trace by its content
        byte[] compressedOnly = trace(message().bytes(50, zlib.toByteArray()));
        Profile detected = ProfileLoader.load(SourceBytes.of(compressedOnly, "unknown"), ProgressListener.NONE);
        assertEquals(ProfileFormat.PERFETTO, detected.format());
        assertEquals(List.of("I I [] 1000+NaN"), events(thread(detected, 7, 8)));
    }

    @Test
    void flowsAndCountersAreSaidOnce() throws Exception {
        byte[] bytes = trace(
                packet(1).varint(13, 1).message(60, threadTrack(10, 7, 8, "Main")),
                packet(1).message(60, message().varint(1, 11).varint(5, 10).message(8, message())),
                packet(1).varint(13, 2).varint(8, 1_000_000)
                        .message(11, message().varint(9, 3).varint(11, 10).string(23, "I").fixed64(47, 5)),
                packet(1).varint(13, 2).varint(8, 2_000_000).message(11, message().varint(9, 4).varint(11, 11).varint(30, 3)));
        assertEquals(List.of(
                "track events: flow arrows between slices are not shown (1 events affected)",
                "track events: counter values are not shown (Flint draws no counter tracks) (1 events affected)"),
                warnings(load(bytes)));
    }

    /**
     * A sampled process's main thread without a name of its own takes its process's name (system-wide samplers name
     * only processes); a thread of its own name keeps it, another thread without one stays unnamed.
     */
    @Test
    void aSampledMainThreadWithoutANameTakesItsProcesssName() throws Exception {
        byte[] bytes = trace(
                packet(1).message(60, message().varint(1, 100).message(3, message().varint(1, 16).string(6, "rcu_preempt"))),
                packet(1).message(60, message().varint(1, 101).message(3, message().varint(1, 20).string(6, "server"))),
                packet(1).message(60, threadTrack(102, 20, 21, "worker")),
                packet(5).varint(13, 1).message(12, nativeTables()).varint(8, 5_000_000)
                        .message(66, message().varint(2, 16).varint(3, 16).varint(4, 1)),
                packet(5).varint(13, 2).varint(8, 6_000_000).message(66, message().varint(2, 20).varint(3, 21).varint(4, 1)),
                packet(5).varint(13, 2).varint(8, 7_000_000).message(66, message().varint(2, 20).varint(3, 22).varint(4, 1)));
        Profile profile = load(bytes);
        assertEquals("rcu_preempt", thread(profile, 16, 16).name());
        assertEquals("worker", thread(profile, 20, 21).name());
        assertEquals("", thread(profile, 20, 22).name());
    }

    /**
     * Slices and instants on a process's tracks (async, not markers) are said once; a trace whose events are all of
     * kinds Flint does not show is refused with what it left out; a trace of only the service's packets says it
     * recorded nothing, one of other data sources that it holds those.
     */
    @Test
    void whatIsNotShownIsSaidAndARefusalSaysWhy() throws Exception {
        ProtoWriter processTrack = message().varint(1, 30).message(3, message().varint(1, 7).string(6, "app"));
        byte[] asyncAndThread = trace(
                packet(1).varint(13, 1).message(60, threadTrack(10, 7, 8, "Main")),
                packet(1).message(60, processTrack),
                packet(1).varint(13, 2).varint(8, 1_000_000).message(11, message().varint(9, 1).varint(11, 30).string(23, "Frame")),
                packet(1).varint(13, 2).varint(8, 2_000_000).message(11, message().varint(9, 2).varint(11, 30)),
                packet(1).varint(13, 2).varint(8, 3_000_000).message(11, message().varint(9, 3).varint(11, 30).string(23, "Vsync")),
                packet(1).varint(13, 2).varint(8, 4_000_000).message(11, message().varint(9, 3).varint(11, 10).string(23, "I")));
        assertEquals(List.of("track events: slices and instants on a process's tracks rather than a thread's (async ones)"
                + " are not shown, but for markers (2 events affected)"), warnings(load(asyncAndThread)));

        byte[] countersOnly = trace(
                packet(1).varint(13, 1).message(60, message().varint(1, 11).message(8, message())
                        .message(4, message().varint(1, 7).varint(2, 8))),
                packet(1).varint(13, 2).varint(8, 2_000_000).message(11, message().varint(9, 4).varint(11, 11).varint(30, 3)));
        ProfileFormatException counters = assertThrows(ProfileFormatException.class, () -> load(countersOnly));
        assertTrue(counters.getMessage().endsWith("; of what it holds, Flint left out: track events: counter values are"
                + " not shown (Flint draws no counter tracks) (1 events affected)"), counters.getMessage());

        byte[] serviceOnly = trace(packet(1).message(33, message().varint(1, 1)), packet(1).message(35, message()));
        assertTrue(assertThrows(ProfileFormatException.class, () -> load(serviceOnly)).getMessage()
                .endsWith("this trace holds only the tracing service's own packets (its config, clocks, stats): the"
                        + " session recorded nothing"));
        byte[] ftrace = trace(packet(1).message(33, message().varint(1, 1)), packet(1).message(1, message().varint(1, 0)));
        assertTrue(assertThrows(ProfileFormatException.class, () -> load(ftrace)).getMessage()
                .endsWith("this trace holds other data (ftrace, counters, Android data sources)"));
    }

    /**
     * A thread's track described only after its first events (as Rust's tracing-perfetto writes): the events are
     * shown on their thread, as trace processor, which reads every descriptor first, shows them; a track never
     * described still drops its events with the warning.
     */
    @Test
    void eventsBeforeTheirTracksDescriptorAreShown() throws Exception {
        byte[] bytes = trace(
                packet(1).varint(13, 1),
                packet(1).varint(13, 2).varint(8, 1_000_000).message(11, message().varint(9, 1).varint(11, 10).string(23, "park")),
                packet(1).varint(13, 2).varint(8, 3_000_000).message(11, message().varint(9, 2).varint(11, 10)),
                packet(1).varint(13, 1).message(60, threadTrack(10, 7, 8, "worker")),
                packet(1).varint(13, 2).varint(8, 4_000_000).message(11, message().varint(9, 3).varint(11, 10).string(23, "I")),
                packet(1).varint(13, 2).varint(8, 5_000_000).message(11, message().varint(9, 3).varint(11, 99).string(23, "lost")));
        Profile profile = load(bytes);
        assertEquals(List.of("X park [] 1000+2000", "I I [] 4000+NaN"), events(thread(profile, 7, 8)));
        assertEquals("worker", thread(profile, 7, 8).name());
        assertEquals(List.of("track events: events on a track no TrackDescriptor describes, dropped (1 events affected)"),
                warnings(profile));
    }

    @Test
    void detectedByContentNotByName() throws Exception {
        byte[] bytes = trace(packet(1).varint(13, 1).message(60, threadTrack(10, 7, 8, "Main")),
                packet(1).varint(8, 1000).message(11, message().varint(9, 3).varint(11, 10).string(23, "I")));
        Profile profile = ProfileLoader.load(SourceBytes.of(bytes, "unknown"), ProgressListener.NONE);
        assertEquals(ProfileFormat.PERFETTO, profile.format());
        assertNotNull(thread(profile, 7, 8));
        // pprof also starts with 0x0a: its first message is a ValueType of varints 1 and 2
        assertEquals(false, PerfettoDetector.looksLikePerfetto(message().message(1, message().varint(1, 1).varint(2, 2))
                .toBytes()));
    }
}
