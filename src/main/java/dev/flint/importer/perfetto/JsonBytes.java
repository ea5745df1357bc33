package dev.flint.importer.perfetto;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * JSON text written as UTF-8 bytes into a growing array that is used again and again: the args of the events the
 * assembly reads in depth ({@link DebugAnnotations#argsDocument}), which the JSON trace reader's byte reader
 * (or Jackson, for the shapes it leaves to it) then reads from the bytes, so a V8 profile chunk's JSON goes from
 * the packet to the reader as one copy rather than as a decoded String copied three times.
 */
final class JsonBytes {
    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

    private byte[] bytes = new byte[256];
    private int length;

    JsonBytes clear() {
        length = 0;
        return this;
    }

    int length() {
        return length;
    }

    /** A copy of the bytes written. */
    byte[] toArray() {
        return Arrays.copyOf(bytes, length);
    }

    JsonBytes append(char ascii) {
        room(1);
        bytes[length++] = (byte) ascii;
        return this;
    }

    /** Text known to be ASCII (numbers, literals). */
    JsonBytes appendAscii(String text) {
        int n = text.length();
        room(n);
        for (int i = 0; i < n; i++) bytes[length++] = (byte) text.charAt(i);
        return this;
    }

    JsonBytes append(JsonBytes other) {
        return append(other.bytes, 0, other.length);
    }

    JsonBytes append(byte[] from, int offset, int count) {
        room(count);
        System.arraycopy(from, offset, bytes, length, count);
        length += count;
        return this;
    }

    /**
     * {@code text} as a JSON string: quotes and backslashes escaped, control characters as {@code \}{@code u00xx},
     * everything else as its UTF-8 (what {@link DebugAnnotations#quote} writes, encoded).
     */
    JsonBytes appendQuoted(String text) {
        append('"');
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') {
                append('\\').append(c);
            } else if (c < 0x20) {
                appendControl(c);
            } else if (c < 0x80) {
                append(c);
            } else {
                // The rest of the string through the encoder: names and values are mostly ASCII.
                appendEscapedAscii(text.substring(i).getBytes(StandardCharsets.UTF_8));
                break;
            }
        }
        return append('"');
    }

    /** UTF-8 bytes whose ASCII quotes, backslashes and control characters are escaped as {@link #appendQuoted} does. */
    private void appendEscapedAscii(byte[] utf8) {
        for (byte b : utf8) {
            if (b == '"' || b == '\\') {
                append('\\').append((char) b);
            } else if (b >= 0 && b < 0x20) {
                appendControl(b);
            } else {
                room(1);
                bytes[length++] = b;
            }
        }
    }

    /** A control character as JSON writes it: backslash, u, four lowercase hex digits. */
    private void appendControl(int c) {
        room(6);
        bytes[length++] = '\\';
        bytes[length++] = 'u';
        bytes[length++] = '0';
        bytes[length++] = '0';
        bytes[length++] = HEX[c >> 4];
        bytes[length++] = HEX[c & 15];
    }

    /**
     * {@code count} bytes of {@code from} as they are when they are well-formed UTF-8, else as Java decodes them
     * (each malformed sequence a U+FFFD), re-encoded: what a String made of them would read as.
     */
    JsonBytes appendUtf8(byte[] from, int offset, int count) {
        if (isWellFormedUtf8(from, offset, count)) return append(from, offset, count);
        byte[] repaired = new String(from, offset, count, StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_8);
        return append(repaired, 0, repaired.length);
    }

    /** Whether the bytes are UTF-8 that Java's decoder takes without a replacement (RFC 3629: no surrogates, no overlongs). */
    static boolean isWellFormedUtf8(byte[] b, int offset, int count) {
        int i = offset;
        int end = offset + count;
        while (i < end) {
            int c = b[i];
            if (c >= 0) {
                i++;
                continue;
            }
            c &= 0xff;
            if (c >= 0xc2 && c <= 0xdf) {
                if (i + 1 >= end || (b[i + 1] & 0xc0) != 0x80) return false;
                i += 2;
            } else if (c >= 0xe0 && c <= 0xef) {
                if (i + 2 >= end) return false;
                int c1 = b[i + 1] & 0xff;
                if ((c1 & 0xc0) != 0x80 || (b[i + 2] & 0xc0) != 0x80) return false;
                if (c == 0xe0 && c1 < 0xa0) return false; // overlong
                if (c == 0xed && c1 >= 0xa0) return false; // a surrogate
                i += 3;
            } else if (c >= 0xf0 && c <= 0xf4) {
                if (i + 3 >= end) return false;
                int c1 = b[i + 1] & 0xff;
                if ((c1 & 0xc0) != 0x80 || (b[i + 2] & 0xc0) != 0x80 || (b[i + 3] & 0xc0) != 0x80) return false;
                if (c == 0xf0 && c1 < 0x90) return false; // overlong
                if (c == 0xf4 && c1 >= 0x90) return false; // past U+10FFFF
                i += 4;
            } else {
                return false;
            }
        }
        return true;
    }

    private void room(int count) {
        if (length + count > bytes.length) {
            bytes = Arrays.copyOf(bytes, (int) Math.min(Integer.MAX_VALUE - 8, Math.max(length + (long) count, 2L * bytes.length)));
        }
    }
}
