package dev.flint.symbols;

import dev.flint.model.LongColumn;
import java.util.ArrayList;
import java.util.List;

/**
 * A symbol table for one module: symbols sorted by start address (module-relative), each optionally with
 * line records and inline records (Breakpad). An address belongs to the symbol with the greatest start
 * at or below it (the Firefox Profiler's rule; sizes are not used to reject addresses, since stripped
 * tables without sizes must work the same way).
 *
 * <p>Build one with {@link Builder}; it sorts and drops a PUBLIC symbol that repeats a FUNC's address.
 */
public final class SymbolTable {
    private final String moduleName;
    private final String moduleId;
    private final String format;
    private final long[] start;
    private final String[] name;
    private final int[] firstLine;
    private final int[] lineCount;
    private final int[] firstInline;
    private final int[] inlineCount;
    private final Builder data;

    private SymbolTable(Builder builder, Integer[] order, int count) {
        this.moduleName = builder.moduleName;
        this.moduleId = builder.moduleId;
        this.format = builder.format;
        this.data = builder;
        start = new long[count];
        name = new String[count];
        firstLine = new int[count];
        lineCount = new int[count];
        firstInline = new int[count];
        inlineCount = new int[count];
        for (int i = 0; i < count; i++) {
            Builder.Symbol symbol = builder.symbols.get(order[i]);
            start[i] = symbol.start;
            name[i] = symbol.name;
            firstLine[i] = symbol.firstLine;
            lineCount[i] = symbol.lineCount;
            firstInline[i] = symbol.firstInline;
            inlineCount[i] = symbol.inlineCount;
        }
    }

    /** The module (library) the table is for, as its file names it; null when the file does not say. */
    public String moduleName() { return moduleName; }
    /** The Breakpad debug id (what Firefox calls breakpadId), null when unknown. */
    public String moduleId() { return moduleId; }
    /** "breakpad" or "nm". */
    public String format() { return format; }
    public int size() { return start.length; }
    public long start(int symbol) { return start[symbol]; }
    public String name(int symbol) { return name[symbol]; }

