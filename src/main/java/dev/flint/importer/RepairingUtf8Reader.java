package dev.flint.importer;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * UTF-8 text with each malformed byte sequence read as U+FFFD, as a browser decodes it, counting the
 * sequences so that the importer can say how many it replaced (a decoder set to REPLACE does it silently).
 */
final class RepairingUtf8Reader extends Reader {
    private final InputStream in;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    private final ByteBuffer bytes = ByteBuffer.allocate(1 << 16).flip();
    private boolean endOfInput;
    private boolean flushed;
    private long replaced;

    RepairingUtf8Reader(InputStream in) {
        this.in = in;
    }

    /** How many malformed sequences were read as U+FFFD so far. */
    long replaced() {
        return replaced;
    }

    @Override
    public int read(char[] buffer, int offset, int length) throws IOException {
        if (length == 0) return 0;
        // Once flushed the decoder takes no more calls (IllegalStateException): the text has ended.
        if (flushed) return -1;
        CharBuffer out = CharBuffer.wrap(buffer, offset, length);
        while (out.position() == offset) {
            if (!endOfInput && bytes.remaining() < 4) fill();
            CoderResult result = decoder.decode(bytes, out, endOfInput);
            if (result.isError()) {
                out.put('\uFFFD');
                bytes.position(bytes.position() + result.length());
                replaced++;
            } else if (result.isUnderflow() && endOfInput) {
                if (!flushed) {
                    decoder.flush(out);
                    flushed = true;
                }
                break;
            }
        }
        int read = out.position() - offset;
        return read == 0 ? -1 : read;
    }

    private void fill() throws IOException {
        bytes.compact();
        int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
        if (n < 0) endOfInput = true;
        else bytes.position(bytes.position() + n);
        bytes.flip();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
