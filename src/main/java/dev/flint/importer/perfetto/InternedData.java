package dev.flint.importer.perfetto;

import dev.flint.model.LongIntMap;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * One generation of a sequence's interned data (interned_data.proto): strings by iid per table, and the
 * callstack tables (mappings, frames, callstacks) that samples refer to. An iid is any 64-bit number the file
 * chose (a map, never an array index); an entry sent again under the same iid replaces the earlier one.
 */
final class InternedData {
    /**
     * Iids below this are looked up in arrays ({@link Table}): writers number a generation's entries from 1 up
     * (Chrome's event names reach some sixty), and every event looks up its name and category.
     */
    static final int SMALL_IIDS = 256;
    /** InternedData field numbers of the string tables read here. */
    static final int EVENT_CATEGORIES = 1, EVENT_NAMES = 2, ANNOTATION_NAMES = 3, FUNCTION_NAMES = 5,
            BUILD_IDS = 16, MAPPING_PATHS = 17, SOURCE_PATHS = 18, ANNOTATION_STRING_VALUES = 29;

    /**
     * Entries of one table by iid, made on first use: Chrome clears a sequence's state often, and most tables
     * of a generation stay empty.
     */
    static class Table<T> {
        private LongIntMap rowByIid;
        /** Per iid under {@link #SMALL_IIDS}, its row + 1 (0: none); the other iids' rows are {@link #rowByIid}'s. */
        private int[] smallRows;
        /** The highest small iid given a row in this generation, + 1: what {@link #clear} empties. */
        private int smallRowsUsed;
        private List<T> values;
        /** Entries put so far: what was worked out from the table holds while this stays the same. */
        int puts;

        void put(long iid, T value) {
            putRow(iid, value);
        }

        /** Puts the entry; returns its row (an entry sent again keeps its row). */
        int putRow(long iid, T value) {
            puts++;
            if (values == null) {
                rowByIid = new LongIntMap();
                smallRows = new int[SMALL_IIDS];
                values = new ArrayList<>();
            }
            int row = row(iid);
            if (row >= 0) {
                values.set(row, value);
                return row;
            }
            row = values.size();
            values.add(value);
            if (iid >= 0 && iid < SMALL_IIDS) {
                smallRows[(int) iid] = row + 1;
                smallRowsUsed = Math.max(smallRowsUsed, (int) iid + 1);
            } else {
                rowByIid.put(iid, row);
            }
            return row;
        }

        /** The row of {@code iid}, -1 when it was not interned. */
        int row(long iid) {
            if (values == null) return -1;
            if (iid >= 0 && iid < SMALL_IIDS) return smallRows[(int) iid] - 1;
            return rowByIid.get(iid);
        }

        T at(int row) {
            return values.get(row);
        }

        /** Empties the table for a new generation, keeping its storage. */
        void clear() {
            puts++;
            if (values == null) return;
            if (rowByIid.size() > 0) rowByIid.clear();
            java.util.Arrays.fill(smallRows, 0, smallRowsUsed, 0);
            smallRowsUsed = 0;
            values.clear();
        }

        /** The entry of {@code iid}, null when it was not interned. */
        T get(long iid) {
            int row = row(iid);
            return row < 0 ? null : values.get(row);
        }

        /** The entries of the small iids as they are now, by iid (null: none); as long as the highest one used. */
        Object[] smallEntries() {
            Object[] entries = new Object[smallRowsUsed];
            for (int iid = 0; iid < smallRowsUsed; iid++) {
                int row = smallRows[iid] - 1;
                if (row >= 0) entries[iid] = values.get(row);
            }
            return entries;
        }

        /** Whether an entry has an iid from {@link #SMALL_IIDS} up. */
        boolean hasLargeIids() {
            return rowByIid != null && rowByIid.size() > 0;
        }
    }

    /** Strings of one table by iid, each with its {@link StringIds} id once asked for. */
    static final class Strings extends Table<String> {
        /** Per row, the id of its string; -1 until {@link #id} first asks. */
        private int[] idByRow = new int[0];
        /**
         * Per small iid, the string an earlier generation gave it and that string's id (made on first use): a
         * writer interns the same names under the same iids generation after generation, and the strings read
         * are one object per text ({@link StringCache}), so the id carries over without a lookup.
         */
        private String[] earlierStrings;
        private int[] earlierIds;

        @Override
        int putRow(long iid, String value) {
            int row = super.putRow(iid, value);
            if (row >= idByRow.length) idByRow = java.util.Arrays.copyOf(idByRow, Math.max(16, row * 2));
            boolean carried = earlierStrings != null && iid >= 0 && iid < SMALL_IIDS && earlierStrings[(int) iid] == value;
            idByRow[row] = carried ? earlierIds[(int) iid] : -1;
            return row;
        }