    /** The symbol with the greatest start at or below {@code address}, -1 when the address is before them all. */
    public int symbolAt(long address) {
        int low = 0;
        int high = start.length - 1;
        int found = -1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            if (Long.compareUnsigned(start[middle], address) <= 0) {
                found = middle;
                low = middle + 1;
            } else {
                high = middle - 1;
            }
        }
        return found;
    }

    /**
     * What {@code address} resolves to, outermost function first, then the functions inlined at it by
     * nesting level; empty when no symbol covers it.
     */
    public List<SymbolizedFrame> resolve(long address) {
        int symbol = symbolAt(address);
        if (symbol < 0) return List.of();
        List<Integer> chain = inlineChain(symbol, address);
        List<SymbolizedFrame> levels = new ArrayList<>(chain.size() + 1);
        int innermostLine = -1;
        String innermostFile = null;
        int line = lineRecordAt(symbol, address);
        if (line >= 0) {
            innermostLine = (int) data.lineNumber.get(line);
            innermostFile = data.file(data.lineFile.get(line));
        }
        // Each level's line is where it calls the next level in; the innermost level's is the address's own.
        String outerFile = chain.isEmpty() ? innermostFile : data.file(data.inlineCallFile.get(chain.get(0)));
        int outerLine = chain.isEmpty() ? innermostLine : (int) data.inlineCallLine.get(chain.get(0));
        levels.add(new SymbolizedFrame(name[symbol], outerFile, outerLine));
        for (int i = 0; i < chain.size(); i++) {
            int inline = chain.get(i);
            boolean innermost = i == chain.size() - 1;
            String file = innermost ? innermostFile : data.file(data.inlineCallFile.get(chain.get(i + 1)));
            int callLine = innermost ? innermostLine : (int) data.inlineCallLine.get(chain.get(i + 1));
            levels.add(new SymbolizedFrame(data.origin(data.inlineOrigin.get(inline)), file, callLine));
        }
        return levels;
    }

    /** The inline records of {@code symbol} covering {@code address}, by nesting level. */
    private List<Integer> inlineChain(int symbol, long address) {
        List<Integer> chain = new ArrayList<>();
        for (int level = 0; ; level++) {
            int found = -1;
            for (int r = firstInline[symbol]; r < firstInline[symbol] + inlineCount[symbol]; r++) {
                if (data.inlineLevel.get(r) == level && data.inlineCovers(r, address)) {
                    found = r;
                    break;
                }
            }
            if (found < 0) return chain;
            chain.add(found);
        }
    }

    private int lineRecordAt(int symbol, long address) {
        for (int r = firstLine[symbol]; r < firstLine[symbol] + lineCount[symbol]; r++) {
            long lineStart = data.lineAddress.get(r);
            if (Long.compareUnsigned(address, lineStart) >= 0
                    && Long.compareUnsigned(address - lineStart, data.lineSize.get(r)) < 0) {
                return r;
            }
        }
        return -1;
    }

    /** Collects symbols, line records and inline records in file order; {@link #build()} sorts them. */
    public static final class Builder {
        private static final class Symbol {
            long start;
            String name;
            boolean isFunc;
            int firstLine;
            int lineCount;
            int firstInline;
            int inlineCount;
        }

        private final String format;
        private String moduleName;
        private String moduleId;
        private final List<Symbol> symbols = new ArrayList<>();
        private final java.util.Map<Long, String> files = new java.util.HashMap<>();
        private final java.util.Map<Long, String> origins = new java.util.HashMap<>();
        private final LongColumn lineAddress = new LongColumn();
        private final LongColumn lineSize = new LongColumn();
        private final LongColumn lineNumber = new LongColumn();
        private final LongColumn lineFile = new LongColumn();
        private final LongColumn inlineLevel = new LongColumn();
        private final LongColumn inlineCallLine = new LongColumn();
        private final LongColumn inlineCallFile = new LongColumn();
        private final LongColumn inlineOrigin = new LongColumn();
        /** Inline record r's ranges are address/size pairs from inlineRangeStart(r) to inlineRangeStart(r + 1). */
        private final LongColumn inlineRangeStart = new LongColumn();
        private final LongColumn inlineRanges = new LongColumn();

        public Builder(String format) {
            this.format = format;
        }

        public Builder module(String name, String id) {
            this.moduleName = name;
            this.moduleId = id;
            return this;
        }

        /** Adds a function (Breakpad FUNC, or an nm text symbol); line and inline records that follow belong to it. */
        public Builder function(long startAddress, String functionName) {
            return add(startAddress, functionName, true);
        }

        /** Adds a Breakpad PUBLIC symbol (no lines, loses to a FUNC at the same address). */
        public Builder publicSymbol(long startAddress, String symbolName) {
            return add(startAddress, symbolName, false);
        }

        private Builder add(long startAddress, String symbolName, boolean isFunc) {
            Symbol symbol = new Symbol();
            symbol.start = startAddress;
            symbol.name = symbolName;
            symbol.isFunc = isFunc;
            symbol.firstLine = lineAddress.size();
            symbol.firstInline = inlineLevel.size();
            symbols.add(symbol);
            return this;
        }

        public Builder file(long id, String fileName) {
            files.put(id, fileName);
            return this;
        }

        public Builder inlineOrigin(long id, String functionName) {
            origins.put(id, functionName);
            return this;
        }

        /** A line record of the last function; ignored when there is none. */
        public Builder line(long address, long size, int line, long fileId) {
            Symbol last = lastFunction();
            if (last == null) return this;
            lineAddress.add(address);
            lineSize.add(size);
            lineNumber.add(line);
            lineFile.add(fileId);
            last.lineCount++;
            return this;
        }

        /** An INLINE record of the last function: {@code ranges} holds address/size pairs. */
        public Builder inline(int nestLevel, int callSiteLine, long callSiteFile, long originId, long[] ranges) {
            Symbol last = lastFunction();
            if (last == null) return this;
            inlineLevel.add(nestLevel);
            inlineCallLine.add(callSiteLine);
            inlineCallFile.add(callSiteFile);
            inlineOrigin.add(originId);
            inlineRangeStart.add(inlineRanges.size());
            for (long value : ranges) inlineRanges.add(value);
            last.inlineCount++;
            return this;
        }

        private Symbol lastFunction() {
            if (symbols.isEmpty()) return null;
            Symbol last = symbols.get(symbols.size() - 1);
            return last.isFunc ? last : null;
        }

        String file(long id) {
            return files.get(id);
        }

        String origin(long id) {
            String name = origins.get(id);
            return name != null ? name : "<inline origin " + id + ">";
        }

        boolean inlineCovers(int record, long address) {
            int end = record + 1 < inlineRangeStart.size() ? (int) inlineRangeStart.get(record + 1) : inlineRanges.size();
            for (int i = (int) inlineRangeStart.get(record); i + 1 < end; i += 2) {
                long rangeStart = inlineRanges.get(i);
                if (Long.compareUnsigned(address, rangeStart) >= 0
                        && Long.compareUnsigned(address - rangeStart, inlineRanges.get(i + 1)) < 0) {
                    return true;
                }
            }
            return false;
        }

        public SymbolTable build() {
            Integer[] order = new Integer[symbols.size()];
            for (int i = 0; i < order.length; i++) order[i] = i;
            // By address; at one address a FUNC (with lines) wins over a PUBLIC, else the first one read.
            java.util.Arrays.sort(order, (a, b) -> {
                int byStart = Long.compareUnsigned(symbols.get(a).start, symbols.get(b).start);
                if (byStart != 0) return byStart;
                boolean funcA = symbols.get(a).isFunc;
                if (funcA != symbols.get(b).isFunc) return funcA ? -1 : 1;
                return Integer.compare(a, b);
            });
            int count = 0;
            for (int i = 0; i < order.length; i++) {
                if (count > 0 && symbols.get(order[count - 1]).start == symbols.get(order[i]).start) continue;
                order[count++] = order[i];
            }
            return new SymbolTable(this, order, count);
        }
    }
}
