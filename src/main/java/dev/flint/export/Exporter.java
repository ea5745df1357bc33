package dev.flint.export;

import dev.flint.model.ProfileFormat;
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

    /** What an export is of: the views, the profile's format and a name for the file's title. */
    public record Request(List<ThreadView> views, ProfileFormat profileFormat, String name, ExportFormat format,
                          ImageSize size) {
        public Request {
            views = List.copyOf(views);
            if (views.isEmpty()) throw new IllegalArgumentException("nothing to export: no thread");
            if (size == null) size = ImageSize.DEFAULT;
        }
    }

    public static void write(Request request, OutputStream out) throws IOException, ExportException {
        switch (request.format()) {
            case FOLDED -> {
                Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
                FoldedWriter.write(request.views().get(0), writer);
                writer.flush();
            }
            case SPEEDSCOPE -> SpeedscopeWriter.write(request.views(), request.profileFormat(), request.name(), out);
            case SVG, PNG -> throw new ExportException(request.format().key() + " export is not built yet");
        }
        out.flush();
    }

    /**
     * Writes to {@code file} through a temporary file beside it, so that a failed export leaves no half file
     * and an existing file is replaced only by a whole one.
     */
    public static void write(Request request, Path file) throws IOException, ExportException {
        Path absolute = file.toAbsolutePath();
        Path directory = absolute.getParent();
        Path temporary = Files.createTempFile(directory, "." + absolute.getFileName(), ".part");
        boolean done = false;
        try {
            try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(temporary), 1 << 16)) {
                write(request, out);
            }
            try {
                Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (java.nio.file.AtomicMoveNotSupportedException e) {
                Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
        } finally {
            if (!done) Files.deleteIfExists(temporary);
        }
    }
}
