package dev.flint.importer.firefox;

import dev.flint.importer.ProfileFormatException;
import dev.flint.model.ResourceKind;
import dev.flint.model.ThreadBuilder;
import java.util.Arrays;
import java.util.List;

/**
 * The stack-side tables of a processed profile (strings, libs, resources, funcs, frames, stacks), checked
 * and appended to a {@link ThreadBuilder} once: per thread in older versions, once for all threads when
 * the file shares them (each thread then builds from {@link ThreadBuilder#sharingTables}, so the tables
 * are not copied per thread). Rows are appended, so the model's indexes equal the file's. Every index is
 * checked against the table it points into before the builder sees it.
 */
final class ProcessedTables {
    /** Holds the tables: the thread's own builder, or, for shared tables, one no thread is built from. */
    final ThreadBuilder tables;
    private final List<String> fileStrings;
    private final int[] stringMap;
    private final String fileName;
    private List<ProcessedLib> fileLibs = List.of();
    private int[] libMap = new int[0];
    /** Per file lib, the LIBRARY resource made for funcs that name no resource (v70 frames carry the lib). */
    private int[] resourceOfLib = new int[0];

    private ProcessedTables(ThreadBuilder tables, List<String> fileStrings, String fileName) {
        this.tables = tables;
        this.fileStrings = fileStrings;
        this.stringMap = new int[fileStrings.size()];
        Arrays.fill(stringMap, -1);
        this.fileName = fileName;
    }

    static ProcessedTables convert(ThreadBuilder into, List<String> strings, ColumnTable resources, ColumnTable funcs,
                                   ColumnTable frames, ColumnTable stacks, ColumnTable sources, List<ProcessedLib> libs,
                                   int[] categoryMap, String fileName) throws ProfileFormatException {
        ProcessedTables tables = new ProcessedTables(into, strings, fileName);
        tables.fileLibs = libs;
        tables.libMap = new int[libs.size()];
        Arrays.fill(tables.libMap, -1);
        tables.resourceOfLib = tables.libMap.clone();
        FrameLibs frameLibs = tables.frameLibs(frames, funcs, resources);
        tables.readResources(resources, frameLibs.ofResource);
        tables.readFuncs(funcs, sources, frameLibs.ofFunc);
        tables.readFrames(frames, categoryMap, returnAddressFrames(frames, stacks, fileName));
        tables.readStacks(stacks);
        return tables;
    }

    /** The model's string index for a string index of the file. */
    int string(double fileIndex, String where) throws ProfileFormatException {
        int index = index(fileIndex, fileStrings.size(), where, "string");
        int mapped = stringMap[index];
        if (mapped < 0) {
            mapped = tables.string(fileStrings.get(index));
            stringMap[index] = mapped;
        }
        return mapped;
    }

    /** The file libs of resources and funcs, learnt from the frames that point into them (-1: none). */
    private record FrameLibs(int[] ofResource, int[] ofFunc) {}

    /**
     * Version 70 moved a native frame's library from {@code resourceTable.lib} to {@code frameTable.lib}.
     * The model keeps the library on the func's resource (symbolication finds it there), so the frames'
     * libs are carried back to the resource of their func, or, for a func without a resource, to a
     * library resource made for it. The first frame to name a lib for a resource or func wins.
     */
    private FrameLibs frameLibs(ColumnTable frames, ColumnTable funcs, ColumnTable resources)
            throws ProfileFormatException {
        int resourceRows = resources.length(fileName);
        int funcRows = funcs.length(fileName);
        int[] ofResource = new int[resourceRows];
        int[] ofFunc = new int[funcRows];
        Arrays.fill(ofResource, -1);
        Arrays.fill(ofFunc, -1);
        if (!frames.has("lib")) return new FrameLibs(ofResource, ofFunc);
        int rows = frames.length(fileName);
        double[] lib = frames.column("lib", rows);
        double[] func = frames.column("func", rows);
        double[] funcResource = funcs.column("resource", funcRows);
        for (int row = 0; row < rows; row++) {
            if (none(lib[row])) continue;
            int fileLib = index(lib[row], fileLibs.size(), frames.path() + " row " + row + " lib", "lib");
            double f = func[row];
            // A bad func index is reported with its place when the frames are read.
            if (!(f >= 0 && f < funcRows && f == Math.rint(f))) continue;
            if (ofFunc[(int) f] < 0) ofFunc[(int) f] = fileLib;
            double r = funcResource[(int) f];
            if (r >= 0 && r < resourceRows && r == Math.rint(r) && ofResource[(int) r] < 0) ofResource[(int) r] = fileLib;
        }
        return new FrameLibs(ofResource, ofFunc);
    }

