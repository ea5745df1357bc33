package dev.flint.importer.otlp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.flint.importer.ProfileFormatException;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.WeightType;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The layouts after v1.7 (a dictionary stack table, one sample type per profile, attributes as
 * {@code KeyValueAndUnit}), written field by field from opentelemetry-proto's profiles.proto: v1.8.0 numbers
 * {@code Sample} as stack 1, values 2, attributes 3; the current one as stack 1, attributes 2, link 3,
 * values 4. Both must give the same threads and weights.
 */
class OtlpLayoutsTest {
    static final List<String> STRINGS = List.of("", "cpu", "nanoseconds", "alloc", "bytes", "/usr/bin/app", "main", "work",
            "thread.id", "thread.name");

    private static ProtoWriter attribute(int key, ProtoWriter value) {
        return new ProtoWriter().varint(1, key).message(2, value);
    }

    private static ProtoWriter sample(boolean current, long stack, long[] attributes, long... values) {
        ProtoWriter sample = new ProtoWriter().varint(1, stack);
        if (current) return sample.packed(2, attributes).packed(4, values);
        return sample.packed(2, values).packed(3, attributes);
    }

    /** Two profiles (cpu in nanoseconds, alloc in bytes) of process 4242, "checkout"; threads 7 "worker" and 8. */
    static byte[] file(boolean current) {
        ProtoWriter dictionary = new ProtoWriter()
                .message(1, new ProtoWriter())
                .message(1, new ProtoWriter().varint(4, 5))
                .message(2, new ProtoWriter())
                .message(2, new ProtoWriter().varint(1, 1).varint(2, 0x1000).message(3, new ProtoWriter().varint(1, 1).varint(2, 10)))
                .message(2, new ProtoWriter().varint(1, 1).varint(2, 0x2000).message(3, new ProtoWriter().varint(1, 2)))
                .message(3, new ProtoWriter())
                .message(3, new ProtoWriter().varint(1, 6))
                .message(3, new ProtoWriter().varint(1, 7));
        for (String s : STRINGS) dictionary.string(5, s);
        dictionary.message(6, new ProtoWriter())
                .message(6, attribute(8, new ProtoWriter().varint(3, 7)))
                .message(6, attribute(9, new ProtoWriter().string(1, "worker")))
                .message(6, attribute(8, new ProtoWriter().varint(3, 8)))
                .message(7, new ProtoWriter())
                .message(7, new ProtoWriter().packed(1, 1))
                .message(7, new ProtoWriter().packed(1, 2, 1));
        ProtoWriter cpu = new ProtoWriter()
                .message(1, new ProtoWriter().varint(1, 1).varint(2, 2))
                .message(2, sample(current, 1, new long[] {1, 2}, 10_000_000, 20_000_000))
                .message(2, sample(current, 2, new long[] {3}, 5_000_000))
                .fixed64(3, 1_795_000_000_000_000_000L);
        ProtoWriter alloc = new ProtoWriter()
                .message(1, new ProtoWriter().varint(1, 3).varint(2, 4))
                .message(2, sample(current, 1, new long[] {1}, 4096));
        ProtoWriter resource = new ProtoWriter()
                .message(1, new ProtoWriter().string(1, "process.pid").message(2, new ProtoWriter().varint(3, 4242)))
                .message(1, new ProtoWriter().string(1, "service.name").message(2, new ProtoWriter().string(1, "checkout")));
        return new ProtoWriter()
                .message(1, new ProtoWriter().message(1, resource).message(2, new ProtoWriter().message(2, cpu).message(2, alloc)))
                .message(2, dictionary)
                .bytes();
    }

