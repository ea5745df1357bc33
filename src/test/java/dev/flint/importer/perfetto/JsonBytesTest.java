package dev.flint.importer.perfetto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The args document is written as bytes where it was a String: each piece must read as the String did (the
 * quoting of {@link DebugAnnotations#quote}, legacy JSON passed through only when Java's decoder takes it whole).
 */
class JsonBytesTest {
    @Test
    void quotedTextIsTheUtf8OfTheQuotedString() {
        for (String text : new String[] {"", "plain", "a\"b\\c", "tab\there\nnew\u0001\u001f\u007f", "\u00e9t\u00e9 \u4e2d\u6587",
                "\ud83d\ude00 emoji \"q\" \u0002", "mixed \u00e9\u0003\\"}) {
            byte[] expected = DebugAnnotations.quote(new StringBuilder(), text).toString().getBytes(StandardCharsets.UTF_8);
            assertArrayEquals(expected, new JsonBytes().appendQuoted(text).toArray(), text);
        }
    }

    @Test
    void wellFormedUtf8IsWhatJavasDecoderTakesWhole() {
        int[][] cases = {
            {}, {'a'}, {0xc2, 0xa9}, {0xc1, 0xbf}, {0xc2}, {0xe2, 0x82, 0xac}, {0xe0, 0x9f, 0xbf}, {0xed, 0x9f, 0xbf},
            {0xed, 0xa0, 0x80}, {0xef, 0xbf, 0xbf}, {0xf0, 0x9f, 0x98, 0x80}, {0xf0, 0x8f, 0xbf, 0xbf}, {0xf4, 0x8f, 0xbf, 0xbf},
            {0xf4, 0x90, 0x80, 0x80}, {0xf5, 0x80, 0x80, 0x80}, {0x80}, {0xff}, {0xe2, 0x82}, {'x', 0xf0, 0x9f, 0x98},
        };
        for (int[] values : cases) {
            byte[] bytes = new byte[values.length];
            for (int i = 0; i < values.length; i++) bytes[i] = (byte) values[i];
            assertEquals(decodesWhole(bytes), JsonBytes.isWellFormedUtf8(bytes, 0, bytes.length), java.util.Arrays.toString(values));
        }
        Random random = new Random(36);
        for (int n = 0; n < 20_000; n++) {
            byte[] bytes = new byte[random.nextInt(8)];
            for (int i = 0; i < bytes.length; i++) bytes[i] = (byte) (random.nextBoolean() ? 0x80 + random.nextInt(0x80) : random.nextInt(256));
            assertEquals(decodesWhole(bytes), JsonBytes.isWellFormedUtf8(bytes, 0, bytes.length), java.util.Arrays.toString(bytes));
        }
    }

    @Test
    void malformedUtf8IsWrittenAsItsReplacementCharacters() {
        byte[] bytes = {'"', 'w', (byte) 0xff, 'o', (byte) 0xe2, (byte) 0x82, '"'};
        byte[] expected = new String(bytes, StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_8);
        assertArrayEquals(expected, new JsonBytes().appendUtf8(bytes, 0, bytes.length).toArray());
    }

    private static boolean decodesWhole(byte[] bytes) {
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }
}
