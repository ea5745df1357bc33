package dev.flint.importer.otlp;

import dev.flint.importer.ProfileFormatException;
import java.util.List;

/** The dictionary's string table, every index checked: a bad one names where it was and the table's size. */
final class OtlpStrings {
    private final List<String> strings;
    private final String file;

    OtlpStrings(List<String> strings, String file) throws ProfileFormatException {
        this.strings = strings;
        this.file = file;
        if (!strings.isEmpty() && !strings.get(0).isEmpty()) {
            throw new ProfileFormatException(file, "dictionary.string_table[0]", "must be '' (it is the empty string"
                    + " every unset index names)");
        }
    }

    String get(long index, String where) throws ProfileFormatException {
        if (index == 0 && strings.isEmpty()) return "";
        if (index < 0 || index >= strings.size()) {
            throw new ProfileFormatException(file, where, "string index " + index + " is outside the string table ("
                    + strings.size() + " strings)");
        }
        return strings.get((int) index);
    }
}
