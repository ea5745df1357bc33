package dev.flint.ui.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Where File ▸ Open starts: the folder of the file opened last, else the shown tab's folder (the sample's, on a
 * first start), else the user's home. Without one, GTK's dialog opens on its "Recent" view, empty for a new user.
 */
final class OpenFolder {
    private OpenFolder() {}

    /** The first of those that is a folder here; null when none is (the dialog then picks). */
    static Path initial(List<Path> recentFiles, Path shownFile, Path home) {
        Path last = recentFiles.isEmpty() ? null : recentFiles.get(0).toAbsolutePath().getParent();
        Path shown = shownFile == null ? null : shownFile.toAbsolutePath().getParent();
        for (Path folder : new Path[] {last, shown, home}) {
            if (folder != null && Files.isDirectory(folder)) return folder;
        }
        return null;
    }
}