        /** The id of the string of {@code iid}, -1 when it was not interned. */
        int id(long iid, StringIds ids) {
            // (a small iid's row read here: the command line's JIT, C1, does not inline row, and every event asks twice)
            int[] small = super.smallRows;
            int row = small != null && iid >= 0 && iid < SMALL_IIDS ? small[(int) iid] - 1 : row(iid);
            if (row < 0) return -1;
            int id = idByRow[row];
            if (id < 0) id = firstId(iid, row, ids);
            return id;
        }

        private int firstId(long iid, int row, StringIds ids) {
            String text = at(row);
            int id = idByRow[row] = ids.id(text);
            if (iid >= 0 && iid < SMALL_IIDS) {
                if (earlierStrings == null) {
                    earlierStrings = new String[SMALL_IIDS];
                    earlierIds = new int[SMALL_IIDS];
                }
                earlierStrings[(int) iid] = text;
                earlierIds[(int) iid] = id;
            }
            return id;
        }
    }

    /** A Frame (profile_common.proto); ids 0 mean "none". */
    record Frame(long functionNameId, long mappingId, long relPc, long sourcePathId, int line, boolean hasRelPc) {}

    /** A Mapping: where a binary was loaded and what it is. */
    record Mapping(long buildId, long start, long end, long[] pathStringIds) {}

    final Strings categories = new Strings();
    final Strings eventNames = new Strings();
    final Strings annotationNames = new Strings();
    final Strings annotationStrings = new Strings();
    final Strings functionNames = new Strings();
    final Strings buildIds = new Strings();
    final Strings mappingPaths = new Strings();
    final Strings sourcePaths = new Strings();
    private final Table<Frame> frames = new Table<>();
    private final Table<Mapping> mappings = new Table<>();
    private final Table<long[]> callstacks = new Table<>();

    private final Table<long[]> taskContexts = new Table<>();
    /** The annotation tables as they are now, for the decoding thread. */
    final AnnotationTables annotationTables = AnnotationTables.live(annotationNames, annotationStrings);
    /** The annotation tables as last copied ({@link #annotationTablesCopy}), and the tables' puts then. */
    private AnnotationTables annotationTablesCopy;
    private int annotationNamesPuts = -1, annotationStringsPuts = -1;
    /** Every table, for {@link #clear} (a generation ends every few hundred packets). */
    private final Table<?>[] tables = {categories, eventNames, annotationNames, annotationStrings, functionNames,
            buildIds, mappingPaths, sourcePaths, frames, mappings, callstacks, taskContexts};
    /** Trace-wide stack and frame of this generation's callstack and frame iids ({@link CallstackSamples}). */
    private LongIntMap globalStacks;
    private LongIntMap globalFrames;

    /**
     * Starts a new generation (the sequence's incremental state was cleared): every table empty, storage kept,
     * since Chrome clears a sequence's state every few hundred packets.
     */
    void clear() {
        for (Table<?> table : tables) table.clear();
        if (globalStacks != null) globalStacks.clear();
        if (globalFrames != null) globalFrames.clear();
    }

    /**
     * A copy of the annotation names and string values as they are now, the same as long as those tables do not
     * change: an event whose annotations the assembly reads later, on its own thread, reads them with the tables of
     * its packet. Null when the tables have large iids ({@link AnnotationTables#copyOf}).
     */
    AnnotationTables annotationTablesCopy() {
        if (annotationNamesPuts != annotationNames.puts || annotationStringsPuts != annotationStrings.puts) {
            annotationNamesPuts = annotationNames.puts;
            annotationStringsPuts = annotationStrings.puts;
            annotationTablesCopy = AnnotationTables.copyOf(annotationNames, annotationStrings);
        }
        return annotationTablesCopy;
    }

    int globalStack(long callstackIid) {
        return globalStacks == null ? Integer.MIN_VALUE : globalStacks.get(callstackIid);
    }

    void setGlobalStack(long callstackIid, int stack) {
        if (globalStacks == null) globalStacks = new LongIntMap(16, Integer.MIN_VALUE);
        globalStacks.put(callstackIid, stack);
    }

    int globalFrame(long frameIid) {
        return globalFrames == null ? Integer.MIN_VALUE : globalFrames.get(frameIid);
    }

    void setGlobalFrame(long frameIid, int frame) {
        if (globalFrames == null) globalFrames = new LongIntMap(16, Integer.MIN_VALUE);
        globalFrames.put(frameIid, frame);
    }

