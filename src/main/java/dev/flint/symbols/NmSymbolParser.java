package dev.flint.symbols;

import java.io.BufferedReader;
import java.io.IOException;

/**
 * Reads {@code nm} output, e.g. of {@code nm -C --defined-only} (optionally with {@code -S} sizes):
 * <pre>
 * 0000000000001139 T main
 * 0000000000001149 0000000000000022 T doSomething(int)
 * </pre>
 * Only code symbols are kept (types T, t, W, w, i): data symbols live elsewhere in the address space and
 * would otherwise capture addresses past the end of the code. Undefined symbols (no address), file
 * headers ({@code foo.o:}) and blank lines are skipped.
 */
final class NmSymbolParser {
    private NmSymbolParser() {}

    static SymbolTable parse(BufferedReader reader, String fileName, String moduleName)
            throws IOException, SymbolFileException {
        SymbolTable.Builder builder = new SymbolTable.Builder("nm").module(moduleName, null);
        String text;
        int lineNumber = 0;
        int kept = 0;
        while ((text = reader.readLine()) != null) {
            lineNumber++;
            String line = text.strip();
            if (line.isEmpty() || line.endsWith(":")) continue;
            String[] parts = line.split("\\s+", 4);
            if (parts.length < 3 || !isHex(parts[0])) {
                if (parts.length >= 2 && parts[0].length() == 1) continue;
                throw new SymbolFileException(fileName, lineNumber, "not an nm line (ADDRESS [SIZE] TYPE NAME): "
                        + BreakpadSymbolParser.abbreviate(text));
            }
            int typeField = parts.length == 4 && isHex(parts[1]) && parts[2].length() == 1 ? 2 : 1;
            String type = parts[typeField];
            String name = line.split("\\s+", typeField + 2)[typeField + 1];
            if (type.length() != 1 || name.isEmpty()) {
                throw new SymbolFileException(fileName, lineNumber, "not an nm line (ADDRESS [SIZE] TYPE NAME): "
                        + BreakpadSymbolParser.abbreviate(text));
            }
            if ("TtWwi".indexOf(type.charAt(0)) < 0) continue;
            builder.function(Long.parseUnsignedLong(parts[0], 16), withoutSymbolVersion(name));
            kept++;
        }
        if (kept == 0) throw new SymbolFileException(fileName, 0, "no code symbols (nm types T, t, W, w, i) in the file");
        return builder.build();
    }

    /** {@code nm -D} appends ELF symbol versions ({@code __poll@@GLIBC_2.2.5}); the function is {@code __poll}. */
    static String withoutSymbolVersion(String name) {
        int at = name.indexOf('@');
        if (at <= 0) return name;
        int version = name.charAt(at + 1 < name.length() ? at + 1 : at) == '@' ? at + 2 : at + 1;
        for (int i = version; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!(Character.isLetterOrDigit(c) || c == '_' || c == '.')) return name;
        }
        return version < name.length() ? name.substring(0, at) : name;
    }

    private static boolean isHex(String s) {
        if (s.isEmpty() || s.length() > 16) return false;
        for (int i = 0; i < s.length(); i++) {
            if (Character.digit(s.charAt(i), 16) < 0) return false;
        }
        return true;
    }
}
