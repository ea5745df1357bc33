package dev.flint.desktop;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.ProtocolException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The bytes a second launch sends to the running instance over loopback:
 * {@code int MAGIC, byte VERSION, UTF token, int count, count × UTF absolute path}; the instance answers
 * one byte, {@link #ACCEPTED} or {@link #REJECTED}. Paths travel as strings in modified UTF-8
 * ({@link DataOutputStream#writeUTF}), which carries any character a file name can hold, newlines included.
 */
final class InstanceProtocol {
    /** "FLNT": anything else on the port (a stale file pointing at another service) is not us. */
    static final int MAGIC = 0x464C4E54;
    static final byte VERSION = 1;
    /** More files than anyone selects in a file manager; bounds what a confused client can make us allocate. */
    static final int MAX_FILES = 10_000;
    static final int ACCEPTED = 1;
    static final int REJECTED = 0;

    private InstanceProtocol() {}

    static void writeRequest(DataOutputStream out, String token, List<Path> files) throws IOException {
        out.writeInt(MAGIC);
        out.writeByte(VERSION);
        out.writeUTF(token);
        out.writeInt(files.size());
        for (Path file : files) out.writeUTF(file.toString());
        out.flush();
    }

    /**
     * The longest path a client may send, in bytes of modified UTF-8: Linux's PATH_MAX. With
     * {@link #MAX_FILES} it bounds a request at 40 MB, against 655 MB when each path could take writeUTF's
     * 65,535 bytes.
     */
    static final int MAX_PATH_BYTES = 4096;

    /** The header up to the token; the caller checks the token before reading a byte of the file list. */
    static String readToken(DataInputStream in) throws IOException {
        if (in.readInt() != MAGIC) throw new ProtocolException("not a Flint client");
        int version = in.readUnsignedByte();
        if (version != VERSION) throw new ProtocolException("protocol version " + version);
        return readBounded(in, MAX_PATH_BYTES);
    }

    /** The file list after an accepted token. */
    static List<String> readPaths(DataInputStream in) throws IOException {
        int count = in.readInt();
        if (count < 0 || count > MAX_FILES) throw new ProtocolException("file count " + count);
        List<String> paths = new ArrayList<>(Math.min(count, 64));
        for (int i = 0; i < count; i++) paths.add(readBounded(in, MAX_PATH_BYTES));
        return paths;
    }

    /** {@link DataInputStream#readUTF} refusing, before reading it, a string longer than {@code maxBytes}. */
    private static String readBounded(DataInputStream in, int maxBytes) throws IOException {
        in.mark(2);
        int length = in.readUnsignedShort();
        if (length > maxBytes) throw new ProtocolException("a string of " + length + " bytes");
        in.reset();
        return in.readUTF();
    }
}