    /** A StackSample task context's {pid, tid} (-1 when absent), null when not interned. */
    long[] taskContext(long iid) {
        return taskContexts.get(iid);
    }

    /** StackSample.TaskContext: {@code iid = 1; pid = 2; tid = 3}; returns {pid, tid, iid}, -1 when absent. */
    static long[] readTaskContext(ProtoReader in) throws IOException, WireException {
        long pid = -1, tid = -1, iid = 0;
        for (int t; (t = in.readTag()) != 0; ) {
            switch (Wire.field(t)) {
                case 1 -> iid = Wire.varint(in, t, "TaskContext.iid");
                case 2 -> pid = Wire.varint(in, t, "TaskContext.pid") & 0xffffffffL;
                case 3 -> tid = Wire.varint(in, t, "TaskContext.tid") & 0xffffffffL;
                default -> in.skipField(t);
            }
        }
        return new long[] {pid, tid, iid};
    }

    Frame frame(long iid) {
        return frames.get(iid);
    }

    Mapping mapping(long iid) {
        return mappings.get(iid);
    }

    /** The frame iids of a callstack, outermost first as the proto orders them; null when not interned. */
    long[] callstack(long iid) {
        return callstacks.get(iid);
    }

    /**
     * Reads an InternedData message (the reader is at its first field) but for its event names and categories,
     * which the assembly keeps ({@link #readEventTables}); returns whether it has any.
     */
    boolean read(ProtoReader in) throws IOException, WireException {
        boolean eventTables = false;
        for (int tag; (tag = in.readTag()) != 0; ) {
            int field = Wire.field(tag);
            switch (field) {
                case EVENT_CATEGORIES, EVENT_NAMES -> {
                    eventTables = true;
                    in.skipField(tag);
                }
                case ANNOTATION_NAMES -> readNamed(in, tag, annotationNames, "DebugAnnotationName");
                case ANNOTATION_STRING_VALUES -> readInternedString(in, tag, annotationStrings, false);
                case FUNCTION_NAMES -> readInternedString(in, tag, functionNames, false);
                case BUILD_IDS -> readInternedString(in, tag, buildIds, true);
                case MAPPING_PATHS -> readInternedString(in, tag, mappingPaths, false);
                case SOURCE_PATHS -> readInternedString(in, tag, sourcePaths, false);
                case 6 -> readFrame(in, tag);
                case 7 -> readCallstack(in, tag);
                case 19 -> readMapping(in, tag);
                case 48 -> {
                    int old = Wire.enter(in, tag, "TaskContext");
                    long[] context = readTaskContext(in);
                    Wire.leave(in, old);
                    taskContexts.put(context[2], context);
                }
                default -> in.skipField(tag);
            }
        }
        return eventTables;
    }

    /**
     * Reads the event names and categories of an InternedData message (the reader is at its first field): the
     * assembly's tables of a sequence, from the messages {@link #read} skipped.
     */
    void readEventTables(ProtoReader in) throws IOException, WireException {
        for (int tag; (tag = in.readTag()) != 0; ) {
            switch (Wire.field(tag)) {
                case EVENT_CATEGORIES -> readNamed(in, tag, categories, "EventCategory");
                case EVENT_NAMES -> readNamed(in, tag, eventNames, "EventName");
                default -> in.skipField(tag);
            }
        }
    }

    /**
     * One of a ProfilePacket's tables (profile_packet.proto: {@code strings = 1; frames = 2; callstacks = 3;
     * mappings = 4}), whose messages are InternedData's; its one string table serves function names, paths and
     * build ids alike. Returns false for the packet's other fields (the reader is then still at them).
     */
    boolean readProfileTable(ProtoReader in, int tag) throws IOException, WireException {
        switch (Wire.field(tag)) {
            case 1 -> {
                int old = Wire.enter(in, tag, "ProfilePacket.strings");
                long iid = 0;
                byte[] bytes = new byte[0];
                for (int t; (t = in.readTag()) != 0; ) {
                    switch (Wire.field(t)) {
                        case 1 -> iid = Wire.varint(in, t, "InternedString.iid");
                        case 2 -> {
                            Wire.expect(t, 2, "InternedString.str");
                            bytes = in.readByteArray();
                        }
                        default -> in.skipField(t);
                    }
                }
                Wire.leave(in, old);
                String text = new String(bytes, StandardCharsets.UTF_8);
                functionNames.put(iid, text);
                mappingPaths.put(iid, text);
                sourcePaths.put(iid, text);
                buildIds.put(iid, BuildIds.text(bytes));
            }
            case 2 -> readFrame(in, tag);
            case 3 -> readCallstack(in, tag);
            case 4 -> readMapping(in, tag);
            default -> {
                return false;
            }
        }
        return true;
    }

