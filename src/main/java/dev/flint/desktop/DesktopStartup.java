package dev.flint.desktop;

import java.io.PrintStream;

/**
 * What {@code Main} does between parsing the arguments and starting JavaFX: listen for macOS open-file
 * events, become (or hand off to) the single running instance, and queue the launch's own files for
 * the window.
 */
public final class DesktopStartup {
    private DesktopStartup() {}

    /**
     * Returns false when a running instance took the files and this process should exit with 0.
     *
     * @param openFiles where the platform's open-file events come from (macOS), registered first
     */
    public static boolean prepare(LaunchArguments launch, PrintStream out, PrintStream err, OpenFileSource openFiles) {
        for (String problem : launch.unusable()) err.println(problem);
        PendingFiles pending = PendingFiles.get();
        openFiles.register(pending::offer);
        if (!launch.newInstance()) {
            SingleInstance.Outcome outcome =
                    SingleInstance.start(InstanceDirectory.forCurrentUser(), launch.files(), pending::offer);
            if (outcome instanceof SingleInstance.Outcome.Forwarded forwarded) {
                out.println("flint: opened " + forwarded.fileCount()
                        + (forwarded.fileCount() == 1 ? " file" : " files") + " in the running window");
                return false;
            }
        }
        pending.offer(launch.files());
        return true;
    }
}
