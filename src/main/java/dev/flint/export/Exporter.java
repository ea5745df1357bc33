package dev.flint.export;

import dev.flint.calltree.CallTree;
import dev.flint.flamegraph.FlameGraphLayout;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * Writes views in an {@link ExportFormat}: the one entry point of {@code flint export} and File ▸ Export.
 * Formats that hold one thread take the first view.
 */
public final class Exporter {
    private Exporter() {}

    /**
     * What an export is of: the views and a name for the file's title.
     *
     * @param defaultView the view of the default thread, the one a format holding many opens on
     */
    public record Request(List<ThreadView> views, String name, ExportFormat format,
                          ImageSize size, int defaultView) {
        public Request {
            views = List.copyOf(views);
            if (views.isEmpty()) throw new IllegalArgumentException("nothing to export: no thread");
            if (size == null) size = ImageSize.DEFAULT;
            if (defaultView < 0 || defaultView >= views.size()) defaultView = 0;
        }

        /** A request whose first view is the default one. */
        public Request(List<ThreadView> views, String name, ExportFormat format, ImageSize size) {
            this(views, name, format, size, 0);
        }
    }

    /**
     * Writes the export to {@code out}.
     *
     * @return warning lines about what the export could not hold (a picture's deepest rows), empty for none
     */
    public static List<String> write(Request request, OutputStream out) throws IOException, ExportException {
        String warning = null;
        switch (request.format()) {
            case FOLDED -> {
                Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
                FoldedWriter.write(request.views().get(0), writer);
                writer.flush();
            }
            case SPEEDSCOPE -> SpeedscopeWriter.write(request.views(), request.defaultView(), request.name(), out);
            case SVG -> {
                FlamePicture picture = picture(request);
                Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
                SvgWriter.write(picture, writer);
                writer.flush();
                warning = picture.warning();
            }
            case PNG -> {
                ImageRenderer renderer = ImageRenderer.find();
                if (renderer == null) {
                    throw new ExportException("PNG export needs Flint's picture renderer (dev.flint.ui.export), "
                            + "which this build lacks: export svg instead");
                }
                FlamePicture picture = picture(request);
                renderer.writePng(picture, out);
                warning = picture.warning();
            }
        }
        out.flush();
        return warning == null ? List.of() : List.of(warning);
    }

    /** The flame graph of the first view, of the request's size. */
    static FlamePicture picture(Request request) {
        ThreadView view = request.views().get(0);
        FlameGraphLayout layout = FlameGraphLayout.of(CallTree.build(view.thread(), view.options()));
        return FlamePicture.of(layout, request.name(), view.label(), request.size());
    }

    /**
     * Writes to {@code file} through a temporary file beside it, so that a failed export leaves no half file
     * and an existing file is replaced only by a whole one. {@code file} must be a regular file the user may
     * write, or a new one ({@link ExportTarget}).
     *
     * @throws ExportTarget.RefusedException (an IOException) for a target no export may replace
     */
    public static List<String> write(Request request, Path file) throws IOException, ExportException {
        return write(request, file, false);
    }

    /** @param namedAsFolder the name was written with a trailing separator ({@code out/}): a folder */
    public static List<String> write(Request request, Path file, boolean namedAsFolder)
            throws IOException, ExportException {
        Path target = ExportTarget.resolve(file, namedAsFolder);
        // A short name of its own, not the target's plus a suffix: a legal 250-byte name would pass 255 bytes.
        // createFile, not createTempFile: the export gets the umask's permissions, not owner-only ones.
        Path temporary = target.resolveSibling(".flint-export-" + Long.toHexString(System.nanoTime()) + ".part");
        Files.createFile(temporary);
        boolean done = false;
        List<String> warnings;
        try {
            try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(temporary), 1 << 16)) {
                warnings = write(request, out);
            }
            keepMode(target, temporary);
            try {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (java.nio.file.AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
        } finally {
            if (!done) Files.deleteIfExists(temporary);
        }
        return warnings;
    }

    /** A replaced file keeps its permissions: an export over a group-readable file stays group-readable. */
    private static void keepMode(Path target, Path temporary) {
        try {
            Files.setPosixFilePermissions(temporary, Files.getPosixFilePermissions(target));
        } catch (IOException | UnsupportedOperationException e) {
            // a new file (nothing to keep) or no POSIX modes: the umask's permissions stand
        }
    }
}
