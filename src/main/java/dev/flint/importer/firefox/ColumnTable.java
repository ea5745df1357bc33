package dev.flint.importer.firefox;

import dev.flint.importer.JsonInput;

import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.ProfileFormatException;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A processed-profile table: an object of parallel arrays ({@code {"length": 3, "func": [...],
 * "line": [...]}}), read into columns of doubles. Numbers keep their value, booleans are 1/0, and null,
 * strings and nested values (marker payloads) are NaN; an object element (a marker payload) also keeps its
 * scalar fields ({@link #objectFields}). Scalar members ({@code length}, {@code weightType}) are kept as text.
 */
public final class ColumnTable {
    private final Map<String, double[]> columns = new HashMap<>();
    private final Map<String, Integer> columnLengths = new HashMap<>();
    private final Map<String, String> scalars = new HashMap<>();
    private final Map<String, String[][]> objectColumns = new HashMap<>();
    private final String path;

    private ColumnTable(String path) {
        this.path = path;
    }

    public static ColumnTable empty(String path) {
        return new ColumnTable(path);
    }

    public static ColumnTable read(JsonInput in, String path) throws IOException, ProfileFormatException {
        ColumnTable table = new ColumnTable(path);
        if (in.current() == JsonToken.VALUE_NULL) return table;
        in.expectCurrent(JsonToken.START_OBJECT, path);
        while (in.next() == JsonToken.FIELD_NAME) {
            String key = in.parser().currentName();
            JsonToken token = in.next();
            if (token == JsonToken.START_ARRAY) {
                table.readColumn(in, key);
            } else if (token == JsonToken.START_OBJECT) {
                in.skipValue();
            } else {
                table.scalars.put(key, in.text(path + "." + key));
            }
        }
        return table;
    }

    private void readColumn(JsonInput in, String key) throws IOException {
        double[] values = new double[64];
        String[][] objects = null;
        int count = 0;
        JsonToken token;
        while ((token = in.next()) != JsonToken.END_ARRAY) {
            double value = switch (token) {
                case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> in.parser().getDoubleValue();
                case VALUE_TRUE -> 1;
                case VALUE_FALSE -> 0;
                default -> Double.NaN;
            };
            if (count == values.length) values = Arrays.copyOf(values, count * 2);
            if (token == JsonToken.START_OBJECT) {
                if (objects == null) objects = new String[values.length][];
                else if (objects.length < values.length) objects = Arrays.copyOf(objects, values.length);
                objects[count] = PayloadFields.read(in);
            } else {
                in.skipValue();
            }
            values[count++] = value;
        }
        if (objects != null) objectColumns.put(key, Arrays.copyOf(objects, count));
        columns.put(key, Arrays.copyOf(values, count));
        columnLengths.put(key, count);
    }

    public String path() { return path; }

    public boolean has(String column) {
        return columns.containsKey(column);
    }

    /** A scalar member as text, null when absent or null. */
    public String scalar(String key) {
        return scalars.get(key);
    }

    /**
     * Rows: the {@code length} member, else the longest column. A declared length is checked against the
     * columns actually read, never used to allocate on its own: a negative, fractional or non-numeric
     * length, or one beyond the longest column, is an error naming the table.
     */
    public int length(String fileName) throws ProfileFormatException {
        int longest = 0;
        for (int columnLength : columnLengths.values()) longest = Math.max(longest, columnLength);
        String length = scalars.get("length");
        if (length == null) return longest;
        double declared;
        try {
            declared = Double.parseDouble(length);
        } catch (NumberFormatException notANumber) {
            throw new ProfileFormatException(fileName, path + ".length", "length must be a number, found \"" + clip(length) + "\"");
        }
        if (!(declared >= 0 && declared == Math.rint(declared))) {
            throw new ProfileFormatException(fileName, path + ".length", "length " + clip(length)
                    + " is not a row count (a non-negative integer)");
        }
        if (declared > longest) {
            throw new ProfileFormatException(fileName, path + ".length", "the table declares " + clip(length)
                    + " rows but its longest column has " + longest);
        }
        return (int) declared;
    }

    private static String clip(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }

    /** The column, NaN-padded to {@code rows}; all NaN when the table lacks it. */
    public double[] column(String name, int rows) {
        double[] column = columns.get(name);
        double[] result = column == null ? new double[0] : Arrays.copyOf(column, Math.min(column.length, rows));
        if (result.length < rows) {
            int filled = result.length;
            result = Arrays.copyOf(result, rows);
            Arrays.fill(result, filled, rows, Double.NaN);
        }
        return result;
    }

    /** The scalar fields of the object at {@code row} of {@code name} (flat key, value pairs); null when none. */
    public String[] objectFields(String name, int row) {
        String[][] objects = objectColumns.get(name);
        return objects == null || row < 0 || row >= objects.length ? null : objects[row];
    }

    /** Checks that a column the format requires is there. */
    public void require(String name, JsonInput in) throws ProfileFormatException {
        if (!columns.containsKey(name)) throw in.problem(path, "the table has no " + name + " column");
    }
}
