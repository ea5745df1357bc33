package dev.flint.importer.firefox;

import dev.flint.importer.ProfileFormatException;
import dev.flint.model.FrameTable;
import dev.flint.model.FuncTable;
import dev.flint.model.LibTable;
import dev.flint.model.ResourceKind;
import dev.flint.model.ResourceTable;
import dev.flint.model.StackTable;
import dev.flint.model.StringTable;
import java.util.Arrays;
import java.util.List;

/**
 * The stack-side tables of a processed profile (strings, libs, resources, funcs, frames, stacks), checked
 * and converted to the model once: per thread in older versions, once for all threads when the file
 * shares them. Every index is checked against the table it points into.
 */
final class ProcessedTables {
    final StringTable strings = new StringTable();
    final LibTable libs = new LibTable();
    final ResourceTable resources = new ResourceTable();
    final FuncTable funcs = new FuncTable();
    final FrameTable frames = new FrameTable();
    final StackTable stacks = new StackTable();
    private final List<String> fileStrings;
    private final int[] stringMap;
    private final String fileName;

    private ProcessedTables(List<String> fileStrings, String fileName) {
        this.fileStrings = fileStrings;
        this.stringMap = new int[fileStrings.size()];
        Arrays.fill(stringMap, -1);
        this.fileName = fileName;
    }

    static ProcessedTables convert(List<String> strings, ColumnTable resources, ColumnTable funcs, ColumnTable frames,
                                   ColumnTable stacks, ColumnTable sources, List<ProcessedLib> libs, int[] categoryMap,
                                   String fileName) throws ProfileFormatException {
        ProcessedTables tables = new ProcessedTables(strings, fileName);
        tables.readResources(resources, libs);
        tables.readFuncs(funcs, sources);
        tables.readFrames(frames, categoryMap);
        tables.readStacks(stacks);
        return tables;
    }

    /** The model's string index for a string index of the file. */
    int string(double fileIndex, String where) throws ProfileFormatException {
        int index = index(fileIndex, fileStrings.size(), where, "string");
        int mapped = stringMap[index];
        if (mapped < 0) {
            mapped = strings.indexOf(fileStrings.get(index));
            stringMap[index] = mapped;
        }
        return mapped;
    }

    private void readResources(ColumnTable table, List<ProcessedLib> fileLibs) throws ProfileFormatException {
        int rows = table.length();
        double[] name = table.column("name", rows);
        double[] type = table.column("type", rows);
        double[] lib = table.column("lib", rows);
        int[] libMap = new int[fileLibs.size()];
        Arrays.fill(libMap, -1);
        for (int row = 0; row < rows; row++) {
            String where = table.path() + " row " + row;
            int nameString = Double.isNaN(name[row]) ? strings.indexOf("") : string(name[row], where + " name");
            int libIndex = -1;
            if (!Double.isNaN(lib[row])) {
                int fileLib = index(lib[row], fileLibs.size(), where + " lib", "lib");
                if (libMap[fileLib] < 0) {
                    ProcessedLib l = fileLibs.get(fileLib);
                    libMap[fileLib] = libs.add(strings.indexOf(l.name()), orNone(l.path()), orNone(l.debugName()),
                            orNone(l.breakpadId()), 0, 0);
                }
                libIndex = libMap[fileLib];
            }
            int kind = Double.isNaN(type[row]) ? 0 : (int) type[row];
            ResourceKind resourceKind = kind >= 0 && kind < ResourceKind.values().length
                    ? ResourceKind.values()[kind] : ResourceKind.UNKNOWN;
            resources.add(nameString, libIndex >= 0 ? ResourceKind.LIBRARY : resourceKind, libIndex);
        }
    }

