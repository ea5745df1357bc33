package dev.flint.sourcemaps;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The bytes of a {@code data:} URL as the Fetch standard's "data: URL processor" gives them (notes §1.4): the MIME
 * type is the text before the first {@code ,}; the body after it is percent-decoded, then, when the MIME type ends in
 * {@code ;base64} (any case, spaces allowed before it), forgiving-base64-decoded. Bundlers write
 * {@code data:application/json;charset=utf-8;base64,...}; DevTools' saved traces write percent-encoded JSON.
 */
final class DataUrl {
    private DataUrl() {}

    /** The body's bytes; an exception names what is wrong with the URL. */
    static byte[] decode(String url) throws SourceMapException {
        if (!url.regionMatches(true, 0, "data:", 0, 5)) throw new SourceMapException("data: URL: does not start with data:");
        int comma = url.indexOf(',', 5);
        if (comma < 0) throw new SourceMapException("data: URL: no ',' before the content");
        String mime = url.substring(5, comma).strip();
        byte[] body = percentDecode(url, comma + 1);
        return isBase64(mime) ? forgivingBase64(body) : body;
    }

    private static boolean isBase64(String mime) {
        String lower = mime.toLowerCase(Locale.ROOT);
        if (!lower.endsWith("base64")) return false;
        int i = lower.length() - "base64".length() - 1;
        while (i >= 0 && lower.charAt(i) == ' ') i--;
        return i >= 0 && lower.charAt(i) == ';';
    }

    /** UTF-8 bytes of {@code url} from {@code start}, with every {@code %XX} replaced by its byte. */
    private static byte[] percentDecode(String url, int start) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(url.length() - start);
        int i = start;
        while (i < url.length()) {
            char c = url.charAt(i);
            if (c == '%' && i + 2 < url.length() && hex(url.charAt(i + 1)) >= 0 && hex(url.charAt(i + 2)) >= 0) {
                out.write(hex(url.charAt(i + 1)) * 16 + hex(url.charAt(i + 2)));
                i += 3;
            } else if (c < 0x80) {
                out.write(c);
                i++;
            } else {
                int end = Character.isHighSurrogate(c) && i + 1 < url.length() ? i + 2 : i + 1;
                out.writeBytes(url.substring(i, end).getBytes(StandardCharsets.UTF_8));
                i = end;
            }
        }
        return out.toByteArray();
    }

    private static int hex(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }

    /** Forgiving base64 (WHATWG infra): ASCII whitespace ignored, up to two trailing {@code =} when the length allows. */
    private static byte[] forgivingBase64(byte[] text) throws SourceMapException {
        int length = 0;
        byte[] digits = new byte[text.length];
        for (byte b : text) {
            if (b == ' ' || b == '\t' || b == '\n' || b == '\f' || b == '\r') continue;
            digits[length++] = b;
        }
        if (length % 4 == 0 && length > 0 && digits[length - 1] == '=') {
            length--;
            if (digits[length - 1] == '=') length--;
        }
        if (length % 4 == 1) throw new SourceMapException("data: URL: the base64 content has a bad length");
        ByteArrayOutputStream out = new ByteArrayOutputStream(length * 3 / 4 + 3);
        int buffer = 0;
        int bits = 0;
        for (int i = 0; i < length; i++) {
            int value = digits[i] < 0 ? -1 : Base64Vlq.digit((char) digits[i]);
            if (value < 0) {
                throw new SourceMapException("data: URL: byte " + i + " of the base64 content is not a base64 digit");
            }
            buffer = (buffer << 6 | value) & 0xFFFF;
            bits += 6;
            if (bits >= 8) {
                bits -= 8;
                out.write(buffer >> bits & 0xFF);
            }
        }
        return out.toByteArray();
    }
}
