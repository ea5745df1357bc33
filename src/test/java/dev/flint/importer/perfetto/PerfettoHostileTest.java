package dev.flint.importer.perfetto;

import static dev.flint.importer.perfetto.PerfettoImporterTest.annotation;
import static dev.flint.importer.perfetto.PerfettoImporterTest.events;
import static dev.flint.importer.perfetto.PerfettoImporterTest.load;
import static dev.flint.importer.perfetto.PerfettoImporterTest.named;
import static dev.flint.importer.perfetto.PerfettoImporterTest.samplePaths;
import static dev.flint.importer.perfetto.PerfettoImporterTest.warnings;
import static dev.flint.importer.perfetto.PerfettoImporterTest.packet;
import static dev.flint.importer.perfetto.PerfettoImporterTest.thread;
import static dev.flint.importer.perfetto.PerfettoImporterTest.threadTrack;
import static dev.flint.importer.perfetto.ProtoWriter.message;
import static dev.flint.importer.perfetto.ProtoWriter.trace;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.flint.importer.ProfileFormatException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * Perfetto traces an attacker writes: each is refused with one line that says where and what, or loads with
 * what it holds. (The sweep in HostileSweepTest runs such files through the command line too.)
 */
class PerfettoHostileTest {
    private static String refusal(byte[] trace) {
        return assertThrows(ProfileFormatException.class, () -> load(trace)).getMessage();
    }

    /** A trace whose head is recognised, then the damage. */
    private static byte[] afterAGoodPacket(int... damage) {
        return message().raw(trace(packet(1).varint(13, 1).message(60, threadTrack(10, 7, 8, "Main")))).raw(damage).toBytes();
    }

    @Test
    void aPacketLengthPastTheEndOfTheFile() {
        assertEquals("t.pftrace: packet 1 (byte 23): the packet declares 5 bytes, but the file ends after 1: the file is"
                + " cut short", refusal(afterAGoodPacket(0x0a, 0x05, 0x08)));
    }

    @Test
    void aFieldLengthPastTheEndOfItsPacket() {
        assertEquals("t.pftrace: packet 1 (byte 23): field 11 of the packet runs past the packet's end",
                refusal(afterAGoodPacket(0x0a, 0x03, 0x5a, 0x10, 0x00)));
    }

    @Test
    void aPacketLengthBeyondAnyWriter() {
        assertEquals("t.pftrace: packet 1 (byte 23): a packet of 1099511627776 bytes: more than any trace writer makes"
                + " (268435456); the file is damaged or not a Perfetto trace",
                refusal(afterAGoodPacket(0x0a, 0x80, 0x80, 0x80, 0x80, 0x80, 0x20)));
    }

    @Test
    void aVarintOfElevenBytes() {
        assertEquals("t.pftrace: packet 1 (byte 23): malformed protobuf: a varint longer than 10 bytes",
                refusal(afterAGoodPacket(0x0a, 0x0c, 0x40, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01)));
    }

    @Test
    void groupsNestedAHundredThousandDeep() {
        ProtoWriter nested = message();
        for (int i = 0; i < 100_000; i++) nested.raw(0x0b); // start group, field 1
        byte[] trace = message().raw(trace(packet(1).varint(13, 1).message(60, threadTrack(10, 7, 8, "Main"))))
                .bytes(1, nested.toBytes()).toBytes();
        assertEquals("t.pftrace: packet 1 (byte 23): messages nested deeper than 64 levels", refusal(trace));
    }

    @Test
    void annotationsNestedAThousandDeep() throws Exception {
        ProtoWriter deep = message().string(10, "leaf").varint(3, 1);
        for (int i = 0; i < 1000; i++) deep = message().string(10, "d" + i).message(11, deep);
        ProtoWriter head = packet(1).varint(13, 1).message(60, threadTrack(10, 7, 8, "Main"));
        // an ordinary event keeps only its data's kept fields: the depth costs nothing and it loads
        byte[] ordinary = trace(head, packet(1).varint(8, 1000)
                .message(11, message().varint(9, 3).varint(11, 10).string(23, "E").message(4, deep)));
        assertEquals(List.of("I E [] 1+NaN"), events(thread(load(ordinary), 7, 8)));
        // a V8 Profile event's args are read whole, as JSON: too deep is refused in one line
        byte[] profile = trace(head, packet(1).varint(8, 1000).message(11, message().string(23, "Profile")
                .message(6, message().varint(2, 'P').varint(6, 1)).varint(11, 10).message(4, deep)));
        assertEquals("t.pftrace: packet 1 (byte 23): debug annotations nested deeper than 64 levels", refusal(profile));
    }

    @Test
    void callstackAndFrameIdsOf2To31AndIdsNeverInternedAreOnlyKeys() throws Exception {
        long big = 1L << 31;
        // a function, frame and callstack interned under 2^31; the callstack also names frame 2^31 + 1, never interned
        ProtoWriter tables = message().message(5, named(big, "main"))
                .message(6, message().varint(1, big).varint(2, big))
                .message(7, message().varint(1, big).varint(2, big).varint(2, big + 1));
        byte[] trace = trace(
                packet(5).varint(13, 1).message(12, tables).varint(8, 5_000_000)
                        .message(66, message().varint(2, 20).varint(3, 21).varint(4, big)),
                packet(5).varint(13, 2).varint(8, 6_000_000)
                        .message(66, message().varint(2, 20).varint(3, 21).varint(4, Long.MAX_VALUE)));
        var profile = load(trace);
        assertEquals(List.of("5000 main", "6000 "), samplePaths(thread(profile, 20, 21)));
        assertEquals(List.of(
                "samples: callstack ids never interned on their sequence: kept without a stack (1 samples affected)",
                "samples: frame ids never interned on their sequence: left out of their stacks (1 samples affected)"),
                warnings(profile));
    }

    @Test
    void aMillionEmptyPackets() {
        byte[] trace = new byte[2_000_000];
        for (int i = 0; i < trace.length; i += 2) trace[i] = 0x0a;
        assertEquals("t.pftrace: a Perfetto trace of 1000000 packets without track events or callstack samples: Flint"
                + " shows those (Chrome, the Perfetto SDK, traced_perf); this trace holds only the tracing service's own"
                + " packets (its config, clocks, stats): the session recorded nothing", refusal(trace));
    }

    @Test
    void aRealTraceCutInAPacket() throws Exception {
        byte[] whole;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(Path.of("testdata/perfetto/chrome-page.pftrace.gz")))) {
            whole = in.readAllBytes();
        }
        String message = refusal(Arrays.copyOf(whole, 100_000));
        assertEquals(true, message.matches("t\\.pftrace: packet [0-9]+ \\(byte [0-9]+\\): the packet declares [0-9]+ bytes,"
                + " but the file ends after [0-9]+: the file is cut short"), message);
    }
}
