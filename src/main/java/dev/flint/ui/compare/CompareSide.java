package dev.flint.ui.compare;

import dev.flint.ui.session.TabSession;
import dev.flint.viewmodel.LoadedThread;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Platform;

/**
 * One side of a comparison: its file and a {@link TabSession} holding the file as a tab holds it, so source maps
 * (found on their own or given) replace its threads as they do in a tab; the diff reads the side's threads from
 * the session.
 *
 * @param defaultThread the index in the session's threads that the window compares first (as {@code flint diff}
 *                      picks without {@code --thread})
 */
public record CompareSide(Path file, TabSession session, int defaultThread) {
    /** The side's session over what was loaded, with the maps it found on its own (on the FX thread). */
    static CompareSide open(CompareLoadService.Side side) {
        TabSession session = new TabSession(Platform::runLater);
        session.setProfile(side.loaded());
        side.maps().applyTo(session);
        return new CompareSide(side.file(), session, side.defaultThread());
    }

    /** The side's threads now (a thread mapped since its load is its new version). */
    public List<LoadedThread> threads() {
        return session.profileProperty().get().threads();
    }

}
