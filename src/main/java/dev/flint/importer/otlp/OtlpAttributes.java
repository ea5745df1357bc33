package dev.flint.importer.otlp;

import dev.flint.model.LongColumn;
import java.util.ArrayList;
import java.util.List;

/**
 * Key-value attributes as the file has them, unresolved: a key or a string value is either inline text
 * (opentelemetry-proto's {@code KeyValue.key}, {@code AnyValue.string_value}) or an index into the string
 * table (v1.8's {@code KeyValueAndUnit.key_strindex}, {@code AnyValue.string_value_strindex}), which may come
 * after the attributes in the file. Values other than strings and integers are kept as their text.
 */
final class OtlpAttributes {
    /** Inline key, or null when {@link #keyIndex} names it. */
    final List<String> key = new ArrayList<>();
    final LongColumn keyIndex = new LongColumn();
    /** Inline string value, or null when the value is an integer or a string index. */
    final List<String> stringValue = new ArrayList<>();
    /** A string table index for the value, -1 when none. */
    final LongColumn valueIndex = new LongColumn();
    final LongColumn intValue = new LongColumn();
    /** Whether the value is an integer ({@code int_value}). */
    final LongColumn isInt = new LongColumn();

    int size() {
        return keyIndex.size();
    }

    int add(String inlineKey, long keyStringIndex, String inlineValue, long valueStringIndex, long integer, boolean integral) {
        key.add(inlineKey);
        keyIndex.add(keyStringIndex);
        stringValue.add(inlineValue);
        valueIndex.add(valueStringIndex);
        intValue.add(integer);
        isInt.add(integral ? 1 : 0);
        return keyIndex.size() - 1;
    }
}
