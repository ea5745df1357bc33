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
        try {
            checkRegularFile(file, fileName);
            String first;
            try (BufferedReader reader = open(file)) {
                first = reader.readLine();
                while (first != null && first.isBlank()) first = reader.readLine();
            }
            if (first == null) throw new SymbolFileException(fileName, 0, "the file is empty");
            // A regular file: read again from the start rather than hold a mark over blank lines.
            try (BufferedReader reader = open(file)) {
                if (first.startsWith("MODULE ")) return BreakpadSymbolParser.parse(reader, fileName);
                return NmSymbolParser.parse(reader, fileName, moduleNameFromFileName(file));
            }
        } catch (NoSuchFileException e) {
            throw new SymbolFileException(fileName, 0, "no such file");
        } catch (java.nio.file.AccessDeniedException e) {
            throw new SymbolFileException(fileName, 0, "permission denied: the file cannot be read");
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new SymbolFileException(fileName, 0, "not UTF-8 text: not a symbol file");
        } catch (IOException e) {
            throw new SymbolFileException(fileName, 0, "cannot be read: " + e.getMessage());
        }
    }

    /**
     * Only regular files: /dev/zero or a FIFO would be read forever. A bounded line length and a cap on
     * the inflated size of a gzip keep every read finite.
     */
    private static void checkRegularFile(Path file, String fileName) throws IOException, SymbolFileException {
        java.nio.file.attribute.BasicFileAttributes attributes =
                Files.readAttributes(file, java.nio.file.attribute.BasicFileAttributes.class);
        if (attributes.isDirectory()) throw new SymbolFileException(fileName, 0, "is a directory, not a symbol file");
        if (!attributes.isRegularFile()) {
            throw new SymbolFileException(fileName, 0, "not a regular file (a FIFO or device): save the symbols to a file first");
        }
        if (!Files.isReadable(file)) throw new java.nio.file.AccessDeniedException(fileName);
    }

    private static BufferedReader open(Path file) throws IOException {
        InputStream raw = Files.newInputStream(file);
        try {
            java.nio.charset.CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(java.nio.charset.CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPLACE);
            return new BoundedLineReader(new InputStreamReader(decompressed(raw, Files.size(file)), utf8));
        } catch (IOException | RuntimeException e) {
            raw.close();
            throw e;
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
        try {
            if (!Files.isRegularFile(file)) return false;
        } catch (SecurityException e) {
            return false;
        }
        try (BufferedReader reader = open(file)) {
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

    private static InputStream decompressed(InputStream raw, long storedSize) throws IOException {
        PushbackInputStream in = new PushbackInputStream(raw, 2);
        byte[] magic = in.readNBytes(2);
        in.unread(magic);
        boolean gzip = magic.length == 2 && (magic[0] & 0xff) == 0x1f && (magic[1] & 0xff) == 0x8b;
        return gzip ? new InflationCap(new GZIPInputStream(in, 1 << 16), storedSize) : in;
    }

    /**
     * Symbol text compresses 3-10 times; a gzip that inflates past 100 times its stored size (at least
     * 256 MiB) is refused rather than read into the heap.
     */
    private static final class InflationCap extends java.io.FilterInputStream {
        private final long limit;
        private long count;

        InflationCap(InputStream in, long storedSize) {
            super(in);
            this.limit = Math.max(256L << 20, storedSize > Long.MAX_VALUE / 100 ? Long.MAX_VALUE : storedSize * 100);
        }

        @Override public int read() throws IOException {
            int b = super.read();
            if (b >= 0 && ++count > limit) throw tooLarge();
            return b;
        }

        @Override public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0 && (count += n) > limit) throw tooLarge();
            return n;
        }

        private IOException tooLarge() {
            return new IOException("the gzip inflates to more than " + limit + " bytes: refusing to inflate further");
        }
    }

    /** "libxul.so.nm" -> "libxul.so", "example.txt" -> "example"; a name without extension stays. */
    static String moduleNameFromFileName(Path file) {
        String name = file.getFileName().toString();
        if (name.endsWith(".gz")) name = name.substring(0, name.length() - 3);
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
