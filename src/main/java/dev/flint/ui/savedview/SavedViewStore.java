package dev.flint.ui.savedview;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Properties;

/**
 * The remembered views, one small JSON document each in {@code SETTINGS_DIR/views/} (read and written whole with
 * Jackson; a {@code KEY.properties} an older Flint wrote is still read), named by a hash of the
 * profile's absolute path and content fingerprint: a file edited or replaced in place gets a new key and its
 * old view is not offered for it. The fingerprint is SHA-256 over the size and the first and last MiB, so that
 * keying a gigabyte trace costs two reads of a MiB, not a second pass over the file.
 */
public final class SavedViewStore {
    static final int FINGERPRINT_BYTES = 1 << 20;

    private final Path directory;

    public SavedViewStore(Path directory) {
        this.directory = directory;
    }

    public Path directory() { return directory; }

    /** The key of {@code file} as it is now. @throws IOException when it cannot be read */
    public static String keyOf(Path file) throws IOException {
        Path absolute = file.toAbsolutePath().normalize();
        MessageDigest digest = sha256();
        digest.update(absolute.toString().getBytes(StandardCharsets.UTF_8));
        digest.update((byte) 0);
        try (var channel = Files.newByteChannel(absolute)) {
            long size = channel.size();
            digest.update(Long.toString(size).getBytes(StandardCharsets.US_ASCII));
            digest.update(read(channel, 0, (int) Math.min(size, FINGERPRINT_BYTES)));
            if (size > FINGERPRINT_BYTES) {
                long tail = Math.max(FINGERPRINT_BYTES, size - FINGERPRINT_BYTES);
                digest.update(read(channel, tail, (int) (size - tail)));
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static byte[] read(java.nio.channels.SeekableByteChannel channel, long at, int length) throws IOException {
        java.nio.ByteBuffer buffer = java.nio.ByteBuffer.allocate(length);
        channel.position(at);
        while (buffer.hasRemaining() && channel.read(buffer) >= 0) { /* fills the buffer */ }
        return buffer.array();
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /**
     * The mapper, made at its first use: a load or save on the saved-views thread. A field of the store itself was
     * made when the FX thread made the store (every new tab's view), and an ObjectMapper's first making cost about
     * 40 ms of the FX thread between a file's load and its first paint.
     */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper()
                .enable(SerializationFeature.INDENT_OUTPUT)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    }

    private Path fileOf(String key) {
        return directory.resolve(key + ".json");
    }

    /** Where older Flints kept the view. */
    private Path legacyFileOf(String key) {
        return directory.resolve(key + ".properties");
    }

    /** The view remembered under {@code key}, null when none (or the file is damaged). */
    public SavedView load(String key) {
        Path file = fileOf(key);
        try {
            if (Files.isRegularFile(file)) return SavedView.fromDocument(Json.MAPPER.readValue(file.toFile(), SavedView.Document.class));
            Path legacy = legacyFileOf(key);
            if (!Files.isRegularFile(legacy)) return null;
            Properties properties = new Properties();
            try (InputStream in = Files.newInputStream(legacy)) {
                properties.load(in);
            }
            return SavedView.fromProperties(properties);
        } catch (IOException | IllegalArgumentException e) {
            return null;
        }
    }

    /** Remembers {@code view} under {@code key} (whole or not at all). */
    public void save(String key, SavedView view) throws IOException {
        Files.createDirectories(directory);
        Path temporary = directory.resolve(key + ".part");
        Json.MAPPER.writeValue(temporary.toFile(), view.toDocument());
        Files.move(temporary, fileOf(key), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        Files.deleteIfExists(legacyFileOf(key));
    }

    /** Forgets the view under {@code key}. */
    public void forget(String key) throws IOException {
        Files.deleteIfExists(fileOf(key));
        Files.deleteIfExists(legacyFileOf(key));
    }
}
