package dev.flint.importer.otlp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.importer.ProfileFormatException;
import dev.flint.model.Profile;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Damaged and hostile OTLP files: each is refused in one line that says where and what, or loads with a
 * warning, without a stack trace, a deep recursion or a table sized by the file's say-so. The time limits are
 * hang guards, not speed tests.
 */
class OtlpHostileTest {
    private static final long TWO_TO_31 = 1L << 31;

    private static String refusal(byte[] content) {
        ProfileFormatException e = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> assertThrows(ProfileFormatException.class, () -> OtlpImporterTest.load(content, null)));
        String message = e.getMessage();
        assertTrue(message.startsWith("unknown: "), message);
        assertEquals(1, message.lines().count(), message);
        assertTrue(!message.contains("Exception") && !message.contains("bug in Flint"), message);
        return message;
    }

    /** The layouts test's file with one field of its first cpu sample, or of its dictionary, replaced. */
    private static byte[] withSample(ProtoWriter sample) {
        ProtoWriter dictionary = new ProtoWriter();
        for (String s : OtlpLayoutsTest.STRINGS) dictionary.string(5, s);
        dictionary.message(7, new ProtoWriter()).message(7, new ProtoWriter().packed(1, TWO_TO_31));
        ProtoWriter profile = new ProtoWriter().message(1, new ProtoWriter().varint(1, 1).varint(2, 2))
                .message(2, sample).fixed64(3, 1);
        return new ProtoWriter().message(1, new ProtoWriter().message(2, new ProtoWriter().message(2, profile)))
                .message(2, dictionary).bytes();
    }

    @Test
    void indexesOfTwoToThe31AreRefusedWhereTheyAre() {
        String stack = refusal(withSample(new ProtoWriter().varint(1, TWO_TO_31).packed(4, 1)));
        assertEquals("unknown: profile[0].sample[0].stack_index: stack index 2147483648 is outside the stack table (2"
                + " stacks)", stack);
        String location = refusal(withSample(new ProtoWriter().varint(1, 1).packed(4, 1)));
        assertEquals("unknown: dictionary.stack_table[1][0]: location index 2147483648 is outside the location table"
                + " (0 locations)", location);
        String attribute = refusal(withSample(new ProtoWriter().varint(1, 0).packed(2, TWO_TO_31).packed(4, 1)));
        assertTrue(attribute.contains("attribute index 2147483648 is outside the attribute table"), attribute);
    }

    @Test
    void aLengthPastTheEndIsACutFile() {
        byte[] whole = OtlpLayoutsTest.file(true);
        // the first resource_profiles says it runs to 2^31 - 1 bytes
        byte[] lying = new ProtoWriter().lengthOnly(1, Integer.MAX_VALUE).bytes();
        byte[] content = new byte[lying.length + whole.length - 2];
        System.arraycopy(lying, 0, content, 0, lying.length);
        System.arraycopy(whole, 2, content, lying.length, whole.length - 2);
        String message = refusal(content);
        assertTrue(message.contains("cut short"), message);
        for (int cut = 3; cut < whole.length; cut += 7) {
            byte[] head = Arrays.copyOf(whole, cut);
            try {
                OtlpImporterTest.load(head, null);
            } catch (ProfileFormatException refused) {
                assertEquals(1, refused.getMessage().lines().count(), refused.getMessage());
                assertTrue(!refused.getMessage().contains("bug in Flint"), refused.getMessage());
            }
        }
    }

    @Test
    void theRealFilesCutAnywhereAreRefusedInOneLine() throws Exception {
        byte[] whole = Files.readAllBytes(Path.of("testdata/otlp/agent-threads.otlp"));
        for (int cut = 100; cut < whole.length; cut += whole.length / 23) {
            String message = refusal(Arrays.copyOf(whole, cut));
            assertTrue(message.contains("cut short") || message.contains("outside"), message);
        }
    }

    /** An attribute value nested {@code depth} arrays deep, written inside out without recursion. */
    private static byte[] deeplyNestedResource(int depth) {
        ByteArrayOutputStream reversed = new ByteArrayOutputStream();
        for (int level = 0; level < depth; level++) {
            int length = reversed.size();
            // AnyValue.array_value (5) holds ArrayValue.values (1): alternate the two tags
            byte[] header = new ProtoWriter().lengthOnly(level % 2 == 0 ? 1 : 5, length).bytes();
            for (int i = header.length - 1; i >= 0; i--) reversed.write(header[i]);
        }
        byte[] value = reversed.toByteArray();
        for (int i = 0, j = value.length - 1; i < j; i++, j--) {
            byte b = value[i];
            value[i] = value[j];
            value[j] = b;
        }
        // value is field 1 or 5 framing; wrap as KeyValue.value (2) of a resource attribute
        ByteArrayOutputStream keyValue = new ByteArrayOutputStream();
        keyValue.writeBytes(new ProtoWriter().string(1, "deep").bytes());
        keyValue.writeBytes(new ProtoWriter().lengthOnly(2, value.length).bytes());
        keyValue.writeBytes(value);
        ByteArrayOutputStream resource = new ByteArrayOutputStream();
        resource.writeBytes(new ProtoWriter().lengthOnly(1, keyValue.size()).bytes());
        resource.writeBytes(keyValue.toByteArray());
        byte[] whole = OtlpLayoutsTest.file(true);
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        ByteArrayOutputStream resourceProfiles = new ByteArrayOutputStream();
        resourceProfiles.writeBytes(new ProtoWriter().lengthOnly(1, resource.size()).bytes());
        resourceProfiles.writeBytes(resource.toByteArray());
        file.writeBytes(new ProtoWriter().lengthOnly(1, resourceProfiles.size()).bytes());
        file.writeBytes(resourceProfiles.toByteArray());
        file.writeBytes(whole);
        return file.toByteArray();
    }

    @Test
    void deeplyNestedValuesAreSkippedNotDescended() {
        byte[] content = deeplyNestedResource(200_000);
        Profile profile = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> OtlpImporterTest.load(content, null));
        assertEquals(2, profile.threads().size(), "the file's own profiles, after a resource without profiles");
    }

    @Test
    void aMillionEmptySamplesLoad() {
        ProtoWriter profile = new ProtoWriter().message(1, new ProtoWriter().varint(1, 1).varint(2, 2)).fixed64(3, 1);
        byte[] sample = new ProtoWriter().message(2, new ProtoWriter().varint(1, 0).packed(4, 1)).bytes();
        ByteArrayOutputStream samples = new ByteArrayOutputStream();
        samples.writeBytes(profile.bytes());
        for (int i = 0; i < 1_000_000; i++) samples.writeBytes(sample);
        ProtoWriter dictionary = new ProtoWriter();
        for (String s : OtlpLayoutsTest.STRINGS) dictionary.string(5, s);
        dictionary.message(7, new ProtoWriter());
        ByteArrayOutputStream scope = new ByteArrayOutputStream();
        scope.writeBytes(new ProtoWriter().lengthOnly(2, samples.size()).bytes());
        scope.writeBytes(samples.toByteArray());
        ByteArrayOutputStream resource = new ByteArrayOutputStream();
        resource.writeBytes(new ProtoWriter().lengthOnly(2, scope.size()).bytes());
        resource.writeBytes(scope.toByteArray());
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        file.writeBytes(new ProtoWriter().lengthOnly(1, resource.size()).bytes());
        file.writeBytes(resource.toByteArray());
        file.writeBytes(new ProtoWriter().message(2, dictionary).bytes());
        Profile loaded = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> OtlpImporterTest.load(file.toByteArray(), null));
        assertEquals(1_000_000, loaded.threads().get(0).samples().size());
    }
}
