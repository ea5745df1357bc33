package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The byte scanner's string and value ends against a byte-by-byte reference: the eight-bytes-at-a-time path
 * must find every quote, backslash and control byte at every offset in a word, and must not take the bytes
 * that differ from them only in the high bit (0xA2 is '"' | 0x80, 0xDC is '\\' | 0x80) for them.
 */
class JsonByteScannerTest {
    private static final byte[] FILLERS = {'a', 'Z', '0', ' ', '}', (byte) 0xA2, (byte) 0xDC, (byte) 0xC3, (byte) 0x80,
        (byte) 0xFF, (byte) 0x9F, 0x20, 0x7F};

    @Test
    void stringEndsAreFoundAtEveryOffsetOfAWord() {
        // Up to 40: the sixteen-byte steps, the eight-byte step and the byte loop all meet every offset.
        for (int length = 0; length < 40; length++) {
            for (byte filler : FILLERS) {
                for (int special = -1; special < length; special++) {
                    for (byte kind : new byte[] {'"', '\\', 0x01, 0x1F, '\n'}) {
                        byte[] b = new byte[length + 1 + 16];
                        java.util.Arrays.fill(b, filler);
                        if (special >= 0) b[special] = kind;
                        b[length] = '"';
                        if (kind == '\\' && special >= 0) b[special + 1] = 'n'; // a valid escape
                        for (int limit : new int[] {length + 1, b.length}) {
                            assertEquals(reference(b, 0, limit), JsonByteScanner.skipString(b, 0, limit),
                                    "length " + length + " filler " + filler + " special " + kind + " at " + special
                                            + " limit " + limit);
                        }
                    }
                }
            }
        }
    }

    @Test
    void valuesEndWhereJsonSaysAndBrokenOnesAreRefused() {
        JsonByteScanner scanner = new JsonByteScanner();
        assertEquals(JsonByteScanner.NEED_MORE, scan(scanner, "{\"a\":[1,2"));
        assertEquals(JsonByteScanner.MALFORMED, scan(scanner, "{\"a\":[1,,2]}"));
        assertEquals(JsonByteScanner.MALFORMED, scan(scanner, "{\"a\":\"\\q\"}"));
        assertEquals(JsonByteScanner.MALFORMED, scan(scanner, "{\"a\":\"\\u12g4\"}"));
        assertEquals(JsonByteScanner.MALFORMED, scan(scanner, "{\"a\":-}"));
        assertEquals(JsonByteScanner.MALFORMED, scan(scanner, "{\"a\":1e}"));
        assertEquals(JsonByteScanner.MALFORMED, scan(scanner, "{\"a\":nul}"));
        assertEquals(JsonByteScanner.MALFORMED, scan(scanner, "{\"a\":1]"));
        // A comma or colon right after its value or key is taken at once; what may not follow it still may not.
        assertEquals(JsonByteScanner.MALFORMED, scan(scanner, "{\"a\":1,}"));
        assertEquals(JsonByteScanner.MALFORMED, scan(scanner, "{\"a\":[1,]}"));
        assertEquals(JsonByteScanner.MALFORMED, scan(scanner, "{\"a\":\"x\",,\"b\":2}"));
        assertEquals(JsonByteScanner.MALFORMED, scan(scanner, "{\"a\":[\"x\",:1]}"));
        assertEquals(JsonByteScanner.MALFORMED, scan(scanner, "{\"a\"::1}"));
        assertEquals(JsonByteScanner.MALFORMED, scan(scanner, "{\"a\" 1}"));
        assertEquals(JsonByteScanner.NEED_MORE, scan(scanner, "{\"a\":1,"));
        assertEquals(JsonByteScanner.NEED_MORE, scan(scanner, "{\"a\":"));
        String ok = "{ \"a\" : [ 1 , -0.5e+3 , true , null , { } , [ ] , \"x}]\\\"\" ] , \"b\":{\"c\":false} }";
        assertEquals(ok.length(), scan(scanner, ok + " trailing"));
        assertEquals(2, scanner.memberCount);
        String deep = "{\"x\":" + "[".repeat(10_000) + "]".repeat(10_000) + "}";
        assertEquals(JsonByteScanner.MALFORMED, scan(scanner, deep));
    }

