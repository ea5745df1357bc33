package dev.flint.importer.firefox;

import dev.flint.importer.ProfileFormatException;
import dev.flint.markers.EventDelayJank;
import dev.flint.markers.GeckoMarkers;
import dev.flint.model.Categories;
import dev.flint.model.ProfileThread;
import dev.flint.model.ThreadBuilder;
import java.util.List;

/**
 * Builds a {@link ProfileThread} from a {@link GeckoRawThread}: funcs from frame locations, frames with
 * library-relative addresses, the stack tree, samples in microseconds of the root process's clock, and
 * the markers as trace events (name, category, phase, times) and, with their payloads, as the profile's
 * markers ({@link GeckoMarkers}).
 */
final class GeckoThreadConverter {
    private final String fileName;
    private final Categories categories;
    private final GeckoMarkers markers = new GeckoMarkers();
    private double firstSampleMicros;
    private double lastSampleMicros;
    /** The converted thread's event-loop janks from its samples' event delay (start, end pairwise, µs). */
    private double[] janks = new double[0];

    GeckoThreadConverter(String fileName, Categories categories) {
        this.fileName = fileName;
        this.categories = categories;
    }

    /**
     * @param libsByStart       the process's libs, sorted by start address
     * @param timeOffsetMillis  this process's start minus the root process's start
     * @param categoryMap       the process's category indexes to the profile's
     * @param version           the process's {@code meta.version}: older files are read as their upgraders
     *                          in the Firefox Profiler read them ({@link LegacyGecko})
     */
    ProfileThread convert(GeckoRawThread raw, List<GeckoLib> libsByStart, double timeOffsetMillis,
                          int[] categoryMap, int version) throws ProfileFormatException {
        ThreadBuilder thread = new ThreadBuilder(id(raw.pid()), id(raw.tid())).name(raw.name())
                .processName(raw.processName());
        int[] stringMap = new int[raw.strings().size()];
        java.util.Arrays.fill(stringMap, -1);
        FuncInterner interner = new FuncInterner(thread, libsByStart);
        readFrames(raw, thread, stringMap, interner, libsByStart, categoryMap, version);
        readStacks(raw, thread);
        readSamples(raw, thread, timeOffsetMillis);
        readMarkers(raw, thread, stringMap, timeOffsetMillis, categoryMap);
        return thread.build();
    }

    /** The markers of every thread converted so far. */
    GeckoMarkers markers() {
        return markers;
    }

    private void readFrames(GeckoRawThread raw, ThreadBuilder thread, int[] stringMap, FuncInterner interner,
                            List<GeckoLib> libsByStart, int[] categoryMap, int version) throws ProfileFormatException {
        boolean categoryBits = version < LegacyGecko.CATEGORY_LIST_VERSION;
        boolean guessRelevantForJS = version < LegacyGecko.RELEVANT_FOR_JS_VERSION && !raw.frameTable().has("relevantForJS");
        SchemaTable table = raw.frameTable();
        int rows = table.rows();
        double[] locations = table.column("location");
        double[] relevantForJSColumn = table.column("relevantForJS");
        double[] implementations = table.column("implementation");
        double[] lines = table.column("line");
        double[] columns = table.column("column");
        double[] categoryColumn = table.column("category");
        double[] subcategories = table.column("subcategory");
        FrameLocation[] locationByString = new FrameLocation[raw.strings().size()];
        // Frames of one location share a func (per relevantForJS flag): [2 * string + flag], -1 until made.
        int[] funcByLocation = new int[2 * raw.strings().size()];
        java.util.Arrays.fill(funcByLocation, -1);
        for (int row = 0; row < rows; row++) {
            int locationString = stringIndex(locations[row], raw, "frameTable", row, "location");
            FrameLocation location = locationByString[locationString];
            String locationText = raw.strings().get(locationString);
            if (location == null) {
                location = FrameLocation.parse(guessRelevantForJS ? LegacyGecko.withoutEntryPrefix(locationText) : locationText);
                locationByString[locationString] = location;
            }
            boolean relevantForJS = guessRelevantForJS ? LegacyGecko.relevantForJS(locationText)
                    : relevantForJSColumn[row] == 1;
            long address = -1;
            int processLib = -1;
            if (location.kind() == FrameLocation.Kind.ADDRESS) {
                processLib = GeckoLib.find(libsByStart, location.address());
                address = processLib < 0 ? location.address() : libsByStart.get(processLib).relativeAddress(location.address());
            }
            int funcSlot = 2 * locationString + (relevantForJS ? 1 : 0);
            int func = funcByLocation[funcSlot];
            if (func < 0) {
                func = interner.func(location, relevantForJS, processLib);
                funcByLocation[funcSlot] = func;
            }
            int implementationString = Double.isNaN(implementations[row]) ? -1
                    : mapString(stringIndex(implementations[row], raw, "frameTable", row, "implementation"), raw,
                            stringMap, thread);
            int line = intOr(lines[row], location.line());
            int column = intOr(columns[row], location.column());
            double categoryValue = categoryBits ? LegacyGecko.categoryOfBits(categoryColumn[row]) : categoryColumn[row];
            int category = category(categoryValue, categoryMap, raw, "frameTable", row);
            int subcategory = category < 0 ? -1 : intOr(subcategories[row], 0);
            thread.addFrame(func, line, column, address, category, subcategory, implementationString, 0);
        }
    }

