package dev.flint.importer.firefox;

import dev.flint.importer.ProfileFormatException;
import dev.flint.markers.EventDelayJank;
import dev.flint.markers.GeckoMarkers;
import dev.flint.model.Categories;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.ThreadBuilder;
import dev.flint.model.WeightType;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns the read processed profile into a {@link Profile}: each thread with its tables (or the shared
 * ones), samples in microseconds from the profile start with their weights and weight type, and markers
 * as trace events and, with their payloads, as the profile's markers ({@link GeckoMarkers}).
 */
public final class ProcessedProfileBuilder {
    private final ProcessedProfileReader.Contents contents;
    private final String fileName;
    private final Categories categories = new Categories();
    private int[] categoryMap;
    private ProcessedTables sharedTables;
    private final GeckoMarkers geckoMarkers = new GeckoMarkers();

    private ProcessedProfileBuilder(ProcessedProfileReader.Contents contents, String fileName) {
        this.contents = contents;
        this.fileName = fileName;
    }

    public static Profile build(ProcessedProfileReader.Contents contents, String fileName) throws ProfileFormatException {
        return new ProcessedProfileBuilder(contents, fileName).build();
    }

    private Profile build() throws ProfileFormatException {
        int defaultCategory = -1;
        for (Categories.Category category : contents.categories()) {
            int index = categories.add(category.name(), category.color(), category.subcategories());
            // Since version 53 the default category is the first grey one.
            if (defaultCategory < 0 && "grey".equals(category.color())) defaultCategory = index;
        }
        categoryMap = new int[categories.size()];
        for (int i = 0; i < categoryMap.length; i++) categoryMap[i] = i;
        if (defaultCategory < 0) defaultCategory = categories.find("Other");
        if (defaultCategory < 0) defaultCategory = categories.add("Other", "grey");
        categories.setDefaultCategory(defaultCategory);
        List<ProfileThread> threads = new ArrayList<>();
        for (ProcessedThreadData thread : contents.threads()) threads.add(convert(thread));
        return new Profile(ProfileFormat.FIREFOX_PROCESSED, threads, categories, false, List.of(),
                geckoMarkers.finish());
    }

    private ProfileThread convert(ProcessedThreadData data) throws ProfileFormatException {
        long pid = id(data.pid());
        long tid = id(data.tid());
        boolean ownTables = data.funcTable() != null || data.frameTable() != null || data.stackTable() != null
                || data.stringsOrNull() != null;
        ProcessedTables tables = ownTables ? convertTables(data, new ThreadBuilder(pid, tid)) : sharedTables(data);
        ThreadBuilder thread = ownTables ? tables.tables : tables.tables.sharingTables(pid, tid);
        thread.name(data.name()).processName(data.processName()).weightType(weightType(data.samples()));
        EventDelayJank jank = new EventDelayJank();
        double[] sampleSpanMicros = addSamples(thread, data.samples(), jank);
        geckoMarkers.beginThread(pid, tid);
        geckoMarkers.janks(jank.finish());
        addMarkers(thread, data.markers(), tables);
        // Markers left open (or opened before the first sample) are closed at the thread's sampled span.
        geckoMarkers.endThread(sampleSpanMicros[0], sampleSpanMicros[1]);
        return thread.build();
    }

    /** The file's shared tables, converted once into a builder no thread is built from. */
    private ProcessedTables sharedTables(ProcessedThreadData data) throws ProfileFormatException {
        if (sharedTables == null) sharedTables = convertTables(data, new ThreadBuilder(0, 0));
        return sharedTables;
    }

    private ProcessedTables convertTables(ProcessedThreadData data, ThreadBuilder into) throws ProfileFormatException {
        List<String> strings = data.stringsOrNull() != null ? data.strings() : contents.sharedStrings();
        return ProcessedTables.convert(into,
                require(strings, data, "stringArray"),
                orShared(data.resourceTable(), contents.sharedResources(), data, "resourceTable"),
                require(orShared(data.funcTable(), contents.sharedFuncs(), data, "funcTable"), data, "funcTable"),
                require(orShared(data.frameTable(), contents.sharedFrames(), data, "frameTable"), data, "frameTable"),
                require(orShared(data.stackTable(), contents.sharedStacks(), data, "stackTable"), data, "stackTable"),
                contents.sources(), data.libs() != null ? data.libs() : contents.libs(), categoryMap, fileName);
    }

    private static ColumnTable orShared(ColumnTable own, ColumnTable shared, ProcessedThreadData data, String name) {
        if (own != null) return own;
        if (shared != null) return shared;
        return name.equals("resourceTable") ? ColumnTable.empty(data.path() + "." + name) : null;
    }

    private <T> T require(T table, ProcessedThreadData data, String name) throws ProfileFormatException {
        if (table == null) {
            throw new ProfileFormatException(fileName, data.path(), "the thread has no " + name + " and the profile shares none");
        }
        return table;
    }

