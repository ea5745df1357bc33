package dev.flint.desktop;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import java.util.Properties;

/**
 * What a running instance publishes so a second launch can reach it: the loopback port it listens on,
 * the secret a client must present, and its process id. Lives in a per-user directory and is written
 * owner-only, so another local user can see the port but cannot open files in our window.
 * The file may be stale (the instance crashed, the port now belongs to something else); readers only
 * take it as a hint and let {@link InstanceClient} prove it.
 *
 * @param port  TCP port on 127.0.0.1
 * @param token random secret, hex
 * @param pid   the serving process, to skip connecting when it is plainly gone
 */
public record InstanceFile(int port, String token, long pid) {
    static final String NAME = "instance";

    /** The published instance in {@code directory}, empty when there is none or it is unreadable. */
    public static Optional<InstanceFile> read(Path directory) {
        Path file = directory.resolve(NAME);
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(Files.readString(file, StandardCharsets.UTF_8)));
            int port = Integer.parseInt(properties.getProperty("port", ""));
            String token = properties.getProperty("token", "");
            long pid = Long.parseLong(properties.getProperty("pid", "-1"));
            if (port <= 0 || port > 65535 || token.isEmpty()) return Optional.empty();
            return Optional.of(new InstanceFile(port, token, pid));
        } catch (IOException | NumberFormatException e) {
            // Missing, half-written by an older crash, or edited by hand: as good as no instance.
            return Optional.empty();
        }
    }

    /** Publishes this instance in {@code directory}, replacing whatever was there in one atomic step. */
    public void write(Path directory) throws IOException {
        String text = "port=" + port + "\ntoken=" + token + "\npid=" + pid + "\n";
        Path temp = Files.createTempFile(directory, NAME, ".tmp");
        try {
            ownerOnly(temp);
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            try {
                Files.move(temp, directory.resolve(NAME), StandardCopyOption.REPLACE_EXISTING,
                        StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, directory.resolve(NAME), StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** Removes the published file if it is still ours (a newer instance may have replaced it). */
    public void deleteIfOwned(Path directory) {
        Optional<InstanceFile> current = read(directory);
        if (current.isPresent() && current.get().token.equals(token)) {
            try {
                Files.deleteIfExists(directory.resolve(NAME));
            } catch (IOException e) {
                // Leaving a stale file is harmless: the next launch sees nobody answer and replaces it.
            }
        }
    }

    /** Whether the recorded process is known to be gone; unknown (pid -1, no permission) counts as alive. */
    boolean processGone() {
        if (pid < 0) return false;
        return ProcessHandle.of(pid).map(handle -> !handle.isAlive()).orElse(true);
    }

    static void ownerOnly(Path path) throws IOException {
        if (Files.getFileStore(path).supportsFileAttributeView("posix")) {
            String permissions = Files.isDirectory(path) ? "rwx------" : "rw-------";
            Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(permissions));
        }
    }
}