    /** The model's lib for a file lib, made the first time it is used. */
    private int lib(int fileLib) {
        if (libMap[fileLib] < 0) {
            ProcessedLib l = fileLibs.get(fileLib);
            libMap[fileLib] = tables.addLib(l.name() == null ? "" : l.name(), l.path(), l.debugName(),
                    l.breakpadId(), 0, 0);
        }
        return libMap[fileLib];
    }

    private void readResources(ColumnTable table, int[] frameLibOfResource) throws ProfileFormatException {
        int rows = table.length(fileName);
        double[] name = table.column("name", rows);
        double[] type = table.column("type", rows);
        double[] lib = table.column("lib", rows);
        for (int row = 0; row < rows; row++) {
            String where = table.path() + " row " + row;
            String resourceName = Double.isNaN(name[row]) ? "" : tables.stringAt(string(name[row], where + " name"));
            int libIndex = -1;
            if (!none(lib[row])) {
                libIndex = lib(index(lib[row], fileLibs.size(), where + " lib", "lib"));
            } else if (frameLibOfResource[row] >= 0) {
                libIndex = lib(frameLibOfResource[row]);
            }
            int kind = Double.isNaN(type[row]) ? 0 : (int) type[row];
            ResourceKind resourceKind = kind >= 0 && kind < ResourceKind.values().length
                    ? ResourceKind.values()[kind] : ResourceKind.UNKNOWN;
            tables.addResource(resourceName, libIndex >= 0 ? ResourceKind.LIBRARY : resourceKind, libIndex);
        }
    }

    private void readFuncs(ColumnTable table, ColumnTable sources, int[] frameLibOfFunc) throws ProfileFormatException {
        int rows = table.length(fileName);
        double[] name = table.column("name", rows);
        double[] isJS = table.column("isJS", rows);
        double[] relevantForJS = table.column("relevantForJS", rows);
        double[] resource = table.column("resource", rows);
        double[] fileNameColumn = table.column("fileName", rows);
        double[] source = table.column("source", rows);
        double[] line = table.column("lineNumber", rows);
        double[] column = table.column("columnNumber", rows);
        int sourceCount = sources == null ? 0 : sources.length(fileName);
        double[] sourceFile = sources == null ? new double[0] : sources.column("filename", sourceCount);
        for (int row = 0; row < rows; row++) {
            String where = table.path() + " row " + row;
            int nameString = string(name[row], where + " name");
            int resourceIndex = Double.isNaN(resource[row]) || resource[row] < 0 ? -1
                    : index(resource[row], tables.resourceCount(), where + " resource", "resource");
            if (resourceIndex < 0 && frameLibOfFunc[row] >= 0) resourceIndex = libResource(frameLibOfFunc[row]);
            int file = -1;
            if (!none(fileNameColumn[row])) {
                file = string(fileNameColumn[row], where + " fileName");
            } else if (!none(source[row])) {
                // Version 58 moved file names into shared.sources; funcs point at a source.
                int sourceIndex = index(source[row], sourceCount, where + " source", "source");
                file = none(sourceFile[sourceIndex]) ? -1 : string(sourceFile[sourceIndex], where + " source filename");
            }
            tables.addFunc(nameString, resourceIndex, file, intOr(line[row], -1), intOr(column[row], -1),
                    isJS[row] == 1, relevantForJS[row] == 1);
        }
    }

    /**
     * Which frames of the file hold a caller's address. Since version 38 the Firefox Profiler stores those
     * "nudged", the return address minus one byte (its processing does that once, at the end); the model
     * keeps return addresses as recorded (as the Gecko format and every other importer give them) and
     * symbolication looks a caller up one byte earlier. So these frames get their byte back here: read as
     * written, a symbolication would look one byte too early, and a caller whose call ends at the first
     * byte of an inlined call or a function (0x0008 in the Profiler's inline fixture) would resolve to the
     * code before it. A caller is the frame of a stack that another stack calls from, with its inlined
     * levels: every frame from that stack up to its outermost level (inline depth 0) shares the address.
     * Indexes out of range are left to {@link #readStacks}, which refuses them.
     */
    private static boolean[] returnAddressFrames(ColumnTable frames, ColumnTable stacks, String fileName)
            throws ProfileFormatException {
        int frameRows = frames.length(fileName);
        int stackRows = stacks.length(fileName);
        double[] inlineDepth = frames.column("inlineDepth", frameRows);
        double[] stackFrame = stacks.column("frame", stackRows);
        boolean offsets = stacks.has("prefixOffset");
        double[] prefixColumn = stacks.column(offsets ? "prefixOffset" : "prefix", stackRows);
        int[] prefixOf = new int[stackRows];
        int[] frameOf = new int[stackRows];
        for (int row = 0; row < stackRows; row++) {
            double frame = stackFrame[row];
            frameOf[row] = frame >= 0 && frame < frameRows && frame == Math.rint(frame) ? (int) frame : -1;
            double prefix = prefixColumn[row];
            int index = -1;
            if (offsets) {
                if (prefix >= 1 && prefix <= row && prefix == Math.rint(prefix)) index = row - (int) prefix;
            } else if (prefix >= 0 && prefix < row && prefix == Math.rint(prefix)) {
                index = (int) prefix;
            }
            prefixOf[row] = index;
        }
        boolean[] caller = new boolean[frameRows];
        for (int row = 0; row < stackRows; row++) {
            int callee = frameOf[row];
            // A stack whose frame is an inlined level is no call: its prefix is the same address's outer level.
            if (callee < 0 || intOr(inlineDepth[callee], 0) > 0) continue;
            for (int stack = prefixOf[row]; stack >= 0; stack = prefixOf[stack]) {
                int frame = frameOf[stack];
                if (frame < 0) break;
                caller[frame] = true;
                if (intOr(inlineDepth[frame], 0) <= 0) break;
            }
        }
        return caller;
    }

