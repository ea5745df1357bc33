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

    /** What a client asked: its token and the paths as sent. */
    record Request(String token, List<String> paths) {}

    private InstanceProtocol() {}

    static void writeRequest(DataOutputStream out, String token, List<Path> files) throws IOException {
        out.writeInt(MAGIC);
        out.writeByte(VERSION);
        out.writeUTF(token);
        out.writeInt(files.size());
        for (Path file : files) out.writeUTF(file.toString());
        out.flush();
    }

    static Request readRequest(DataInputStream in) throws IOException {
        if (in.readInt() != MAGIC) throw new ProtocolException("not a Flint client");
        int version = in.readUnsignedByte();
        if (version != VERSION) throw new ProtocolException("protocol version " + version);
        String token = in.readUTF();
        int count = in.readInt();
        if (count < 0 || count > MAX_FILES) throw new ProtocolException("file count " + count);
        List<String> paths = new ArrayList<>(count);
        for (int i = 0; i < count; i++) paths.add(in.readUTF());
        return new Request(token, paths);
    }
}