    private void readStacks(GeckoRawThread raw, ThreadBuilder thread) throws ProfileFormatException {
        int frameCount = thread.frameCount();
        SchemaTable table = raw.stackTable();
        double[] prefixes = table.column("prefix");
        double[] frames = table.column("frame");
        for (int row = 0; row < table.rows(); row++) {
            double prefix = prefixes[row];
            double frame = frames[row];
            if (!Double.isNaN(prefix) && !(prefix >= 0 && prefix < row && prefix == Math.rint(prefix))) {
                throw problem(raw.path() + ".stackTable.data[" + row + "]",
                        "prefix " + format(prefix) + " is not an earlier stack");
            }
            if (!(frame >= 0 && frame < frameCount && frame == Math.rint(frame))) {
                throw problem(raw.path() + ".stackTable.data[" + row + "]",
                        "frame " + format(frame) + " is not one of the " + frameCount + " frames");
            }
            thread.addStack(Double.isNaN(prefix) ? -1 : (int) prefix, (int) frame);
        }
    }

    private void readSamples(GeckoRawThread raw, ThreadBuilder thread, double timeOffsetMillis)
            throws ProfileFormatException {
        int stackCount = thread.stackCount();
        SchemaTable table = raw.samples();
        int count = table.rows();
        double[] stackColumn = table.column("stack");
        double[] timeColumn = table.column("time");
        double[] weights = table.has("weight") ? table.column("weight") : null;
        // Version 13 renamed responsiveness to eventDelay; both are milliseconds a runnable would wait.
        String delayField = table.has("eventDelay") ? "eventDelay" : table.has("responsiveness") ? "responsiveness" : null;
        double[] delays = delayField == null ? null : table.column(delayField);
        EventDelayJank jank = new EventDelayJank();
        firstSampleMicros = Double.NaN;
        lastSampleMicros = Double.NaN;
        for (int row = 0; row < count; row++) {
            double stack = stackColumn[row];
            int sampleStack;
            if (Double.isNaN(stack)) {
                sampleStack = -1;
            } else if (stack >= 0 && stack < stackCount && stack == Math.rint(stack)) {
                sampleStack = (int) stack;
            } else {
                throw problem(raw.path() + ".samples.data[" + row + "]",
                        "stack " + format(stack) + " is not one of the " + stackCount + " stacks");
            }
            double time = timeColumn[row];
            if (Double.isNaN(time)) throw problem(raw.path() + ".samples.data[" + row + "]", "the sample has no time");
            double timeMicros = (time + timeOffsetMillis) * 1000;
            if (!Double.isFinite(timeMicros)) {
                throw problem(raw.path() + ".samples.data[" + row + "]", "time " + time + " is out of range");
            }
            if (!(timeMicros >= firstSampleMicros)) firstSampleMicros = timeMicros;
            if (!(timeMicros <= lastSampleMicros)) lastSampleMicros = timeMicros;
            if (delays != null) jank.sample(timeMicros, delays[row]);
            if (weights == null) {
                thread.addSample(sampleStack, timeMicros);
            } else {
                double weight = Double.isNaN(weights[row]) ? 1 : weights[row];
                if (!Double.isFinite(weight)) {
                    throw problem(raw.path() + ".samples.data[" + row + "]", "weight " + weight + " is out of range");
                }
                thread.addSample(sampleStack, timeMicros, weight);
            }
        }
        janks = jank.finish();
    }

