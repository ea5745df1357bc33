package dev.flint.sourcemaps;

import dev.flint.model.MessageText;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Finding the text of an original source: the map's {@code sourcesContent} first, then a local file (a file://
 * URL or an absolute path), then the best path-suffix match under the folders the user gave ({@code --sources
 * DIR}, {@link SourceFolders}): {@code webpack://app/./src/a.ts} finds {@code DIR/src/a.ts}, JFR's
 * {@code com/x/Foo.java} finds {@code DIR/.../com/x/Foo.java}. Files over {@link #MAX_FILE_BYTES} are not read.
 * Never the network: an http(s) source is found only in the map or under a folder.
 *
 * <p>{@code sourcesContent} is kept by the reader up to its caps (16 M characters an entry, 64 M a map); a longer
 * entry reads as absent here and the text is looked for in files.
 */
public final class SourceTexts {
    /** The largest source file read whole. */
    public static final long MAX_FILE_BYTES = 16L << 20;

    private final SourceFolders folders;

    /** Finds sources in maps and local files, and under {@code folders} (searched recursively, earlier first). */
    public SourceTexts(List<Path> folders) {
        this.folders = new SourceFolders(folders);
    }

    /** The text of source {@code source} of {@code map}. */
    public SourceText find(SourceMap map, int source) {
        String url = map.source(source);
        String content = map.sourceContent(source);
        if (content != null) {
            Path local = url == null ? null : localPath(url);
            return new SourceText(content, local != null && Files.isRegularFile(local) ? local : null,
                    "sourcesContent of " + MessageText.quote(map.mapUrl()));
        }
        if (url == null) return new SourceText(null, null, "the map does not name this source");
        return find(url);
    }

    /** The text of a source named by a URL or a path (a map's source, a V8 script URL, JFR's {@code com/x/Foo.java}). */
    public SourceText find(String sourceUrl) {
        Path local = localPath(sourceUrl);
        if (local != null && Files.isRegularFile(local)) return read(local);
        SourceFolders.Match match = folders.find(sourceUrl);
        if (match != null) {
            SourceText text = read(match.file());
            if (!text.found() || match.alternatives() == 0) return text;
            return new SourceText(text.text(), text.file(), text.from() + " (the best of " + (match.alternatives() + 1)
                    + " equally good matches)");
        }
        String why = folders.isEmpty() ? "; give its folder as a sources folder" : " under the sources folders";
        return new SourceText(null, null, "no text for " + MessageText.quote(sourceUrl) + why);
    }

    /** The local file a file:// URL or an absolute path names, or null. */
    static Path localPath(String url) {
        try {
            if (url.regionMatches(true, 0, "file:", 0, 5)) return Path.of(new URI(url));
            if (SourceUrls.hasScheme(url)) return null;
            Path path = Path.of(url);
            return path.isAbsolute() ? path : null;
        } catch (URISyntaxException | IllegalArgumentException e) { // InvalidPathException too
            return null;
        }
    }

    /** A file's text (UTF-8, bad bytes as U+FFFD, a byte order mark dropped), or why it is not read. */
    static SourceText read(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes((int) MAX_FILE_BYTES + 1);
            if (bytes.length > MAX_FILE_BYTES) {
                return new SourceText(null, file, MessageText.quote(file.toString()) + " is larger than "
                        + (MAX_FILE_BYTES >> 20) + " MB; not read");
            }
            String text = new String(bytes, StandardCharsets.UTF_8);
            if (text.startsWith("\uFEFF")) text = text.substring(1);
            return new SourceText(text, file, file.toString());
        } catch (IOException e) {
            return new SourceText(null, file, "cannot read " + MessageText.quote(file.toString()) + ": "
                    + MessageText.quote(String.valueOf(e.getMessage())));
        }
    }
}
