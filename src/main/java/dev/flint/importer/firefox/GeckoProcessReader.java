package dev.flint.importer.firefox;

import dev.flint.importer.JsonInput;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.ProfileFormatException;
import dev.flint.model.Categories;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Streams one Gecko process object ({@code meta}, {@code libs}, {@code threads}, nested {@code processes})
 * into a {@link GeckoProcess}. Keys may come in any order; everything else (pages, counters, profiling
 * logs, marker payload schemas) is skipped without being built.
 */
public final class GeckoProcessReader {
    /** Versions whose layout this reader knows: 5 moved sub-processes into {@code processes}. */
    public static final int OLDEST_VERSION = 5;
    public static final int NEWEST_VERSION = 36;

    private final JsonInput in;

    public GeckoProcessReader(JsonInput in) {
        this.in = in;
    }

    /** Reads the process object the input stands on. */
    public GeckoProcess read(String path) throws IOException, ProfileFormatException {
        in.expectCurrent(JsonToken.START_OBJECT, path);
        double startTime = 0;
        int version = 0;
        boolean sawMeta = false;
        List<Categories.Category> categories = new ArrayList<>();
        List<GeckoLib> libs = new ArrayList<>();
        List<GeckoRawThread> threads = new ArrayList<>();
        List<GeckoProcess> children = new ArrayList<>();
        while (in.next() == JsonToken.FIELD_NAME) {
            String key = in.parser().currentName();
            in.next();
            switch (key) {
                case "meta" -> {
                    sawMeta = true;
                    in.expectCurrent(JsonToken.START_OBJECT, path + ".meta");
                    while (in.next() == JsonToken.FIELD_NAME) {
                        String field = in.parser().currentName();
                        in.next();
                        switch (field) {
                            case "version" -> version = (int) in.number(path + ".meta.version");
                            case "startTime" -> startTime = in.number(path + ".meta.startTime");
                            case "categories" -> readCategories(in, categories, path + ".meta.categories");
                            default -> in.skipValue();
                        }
                    }
                }
                case "libs" -> readLibs(libs, path + ".libs");
                case "threads" -> readThreads(threads, path + ".threads");
                case "processes" -> {
                    in.expectCurrent(JsonToken.START_ARRAY, path + ".processes");
                    while (in.next() != JsonToken.END_ARRAY) {
                        String childPath = path + ".processes[" + children.size() + "]";
                        if (in.current() != JsonToken.START_OBJECT) {
                            throw in.problem(childPath, "a sub-process profile must be an object (Gecko profiles "
                                    + "older than version " + OLDEST_VERSION + " are not supported)");
                        }
                        children.add(read(childPath));
                    }
                }
                default -> in.skipValue();
            }
        }
        if (!sawMeta) throw in.problem(path, "the profile has no meta object");
        if (version < OLDEST_VERSION || version > NEWEST_VERSION) {
            throw in.problem(path + ".meta.version", "Gecko profile version " + version + " is not supported (Flint reads "
                    + OLDEST_VERSION + " to " + NEWEST_VERSION + ")");
        }
        if (version < LegacyGecko.CATEGORY_LIST_VERSION && categories.isEmpty()) categories.addAll(LegacyGecko.CATEGORIES);
        libs.sort(Comparator.comparing(GeckoLib::start, Long::compareUnsigned));
        return new GeckoProcess(Double.isNaN(startTime) ? 0 : startTime, version, categories, libs, threads, children, path);
    }

    /** {@code meta.categories}: the same shape in Gecko and processed profiles. */
    static void readCategories(JsonInput in, List<Categories.Category> categories, String path)
            throws IOException, ProfileFormatException {
        in.expectCurrent(JsonToken.START_ARRAY, path);
        while (in.next() != JsonToken.END_ARRAY) {
            String itemPath = path + "[" + categories.size() + "]";
            in.expectCurrent(JsonToken.START_OBJECT, itemPath);
            String name = "";
            String color = "grey";
            List<String> subcategories = new ArrayList<>();
            while (in.next() == JsonToken.FIELD_NAME) {
                String field = in.parser().currentName();
                in.next();
                switch (field) {
                    case "name" -> name = String.valueOf(in.text(itemPath + ".name"));
                    case "color" -> color = String.valueOf(in.text(itemPath + ".color"));
                    case "subcategories" -> {
                        in.expectCurrent(JsonToken.START_ARRAY, itemPath + ".subcategories");
                        while (in.next() != JsonToken.END_ARRAY) subcategories.add(String.valueOf(in.text(itemPath + ".subcategories")));
                    }
                    default -> in.skipValue();
                }
            }
            if (subcategories.isEmpty()) subcategories.add("Other");
            categories.add(new Categories.Category(name, color, List.copyOf(subcategories)));
        }
    }

