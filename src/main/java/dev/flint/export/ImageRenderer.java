package dev.flint.export;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Draws a {@link FlamePicture} as a PNG. The engine draws nothing itself (it may not use java.awt or JavaFX);
 * the UI layer supplies the renderer as a {@link java.util.ServiceLoader} service, so {@code flint export
 * --format png} reaches it without the engine naming the UI.
 */
public interface ImageRenderer {
    void writePng(FlamePicture picture, OutputStream out) throws IOException;

    /** The renderer on the class path, null when there is none. */
    static ImageRenderer find() {
        return java.util.ServiceLoader.load(ImageRenderer.class).findFirst().orElse(null);
    }
}