    /** Adds the samples; returns their earliest and latest time in microseconds (NaN, NaN when none). */
    private double[] addSamples(ThreadBuilder thread, ColumnTable table, EventDelayJank jank) throws ProfileFormatException {
        int stackCount = thread.stackCount();
        int rows = table.length(fileName);
        double[] stackColumn = table.column("stack", rows);
        boolean deltas = !table.has("time") && table.has("timeDeltas");
        double[] timeColumn = table.column(deltas ? "timeDeltas" : "time", rows);
        double[] weights = table.has("weight") ? table.column("weight", rows) : null;
        // Event delay in milliseconds (responsiveness before it), for the thread's event-loop janks.
        String delayColumn = table.has("eventDelay") ? "eventDelay" : table.has("responsiveness") ? "responsiveness" : null;
        double[] delays = delayColumn == null ? null : table.column(delayColumn, rows);
        double timeMillis = 0;
        double firstMicros = Double.NaN;
        double lastMicros = Double.NaN;
        for (int row = 0; row < rows; row++) {
            double stack = stackColumn[row];
            int stackIndex;
            if (ProcessedTables.none(stack)) {
                stackIndex = -1;
            } else if (stack >= 0 && stack < stackCount && stack == Math.rint(stack)) {
                stackIndex = (int) stack;
            } else {
                throw new ProfileFormatException(fileName, table.path() + ".stack[" + row + "]",
                        "stack " + stack + " is not one of the " + stackCount + " stacks");
            }
            double time = timeColumn[row];
            if (Double.isNaN(time)) {
                throw new ProfileFormatException(fileName, table.path() + "." + (deltas ? "timeDeltas" : "time")
                        + "[" + row + "]", "the sample has no time");
            }
            timeMillis = deltas ? timeMillis + time : time;
            double timeMicros = timeMillis * 1000;
            if (!Double.isFinite(timeMicros)) {
                throw new ProfileFormatException(fileName, table.path() + "." + (deltas ? "timeDeltas" : "time")
                        + "[" + row + "]", "the sample time is beyond any time in microseconds");
            }
            if (!(timeMicros >= firstMicros)) firstMicros = timeMicros;
            if (!(timeMicros <= lastMicros)) lastMicros = timeMicros;
            if (delays != null) jank.sample(timeMicros, delays[row]);
            if (weights == null) {
                thread.addSample(stackIndex, timeMicros);
                continue;
            }
            double weight = Double.isNaN(weights[row]) ? 1 : weights[row];
            if (!Double.isFinite(weight)) {
                throw new ProfileFormatException(fileName, table.path() + ".weight[" + row + "]",
                        "the weight " + weight + " is not a finite number");
            }
            thread.addSample(stackIndex, timeMicros, weight);
        }
        return new double[] {firstMicros, lastMicros};
    }

    private WeightType weightType(ColumnTable samples) throws ProfileFormatException {
        String type = samples.scalar("weightType");
        if (type == null || type.equals("samples")) return WeightType.SAMPLES;
        return switch (type) {
            case "tracing-ms" -> WeightType.TRACING_MS;
            case "bytes" -> WeightType.BYTES;
            default -> throw new ProfileFormatException(fileName, samples.path() + ".weightType",
                    "unknown weight type \"" + type + "\" (expected samples, tracing-ms or bytes)");
        };
    }

    private void addMarkers(ThreadBuilder thread, ColumnTable table, ProcessedTables tables)
            throws ProfileFormatException {
        int rows = table.length(fileName);
        double[] name = table.column("name", rows);
        double[] start = table.column("startTime", rows);
        double[] end = table.column("endTime", rows);
        double[] phase = table.column("phase", rows);
        double[] category = table.column("category", rows);
        for (int row = 0; row < rows; row++) {
            String where = table.path() + " row " + row;
            int nameString = tables.string(name[row], where + " name");
            int categoryIndex = Double.isNaN(category[row]) || category[row] < 0 || category[row] >= categories.size()
                    ? -1 : (int) category[row];
            int categoryName = thread.string(categoryIndex < 0 ? "" : categories.get(categoryIndex).name());
            char tracePhase = switch (Double.isNaN(phase[row]) ? 0 : (int) phase[row]) {
                case 1 -> 'X';
                case 2 -> 'B';
                case 3 -> 'E';
                default -> 'I';
            };
            double at = Double.isNaN(start[row]) ? end[row] : start[row];
            // A marker without a time (or one beyond any) has no place on the timeline.
            if (!Double.isFinite(at * 1000)) continue;
            double durationMicros = tracePhase == 'X' && !Double.isNaN(end[row]) ? (end[row] - start[row]) * 1000 : Double.NaN;
            thread.addTraceEvent(nameString, categoryName, tracePhase, at * 1000, durationMicros, null);
            geckoMarkers.accept(thread.stringAt(nameString), categoryIndex < 0 ? "" : categories.get(categoryIndex).name(),
                    Double.isNaN(phase[row]) ? 0 : (int) phase[row], start[row] * 1000, end[row] * 1000,
                    table.objectFields("data", row));
        }
    }

    /** Processed pids are strings ("12345", or "0" for imported profiles); tids numbers or strings. */
    private static long id(String value) {
        if (value == null) return 0;
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException notNumeric) {
            return Integer.toUnsignedLong(value.hashCode());
        }
    }
}