    @Test
    void theArgsObjectsMembersAreNotedAsTheObjectsOwnAre() {
        JsonByteScanner scanner = new JsonByteScanner();
        String event = "{\"ph\":\"X\", \"args\" : { \"a\" : 1 , \"data\":{\"x\":[1,{\"y\":2}]},\"url\":{},"
                + "\"lineNumber\":[],\"type\":\"t\\\"}\"}, \"x\":{\"args\":{\"z\":1}}}";
        assertEquals(event.length(), scan(scanner, event));
        assertEquals(3, scanner.memberCount);
        assertEquals(List.of("?=1", "data={\"x\":[1,{\"y\":2}]}", "url={}", "lineNumber=[]", "type=\"t\\\"}\""),
                argsMembers(scanner, event));
        assertEquals(List.of("?=[1,{\"y\":2}]"),
                noted(scanner.dataMembers, scanner.dataMemberCount, event.getBytes(StandardCharsets.UTF_8)));
        // args.data's members likewise, and none where the reader must walk it: no data object, a second one.
        String data = "{\"args\":{\"data\":{\"url\":\"u\",\"lineNumber\":3,\"frame\":{\"x\":1}},"
                + "\"x\":{\"data\":{\"z\":1}}}}";
        assertEquals(data.length(), scan(scanner, data));
        assertEquals(List.of("url=\"u\"", "lineNumber=3", "?={\"x\":1}"),
                noted(scanner.dataMembers, scanner.dataMemberCount, data.getBytes(StandardCharsets.UTF_8)));
        scan(scanner, "{\"args\":{\"data\":[{\"url\":1}]}}");
        assertEquals(-1, scanner.dataMemberCount);
        scan(scanner, "{\"args\":{\"data\":{\"url\":1},\"data\":{\"url\":2}}}");
        assertEquals(-1, scanner.dataMemberCount);
        scan(scanner, "{\"data\":{\"url\":1}}");
        assertEquals(-1, scanner.dataMemberCount);
        // Nothing noted where the reader must walk: no args, args not an object, a second args object, too many.
        assertEquals(event.length(), scan(scanner, event.replace("\"args\"", "\"argz\"")));
        assertEquals(-1, scanner.argsMemberCount);
        scan(scanner, "{\"args\":[{\"a\":1}]}");
        assertEquals(-1, scanner.argsMemberCount);
        scan(scanner, "{\"args\":{\"a\":1},\"args\":{\"b\":2}}");
        assertEquals(-1, scanner.argsMemberCount);
        String second = "{\"args\":2,\"args\":{\"url\":2}}";
        scan(scanner, second);
        assertEquals(List.of("url=2"), argsMembers(scanner, second));
        StringBuilder many = new StringBuilder("{\"args\":{");
        for (int i = 0; i <= JsonByteScanner.MAX_MEMBERS; i++) many.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":0");
        scan(scanner, many.append("}}").toString());
        assertEquals(-1, scanner.argsMemberCount);
        scan(scanner, "[{\"args\":{\"a\":1}}]");
        assertEquals(-1, scanner.argsMemberCount);
    }

    @Test
    void membersAreNotedWithTheirKeysIds() {
        JsonByteScanner scanner = new JsonByteScanner();
        // Keys found in one word, keys of eight bytes and more, unknown ones, escaped ones (even one that spells a
        // known key), and keys near the end of the input, where no whole word follows them.
        String event = "{\"ts\":1,\"ph\":\"X\",\"id2\":{\"local\":\"0x1\"},\"unknown\":2,\"sampleTraceId\":3,"
                + "\"n\\u0061me\":\"x\",\"nam\":4,\"\":5,\"names\":6,\"namename\":7,\"é\":8,\"tid\":9}";
        byte[] b = event.getBytes(StandardCharsets.UTF_8);
        assertEquals(b.length, scanner.scanValue(b, 0, b.length));
        assertEquals(List.of("ts=1", "ph=\"X\"", "id2={\"local\":\"0x1\"}", "?=2", "sampleTraceId=3", "escaped=\"x\"",
                "?=4", "?=5", "?=6", "?=7", "?=8", "tid=9"), noted(scanner.members, scanner.memberCount, b));
    }

    /** The noted args members as key=value texts. */
    private static List<String> argsMembers(JsonByteScanner scanner, String json) {
        return noted(scanner.argsMembers, scanner.argsMemberCount, json.getBytes(StandardCharsets.UTF_8));
    }

    /** Noted members as key=value texts: the key as the known word its id stands for, "?" for an unknown key. */
    private static List<String> noted(int[] m, int count, byte[] json) {
        List<String> members = new ArrayList<>();
        for (int i = 0, at = 0; i < count; i++, at += JsonByteScanner.INTS_PER_MEMBER) {
            String value = new String(json, m[at + 1], m[at + 2] - m[at + 1], StandardCharsets.UTF_8);
            members.add(keyWord(m[at]) + "=" + value);
        }
        return members;
    }

    private static String keyWord(int id) {
        if (id == TraceEventFields.ESCAPED_KEY) return "escaped";
        for (String word : List.of("ts", "ph", "id2", "sampleTraceId", "tid", "data", "url", "lineNumber", "type")) {
            byte[] bytes = word.getBytes(StandardCharsets.US_ASCII);
            if (TraceEventFields.keyId(bytes, 0, bytes.length) == id) return word;
        }
        return "?";
    }

    @Test
    void numberEndsAreFoundAtEveryOffsetOfAWordWhateverByteEndsTheDigits() {
        // Every byte value after runs of 1 to 24 digits, in the integer part and after a point: ':' and '/' (0x3A,
        // 0x2F) sit beside the digits, 0x3A-0x3F and 0xFA-0xFF carry when six is added to them, and a byte above
        // the end may carry into nothing that was looked at. The scan of a value finds a positive integer's end
        // itself when two words follow its first digit, and must agree.
        JsonByteScanner scanner = new JsonByteScanner();
        for (int digits = 1; digits <= 24; digits++) {
            for (String prefix : new String[] {"", "-", "7.", "-0."}) {
                for (int after = 0; after < 256; after++) {
                    for (byte above : new byte[] {'9', (byte) 0xFF, ' '}) {
                        byte[] b = new byte[prefix.length() + digits + 1 + 17];
                        java.util.Arrays.fill(b, above);
                        for (int i = 0; i < prefix.length(); i++) b[i] = (byte) prefix.charAt(i);
                        for (int i = 0; i < digits; i++) b[prefix.length() + i] = (byte) ('1' + (i * 7 + after) % 9);
                        b[prefix.length() + digits] = (byte) after;
                        for (int limit : new int[] {prefix.length() + digits, prefix.length() + digits + 1, b.length}) {
                            assertEquals(numberReference(b, limit), JsonByteScanner.skipNumber(b, 0, limit),
                                    prefix + " " + digits + " digits, then " + after + ", limit " + limit);
                            assertEquals(numberReference(b, limit), scanner.scanValue(b, 0, limit),
                                    "scanned: " + prefix + " " + digits + " digits, then " + after + ", limit "
                                            + limit);
                        }
                    }
                }
            }
        }
    }

    /** Byte by byte: one of the number forms above with its digits, then a separator (the end) or else MALFORMED. */
    private static int numberReference(byte[] b, int limit) {
        int p = 0;
        if (p < limit && b[p] == '-') p++;
        if (p < limit && b[p] == '0') {
            p++;
        } else {
            while (p < limit && b[p] >= '0' && b[p] <= '9') p++;
        }
        if (p < limit && b[p] == '.') {
            p++;
            int first = p;
            while (p < limit && b[p] >= '0' && b[p] <= '9') p++;
            if (p == first) return p >= limit ? JsonByteScanner.NEED_MORE : JsonByteScanner.MALFORMED;
        }
        if (p < limit && (b[p] == 'e' || b[p] == 'E')) {
            p++;
            if (p < limit && (b[p] == '+' || b[p] == '-')) p++;
            int first = p;
            while (p < limit && b[p] >= '0' && b[p] <= '9') p++;
            if (p == first) return p >= limit ? JsonByteScanner.NEED_MORE : JsonByteScanner.MALFORMED;
        }
        if (p >= limit) return JsonByteScanner.NEED_MORE;
        return ",}] \n\r\t".indexOf(b[p]) >= 0 ? p : JsonByteScanner.MALFORMED;
    }

    @Test
    void theFirstMarkedByteIsTheLowestByteWithItsHighBitSet() {
        java.util.Random random = new java.util.Random(3);
        for (int index = 0; index < 8; index++) {
            for (int round = 0; round < 200; round++) {
                long above = random.nextLong() & 0x8080808080808080L & (-1L << (8 * index + 8));
                if (index == 7) above = 0;
                long marked = (0x80L << (8 * index)) | above;
                assertEquals(index, JsonByteScanner.firstMarkedByte(marked), Long.toHexString(marked));
            }
        }
    }

    private static int scan(JsonByteScanner scanner, String json) {
        byte[] b = json.getBytes(StandardCharsets.UTF_8);
        return scanner.scanValue(b, 0, b.length);
    }

    /** Byte by byte: after the closing quote, NEED_MORE, or MALFORMED for a control byte or a bad escape. */
    private static int reference(byte[] b, int from, int limit) {
        for (int p = from; p < limit; p++) {
            int c = b[p] & 0xff;
            if (c == '"') return p + 1;
            if (c < 0x20) return JsonByteScanner.MALFORMED;
            if (c == '\\') {
                if (p + 1 >= limit) return JsonByteScanner.NEED_MORE;
                if ("\"\\/bfnrt".indexOf(b[p + 1]) < 0) return JsonByteScanner.MALFORMED;
                p++;
            }
        }
        return JsonByteScanner.NEED_MORE;
    }
}
