package dev.flint.importer;

import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Text saved as UTF-16 with a byte order mark (Windows tools, PowerShell's {@code >} redirection) turned
 * into UTF-8 as it is read, so detection and every importer see one encoding. The mark itself is dropped;
 * an unpaired surrogate is an error, not a replacement character.
 */
final class Utf16Text {
    private Utf16Text() {}

    /** {@code in} itself (behind a 2-byte peek) unless it starts with a UTF-16 byte order mark. */
    static InputStream asUtf8(InputStream in) throws IOException {
        PushbackInputStream peek = new PushbackInputStream(in, 2);
        byte[] mark = peek.readNBytes(2);
        Charset charset = utf16Charset(mark);
        if (charset == null) {
            peek.unread(mark);
            return peek;
        }
        return new Transcoding(peek, charset);
    }

    /** UTF-16LE or UTF-16BE when {@code start} begins with that byte order mark, else null. */
    static Charset utf16Charset(byte[] start) {
        if (start.length < 2) return null;
        int b0 = start[0] & 0xff;
        int b1 = start[1] & 0xff;
        if (b0 == 0xff && b1 == 0xfe) return StandardCharsets.UTF_16LE;
        if (b0 == 0xfe && b1 == 0xff) return StandardCharsets.UTF_16BE;
        return null;
    }

    private static final class Transcoding extends InputStream {
        private final java.io.Reader reader;
        private final CharsetEncoder encoder = StandardCharsets.UTF_8.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        /** Write mode between refills: holds at most a high surrogate waiting for its pair. */
        private final CharBuffer chars = CharBuffer.allocate(1 << 13);
        /** Read mode: the UTF-8 not yet handed out (3 bytes per char at most, so it never overflows). */
        private final ByteBuffer utf8 = ByteBuffer.allocate(3 << 13);
        private boolean ended;

        Transcoding(InputStream in, Charset charset) {
            CharsetDecoder decoder = charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT);
            this.reader = new java.io.InputStreamReader(in, decoder);
            utf8.flip();
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            if (length == 0) return 0;
            while (!utf8.hasRemaining()) {
                if (ended) return -1;
                refill();
            }
            int n = Math.min(length, utf8.remaining());
            utf8.get(buffer, offset, n);
            return n;
        }

        private void refill() throws IOException {
            if (reader.read(chars) < 0) ended = true;
            chars.flip();
            utf8.clear();
            CoderResult encoded = encoder.encode(chars, utf8, ended);
            if (encoded.isError()) encoded.throwException();
            if (ended) {
                CoderResult flushed = encoder.flush(utf8);
                if (flushed.isError()) flushed.throwException();
            }
            chars.compact();
            utf8.flip();
        }

        @Override
        public void close() throws IOException {
            reader.close();
        }
    }
}
