package dev.flint.importer.perf;

import dev.flint.importer.ProfileFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Lines of a text stream, one at a time, decoded as UTF-8 (bad bytes become U+FFFD: a symbol name with a
 * broken byte should not make a whole recording unreadable), without the line break or a trailing CR. A
 * line longer than a cap is refused: binary junk has no line breaks.
 */
final class TextLines {
    private final InputStream in;
    private final int maxLineBytes;
    private final byte[] buffer = new byte[1 << 16];
    private byte[] line = new byte[256];
    private int bufferEnd;
    private int bufferPos;
    private long lineNumber;

    TextLines(InputStream in, int maxLineBytes) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
    }

    /** 1-based number of the line {@link #next} returned last. */
    long lineNumber() {
        return lineNumber;
    }

    /** The next line, or null at the end of the stream. */
    String next(String file, String whatItIsNot) throws IOException, ProfileFormatException {
        int length = 0;
        boolean any = false;
        while (true) {
            if (bufferPos == bufferEnd) {
                bufferEnd = in.read(buffer, 0, buffer.length);
                bufferPos = 0;
                if (bufferEnd <= 0) {
                    bufferEnd = 0;
                    if (!any) return null;
                    break;
                }
            }
            any = true;
            byte b = buffer[bufferPos++];
            if (b == '\n') break;
            if (length == line.length) {
                if (length >= maxLineBytes) {
                    throw new ProfileFormatException(file, "line " + (lineNumber + 1), "the line is longer than "
                            + (maxLineBytes >> 20) + " MiB: not " + whatItIsNot);
                }
                line = java.util.Arrays.copyOf(line, Math.min(maxLineBytes, length * 2));
            }
            line[length++] = b;
        }
        lineNumber++;
        if (length > 0 && line[length - 1] == '\r') length--;
        int start = lineNumber == 1 && length >= 3 && (line[0] & 0xff) == 0xef && (line[1] & 0xff) == 0xbb
                && (line[2] & 0xff) == 0xbf ? 3 : 0;
        return new String(line, start, length - start, StandardCharsets.UTF_8);
    }
}
