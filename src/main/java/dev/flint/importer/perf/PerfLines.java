package dev.flint.importer.perf;

/**
 * Parses the two kinds of line {@code perf script} prints for a sample (tools/perf/builtin-script.c): the
 * header ({@code comm [pid/]tid [cpu] time: [period] event: ...}) and the frame lines of its callchain
 * ({@code \t ip sym[+off] (dso)}, leaf first). Every field width and the field set vary with the perf
 * version and {@code -F}, so the parser anchors on what is fixed: the time is the last
 * {@code seconds.fraction:} token, the tid the last integer (with an optional {@code pid/}) before it, and
 * the comm everything before that (comms contain spaces and digits: {@code FS Broker 5858}).
 */
public final class PerfLines {
    private PerfLines() {}

    /**
     * A sample header.
     *
     * @param pid        -1 when perf printed only the tid (its default)
     * @param timeMicros perf's sample clock in microseconds
     * @param event      the event name without its trailing colon ("" when not printed)
     * @param trailing   what follows the event on the same line (the one-line {@code ip sym (dso)} form of
     *                   {@code -G}), "" when nothing
     */
    public record Header(String comm, long pid, long tid, double timeMicros, String event, String trailing) {}

    /**
     * One frame line.
     *
     * @param address the instruction address as perf printed it (hex), -1 when it does not fit a long
     * @param symbol  the symbol without its {@code +0x} offset; perf's {@code [unknown]} kept as is
     * @param dso     the DSO in the parentheses ({@code [kernel.kallsyms]}, a path, {@code [unknown]}), or
     *                {@code inlined} for perf's {@code (inlined)} frames; "" when the line has none
     */
    public record Frame(long address, String symbol, String dso) {
        public boolean inlined() {
            return dso.equals("inlined");
        }

        /** Kernel code, as the Firefox Profiler tells it: kallsyms, a vmlinux image or a module. */
        public boolean kernel() {
            return dso.contains("kallsyms") || dso.endsWith("/vmlinux") || dso.equals("vmlinux")
                    || dso.endsWith(".ko") || (dso.startsWith("[") && dso.endsWith("]") && !dso.equals("[unknown]")
                    && !dso.equals("[vdso]") && !dso.equals("[vsyscall]") && !dso.equals("[heap]")
                    && !dso.equals("[stack]") && !dso.startsWith("[anon"));
        }
    }

    /** The header in {@code line}, or null when the line is not one. */
    public static Header header(String line) {
        if (line.isEmpty() || isBlank(line.charAt(0))) return null;
        int colon = timeColon(line);
        if (colon < 0) return untimedHeader(line);
        int timeStart = colon;
        while (timeStart > 0 && (isDigit(line.charAt(timeStart - 1)) || line.charAt(timeStart - 1) == '.')) timeStart--;
        double timeMicros = micros(line, timeStart, colon);
        if (Double.isNaN(timeMicros)) return null;
        int end = timeStart;
        while (end > 0 && isBlank(line.charAt(end - 1))) end--;
        // an optional [cpu] column between the tid and the time
        if (end > 0 && line.charAt(end - 1) == ']') {
            int open = line.lastIndexOf('[', end - 1);
            if (open < 0 || !allDigits(line, open + 1, end - 1)) return null;
            end = open;
            while (end > 0 && isBlank(line.charAt(end - 1))) end--;
        }
        int idStart = end;
        while (idStart > 0 && (isDigit(line.charAt(idStart - 1)) || line.charAt(idStart - 1) == '/')) idStart--;
        if (idStart == end || idStart == 0 || !isBlank(line.charAt(idStart - 1)) || !isIds(line, idStart, end)) return null;
        // after the time: [period] [event:] [ip sym (dso)]
        int pos = colon + 1;
        pos = skipBlanks(line, pos);
        int tokenEnd = tokenEnd(line, pos);
        if (tokenEnd > pos && allDigits(line, pos, tokenEnd)) pos = skipBlanks(line, tokenEnd);
        String event = "";
        tokenEnd = tokenEnd(line, pos);
        if (tokenEnd > pos && line.charAt(tokenEnd - 1) == ':') {
            event = line.substring(pos, tokenEnd - 1);
            pos = skipBlanks(line, tokenEnd);
        }
        return idsHeader(line, idStart, end, timeMicros, event, line.substring(pos).strip());
    }

    /**
     * A header without the time field ({@code perf script -F comm,tid,event}: {@code func_ab 15294
     * cpu-clock:}): the first token that ends with a colon and follows the ids ({@code tid} or
     * {@code pid/tid}, then an optional {@code [cpu]}) is the event; the comm is what comes before the ids.
     * The time is 0 for every sample (the samples keep their order).
     */
    private static Header untimedHeader(String line) {
        int pos = 0;
        int idStart = -1;
        int idEnd = -1;
        boolean cpuSeen = false;
        while (pos < line.length()) {
            int end = tokenEnd(line, pos);
            if (end - pos > 1 && line.charAt(end - 1) == ':' && idStart > 0 && hasLetter(line, pos, end - 1)) {
                Header header = idsHeader(line, idStart, idEnd, 0, line.substring(pos, end - 1),
                        line.substring(skipBlanks(line, end)).strip());
                if (header != null) return header;
            }
            boolean cpu = end - pos > 2 && line.charAt(pos) == '[' && line.charAt(end - 1) == ']'
                    && allDigits(line, pos + 1, end - 1);
            if (cpu && idStart > 0 && !cpuSeen) {
                cpuSeen = true;
            } else if (pos > 0 && isIds(line, pos, end)) {
                idStart = pos;
                idEnd = end;
                cpuSeen = false;
            } else {
                idStart = -1;
                cpuSeen = false;
            }
            pos = skipBlanks(line, end);
        }
        return null;
    }