    private void readFrames(ColumnTable table, int[] categoryMap, boolean[] returnAddress) throws ProfileFormatException {
        int rows = table.length(fileName);
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
            int funcIndex = index(func[row], tables.funcCount(), where + " func", "func");
            int categoryIndex = -1;
            if (!none(category[row])) {
                categoryIndex = categoryMap[index(category[row], categoryMap.length, where + " category", "category")];
            }
            int implementationString = none(implementation[row]) ? -1 : string(implementation[row], where + " implementation");
            long frameAddress = Double.isNaN(address[row]) || address[row] < 0 ? -1 : (long) address[row];
            if (frameAddress >= 0 && returnAddress[row] && frameAddress < Long.MAX_VALUE) frameAddress++;
            int depth = intOr(inlineDepth[row], 0);
            if (depth < 0) {
                throw new ProfileFormatException(fileName, where + " inlineDepth", "inline depth " + depth + " is negative");
            }
            tables.addFrame(funcIndex, intOr(line[row], -1), intOr(column[row], -1), frameAddress, categoryIndex,
                    categoryIndex < 0 ? -1 : none(subcategory[row]) ? 0 : (int) subcategory[row], implementationString, depth);
        }
    }

    private void readStacks(ColumnTable table) throws ProfileFormatException {
        int rows = table.length(fileName);
        double[] frame = table.column("frame", rows);
        boolean offsets = table.has("prefixOffset");
        double[] prefix = table.column(offsets ? "prefixOffset" : "prefix", rows);
        for (int row = 0; row < rows; row++) {
            String where = table.path() + " row " + row;
            int frameIndex = index(frame[row], tables.frameCount(), where + " frame", "frame");
            int prefixIndex;
            if (offsets) {
                // Newer files store the distance back to the prefix; 0 means a root.
                int offset = Double.isNaN(prefix[row]) ? 0 : index(prefix[row], row + 1, where + " prefixOffset", "offset");
                prefixIndex = offset == 0 ? -1 : row - offset;
            } else {
                prefixIndex = none(prefix[row]) ? -1 : index(prefix[row], row, where + " prefix", "earlier stack");
            }
            tables.addStack(prefixIndex, frameIndex);
        }
    }

    /** A library resource for a file lib, one per lib. */
    private int libResource(int fileLib) {
        if (resourceOfLib[fileLib] < 0) {
            int lib = lib(fileLib);
            String libName = fileLibs.get(fileLib).name();
            resourceOfLib[fileLib] = tables.addResource(libName == null ? "" : libName, ResourceKind.LIBRARY, lib);
        }
        return resourceOfLib[fileLib];
    }

    private int index(double value, int size, String where, String what) throws ProfileFormatException {
        if (!(value >= 0 && value < size && value == Math.rint(value))) {
            String shown = Double.isNaN(value) ? "null" : value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
            throw new ProfileFormatException(fileName, where, shown + " is not a valid " + what + " index (0.." + (size - 1) + ")");
        }
        return (int) value;
    }

    /**
     * Whether an optional index cell says "none". The Firefox Profiler writes null, but converters and
     * older versions write -1 (as {@code address} and {@code resource} always have), in any of these
     * columns; both mean none, any other negative is damage.
     */
    static boolean none(double index) {
        return Double.isNaN(index) || index == -1;
    }

    private static int intOr(double value, int fallback) {
        return Double.isNaN(value) ? fallback : (int) value;
    }
}
