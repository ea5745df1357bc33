package dev.flint.importer.firefox;

import dev.flint.importer.JsonInput;

import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.ProfileFormatException;
import dev.flint.model.Categories;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Streams a processed profile (what profiler.firefox.com saves and samply writes): {@code meta},
 * {@code libs}, {@code shared} (string array and, in newer versions, the tables all threads share) and
 * {@code threads}. Tables are struct-of-arrays ({@link ColumnTable}); keys may come in any order.
 */
public final class ProcessedProfileReader {
    /** 41 moved libs to the profile and gave every resource a name; older files need Firefox's upgraders. */
    public static final int OLDEST_VERSION = 41;
    public static final int NEWEST_VERSION = 70;

    /** What the file holds, read but not yet converted. */
    public record Contents(int version, double startTimeMillis, List<Categories.Category> categories,
                           List<ProcessedLib> libs, List<String> sharedStrings, ColumnTable sharedFuncs,
                           ColumnTable sharedFrames, ColumnTable sharedStacks, ColumnTable sharedResources,
                           ColumnTable sources, List<ProcessedThreadData> threads) {}

    private final JsonInput in;

    public ProcessedProfileReader(JsonInput in) {
        this.in = in;
    }

    public Contents read() throws IOException, ProfileFormatException {
        in.expectNext(JsonToken.START_OBJECT, "$");
        int version = -1;
        double startTime = 0;
        List<Categories.Category> categories = new ArrayList<>();
        List<ProcessedLib> libs = new ArrayList<>();
        List<String> sharedStrings = null;
        ColumnTable sharedFuncs = null;
        ColumnTable sharedFrames = null;
        ColumnTable sharedStacks = null;
        ColumnTable sharedResources = null;
        ColumnTable sources = null;
        List<ProcessedThreadData> threads = new ArrayList<>();
        while (in.next() == JsonToken.FIELD_NAME) {
            String key = in.parser().currentName();
            in.next();
            switch (key) {
                case "meta" -> {
                    in.expectCurrent(JsonToken.START_OBJECT, "$.meta");
                    while (in.next() == JsonToken.FIELD_NAME) {
                        String field = in.parser().currentName();
                        in.next();
                        switch (field) {
                            case "preprocessedProfileVersion" -> version = (int) in.number("$.meta.preprocessedProfileVersion");
                            case "startTime" -> startTime = in.number("$.meta.startTime");
                            case "categories" -> GeckoProcessReader.readCategories(in, categories, "$.meta.categories");
                            default -> in.skipValue();
                        }
                    }
                }
                case "libs" -> readLibs(libs, "$.libs");
                case "shared" -> {
                    in.expectCurrent(JsonToken.START_OBJECT, "$.shared");
                    while (in.next() == JsonToken.FIELD_NAME) {
                        String field = in.parser().currentName();
                        in.next();
                        String path = "$.shared." + field;
                        switch (field) {
                            case "stringArray", "stringTable" -> sharedStrings = readStrings(path);
                            case "funcTable" -> sharedFuncs = ColumnTable.read(in, path);
                            case "frameTable" -> sharedFrames = ColumnTable.read(in, path);
                            case "stackTable" -> sharedStacks = ColumnTable.read(in, path);
                            case "resourceTable" -> sharedResources = ColumnTable.read(in, path);
                            case "sources" -> sources = ColumnTable.read(in, path);
                            default -> in.skipValue();
                        }
                    }
                }
                case "threads" -> {
                    in.expectCurrent(JsonToken.START_ARRAY, "$.threads");
                    while (in.next() != JsonToken.END_ARRAY) {
                        String path = "$.threads[" + threads.size() + "]";
                        in.expectCurrent(JsonToken.START_OBJECT, path);
                        threads.add(readThread(path));
                    }
                }
                default -> in.skipValue();
            }
        }
        if (version < 0) throw in.problem("$.meta", "the profile has no meta.preprocessedProfileVersion");
        if (version < OLDEST_VERSION) {
            throw in.problem("$.meta.preprocessedProfileVersion", "processed profile version " + version
                    + " is not supported (Flint reads " + OLDEST_VERSION + " to " + NEWEST_VERSION
                    + "); open it in profiler.firefox.com and save it again to upgrade it");
        }
        if (version > NEWEST_VERSION) {
            throw in.problem("$.meta.preprocessedProfileVersion", "processed profile version " + version
                    + " is newer than Flint reads (" + OLDEST_VERSION + " to " + NEWEST_VERSION + ")");
        }
        return new Contents(version, Double.isNaN(startTime) ? 0 : startTime, categories, libs, sharedStrings,
                sharedFuncs, sharedFrames, sharedStacks, sharedResources, sources, threads);
    }