    private void readMarkers(GeckoRawThread raw, ThreadBuilder thread, int[] stringMap, double timeOffsetMillis,
                             int[] categoryMap) throws ProfileFormatException {
        SchemaTable table = raw.markers();
        int rows = table.rows();
        double[] names = table.column("name");
        // Before start/end times (version 11 and older), a marker had one "time": read it as an instant.
        double[] starts = table.has("startTime") || !table.has("time") ? table.column("startTime") : table.column("time");
        double[] ends = table.column("endTime");
        double[] phases = table.column("phase");
        double[] categoryColumn = table.column("category");
        int[] categoryNames = new int[categoryMap.length];
        for (int i = 0; i < categoryMap.length; i++) categoryNames[i] = thread.string(categories.get(categoryMap[i]).name());
        int noCategory = thread.string("");
        markers.beginThread(id(raw.pid()), id(raw.tid()));
        markers.janks(janks);
        for (int row = 0; row < rows; row++) {
            int name = mapString(stringIndex(names[row], raw, "markers", row, "name"), raw, stringMap, thread);
            category(categoryColumn[row], categoryMap, raw, "markers", row);
            int categoryName = Double.isNaN(categoryColumn[row]) ? noCategory : categoryNames[(int) categoryColumn[row]];
            double start = starts[row];
            double end = ends[row];
            // Gecko phases: 0 instant, 1 interval, 2 interval start, 3 interval end (trace-event I/X/B/E).
            char tracePhase = switch (intOr(phases[row], 0)) {
                case 1 -> 'X';
                case 2 -> 'B';
                case 3 -> 'E';
                default -> 'I';
            };
            double at = Double.isNaN(start) ? end : start;
            // A marker without a usable time cannot be placed (Infinity is what 1e400 parses to).
            if (!Double.isFinite((at + timeOffsetMillis) * 1000)) continue;
            double durationMicros = tracePhase == 'X' && !Double.isNaN(end) ? (end - start) * 1000 : Double.NaN;
            thread.addTraceEvent(name, categoryName, tracePhase, (at + timeOffsetMillis) * 1000, durationMicros, null);
            markers.accept(raw.strings().get((int) names[row]), thread.stringAt(categoryName), intOr(phases[row], 0),
                    (start + timeOffsetMillis) * 1000, (end + timeOffsetMillis) * 1000, table.objectFields("data", row));
        }
        markers.endThread(firstSampleMicros, lastSampleMicros);
    }

    private int category(double value, int[] categoryMap, GeckoRawThread raw, String table, int row)
            throws ProfileFormatException {
        if (Double.isNaN(value)) return -1;
        if (!(value >= 0 && value < categoryMap.length && value == Math.rint(value))) {
            throw problem(raw.path() + "." + table + ".data[" + row + "]", "category " + format(value)
                    + " is not one of the " + categoryMap.length + " categories in meta.categories");
        }
        return categoryMap[(int) value];
    }

    /** Checks a string index; the error names the cell (built only then: this runs for every row). */
    private int stringIndex(double value, GeckoRawThread raw, String table, int row, String column)
            throws ProfileFormatException {
        if (!(value >= 0 && value < raw.strings().size() && value == Math.rint(value))) {
            throw problem(raw.path() + "." + table + ".data[" + row + "] " + column, "string index " + format(value)
                    + " is not in the thread's stringTable (" + raw.strings().size() + " strings)");
        }
        return (int) value;
    }

    private static int mapString(int geckoString, GeckoRawThread raw, int[] stringMap, ThreadBuilder thread) {
        int mapped = stringMap[geckoString];
        if (mapped < 0) {
            mapped = thread.string(raw.strings().get(geckoString));
            stringMap[geckoString] = mapped;
        }
        return mapped;
    }

    private static int intOr(double value, int fallback) {
        return Double.isNaN(value) ? fallback : (int) value;
    }

    /** Gecko writes pids and tids as numbers (newer versions as strings of digits). */
    private static long id(String value) {
        if (value == null) return 0;
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException notNumeric) {
            return Integer.toUnsignedLong(value.hashCode());
        }
    }

    private static String format(double value) {
        return Double.isNaN(value) ? "null" : value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    private ProfileFormatException problem(String where, String what) {
        return new ProfileFormatException(fileName, where, what);
    }
}
