package dev.flint.importer;

import java.nio.charset.StandardCharsets;

/**
 * Files users try that Flint does not read (yet): each is recognised in one named method here and refused
 * with one line that says what the file looks like and what to do. An importer for one of these formats
 * takes its recognition from here into {@link FormatDetector} and drops the refusal.
 */
final class ForeignFormats {
    private ForeignFormats() {}

    /** The refusal for the (decompressed) start of a file, or null when it is none of these. */
    static String refusal(byte[] head) {
        if (startsWith(head, 0x1f, 0x8b)) return "a gzip file inside a gzip file: decompress it once first";
        if (startsWith(head, 0xfd, '7', 'z', 'X', 'Z', 0x00)) return "an xz-compressed file: decompress it first (xz -d)";
        if (startsWith(head, 0x28, 0xb5, 0x2f, 0xfd)) return "a zstd-compressed file: decompress it first (zstd -d)";
        if (isBzip2(head)) return "a bzip2-compressed file: decompress it first (bunzip2)";
        if (startsWith(head, 0x04, 0x22, 0x4d, 0x18)) return "an lz4-compressed file: decompress it first (lz4 -d)";
        if (startsWith(head, '7', 'z', 0xbc, 0xaf, 0x27, 0x1c)) return "a 7z archive: extract the profile from it first";
        if (startsWith(head, 'P', 'K', 3, 4) || startsWith(head, 'P', 'K', 5, 6) || startsWith(head, 'P', 'K', 7, 8)) {
            return "a zip archive: extract the profile from it first";
        }
        if (startsWith(head, 'b', 'p', 'l', 'i', 's', 't')) return plist();
        if (startsWith(head, 0x7f, 'E', 'L', 'F')) return "an ELF executable or library, not a profile";
        String text = textStart(head);
        if (text.startsWith("<?xml") || text.startsWith("<plist") || text.startsWith("<!DOCTYPE plist")) {
            if (text.contains("<plist") || text.contains("DOCTYPE plist")) return plist();
            if (text.contains("<trace-toc") || text.contains("<trace-query-result")) {
                return "an Instruments (xctrace export) XML document: not supported";
            }
            return "an XML document, not a profile Flint reads";
        }
        String lower = text.toLowerCase(java.util.Locale.ROOT);
        if (lower.startsWith("<!doctype html") || lower.startsWith("<html")) {
            return "an HTML page, not a profile (a saved web page or an error page instead of the download?)";
        }
        return null;
    }

    static String plist() {
        return "an Apple property list (Instruments data?): not supported; Instruments traces are not read";
    }

    /** A directory that macOS shows as one file. */
    static String instrumentsBundle() {
        return "an Instruments .trace bundle (a directory): not supported";
    }

    static String devtoolsRecording() {
        return "a Firefox DevTools performance-panel recording (\"Recorded Performance Data\"): not supported";
    }

    private static boolean isBzip2(byte[] head) {
        return head.length >= 4 && head[0] == 'B' && head[1] == 'Z' && head[2] == 'h' && head[3] >= '1' && head[3] <= '9';
    }

    /** The first 4 KiB as text, after a UTF-8 byte order mark and white space. */
    private static String textStart(byte[] head) {
        int start = head.length >= 3 && (head[0] & 0xff) == 0xef && (head[1] & 0xff) == 0xbb
                && (head[2] & 0xff) == 0xbf ? 3 : 0;
        int end = Math.min(head.length, start + 4096);
        return new String(head, start, end - start, StandardCharsets.UTF_8).stripLeading();
    }

    private static boolean startsWith(byte[] head, int... magic) {
        if (head.length < magic.length) return false;
        for (int i = 0; i < magic.length; i++) {
            if ((head[i] & 0xff) != (magic[i] & 0xff)) return false;
        }
        return true;
    }
}
