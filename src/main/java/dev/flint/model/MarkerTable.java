package dev.flint.model;

/**
 * A profile's markers (user timings, page-load milestones, console spans, Gecko markers), one row each,
 * sorted by start time once the importer has finished. Times are microseconds on the clock of the
 * profile's samples and trace events; an instant has {@code endMicros == startMicros}. Strings (name,
 * category, detail) are interned in the table's own {@link StringTable}, so a marker does not depend on
 * a thread's tables; the thread is named by pid and tid.
 *
 * <pre>
 * row  name              kind        startMicros  endMicros  pid  tid  category           detail
 *  0   navigationStart   NAVIGATION  1000         1000       7    1    blink.user_timing  "frame=F1 url=..."
 *  1   load-data         MEASURE     1200         5400       7    1    blink.user_timing  ""
 *  2   parsed            MARK        5400         5400       7    1    blink.user_timing  ""
 * </pre>
 */
public final class MarkerTable {
    /** The kinds by ordinal, copied once: {@code MarkerKind.values()} clones its array at each call (per marker painted). */
    private static final MarkerKind[] KINDS = MarkerKind.values();
    private final StringTable strings = new StringTable();
    private int[] name = new int[0];
    private byte[] kind = new byte[0];
    private double[] startMicros = new double[0];
    private double[] endMicros = new double[0];
    private long[] pid = new long[0];
    private long[] tid = new long[0];
    private int[] category = new int[0];
    private int[] detail = new int[0];
    private int size;
    private boolean sealed;

    /** A table with no markers (formats that have none). */
    public static MarkerTable empty() {
        MarkerTable table = new MarkerTable();
        table.sealed = true;
        return table;
    }

    /**
     * Adds a marker. {@code endMicros} below {@code startMicros} is refused by the caller's checks, never
     * stored: the table keeps {@code start <= end} as an invariant the track relies on.
     *
     * @return the row index
     */
    public int add(String markerName, MarkerKind markerKind, double start, double end, long markerPid,
                   long markerTid, String markerCategory, String markerDetail) {
        if (sealed) throw new IllegalStateException("the marker table is sealed");
        if (!(start <= end) || !Double.isFinite(start) || !Double.isFinite(end)) {
            throw new IllegalArgumentException("marker times " + start + ".." + end + " are not an ordered finite span");
        }
        if (size == name.length) {
            int capacity = Columns.grownCapacity(size);
            name = Columns.grow(name, capacity);
            kind = Columns.grow(kind, capacity);
            startMicros = Columns.grow(startMicros, capacity);
            endMicros = Columns.grow(endMicros, capacity);
            pid = Columns.grow(pid, capacity);
            tid = Columns.grow(tid, capacity);
            category = Columns.grow(category, capacity);
            detail = Columns.grow(detail, capacity);
        }
        name[size] = strings.indexOf(markerName == null ? "" : markerName);
        kind[size] = (byte) markerKind.ordinal();
        startMicros[size] = start;
        endMicros[size] = end;
        pid[size] = markerPid;
        tid[size] = markerTid;
        category[size] = strings.indexOf(markerCategory == null ? "" : markerCategory);
        detail[size] = strings.indexOf(markerDetail == null ? "" : markerDetail);
        return size++;
    }

    /**
     * Sorts the rows by start, longer spans first at equal starts, and seals the table: from here on it is
     * read-only and may be shared between threads. Equal rows keep their insertion order.
     */
    public MarkerTable seal() {
        if (sealed) return this;
        int[] order = new int[size];
        for (int i = 0; i < size; i++) order[i] = i;
        IntSort.sort(order, 0, size, (a, b) -> {
            int byStart = Double.compare(startMicros[a], startMicros[b]);
            if (byStart != 0) return byStart;
            return Double.compare(endMicros[b], endMicros[a]);
        }, new int[size]);
        int[] newName = new int[size];
        byte[] newKind = new byte[size];
        double[] newStart = new double[size];
        double[] newEnd = new double[size];
        long[] newPid = new long[size];
        long[] newTid = new long[size];
        int[] newCategory = new int[size];
        int[] newDetail = new int[size];
        for (int i = 0; i < size; i++) {
            int from = order[i];
            newName[i] = name[from];
            newKind[i] = kind[from];
            newStart[i] = startMicros[from];
            newEnd[i] = endMicros[from];
            newPid[i] = pid[from];
            newTid[i] = tid[from];
            newCategory[i] = category[from];
            newDetail[i] = detail[from];
        }
        name = newName;
        kind = newKind;
        startMicros = newStart;
        endMicros = newEnd;
        pid = newPid;
        tid = newTid;
        category = newCategory;
        detail = newDetail;
        sealed = true;
        return this;
    }

    /** One sealed table holding every marker of {@code tables} (several files opened in one tab). */
    public static MarkerTable merged(java.util.List<MarkerTable> tables) {
        if (tables.size() == 1) return tables.get(0).seal();
        MarkerTable all = new MarkerTable();
        for (MarkerTable table : tables) {
            for (int row = 0; row < table.size(); row++) {
                all.add(table.name(row), table.kind(row), table.startMicros(row), table.endMicros(row), table.pid(row),
                        table.tid(row), table.category(row), table.detail(row));
            }
        }
        return all.seal();
    }

    public int size() { return size; }
    public String name(int row) { return strings.get(name[check(row)]); }
    public MarkerKind kind(int row) { return KINDS[kind[check(row)]]; }
    public double startMicros(int row) { return startMicros[check(row)]; }
    public double endMicros(int row) { return endMicros[check(row)]; }
    public boolean isInstant(int row) { return startMicros[check(row)] == endMicros[row]; }
    public long pid(int row) { return pid[check(row)]; }
    public long tid(int row) { return tid[check(row)]; }
    /** The trace event category, or the Gecko marker's payload type ({@code data.type}); "" when none. */
    public String category(int row) { return strings.get(category[check(row)]); }
    /** The marker's arguments as short {@code key=value} text; "" when none. */
    public String detail(int row) { return strings.get(detail[check(row)]); }

    private int check(int row) {
        Columns.checkIndex(row, size, "marker");
        return row;
    }
}
