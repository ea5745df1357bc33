package dev.flint.ui.compare;

import java.io.File;
import java.nio.file.Path;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * Picks one profile file for a side of a comparison. The app asks a {@link FileChooser}; tests hand in
 * paths (headless Monocle has no file chooser: it throws UnsupportedOperationException).
 */
@FunctionalInterface
public interface ProfilePicker {
    /** The chosen file, or null when the user cancels. */
    Path pick(String title, Window owner, Path initialDirectory);

    /** The platform's open dialog. */
    ProfilePicker FILE_CHOOSER = (title, owner, initialDirectory) -> {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        if (initialDirectory != null && initialDirectory.toFile().isDirectory()) {
            chooser.setInitialDirectory(initialDirectory.toFile());
        }
        File chosen = chooser.showOpenDialog(owner);
        return chosen == null ? null : chosen.toPath();
    };
}
