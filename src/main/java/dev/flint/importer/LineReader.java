package dev.flint.importer;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Reads UTF-8 text line by line from a stream without holding more than one line, refusing a line longer
 * than a cap (binary junk has no line breaks). Invalid UTF-8 is refused with the line's number by
 * {@link #text}, or read as U+FFFD by {@link #nextText} (perf script: a symbol name with a broken byte should
 * not make a whole recording unreadable).
 */
public final class LineReader {
    private final InputStream in;
    private final int maxLineBytes;
    private final byte[] buffer = new byte[1 << 16];
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    private byte[] line = new byte[256];
    private int bufferEnd;
    private int bufferPos;
    private long lineNumber;
    private boolean atStart = true;

    private final String whatItIsNot;

    LineReader(InputStream in, int maxLineBytes) {
        this(in, maxLineBytes, "folded stacks");
    }

    /** @param whatItIsNot the format a too long line rules out, for its message ("DTrace stacks") */
    public LineReader(InputStream in, int maxLineBytes, String whatItIsNot) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
        this.whatItIsNot = whatItIsNot;
    }

    /** 1-based number of the line {@link #next} returned last. */
    public long lineNumber() {
        return lineNumber;
    }

    /** The bytes of the line {@link #next} read last; valid up to the length it returned. */
    public byte[] bytes() {
        return line;
    }

    /**
     * Reads the next line into {@link #bytes()} without its line break (nor a trailing CR, nor a leading
     * byte order mark) and returns its length, or -1 at the end.
     */
    public int next(String file) throws IOException, ProfileFormatException {
        int length = 0;
        boolean any = false;
        while (true) {
            if (bufferPos == bufferEnd) {
                bufferEnd = in.read(buffer, 0, buffer.length);
                bufferPos = 0;
                if (bufferEnd <= 0) {
                    bufferEnd = 0;
                    if (!any) return -1;
                    break;
                }
            }
            any = true;
            byte b = buffer[bufferPos++];
            if (b == '\n') break;
            if (length == line.length) {
                if (length >= maxLineBytes) {
                    throw new ProfileFormatException(file, "line " + (lineNumber + 1),
                            "the line is longer than " + (maxLineBytes >> 20) + " MiB: not " + whatItIsNot);
                }
                line = java.util.Arrays.copyOf(line, Math.min(maxLineBytes, length * 2));
            }
            line[length++] = b;
        }
        lineNumber++;
        if (atStart) {
            atStart = false;
            if (length >= 3 && (line[0] & 0xff) == 0xef && (line[1] & 0xff) == 0xbb && (line[2] & 0xff) == 0xbf) {
                System.arraycopy(line, 3, line, 0, length - 3);
                length -= 3;
            }
        }
        if (length > 0 && line[length - 1] == '\r') length--;
        return length;
    }

    /** The next line as text, as {@link #next} reads it, bad bytes as U+FFFD; null at the end. */
    public String nextText(String file) throws IOException, ProfileFormatException {
        int length = next(file);
        return length < 0 ? null : new String(line, 0, length, StandardCharsets.UTF_8);
    }

    /** Part of the current line as text; invalid UTF-8 is an error naming the line. */
    public String text(int start, int end, String file) throws ProfileFormatException {
        try {
            return decoder.decode(ByteBuffer.wrap(line, start, end - start)).toString();
        } catch (CharacterCodingException e) {
            throw new ProfileFormatException(file, "line " + lineNumber, "invalid UTF-8 text");
        }
    }
}