    /** The header whose ids ({@code tid} or {@code pid/tid}) are {@code line[idStart, idEnd)}, the comm before them. */
    private static Header idsHeader(String line, int idStart, int idEnd, double timeMicros, String event,
            String trailing) {
        String ids = line.substring(idStart, idEnd);
        int slash = ids.indexOf('/');
        long pid = -1;
        long tid;
        try {
            if (slash >= 0) {
                pid = Long.parseLong(ids.substring(0, slash));
                tid = Long.parseLong(ids.substring(slash + 1));
            } else {
                tid = Long.parseLong(ids);
            }
        } catch (NumberFormatException e) {
            return null;
        }
        String comm = line.substring(0, idStart).strip();
        if (comm.isEmpty()) return null;
        return new Header(comm, pid, tid, timeMicros, event, trailing);
    }

    /** {@code digits} or {@code digits/digits}. */
    private static boolean isIds(String line, int from, int to) {
        int slash = line.indexOf('/', from);
        if (slash < 0 || slash >= to) return allDigits(line, from, to);
        return allDigits(line, from, slash) && allDigits(line, slash + 1, to);
    }

    private static boolean hasLetter(String line, int from, int to) {
        for (int i = from; i < to; i++) {
            if (Character.isLetter(line.charAt(i))) return true;
        }
        return false;
    }

    /** The frame in {@code line} (leading blanks allowed), or null when the line is not one. */
    public static Frame frame(String line) {
        int pos = skipBlanks(line, 0);
        int addressEnd = pos;
        while (addressEnd < line.length() && isHex(line.charAt(addressEnd))) addressEnd++;
        if (addressEnd == pos || addressEnd == line.length() || !isBlank(line.charAt(addressEnd))) return null;
        long address;
        if (addressEnd - pos > 16) {
            address = -1;
        } else {
            address = Long.parseUnsignedLong(line, pos, addressEnd, 16);
        }
        int symbolStart = skipBlanks(line, addressEnd);
        int end = line.length();
        while (end > symbolStart && isBlank(line.charAt(end - 1))) end--;
        if (symbolStart >= end) return null;
        String dso = "";
        int symbolEnd = end;
        if (line.charAt(end - 1) == ')') {
            int open = matchingOpen(line, symbolStart, end - 1);
            if (open > symbolStart && isBlank(line.charAt(open - 1))) {
                dso = line.substring(open + 1, end - 1);
                symbolEnd = open;
                while (symbolEnd > symbolStart && isBlank(line.charAt(symbolEnd - 1))) symbolEnd--;
            }
        }
        String symbol = stripOffset(line.substring(symbolStart, symbolEnd));
        return new Frame(address, symbol, dso);
    }

    /** The {@code (} that opens the group closed at {@code close}, counting nested parentheses; -1 if none. */
    private static int matchingOpen(String line, int from, int close) {
        int depth = 0;
        for (int i = close; i >= from; i--) {
            char c = line.charAt(i);
            if (c == ')') depth++;
            else if (c == '(' && --depth == 0) return i;
        }
        return -1;
    }

    private static String stripOffset(String symbol) {
        int plus = symbol.lastIndexOf("+0x");
        if (plus <= 0) return symbol;
        for (int i = plus + 3; i < symbol.length(); i++) {
            if (!isHex(symbol.charAt(i))) return symbol;
        }
        return plus + 3 < symbol.length() ? symbol.substring(0, plus) : symbol;
    }

    /** The index of the colon after the last {@code digits.digits} token followed by a colon, or -1. */
    private static int timeColon(String line) {
        for (int colon = line.lastIndexOf(':'); colon > 0; colon = line.lastIndexOf(':', colon - 1)) {
            if (colon + 1 < line.length() && !isBlank(line.charAt(colon + 1))) continue;
            int i = colon;
            boolean dot = false;
            int digitsAfterDot = 0;
            while (i > 0) {
                char c = line.charAt(i - 1);
                if (isDigit(c)) {
                    if (!dot) digitsAfterDot++;
                    i--;
                } else if (c == '.' && !dot) {
                    dot = true;
                    i--;
                } else {
                    break;
                }
            }
            if (dot && digitsAfterDot > 0 && i < colon - digitsAfterDot - 1 && i > 0 && isBlank(line.charAt(i - 1))) {
                return colon;
            }
        }
        return -1;
    }

    /** {@code seconds.fraction} as microseconds, exactly for up to 9 fraction digits; NaN if malformed. */
    private static double micros(String line, int start, int end) {
        int dot = line.indexOf('.', start);
        if (dot < 0 || dot >= end || dot - start > 12) return Double.NaN;
        long seconds = dot == start ? 0 : Long.parseLong(line, start, dot, 10);
        int digits = Math.min(end - dot - 1, 9);
        long fraction = digits == 0 ? 0 : Long.parseLong(line, dot + 1, dot + 1 + digits, 10);
        long nanos = fraction;
        for (int i = digits; i < 9; i++) nanos *= 10;
        return seconds * 1e6 + nanos / 1e3;
    }

    private static int tokenEnd(String line, int pos) {
        while (pos < line.length() && !isBlank(line.charAt(pos))) pos++;
        return pos;
    }

    private static int skipBlanks(String line, int pos) {
        while (pos < line.length() && isBlank(line.charAt(pos))) pos++;
        return pos;
    }

    private static boolean allDigits(String s, int from, int to) {
        if (from >= to) return false;
        for (int i = from; i < to; i++) {
            if (!isDigit(s.charAt(i))) return false;
        }
        return true;
    }

    static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isHex(char c) {
        return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }
}
