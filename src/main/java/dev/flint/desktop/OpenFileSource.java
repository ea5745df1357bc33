package dev.flint.desktop;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * Where documents the platform asks the app to open arrive from (macOS sends them as events, not in
 * argv). The implementation needs AWT, which only {@code ui} may use, so {@code desktop} sees it through
 * this interface ({@code ui.OpenFileEvents::register}).
 */
@FunctionalInterface
public interface OpenFileSource {
    /** Starts delivering opened files to {@code receiver}; returns whether this platform has such events. */
    boolean register(Consumer<List<Path>> receiver);
}
