package dev.flint.symbols;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PushbackInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * Reads a symbol file, telling the format by content: a Breakpad {@code .sym} starts with a MODULE
 * record, anything else is taken as {@code nm} output. Gzip-compressed files are read too. nm output does
 * not name its module, so the file name stands in for it ({@code libxul.so.nm} is for {@code libxul.so}).
 */
public final class SymbolFiles {
    private SymbolFiles() {}

    public static SymbolTable read(Path file) throws SymbolFileException {
        dev.flint.model.UiThreadGuard.check("SymbolFiles.read");
        String fileName = file.toString();
        try (InputStream raw = Files.newInputStream(file);
             BufferedReader reader = new BufferedReader(new InputStreamReader(decompressed(raw), StandardCharsets.UTF_8))) {
            reader.mark(1 << 16);
            String first = reader.readLine();
            while (first != null && first.isBlank()) first = reader.readLine();
            if (first == null) throw new SymbolFileException(fileName, 0, "the file is empty");
            reader.reset();
            if (first.startsWith("MODULE ")) return BreakpadSymbolParser.parse(reader, fileName);
            return NmSymbolParser.parse(reader, fileName, moduleNameFromFileName(file));
        } catch (NoSuchFileException e) {
            throw new SymbolFileException(fileName, 0, "no such file");
        } catch (IOException e) {
            throw new SymbolFileException(fileName, 0, "cannot be read: " + e.getMessage());
        }
    }

    /**
     * Whether a file is a symbol table rather than a profile (for a file dropped on the window): named
     * {@code .sym} or {@code .nm} (optionally {@code .gz}), or starting with a Breakpad MODULE record or an
     * nm line. Unreadable files are not.
     */
    public static boolean isSymbolFile(Path file) {
        if (hasSymbolFileName(file)) return true;
        // Reading (and maybe gunzipping) the file: never on a drag-over or any other UI event.
        dev.flint.model.UiThreadGuard.check("SymbolFiles.isSymbolFile");
        try (InputStream raw = Files.newInputStream(file);
             BufferedReader reader = new BufferedReader(new InputStreamReader(decompressed(raw), StandardCharsets.UTF_8))) {
            String first = reader.readLine();
            while (first != null && first.isBlank()) first = reader.readLine();
            return first != null && (first.startsWith("MODULE ") || NM_LINE.matcher(first.strip()).matches());
        } catch (IOException unreadable) {
            return false;
        }
    }

    /** Named {@code .sym} or {@code .nm}, optionally {@code .gz}: decided without reading the file. */
    public static boolean hasSymbolFileName(Path file) {
        Path fileName = file.getFileName();
        if (fileName == null) return false;
        String name = fileName.toString().toLowerCase(java.util.Locale.ROOT);
        if (name.endsWith(".gz")) name = name.substring(0, name.length() - 3);
        return name.endsWith(".sym") || name.endsWith(".nm");
    }

    private static final java.util.regex.Pattern NM_LINE =
            java.util.regex.Pattern.compile("[0-9a-fA-F]{8,16}( [0-9a-fA-F]{8,16})? [A-Za-z] \\S.*");

    private static InputStream decompressed(InputStream raw) throws IOException {
        PushbackInputStream in = new PushbackInputStream(raw, 2);
        byte[] magic = in.readNBytes(2);
        in.unread(magic);
        boolean gzip = magic.length == 2 && (magic[0] & 0xff) == 0x1f && (magic[1] & 0xff) == 0x8b;
        return gzip ? new GZIPInputStream(in) : in;
    }

    /** "libxul.so.nm" -> "libxul.so", "example.txt" -> "example"; a name without extension stays. */
    static String moduleNameFromFileName(Path file) {
        String name = file.getFileName().toString();
        if (name.endsWith(".gz")) name = name.substring(0, name.length() - 3);
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
