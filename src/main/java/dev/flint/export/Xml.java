package dev.flint.export;

/** Text as XML character data or attribute value. */
final class Xml {
    private Xml() {}

    /**
     * Escapes {@code & < > "} and replaces what XML 1.0 cannot hold (control characters but tab and line
     * breaks, lone surrogates, U+FFFE/U+FFFF) by U+FFFD.
     */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                out.append(c).append(text.charAt(++i));
                continue;
            }
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                default -> {
                    boolean allowed = c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c < 0xD800)
                            || (c >= 0xE000 && c <= 0xFFFD);
                    out.append(allowed ? c : '\uFFFD');
                }
            }
        }
        return out.toString();
    }
}
