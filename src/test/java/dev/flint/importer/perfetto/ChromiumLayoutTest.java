package dev.flint.importer.perfetto;

import static dev.flint.importer.perfetto.PerfettoImporterTest.events;
import static dev.flint.importer.perfetto.PerfettoImporterTest.load;
import static dev.flint.importer.perfetto.PerfettoImporterTest.named;
import static dev.flint.importer.perfetto.PerfettoImporterTest.thread;
import static dev.flint.importer.perfetto.PerfettoImporterTest.threadTrack;
import static dev.flint.importer.perfetto.PerfettoImporterTest.warnings;
import static dev.flint.importer.perfetto.ProtoWriter.message;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.model.Profile;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Packets and track events in the field order Chromium writes them are read field after field, without telling
 * tags apart (PerfettoImporter's packet, TrackEvents#read); anything else goes through the field loops. The same
 * trace written in Chromium's order and in another order must read the same, at every varint length the
 * Chromium-order reading takes (one to three bytes) and at the lengths it leaves to the loops.
 */
class ChromiumLayoutTest {
    private static final int NEEDS_STATE = 2, CLEARED = 1, MONOTONIC = 3;

    /** A TracePacket around {@code event}: timestamp, flags, event, uid, sequence id (Chromium's order) or reversed. */
    private static ProtoWriter packet(boolean chromium, long ts, long uid, long sequence, ProtoWriter event) {
        return chromium
                ? message().varint(8, ts).varint(13, NEEDS_STATE).message(11, event).varint(3, uid).varint(10, sequence)
                : message().varint(10, sequence).varint(3, uid).message(11, event).varint(13, NEEDS_STATE).varint(8, ts);
    }

    /** The same with a timestamp_clock_id, which Chromium writes after the timestamp. */
    private static ProtoWriter packet(boolean chromium, long ts, int clock, long uid, long sequence, ProtoWriter event) {
        return chromium
                ? message().varint(8, ts).varint(58, clock).varint(13, NEEDS_STATE).message(11, event).varint(3, uid)
                        .varint(10, sequence)
                : packet(false, ts, uid, sequence, event).varint(58, clock);
    }

    private static ProtoWriter begin(boolean chromium, long threadTime, long category, long name) {
        return chromium
                ? message().varint(9, 1).varint(12, threadTime).varint(3, category).varint(10, name)
                : message().varint(10, name).varint(3, category).varint(12, threadTime).varint(9, 1);
    }

    private static ProtoWriter end(boolean chromium, long threadTime) {
        return chromium ? message().varint(9, 2).varint(12, threadTime) : message().varint(12, threadTime).varint(9, 2);
    }

    /** The packet that starts sequence {@code sequence}: its thread's track as the default one, its names. */
    private static ProtoWriter start(long sequence, long uuid, int tid) {
        return message().varint(10, sequence).varint(13, CLEARED)
                .message(59, message().message(11, message().varint(11, uuid)))
                .message(60, threadTrack(uuid, 7, tid, "T" + tid))
                .message(12, message().message(1, named(1, "cat")).message(1, named(200, "wide.cat"))
                        .message(2, named(1, "Short")).message(2, named(300, "WideName")));
    }

    /**
     * Slices on three sequences whose ids take one, two and three bytes, with timestamps, uids, thread times and
     * iids of every length from one byte to four, some with the packet's clock named.
     */
    private static byte[] trace(boolean chromium) {
        List<ProtoWriter> packets = new ArrayList<>();
        // MONOTONIC is BOOTTIME less a second
        packets.add(message().message(6, message().message(1, message().varint(1, ClockDomains.BOOTTIME).varint(2, 1_000_000_000))
                .message(1, message().varint(1, MONOTONIC).varint(2, 0))));
        long[] sequences = {1, 300, 20_000};
        for (int s = 0; s < sequences.length; s++) packets.add(start(sequences[s], 10 + s, 100 + s));
        long[] times = {125, 5_000, 1_000_000, 300_000_000};
        long[] numbers = {1, 200, 20_000, 3_000_000};
        for (long sequence : sequences) {
            for (int i = 0; i < times.length; i++) {
                long at = times[i];
                long category = i % 2 == 0 ? 1 : 200;
                long name = i < 2 ? 1 : 300;
                // (the last two slices on MONOTONIC, named as their packets' clock: a second after BOOTTIME, the trace's)
                ProtoWriter begin = begin(chromium, numbers[i], category, name);
                ProtoWriter end = end(chromium, numbers[3 - i]);
                packets.add(i < 2 ? packet(chromium, at, numbers[i], sequence, begin)
                        : packet(chromium, at, MONOTONIC, numbers[i], sequence, begin));
                packets.add(i < 2 ? packet(chromium, at + 125, numbers[3 - i], sequence, end)
                        : packet(chromium, at + 125, MONOTONIC, numbers[3 - i], sequence, end));
            }
        }
        return ProtoWriter.trace(packets.toArray(ProtoWriter[]::new));
    }

    @Test
    void chromiumsFieldOrderReadsAsAnyOther() throws Exception {
        Profile chromium = load(trace(true));
        Profile other = load(trace(false));
        List<String> expected = List.of(
                "X Short [cat] 0.125+0.125",
                "X Short [wide.cat] 5+0.125",
                "X WideName [cat] 1001000+0.125",
                "X WideName [wide.cat] 1300000+0.125");
        assertEquals(expected, events(thread(chromium, 7, 100)));
        assertEquals(events(thread(other, 7, 100)), events(thread(chromium, 7, 100)));
        for (int tid = 101; tid <= 102; tid++) {
            assertEquals(4, events(thread(chromium, 7, tid)).size());
            assertEquals(events(thread(other, 7, tid)), events(thread(chromium, 7, tid)));
        }
        assertEquals(List.of(), warnings(chromium));
    }

    /**
     * Events with a track of their own, type first and then the track's uuid (a varint of two or ten bytes), as
     * Chromium writes them, read as in another order: slices ended so, and instants without a name. (Such events
     * go through the field loop: read in Chromium's order as well, they measured no faster.)
     */
    @Test
    void eventsOnATrackOfTheirOwnReadAsInAnyOrder() throws Exception {
        long[] uuids = {300, -7};
        List<List<String>> both = new ArrayList<>();
        for (boolean chromium : new boolean[] {true, false}) {
            List<ProtoWriter> packets = new ArrayList<>(List.of(start(1, 10, 100)));
            for (int t = 0; t < uuids.length; t++) {
                long uuid = uuids[t];
                packets.add(message().varint(10, 1).message(60, threadTrack(uuid, 7, 200 + t, "Own" + t)));
                ProtoWriter end = chromium ? message().varint(9, 2).varint(11, uuid) : message().varint(11, uuid).varint(9, 2);
                ProtoWriter instant = chromium ? message().varint(9, 3).varint(11, uuid) : message().varint(11, uuid).varint(9, 3);
                packets.add(packet(chromium, 1_000, 1, 1, begin(chromium, 5, 1, 1).varint(11, uuid)));
                packets.add(packet(chromium, 2_000, 1, 1, instant));
                packets.add(packet(chromium, 3_000, 1, 1, end));
            }
            Profile profile = load(ProtoWriter.trace(packets.toArray(ProtoWriter[]::new)));
            List<String> events = new ArrayList<>(events(thread(profile, 7, 200)));
            events.addAll(events(thread(profile, 7, 201)));
            both.add(events);
        }
        assertEquals(List.of("I  [] 2+NaN", "X Short [cat] 1+2", "I  [] 2+NaN", "X Short [cat] 1+2"), both.get(0));
        assertEquals(both.get(1), both.get(0));
    }

    /** A Chromium-order packet or event with one more field (a name given as text, a track) is read whole. */
    @Test
    void aFieldMoreThanChromiumsIsRead() throws Exception {
        byte[] bytes = ProtoWriter.trace(
                start(1, 10, 100),
                message().message(60, threadTrack(20, 7, 200, "Other")).varint(10, 1),
                packet(true, 1_000, 1, 1, begin(true, 5, 1, 1)).varint(58, 0),
                packet(true, 2_000, 1, 1, begin(true, 5, 1, 1).string(23, "Named")),
                packet(true, 3_000, 1, 1, end(true, 5)),
                packet(true, 4_000, 1, 1, end(true, 5)),
                packet(true, 5_000, 1, 1, begin(true, 5, 1, 1).varint(11, 20)),
                packet(true, 6_000, 1, 1, end(true, 5).varint(11, 20)));
        Profile profile = load(bytes);
        assertEquals(List.of("X Named [cat] 2+1", "X Short [cat] 1+3"), events(thread(profile, 7, 100)));
        assertEquals(List.of("X Short [cat] 5+1"), events(thread(profile, 7, 200)));
    }
}
