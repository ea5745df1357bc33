package dev.flint.importer.firefox;

import dev.flint.importer.JsonInput;

import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.ProfileFormatException;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A Gecko schema table, {@code {"schema": {field: position}, "data": [[...], ...]}}, read into columns of
 * doubles. Rows may be shorter than the schema (Firefox drops trailing nulls), and the two keys may come
 * in either order, so cells are stored by position and named only once both are read. A number cell
 * holds its value, {@code true}/{@code false} hold 1/0, and null, a missing cell, a string or a nested
 * value (marker payloads) hold NaN. An object cell (a marker payload) also keeps its scalar fields
 * ({@link #objectFields}).
 */
public final class SchemaTable {
    private final Map<String, Integer> positionByField = new HashMap<>();
    private double[][] cellsByPosition = new double[0][];
    /** Per position, per row, an object cell's {@link PayloadFields}; null until a position has an object. */
    private String[][][] objectsByPosition = new String[0][][];
    private int rows;

    private SchemaTable() {}

    /** An empty table, for a thread that lacks one. */
    public static SchemaTable empty() {
        return new SchemaTable();
    }

    /** Reads the table whose START_OBJECT the input stands on. */
    public static SchemaTable read(JsonInput in, String path) throws IOException, ProfileFormatException {
        SchemaTable table = new SchemaTable();
        if (in.current() == JsonToken.VALUE_NULL) return table;
        in.expectCurrent(JsonToken.START_OBJECT, path);
        while (in.next() == JsonToken.FIELD_NAME) {
            String key = in.parser().currentName();
            in.next();
            switch (key) {
                case "schema" -> table.readSchema(in, path + ".schema");
                case "data" -> table.readData(in, path + ".data");
                default -> in.skipValue();
            }
        }
        return table;
    }

    private void readSchema(JsonInput in, String path) throws IOException, ProfileFormatException {
        in.expectCurrent(JsonToken.START_OBJECT, path);
        while (in.next() == JsonToken.FIELD_NAME) {
            String field = in.parser().currentName();
            in.next();
            double position = in.number(path + "." + field);
            if (!(position >= 0 && position < 1024 && position == Math.rint(position))) {
                throw in.problem(path + "." + field, "column position " + position + " is not a small non-negative integer");
            }
            positionByField.put(field, (int) position);
        }
    }

    private void readData(JsonInput in, String path) throws IOException, ProfileFormatException {
        in.expectCurrent(JsonToken.START_ARRAY, path);
        JsonToken token;
        while ((token = in.next()) != JsonToken.END_ARRAY) {
            String rowPath = path + "[" + rows + "]";
            if (token != JsonToken.START_ARRAY) throw in.problem(rowPath, "a row must be an array");
            int position = 0;
            while ((token = in.next()) != JsonToken.END_ARRAY) {
                if (token == null) throw in.problem(rowPath, "the file ends inside a row");
                double value = switch (token) {
                    case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> in.parser().getDoubleValue();
                    case VALUE_TRUE -> 1;
                    case VALUE_FALSE -> 0;
                    default -> Double.NaN;
                };
                if (token == JsonToken.START_OBJECT) setObject(position, PayloadFields.read(in));
                else in.skipValue();
                set(position++, value);
            }
            rows++;
        }
    }

    private void set(int position, double value) {
        if (position >= cellsByPosition.length) {
            int oldLength = cellsByPosition.length;
            cellsByPosition = Arrays.copyOf(cellsByPosition, position + 1);
            for (int p = oldLength; p <= position; p++) cellsByPosition[p] = nanColumn(Math.max(16, rows + 1));
        }
        double[] column = cellsByPosition[position];
        if (rows >= column.length) {
            column = Arrays.copyOf(column, Math.max(rows + 1, column.length + (column.length >> 1)));
            Arrays.fill(column, cellsByPosition[position].length, column.length, Double.NaN);
            cellsByPosition[position] = column;
        }
        column[rows] = value;
    }

    private void setObject(int position, String[] fields) {
        if (position >= objectsByPosition.length) objectsByPosition = Arrays.copyOf(objectsByPosition, position + 1);
        String[][] column = objectsByPosition[position];
        if (column == null || rows >= column.length) {
            column = Arrays.copyOf(column == null ? new String[0][] : column, Math.max(16, rows + 1 + (rows >> 1)));
            objectsByPosition[position] = column;
        }
        column[rows] = fields;
    }

    /** The scalar fields of the object in {@code field}'s cell of {@code row} (flat key, value pairs); null when no object. */
    public String[] objectFields(String field, int row) {
        Integer position = positionByField.get(field);
        if (position == null || position >= objectsByPosition.length || objectsByPosition[position] == null) return null;
        String[][] column = objectsByPosition[position];
        return row < column.length ? column[row] : null;
    }

    private static double[] nanColumn(int length) {
        double[] column = new double[length];
        Arrays.fill(column, Double.NaN);
        return column;
    }

    public int rows() { return rows; }

    public boolean has(String field) {
        return positionByField.containsKey(field);
    }

    /** The cell of {@code field} in {@code row}; NaN when the schema lacks the field or the row is short. */
    public double get(String field, int row) {
        Integer position = positionByField.get(field);
        if (position == null || position >= cellsByPosition.length) return Double.NaN;
        double[] column = cellsByPosition[position];
        return row < column.length ? column[row] : Double.NaN;
    }

    /** A whole column as a fresh array (NaN where absent), for the hot loops. */
    public double[] column(String field) {
        double[] result = new double[rows];
        Integer position = positionByField.get(field);
        if (position == null || position >= cellsByPosition.length) {
            Arrays.fill(result, Double.NaN);
            return result;
        }
        double[] column = cellsByPosition[position];
        for (int row = 0; row < rows; row++) result[row] = row < column.length ? column[row] : Double.NaN;
        return result;
    }
}