    /** EventCategory, EventName, DebugAnnotationName: {@code iid = 1; name = 2}. */
    private static void readNamed(ProtoReader in, int tag, Strings table, String what) throws IOException, WireException {
        int old = Wire.enter(in, tag, what);
        long iid = 0;
        String name = "";
        for (int t; (t = in.readTag()) != 0; ) {
            switch (Wire.field(t)) {
                // (the field's name is worded only when the wire type is wrong: names are read by the million)
                case 1 -> {
                    if ((t & 7) != 0) Wire.expect(t, 0, what + ".iid");
                    iid = in.readRawVarint64();
                }
                case 2 -> {
                    if ((t & 7) != 2) Wire.expect(t, 2, what + ".name");
                    name = in.readString();
                }
                default -> in.skipField(t);
            }
        }
        Wire.leave(in, old);
        table.put(iid, name);
    }

    /** InternedString: {@code iid = 1; bytes str = 2}; build ids are binary and kept as hex. */
    private static void readInternedString(ProtoReader in, int tag, Strings table, boolean binary)
            throws IOException, WireException {
        int old = Wire.enter(in, tag, "InternedString");
        long iid = 0;
        String value = "";
        for (int t; (t = in.readTag()) != 0; ) {
            switch (Wire.field(t)) {
                case 1 -> iid = Wire.varint(in, t, "InternedString.iid");
                case 2 -> {
                    Wire.expect(t, 2, "InternedString.str");
                    byte[] bytes = in.readByteArray();
                    value = binary ? BuildIds.text(bytes) : new String(bytes, StandardCharsets.UTF_8);
                }
                default -> in.skipField(t);
            }
        }
        Wire.leave(in, old);
        table.put(iid, value);
    }

    private void readFrame(ProtoReader in, int tag) throws IOException, WireException {
        int old = Wire.enter(in, tag, "Frame");
        long iid = 0, function = 0, mapping = 0, relPc = 0, sourcePath = 0;
        int line = -1;
        boolean hasRelPc = false;
        for (int t; (t = in.readTag()) != 0; ) {
            switch (Wire.field(t)) {
                case 1 -> iid = Wire.varint(in, t, "Frame.iid");
                case 2 -> function = Wire.varint(in, t, "Frame.function_name_id");
                case 3 -> mapping = Wire.varint(in, t, "Frame.mapping_id");
                case 4 -> {
                    relPc = Wire.varint(in, t, "Frame.rel_pc");
                    hasRelPc = true;
                }
                case 5 -> sourcePath = Wire.varint(in, t, "Frame.source_path_iid");
                case 6 -> {
                    long value = Wire.varint(in, t, "Frame.line_number");
                    line = value > 0 && value <= Integer.MAX_VALUE ? (int) value : -1;
                }
                default -> in.skipField(t);
            }
        }
        Wire.leave(in, old);
        frames.put(iid, new Frame(function, mapping, relPc, sourcePath, line, hasRelPc));
    }

    private void readMapping(ProtoReader in, int tag) throws IOException, WireException {
        int old = Wire.enter(in, tag, "Mapping");
        long iid = 0, buildId = 0, start = 0, end = 0;
        dev.flint.model.LongColumn paths = new dev.flint.model.LongColumn();
        for (int t; (t = in.readTag()) != 0; ) {
            switch (Wire.field(t)) {
                case 1 -> iid = Wire.varint(in, t, "Mapping.iid");
                case 2 -> buildId = Wire.varint(in, t, "Mapping.build_id");
                case 4 -> start = Wire.varint(in, t, "Mapping.start");
                case 5 -> end = Wire.varint(in, t, "Mapping.end");
                case 7 -> Wire.repeatedVarint(in, t, "Mapping.path_string_ids", paths::add);
                default -> in.skipField(t);
            }
        }
        Wire.leave(in, old);
        mappings.put(iid, new Mapping(buildId, start, end, paths.toArray()));
    }

    private void readCallstack(ProtoReader in, int tag) throws IOException, WireException {
        int old = Wire.enter(in, tag, "Callstack");
        long iid = 0;
        dev.flint.model.LongColumn frameIds = new dev.flint.model.LongColumn();
        for (int t; (t = in.readTag()) != 0; ) {
            switch (Wire.field(t)) {
                case 1 -> iid = Wire.varint(in, t, "Callstack.iid");
                case 2 -> Wire.repeatedVarint(in, t, "Callstack.frame_ids", frameIds::add);
                default -> in.skipField(t);
            }
        }
        Wire.leave(in, old);
        callstacks.put(iid, frameIds.toArray());
    }
}