    /** The current layout's file in OTLP's JSON encoding (lowerCamelCase names, 64-bit integers as strings). */
    static final String JSON = """
            {"resourceProfiles": [{
              "resource": {"attributes": [{"key": "process.pid", "value": {"intValue": "4242"}},
                                          {"key": "service.name", "value": {"stringValue": "checkout"}}]},
              "scopeProfiles": [{"profiles": [
                {"sampleType": {"typeStrindex": 1, "unitStrindex": 2}, "timeUnixNano": "1795000000000000000",
                 "samples": [{"stackIndex": 1, "attributeIndices": [1, 2], "values": ["10000000", "20000000"]},
                             {"stackIndex": 2, "attributeIndices": [3], "values": ["5000000"]}]},
                {"sampleType": {"typeStrindex": 3, "unitStrindex": 4},
                 "samples": [{"stackIndex": 1, "attributeIndices": [1], "values": ["4096"]}]}]}]}],
             "dictionary": {
              "mappingTable": [{}, {"filenameStrindex": 5}],
              "locationTable": [{}, {"mappingIndex": 1, "address": "4096", "lines": [{"functionIndex": 1, "line": "10"}]},
                                {"mappingIndex": 1, "address": "8192", "lines": [{"functionIndex": 2}]}],
              "functionTable": [{}, {"nameStrindex": 6}, {"nameStrindex": 7}],
              "stringTable": ["", "cpu", "nanoseconds", "alloc", "bytes", "/usr/bin/app", "main", "work", "thread.id",
                              "thread.name"],
              "attributeTable": [{}, {"keyStrindex": 8, "value": {"intValue": "7"}},
                                 {"keyStrindex": 9, "value": {"stringValue": "worker"}},
                                 {"keyStrindex": 8, "value": {"intValue": "8"}}],
              "stackTable": [{}, {"locationIndices": [1]}, {"locationIndices": [2, 1]}]}}
            """;

    private static void check(boolean current) throws Exception {
        check(file(current));
    }

    private static void check(byte[] content) throws Exception {
        Profile profile = OtlpImporterTest.load(content, null);
        assertEquals(ProfileFormat.OTLP, profile.format());
        assertEquals(2, profile.threads().size());
        ProfileThread worker = profile.threads().get(0);
        assertEquals("4242:7", worker.key());
        assertEquals("worker", worker.name());
        assertEquals("checkout", worker.processName());
        assertEquals(WeightType.TRACING_MS, worker.weightType());
        assertEquals(Map.of("main", 30.0), OtlpImporterTest.weights(worker), "two observations of 10 and 20 ms");
        ProfileThread other = profile.threads().get(1);
        assertEquals("4242:8", other.key());
        assertEquals(Map.of("main;work", 5.0), OtlpImporterTest.weights(other));

        Profile alloc = OtlpImporterTest.load(content, "alloc");
        assertEquals(1, alloc.threads().size());
        assertEquals(WeightType.BYTES, alloc.threads().get(0).weightType());
        assertEquals(Map.of("main", 4096.0), OtlpImporterTest.weights(alloc.threads().get(0)));
    }

    @Test
    void theCurrentLayout() throws Exception {
        check(true);
    }

    @Test
    void theV18Layout() throws Exception {
        check(false);
    }