    private void readFuncs(ColumnTable table, ColumnTable sources) throws ProfileFormatException {
        int rows = table.length();
        double[] name = table.column("name", rows);
        double[] isJS = table.column("isJS", rows);
        double[] relevantForJS = table.column("relevantForJS", rows);
        double[] resource = table.column("resource", rows);
        double[] fileName = table.column("fileName", rows);
        double[] source = table.column("source", rows);
        double[] line = table.column("lineNumber", rows);
        double[] column = table.column("columnNumber", rows);
        int sourceCount = sources == null ? 0 : sources.length();
        double[] sourceFile = sources == null ? new double[0] : sources.column("filename", sourceCount);
        for (int row = 0; row < rows; row++) {
            String where = table.path() + " row " + row;
            int nameString = string(name[row], where + " name");
            int resourceIndex = Double.isNaN(resource[row]) || resource[row] < 0 ? -1
                    : index(resource[row], resources.size(), where + " resource", "resource");
            int file = -1;
            if (!Double.isNaN(fileName[row])) {
                file = string(fileName[row], where + " fileName");
            } else if (!Double.isNaN(source[row])) {
                // Version 58 moved file names into shared.sources; funcs point at a source.
                int sourceIndex = index(source[row], sourceCount, where + " source", "source");
                file = Double.isNaN(sourceFile[sourceIndex]) ? -1 : string(sourceFile[sourceIndex], where + " source filename");
            }
            funcs.add(nameString, resourceIndex, file, intOr(line[row], -1), intOr(column[row], -1),
                    isJS[row] == 1, relevantForJS[row] == 1);
        }
    }

    private void readFrames(ColumnTable table, int[] categoryMap) throws ProfileFormatException {
        int rows = table.length();
        double[] func = table.column("func", rows);
        double[] address = table.column("address", rows);
        double[] line = table.column("line", rows);
        double[] column = table.column("column", rows);
        double[] category = table.column("category", rows);
        double[] subcategory = table.column("subcategory", rows);
        double[] implementation = table.column("implementation", rows);
        double[] inlineDepth = table.column("inlineDepth", rows);
        for (int row = 0; row < rows; row++) {
            String where = table.path() + " row " + row;
            int funcIndex = index(func[row], funcs.size(), where + " func", "func");
            int categoryIndex = -1;
            if (!Double.isNaN(category[row])) {
                categoryIndex = categoryMap[index(category[row], categoryMap.length, where + " category", "category")];
            }
            int implementationString = Double.isNaN(implementation[row]) ? -1 : string(implementation[row], where + " implementation");
            long frameAddress = Double.isNaN(address[row]) || address[row] < 0 ? -1 : (long) address[row];
            frames.add(funcIndex, intOr(line[row], -1), intOr(column[row], -1), frameAddress, categoryIndex,
                    categoryIndex < 0 ? -1 : intOr(subcategory[row], 0), implementationString, intOr(inlineDepth[row], 0));
        }
    }

    private void readStacks(ColumnTable table) throws ProfileFormatException {
        int rows = table.length();
        double[] frame = table.column("frame", rows);
        boolean offsets = table.has("prefixOffset");
        double[] prefix = table.column(offsets ? "prefixOffset" : "prefix", rows);
        for (int row = 0; row < rows; row++) {
            String where = table.path() + " row " + row;
            int frameIndex = index(frame[row], frames.size(), where + " frame", "frame");
            int prefixIndex;
            if (offsets) {
                // Newer files store the distance back to the prefix; 0 means a root.
                int offset = Double.isNaN(prefix[row]) ? 0 : index(prefix[row], row + 1, where + " prefixOffset", "offset");
                prefixIndex = offset == 0 ? -1 : row - offset;
            } else {
                prefixIndex = Double.isNaN(prefix[row]) ? -1 : index(prefix[row], row, where + " prefix", "earlier stack");
            }
            stacks.add(prefixIndex, frameIndex);
        }
    }

    private int index(double value, int size, String where, String what) throws ProfileFormatException {
        if (!(value >= 0 && value < size && value == Math.rint(value))) {
            String shown = Double.isNaN(value) ? "null" : value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
            throw new ProfileFormatException(fileName, where, shown + " is not a valid " + what + " index (0.." + (size - 1) + ")");
        }
        return (int) value;
    }

    private int orNone(String s) {
        return s == null ? -1 : strings.indexOf(s);
    }

    private static int intOr(double value, int fallback) {
        return Double.isNaN(value) ? fallback : (int) value;
    }
}
