package dev.flint.importer.perfetto;

import java.util.Locale;

/**
 * Build ids as Perfetto interns them (InternedData.build_ids: the raw bytes of an ELF build id, or hex text
 * from producers that have it as text) and as the symbols feature matches libraries (a Breakpad debug id).
 */
final class BuildIds {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private BuildIds() {}

    /** Upper-case hex of the id: text that is already hex stays as it is. */
    static String text(byte[] bytes) {
        boolean hexText = bytes.length > 0;
        for (byte b : bytes) {
            if (!(b >= '0' && b <= '9' || b >= 'a' && b <= 'f' || b >= 'A' && b <= 'F')) hexText = false;
        }
        if (hexText) return new String(bytes, java.nio.charset.StandardCharsets.US_ASCII).toUpperCase(Locale.ROOT);
        StringBuilder hex = new StringBuilder(bytes.length * 2);
        for (byte b : bytes) hex.append(HEX[(b >> 4) & 15]).append(HEX[b & 15]);
        return hex.toString();
    }

    /**
     * The Breakpad debug id of an ELF build id given as hex (dump_syms: the first 16 bytes read as a GUID, its
     * first three fields byte-swapped, then age 0); an id already of Breakpad's 33 digits stays; null when the
     * text is shorter than 16 bytes.
     */
    static String breakpadId(String hex) {
        if (hex == null) return null;
        if (hex.length() == 33) return hex;
        if (hex.length() < 32 || hex.length() % 2 != 0) return null;
        StringBuilder id = new StringBuilder(33);
        for (int i : new int[] {3, 2, 1, 0, 5, 4, 7, 6}) id.append(hex, 2 * i, 2 * i + 2);
        id.append(hex, 16, 32);
        return id.append('0').toString();
    }
}