    private void readLibs(List<GeckoLib> libs, String path) throws IOException, ProfileFormatException {
        if (in.current() == JsonToken.VALUE_STRING) {
            throw in.problem(path, "libs given as a JSON string (Gecko profiles older than version 4) are not supported");
        }
        in.expectCurrent(JsonToken.START_ARRAY, path);
        while (in.next() != JsonToken.END_ARRAY) {
            String itemPath = path + "[" + libs.size() + "]";
            in.expectCurrent(JsonToken.START_OBJECT, itemPath);
            long start = 0;
            long end = 0;
            long offset = 0;
            String name = null;
            String libPath = null;
            String debugName = null;
            String breakpadId = null;
            while (in.next() == JsonToken.FIELD_NAME) {
                String field = in.parser().currentName();
                in.next();
                switch (field) {
                    case "start" -> start = address(itemPath + ".start");
                    case "end" -> end = address(itemPath + ".end");
                    case "offset" -> offset = address(itemPath + ".offset");
                    case "name" -> name = in.text(itemPath + ".name");
                    case "path" -> libPath = in.text(itemPath + ".path");
                    case "debugName" -> debugName = in.text(itemPath + ".debugName");
                    case "breakpadId" -> breakpadId = in.text(itemPath + ".breakpadId");
                    default -> in.skipValue();
                }
            }
            if (name == null) name = libPath != null ? libPath.substring(libPath.lastIndexOf('/') + 1) : "lib" + libs.size();
            libs.add(new GeckoLib(start, end, offset, name, libPath, debugName, breakpadId));
        }
    }

    /** Addresses can pass 2^53 (and 2^63 unsigned), so they are read exactly, never through a double. */
    private long address(String path) throws IOException, ProfileFormatException {
        JsonParser parser = in.parser();
        JsonToken token = in.current();
        if (token == JsonToken.VALUE_NUMBER_INT) {
            return parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER
                    ? parser.getBigIntegerValue().longValue() : parser.getLongValue();
        }
        if (token == JsonToken.VALUE_STRING) {
            String text = parser.getText();
            long value = text.startsWith("0x") ? FrameLocation.parseHex(text.substring(2)) : -1;
            if (value != -1) return value;
        }
        if (token == JsonToken.VALUE_NULL) return 0;
        throw in.problem(path, "expected an address (an integer) but found " + parser.getText());
    }

    private void readThreads(List<GeckoRawThread> threads, String path) throws IOException, ProfileFormatException {
        in.expectCurrent(JsonToken.START_ARRAY, path);
        while (in.next() != JsonToken.END_ARRAY) {
            String threadPath = path + "[" + threads.size() + "]";
            if (in.current() == JsonToken.VALUE_STRING) {
                throw in.problem(threadPath, "a thread given as a JSON string (a sub-process of a Gecko profile older "
                        + "than version " + OLDEST_VERSION + ") is not supported");
            }
            in.expectCurrent(JsonToken.START_OBJECT, threadPath);
            threads.add(readThread(threadPath));
        }
    }

    private GeckoRawThread readThread(String path) throws IOException, ProfileFormatException {
        String name = "";
        String processName = "";
        String processType = null;
        String pid = null;
        String tid = null;
        List<String> strings = List.of();
        SchemaTable frames = SchemaTable.empty();
        SchemaTable stacks = SchemaTable.empty();
        SchemaTable samples = SchemaTable.empty();
        SchemaTable markers = SchemaTable.empty();
        while (in.next() == JsonToken.FIELD_NAME) {
            String field = in.parser().currentName();
            in.next();
            switch (field) {
                case "name" -> name = String.valueOf(in.text(path + ".name"));
                case "processName" -> processName = String.valueOf(in.text(path + ".processName"));
                case "processType" -> processType = in.text(path + ".processType");
                case "pid" -> pid = in.text(path + ".pid");
                case "tid" -> tid = in.text(path + ".tid");
                case "stringTable", "stringArray" -> strings = readStrings(path + "." + field);
                case "frameTable" -> frames = SchemaTable.read(in, path + ".frameTable");
                case "stackTable" -> stacks = SchemaTable.read(in, path + ".stackTable");
                case "samples" -> samples = SchemaTable.read(in, path + ".samples");
                case "markers" -> markers = SchemaTable.read(in, path + ".markers");
                default -> in.skipValue();
            }
        }
        if (processName.isEmpty() && processType != null) processName = processType;
        return new GeckoRawThread(name, processName, pid, tid, strings, frames, stacks, samples, markers, path);
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
