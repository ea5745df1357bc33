package dev.flint.importer.otlp;

import dev.flint.importer.LibraryResources;
import dev.flint.importer.ProfileFormatException;
import dev.flint.model.LongColumn;
import dev.flint.model.ThreadBuilder;

/**
 * Stacks of the dictionary's locations, as pprof's: a location's lines are inlined code, each a stack level,
 * the last line the outermost function; a location without lines (not symbolized) is its address in its
 * mapping's file. Frames are made once per location in the tables every thread shares.
 */
final class OtlpFrames {
    private final OtlpData data;
    private final OtlpStrings strings;
    private final String file;
    private final int category;
    /** Per location: its frames, outermost first; built on first use. */
    private final int[][] framesOfLocation;
    /** Per mapping: its resource + 2 (0: not resolved yet; 1: no resource). */
    private final int[] resourceOfMapping;

    OtlpFrames(OtlpData data, OtlpStrings strings, String file, int category) {
        this.data = data;
        this.strings = strings;
        this.file = file;
        this.category = category;
        framesOfLocation = new int[data.locationCount()][];
        resourceOfMapping = new int[data.mappingFile.size()];
    }

    /** v1.7: sample {@code s}'s slice of profile {@code p}'s location_indices (leaf first), {@code lengthCut} shorter. */
    int sliceStack(ThreadBuilder thread, int p, int s, int lengthCut, String where) throws ProfileFormatException {
        int tableFrom = data.profileLocationStart.get(p);
        int tableSize = OtlpData.end(data.profileLocationStart, p, data.profileLocations.size()) - tableFrom;
        long start = data.sampleLocationStart.get(s);
        long length = data.sampleLocationLength.get(s) - lengthCut;
        if (start < 0 || length < 0 || start + length > tableSize) {
            throw new ProfileFormatException(file, where, "locations [" + start + ", " + (start + length)
                    + ") run past the profile's location_indices (" + tableSize + " entries)");
        }
        return stack(thread, data.profileLocations, tableFrom + (int) start, tableFrom + (int) (start + length),
                where + ".location_indices");
    }

    /** v1.8 and later: sample {@code s}'s stack in the dictionary's stack table. */
    int stackOf(ThreadBuilder thread, int s, String where) throws ProfileFormatException {
        long index = data.sampleStack.get(s);
        int stacks = data.stackStart.size();
        if (index == 0 && stacks == 0) return -1; // no stack table: stack 0 is the empty stack
        if (index < 0 || index >= stacks) {
            throw new ProfileFormatException(file, where + ".stack_index", "stack index " + index
                    + " is outside the stack table (" + stacks + " stacks)");
        }
        int from = data.stackStart.get((int) index);
        int to = OtlpData.end(data.stackStart, (int) index, data.stackLocations.size());
        return stack(thread, data.stackLocations, from, to, "dictionary.stack_table[" + index + "]");
    }

    private int stack(ThreadBuilder thread, LongColumn locations, int from, int to, String where) throws ProfileFormatException {
        int stack = -1;
        for (int i = to - 1; i >= from; i--) {
            long location = locations.get(i);
            if (location < 0 || location >= data.locationCount()) {
                throw new ProfileFormatException(file, where + "[" + (i - from) + "]", "location index " + location
                        + " is outside the location table (" + data.locationCount() + " locations)");
            }
            for (int frame : frames(thread, (int) location)) stack = thread.stack(stack, frame);
        }
        return stack;
    }

    private int[] frames(ThreadBuilder thread, int location) throws ProfileFormatException {
        int[] known = framesOfLocation[location];
        if (known != null) return known;
        String where = "dictionary.location_table[" + location + "]";
        int resource = resource(thread, data.locationMapping.get(location), where);
        long address = data.locationAddress.get(location);
        int lineFrom = data.lineStart.get(location);
        int lineTo = OtlpData.end(data.lineStart, location, data.lineFunction.size());
        int[] frames;
        if (lineFrom == lineTo) {
            int func = thread.func("0x" + Long.toHexString(address), resource, null, -1, -1, false, false);
            frames = new int[] {thread.frame(func, -1, -1, address, category, -1, -1, 0)};
        } else {
            frames = new int[lineTo - lineFrom];
            for (int l = lineTo - 1, k = 0; l >= lineFrom; l--, k++) {
                long function = data.lineFunction.get(l);
                if (function < 0 || function >= data.functionName.size()) {
                    throw new ProfileFormatException(file, where + ".line[" + (l - lineFrom) + "]", "function index "
                            + function + " is outside the function table (" + data.functionName.size() + " functions)");
                }
                int func = func((int) function, resource, thread);
                // the last line is the physical frame; earlier lines were inlined into it
                frames[k] = thread.frame(func, lineOrNone(data.lineNumber.get(l)), -1, address, category, -1, -1, k);
            }
        }
        framesOfLocation[location] = frames;
        return frames;
    }

    private int func(int function, int resource, ThreadBuilder thread) throws ProfileFormatException {
        String where = "dictionary.function_table[" + function + "]";
        String name = strings.get(data.functionName.get(function), where + ".name_strindex");
        if (name.isEmpty()) name = strings.get(data.functionSystemName.get(function), where + ".system_name_strindex");
        String fileName = strings.get(data.functionFile.get(function), where + ".filename_strindex");
        return thread.func(name, resource, fileName.isEmpty() ? null : fileName,
                lineOrNone(data.functionStartLine.get(function)), -1, false, false);
    }

    private int resource(ThreadBuilder thread, long mapping, String where) throws ProfileFormatException {
        if (mapping < 0) return -1;
        if (mapping >= resourceOfMapping.length) {
            if (mapping == 0) return -1; // v1.8's null mapping, when the table is empty
            throw new ProfileFormatException(file, where + ".mapping_index", "mapping index " + mapping
                    + " is outside the mapping table (" + resourceOfMapping.length + " mappings)");
        }
        int known = resourceOfMapping[(int) mapping];
        if (known != 0) return known - 2;
        String path = strings.get(data.mappingFile.get((int) mapping), "dictionary.mapping_table[" + mapping + "].filename_strindex");
        int resource = LibraryResources.ofPath(thread, path);
        resourceOfMapping[(int) mapping] = resource + 2;
        return resource;
    }

    /** A line as the model keeps it: 1-based, or -1 for none (0 and values past an int). */
    private static int lineOrNone(long line) {
        return line <= 0 || line > Integer.MAX_VALUE ? -1 : (int) line;
    }
}
