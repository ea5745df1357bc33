package dev.flint.desktop;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Decides, at launch, whether this process opens the window or hands its files to one that is already
 * open. Under a file lock (two double-clicks at once must not both become the instance): if the
 * published instance answers, forward to it; otherwise serve and publish ourselves. Every failure of the
 * machinery (unwritable directory, no loopback) falls back to an ordinary standalone launch.
 */
public final class SingleInstance {
    static final Duration FORWARD_TIMEOUT = Duration.ofSeconds(2);
    private static final String LOCK_NAME = "instance.lock";

    /** What this launch should do. */
    public sealed interface Outcome {
        /** A running instance took the files: exit. */
        record Forwarded(int fileCount) implements Outcome {}

        /** We are the instance: later launches reach {@code server}. Open the window. */
        record Serving(InstanceServer server) implements Outcome {}

        /** Open the window without serving (another instance runs and we had no files, or no machinery). */
        record Standalone(String reason) implements Outcome {}
    }

    private SingleInstance() {}

    /**
     * @param directory per-user directory for the published file and the lock (created owner-only)
     * @param files     absolute paths this launch was asked to open
     * @param receiver  where files from later launches go when we become the instance
     */
    public static Outcome start(Path directory, List<Path> files, Consumer<List<Path>> receiver) {
        try {
            createOwnerOnly(directory);
            try (FileChannel lockChannel = FileChannel.open(directory.resolve(LOCK_NAME),
                    StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                 FileLock lock = lockChannel.lock()) {
                return decide(directory, files, receiver);
            }
        } catch (IOException | RuntimeException e) {
            return new Outcome.Standalone("single-instance check failed: " + e.getMessage());
        }
    }

    private static Outcome decide(Path directory, List<Path> files, Consumer<List<Path>> receiver)
            throws IOException {
        Optional<InstanceFile> running = InstanceFile.read(directory);
        if (running.isPresent() && !running.get().processGone()
                && InstanceClient.forward(running.get(), files, FORWARD_TIMEOUT)) {
            return files.isEmpty()
                    ? new Outcome.Standalone("another instance is running and there is nothing to hand it")
                    : new Outcome.Forwarded(files.size());
        }
        InstanceServer server = InstanceServer.start(receiver);
        InstanceFile published = server.publication();
        try {
            published.write(directory);
        } catch (IOException e) {
            server.close();
            throw e;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> published.deleteIfOwned(directory),
                "flint-instance-cleanup"));
        return new Outcome.Serving(server);
    }

    private static void createOwnerOnly(Path directory) throws IOException {
        if (Files.isDirectory(directory)) return;
        Files.createDirectories(directory);
        InstanceFile.ownerOnly(directory);
    }
}