    @Test
    void theJsonEncoding() throws Exception {
        // on main: "an OpenTelemetry profile (OTLP JSON): not supported"
        check(JSON.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void theJsonEncodingOfV17() throws Exception {
        String v17 = """
                {"resourceProfiles": [{"scopeProfiles": [{"profiles": [{
                  "sampleType": [{"typeStrindex": 1, "unitStrindex": 2}, {"typeStrindex": 1, "unitStrindex": 3}],
                  "sample": [{"locationsLength": 2, "value": ["3", "3000000"], "attributeIndices": [1]},
                             {"locationsStartIndex": 2, "locationsLength": 1, "value": ["1", "1000000"]}],
                  "locationIndices": [2, 1, 1]}]}]}],
                 "dictionary": {
                  "locationTable": [{"line": [{}]}, {"line": [{"functionIndex": 1}]}, {"line": [{"functionIndex": 2}]}],
                  "functionTable": [{}, {"nameStrindex": 4}, {"nameStrindex": 5}],
                  "stringTable": ["", "cpu", "count", "nanoseconds", "main", "work"],
                  "attributeTable": [{"key": "thread.name", "value": {"stringValue": ""}},
                                     {"key": "thread.name", "value": {"stringValue": "[worker tid=12]"}}]}}
                """;
        Profile profile = OtlpImporterTest.load(v17.getBytes(StandardCharsets.UTF_8), null);
        assertEquals(List.of("1:12", "1:1"), profile.threads().stream().map(ProfileThread::key).toList());
        assertEquals("worker", profile.threads().get(0).name());
        assertEquals(WeightType.SAMPLES, profile.threads().get(0).weightType());
        assertEquals(Map.of("main;work", 3.0), OtlpImporterTest.weights(profile.threads().get(0)));
        assertEquals(Map.of("main", 1.0), OtlpImporterTest.weights(profile.threads().get(1)));
        Profile nanos = OtlpImporterTest.load(v17.getBytes(StandardCharsets.UTF_8), "cpu/nanoseconds");
        assertEquals(Map.of("main;work", 3.0), OtlpImporterTest.weights(nanos.threads().get(0)), "3 ms");
    }

    /**
     * The OpenTelemetry Collector's file exporter writes an export per message: with {@code format: proto} each after
     * its length (four bytes, big-endian), with {@code format: json} one per line. Every message is read, each with
     * its own dictionary, into the same threads (two exports of the same profile weigh twice); what follows the last
     * message is refused.
     */
    @Test
    void theCollectorsFileExporterWritesMessagesOneAfterAnother() throws Exception {
        for (boolean current : new boolean[] {true, false}) {
            byte[] one = file(current);
            java.io.ByteArrayOutputStream framed = new java.io.ByteArrayOutputStream();
            for (int copy = 0; copy < 2; copy++) {
                framed.write(java.nio.ByteBuffer.allocate(4).putInt(one.length).array());
                framed.write(one);
            }
            Profile profile = OtlpImporterTest.load(framed.toByteArray(), null);
            assertEquals(List.of("4242:7", "4242:8"), profile.threads().stream().map(ProfileThread::key).toList());
            assertEquals(Map.of("main", 60.0), OtlpImporterTest.weights(profile.threads().get(0)));
            assertEquals(Map.of("main;work", 10.0), OtlpImporterTest.weights(profile.threads().get(1)));

            byte[] cut = java.util.Arrays.copyOf(framed.toByteArray(), framed.size() - 3);
            assertEquals("unknown: message 1 (byte " + (4 + one.length) + "): the message declares " + one.length
                    + " bytes, but the file ends after " + (one.length - 3) + ": the file is cut short",
                    assertThrows(ProfileFormatException.class, () -> OtlpImporterTest.load(cut, null)).getMessage());
        }
        String twoLines = JSON.replaceAll("\\s*\\n\\s*", " ") + "\n" + JSON.replaceAll("\\s*\\n\\s*", " ") + "\n";
        Profile json = OtlpImporterTest.load(twoLines.getBytes(StandardCharsets.UTF_8), null);
        assertEquals(Map.of("main", 60.0), OtlpImporterTest.weights(json.threads().get(0)));
        byte[] trailing = (JSON + "\n{\"resourceProfiles\": [").getBytes(StandardCharsets.UTF_8);
        assertThrows(ProfileFormatException.class, () -> OtlpImporterTest.load(trailing, null));
    }

    @Test
    void aJsonFileWithoutProfilesIsRefused() {
        ProfileFormatException refused = assertThrows(ProfileFormatException.class, () -> OtlpImporterTest.load(
                "{\"resourceProfiles\": [{\"resource\": {}, \"scopeProfiles\": []}]}".getBytes(StandardCharsets.UTF_8), null));
        assertEquals("unknown: resource_profiles: the file holds no profiles", refused.getMessage());
    }
}