    private void readLibs(List<ProcessedLib> libs, String path) throws IOException, ProfileFormatException {
        in.expectCurrent(JsonToken.START_ARRAY, path);
        while (in.next() != JsonToken.END_ARRAY) {
            String itemPath = path + "[" + libs.size() + "]";
            in.expectCurrent(JsonToken.START_OBJECT, itemPath);
            String name = null;
            String libPath = null;
            String debugName = null;
            String breakpadId = null;
            while (in.next() == JsonToken.FIELD_NAME) {
                String field = in.parser().currentName();
                in.next();
                switch (field) {
                    case "name" -> name = in.text(itemPath + ".name");
                    case "path" -> libPath = in.text(itemPath + ".path");
                    case "debugName" -> debugName = in.text(itemPath + ".debugName");
                    case "breakpadId" -> breakpadId = in.text(itemPath + ".breakpadId");
                    default -> in.skipValue();
                }
            }
            libs.add(new ProcessedLib(name == null ? "lib" + libs.size() : name, libPath, debugName, breakpadId));
        }
    }

    private ProcessedThreadData readThread(String path) throws IOException, ProfileFormatException {
        String name = "";
        String processName = "";
        String processType = null;
        String pid = null;
        String tid = null;
        List<String> strings = null;
        ColumnTable funcs = null;
        ColumnTable frames = null;
        ColumnTable stacks = null;
        ColumnTable resources = null;
        ColumnTable samples = ColumnTable.empty(path + ".samples");
        ColumnTable markers = ColumnTable.empty(path + ".markers");
        List<ProcessedLib> libs = null;
        while (in.next() == JsonToken.FIELD_NAME) {
            String field = in.parser().currentName();
            in.next();
            String fieldPath = path + "." + field;
            switch (field) {
                case "name" -> name = String.valueOf(in.text(fieldPath));
                case "processName" -> processName = String.valueOf(in.text(fieldPath));
                case "processType" -> processType = in.text(fieldPath);
                case "pid" -> pid = in.text(fieldPath);
                case "tid" -> tid = in.text(fieldPath);
                case "stringArray", "stringTable" -> strings = readStrings(fieldPath);
                case "funcTable" -> funcs = ColumnTable.read(in, fieldPath);
                case "frameTable" -> frames = ColumnTable.read(in, fieldPath);
                case "stackTable" -> stacks = ColumnTable.read(in, fieldPath);
                case "resourceTable" -> resources = ColumnTable.read(in, fieldPath);
                case "samples" -> samples = ColumnTable.read(in, fieldPath);
                case "markers" -> markers = ColumnTable.read(in, fieldPath);
                case "libs" -> {
                    libs = new ArrayList<>();
                    readLibs(libs, fieldPath);
                }
                default -> in.skipValue();
            }
        }
        if (processName.isEmpty() && processType != null) processName = processType;
        return new ProcessedThreadData(name, processName, pid, tid, strings, funcs, frames, stacks, resources,
                samples, markers, libs, path);
    }

    private List<String> readStrings(String path) throws IOException, ProfileFormatException {
        in.expectCurrent(JsonToken.START_ARRAY, path);
        List<String> strings = new ArrayList<>();
        while (in.next() != JsonToken.END_ARRAY) {
            String s = in.text(path + "[" + strings.size() + "]");
            strings.add(s == null ? "" : s);
        }
        return strings;
    }
}
