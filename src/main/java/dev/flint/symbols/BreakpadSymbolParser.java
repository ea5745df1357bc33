package dev.flint.symbols;

import java.io.BufferedReader;
import java.io.IOException;

/**
 * Reads a Breakpad {@code .sym} file, line by line:
 * <pre>
 * MODULE Linux x86_64 44E4EC8C2F41492B9369D6B9A059577C2 libexample.so
 * FILE 0 src/example.cpp
 * INLINE_ORIGIN 0 inlinedHelper()
 * FUNC 1000 54 0 main
 * 1000 10 12 0                          line record: address size line file
 * INLINE 0 14 0 0 1010 8                nesting level, call-site line, call-site file, origin, address size...
 * PUBLIC 2000 0 exported_symbol
 * </pre>
 * Addresses and sizes are hex, module-relative. FUNC and PUBLIC may carry an {@code m} flag (the symbol
 * was merged with identical code). INFO and STACK records are ignored.
 */
final class BreakpadSymbolParser {
    private BreakpadSymbolParser() {}

    static SymbolTable parse(BufferedReader reader, String fileName) throws IOException, SymbolFileException {
        SymbolTable.Builder builder = new SymbolTable.Builder("breakpad");
        String text;
        int lineNumber = 0;
        while ((text = reader.readLine()) != null) {
            lineNumber++;
            if (text.isBlank()) continue;
            try {
                parseRecord(text.strip(), builder, lineNumber);
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                throw new SymbolFileException(fileName, lineNumber, "not a Breakpad record: " + abbreviate(text));
            }
        }
        return builder.build();
    }

    private static void parseRecord(String text, SymbolTable.Builder builder, int lineNumber) {
        int space = text.indexOf(' ');
        String keyword = space < 0 ? text : text.substring(0, space);
        switch (keyword) {
            case "MODULE" -> {
                String[] parts = text.split(" ", 5);
                builder.module(parts[4], parts[3]);
            }
            case "FILE" -> {
                String[] parts = text.split(" ", 3);
                builder.file(Long.parseLong(parts[1]), parts[2]);
            }
            case "INLINE_ORIGIN" -> {
                String[] parts = text.split(" ", 4);
                // Old dump_syms wrote "INLINE_ORIGIN id file name"; current ones "INLINE_ORIGIN id name".
                boolean withFile = parts.length == 4 && isDecimal(parts[2]);
                String name = withFile ? parts[3] : text.split(" ", 3)[2];
                builder.inlineOrigin(Long.parseLong(parts[1]), name);
            }
            case "FUNC" -> {
                String[] parts = text.split(" ", 6);
                int first = parts[1].equals("m") ? 2 : 1;
                parts = text.split(" ", first + 4);
                builder.function(Long.parseUnsignedLong(parts[first], 16), parts[first + 3]);
            }
            case "PUBLIC" -> {
                String[] parts = text.split(" ", 5);
                int first = parts[1].equals("m") ? 2 : 1;
                parts = text.split(" ", first + 3);
                builder.publicSymbol(Long.parseUnsignedLong(parts[first], 16), parts[first + 2]);
            }
            case "INLINE" -> {
                String[] parts = text.split(" ");
                int rangeCount = (parts.length - 5) / 2;
                if (rangeCount < 1 || (parts.length - 5) % 2 != 0) throw new NumberFormatException("ranges");
                long[] ranges = new long[rangeCount * 2];
                for (int i = 0; i < ranges.length; i++) ranges[i] = Long.parseUnsignedLong(parts[5 + i], 16);
                builder.inline(Integer.parseInt(parts[1]), Integer.parseInt(parts[2]), Long.parseLong(parts[3]),
                        Long.parseLong(parts[4]), ranges);
            }
            case "INFO", "STACK" -> { }
            default -> lineRecord(text, builder);
        }
    }

    /**
     * A line record of the current FUNC, {@code address size line file} (hex, hex, decimal, decimal): by
     * far the most common record, so it is scanned in place rather than split.
     */
    private static void lineRecord(String text, SymbolTable.Builder builder) {
        int firstSpace = text.indexOf(' ');
        int secondSpace = text.indexOf(' ', firstSpace + 1);
        int thirdSpace = text.indexOf(' ', secondSpace + 1);
        if (firstSpace < 0 || secondSpace < 0 || thirdSpace < 0 || text.indexOf(' ', thirdSpace + 1) >= 0) {
            throw new NumberFormatException("record");
        }
        builder.line(Long.parseUnsignedLong(text, 0, firstSpace, 16),
                Long.parseUnsignedLong(text, firstSpace + 1, secondSpace, 16),
                Integer.parseInt(text, secondSpace + 1, thirdSpace, 10),
                Long.parseLong(text, thirdSpace + 1, text.length(), 10));
    }

    private static boolean isDecimal(String s) {
        if (s.isEmpty()) return false;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
        }
        return true;
    }

    static String abbreviate(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }
}
