package dev.flint.importer.otlp;

import dev.flint.importer.ProtobufWireException;
import dev.flint.model.LongColumn;
import java.io.IOException;

/**
 * Reads {@code ProfilesData} (or {@code ExportProfilesServiceRequest}, the same fields 1 and 2) field by field
 * into {@link OtlpData}, by the field numbers of opentelemetry-proto's {@code profiles.proto} in the file's
 * {@link OtlpLayout}. Unknown fields are skipped; a known field of another wire type is an error.
 */
final class OtlpReader {
    private final ProtoInput in;
    private final OtlpData data;
    private final boolean v17;

    private OtlpReader(ProtoInput in, OtlpLayout layout) {
        this.in = in;
        this.data = new OtlpData(layout);
        this.v17 = layout == OtlpLayout.V1_7;
    }

    static OtlpData read(ProtoInput in, OtlpLayout layout) throws IOException, ProtobufWireException {
        OtlpReader reader = new OtlpReader(in, layout);
        for (int tag; (tag = in.tag()) != 0; ) {
            switch (ProtoInput.field(tag)) {
                case 1 -> { int old = in.enter(tag, "resource_profiles"); reader.resourceProfiles(); in.leave(old); }
                case 2 -> { int old = in.enter(tag, "dictionary"); reader.dictionary(); in.leave(old); }
                default -> in.skip(tag);
            }
        }
        return reader.data;
    }

    private void resourceProfiles() throws IOException, ProtobufWireException {
        int resource = data.resourceAttributeStart.add(data.resourceAttributes.size());
        for (int tag; (tag = in.tag()) != 0; ) {
            switch (ProtoInput.field(tag)) {
                case 1 -> {
                    int old = in.enter(tag, "Resource");
                    for (int inner; (inner = in.tag()) != 0; ) {
                        if (ProtoInput.field(inner) == 1) keyValue(inner, data.resourceAttributes, "Resource.attributes");
                        else in.skip(inner);
                    }
                    in.leave(old);
                }
                case 2 -> {
                    int old = in.enter(tag, "scope_profiles");
                    for (int inner; (inner = in.tag()) != 0; ) {
                        if (ProtoInput.field(inner) == 2) {
                            int profileOld = in.enter(inner, "ScopeProfiles.profiles");
                            profile(resource);
                            in.leave(profileOld);
                        } else {
                            in.skip(inner);
                        }
                    }
                    in.leave(old);
                }
                default -> in.skip(tag);
            }
        }
    }

    private void profile(int resource) throws IOException, ProtobufWireException {
        data.beginProfile(resource);
        long defaultType = 0;
        int attributesField = v17 ? 14 : data.layout == OtlpLayout.V1_8 ? 12 : 11;
        for (int tag; (tag = in.tag()) != 0; ) {
            int field = ProtoInput.field(tag);
            if (field == 1) {
                int old = in.enter(tag, "Profile.sample_type");
                valueType();
                in.leave(old);
            } else if (field == 2) {
                int old = in.enter(tag, "Profile.sample");
                if (v17) sampleV17(); else sampleWithStack();
                in.leave(old);
            } else if (field == 3 && v17) {
                in.repeatedVarints(tag, data.profileLocations, "Profile.location_indices");
            } else if (field == 9 && v17) {
                defaultType = in.varint(tag, "Profile.default_sample_type_index");
            } else if (field == attributesField) {
                in.repeatedVarints(tag, data.profileAttributes, "Profile.attribute_indices");
            } else {
                in.skip(tag);
            }
        }
        data.profileDefaultType.add(defaultType);
    }

    private void valueType() throws IOException, ProtobufWireException {
        long type = 0;
        long unit = 0;
        for (int tag; (tag = in.tag()) != 0; ) {
            switch (ProtoInput.field(tag)) {
                case 1 -> type = in.varint(tag, "ValueType.type_strindex");
                case 2 -> unit = in.varint(tag, "ValueType.unit_strindex");
                default -> in.skip(tag);
            }
        }
        data.sampleTypeType.add(type);
        data.sampleTypeUnit.add(unit);
    }

    /** v1.7: a slice of the profile's location_indices, one value per sample type. */
    private void sampleV17() throws IOException, ProtobufWireException {
        data.beginSample();
        long start = 0;
        long length = 0;
        int timestamps = 0;
        for (int tag; (tag = in.tag()) != 0; ) {
            switch (ProtoInput.field(tag)) {
                case 1 -> start = in.varint(tag, "Sample.locations_start_index");
                case 2 -> length = in.varint(tag, "Sample.locations_length");
                case 3 -> in.repeatedVarints(tag, data.values, "Sample.value");
                case 4 -> in.repeatedVarints(tag, data.sampleAttributes, "Sample.attribute_indices");
                case 6 -> timestamps += in.countVarints(tag, "Sample.timestamps_unix_nano");
                default -> in.skip(tag);
            }
        }
        data.endSample(start, length, 0, timestamps);
    }

    /** v1.8 and later: a stack index, a series of values (or timestamps alone, each counting 1). */
    private void sampleWithStack() throws IOException, ProtobufWireException {
        data.beginSample();
        long stack = 0;
        int timestamps = 0;
        int valuesField = data.layout == OtlpLayout.V1_8 ? 2 : 4;
        int attributesField = data.layout == OtlpLayout.V1_8 ? 3 : 2;
        for (int tag; (tag = in.tag()) != 0; ) {
            int field = ProtoInput.field(tag);
            if (field == 1) stack = in.varint(tag, "Sample.stack_index");
            else if (field == valuesField) in.repeatedVarints(tag, data.values, "Sample.values");
            else if (field == attributesField) in.repeatedVarints(tag, data.sampleAttributes, "Sample.attribute_indices");
            else if (field == 5) timestamps += in.countFixed64s(tag, "Sample.timestamps_unix_nano");
            else in.skip(tag);
        }
        data.endSample(0, 0, stack, timestamps);
    }

    private void dictionary() throws IOException, ProtobufWireException {
        for (int tag; (tag = in.tag()) != 0; ) {
            switch (ProtoInput.field(tag)) {
                case 1 -> { int old = in.enter(tag, "mapping_table"); mapping(); in.leave(old); }
                case 2 -> { int old = in.enter(tag, "location_table"); location(); in.leave(old); }
                case 3 -> { int old = in.enter(tag, "function_table"); function(); in.leave(old); }
                case 5 -> data.strings.add(in.string(tag, "string_table"));
                case 6 -> {
                    if (v17) {
                        keyValue(tag, data.attributes, "attribute_table");
                    } else {
                        int old = in.enter(tag, "attribute_table");
                        keyValueAndUnit();
                        in.leave(old);
                    }
                }
                case 7 -> {
                    if (v17) {
                        in.skip(tag); // attribute_units: not shown
                    } else {
                        int old = in.enter(tag, "stack_table");
                        data.stackStart.add(data.stackLocations.size());
                        for (int inner; (inner = in.tag()) != 0; ) {
                            if (ProtoInput.field(inner) == 1) in.repeatedVarints(inner, data.stackLocations, "Stack.location_indices");
                            else in.skip(inner);
                        }
                        in.leave(old);
                    }
                }
                default -> in.skip(tag);
            }
        }
    }

    private void mapping() throws IOException, ProtobufWireException {
        long file = 0;
        for (int tag; (tag = in.tag()) != 0; ) {
            if (ProtoInput.field(tag) == 4) file = in.varint(tag, "Mapping.filename_strindex");
            else in.skip(tag);
        }
        data.mappingFile.add(file);
    }

    private void location() throws IOException, ProtobufWireException {
        long mapping = v17 ? -1 : 0; // v1.7's mapping_index is optional: absent is none; v1.8's 0 is the null mapping
        long address = 0;
        data.lineStart.add(data.lineFunction.size());
        for (int tag; (tag = in.tag()) != 0; ) {
            switch (ProtoInput.field(tag)) {
                case 1 -> mapping = in.varint(tag, "Location.mapping_index");
                case 2 -> address = in.varint(tag, "Location.address");
                case 3 -> {
                    int old = in.enter(tag, "Location.line");
                    long function = 0;
                    long line = 0;
                    for (int inner; (inner = in.tag()) != 0; ) {
                        switch (ProtoInput.field(inner)) {
                            case 1 -> function = in.varint(inner, "Line.function_index");
                            case 2 -> line = in.varint(inner, "Line.line");
                            default -> in.skip(inner);
                        }
                    }
                    data.lineFunction.add(function);
                    data.lineNumber.add(line);
                    in.leave(old);
                }
                default -> in.skip(tag);
            }
        }
        data.locationMapping.add(mapping);
        data.locationAddress.add(address);
    }

    private void function() throws IOException, ProtobufWireException {
        long name = 0;
        long systemName = 0;
        long file = 0;
        long startLine = 0;
        for (int tag; (tag = in.tag()) != 0; ) {
            switch (ProtoInput.field(tag)) {
                case 1 -> name = in.varint(tag, "Function.name_strindex");
                case 2 -> systemName = in.varint(tag, "Function.system_name_strindex");
                case 3 -> file = in.varint(tag, "Function.filename_strindex");
                case 4 -> startLine = in.varint(tag, "Function.start_line");
                default -> in.skip(tag);
            }
        }
        data.functionName.add(name);
        data.functionSystemName.add(systemName);
        data.functionFile.add(file);
        data.functionStartLine.add(startLine);
    }

    /** common.v1 {@code KeyValue}: inline key (1), value (2), or a key string index (3, after v1.9). */
    private void keyValue(int tag, OtlpAttributes into, String what) throws IOException, ProtobufWireException {
        int old = in.enter(tag, what);
        String key = null;
        long keyIndex = -1;
        Value value = new Value();
        for (int inner; (inner = in.tag()) != 0; ) {
            switch (ProtoInput.field(inner)) {
                case 1 -> key = in.string(inner, "KeyValue.key");
                case 2 -> anyValue(inner, value);
                case 3 -> keyIndex = in.varint(inner, "KeyValue.key_strindex");
                default -> in.skip(inner);
            }
        }
        into.add(key == null && keyIndex < 0 ? "" : key, keyIndex, value.text, value.stringIndex, value.integer, value.integral);
        in.leave(old);
    }

    /** v1.8 {@code KeyValueAndUnit}: key string index (1), value (2); the unit is not shown. */
    private void keyValueAndUnit() throws IOException, ProtobufWireException {
        long keyIndex = 0;
        Value value = new Value();
        for (int tag; (tag = in.tag()) != 0; ) {
            switch (ProtoInput.field(tag)) {
                case 1 -> keyIndex = in.varint(tag, "KeyValueAndUnit.key_strindex");
                case 2 -> anyValue(tag, value);
                default -> in.skip(tag);
            }
        }
        data.attributes.add(null, keyIndex, value.text, value.stringIndex, value.integer, value.integral);
    }

    private static final class Value {
        String text = "";
        long stringIndex = -1;
        long integer;
        boolean integral;
    }

    /** {@code AnyValue}: a string, integer or string index is kept; arrays and lists are skipped, never descended. */
    private void anyValue(int tag, Value value) throws IOException, ProtobufWireException {
        int old = in.enter(tag, "AnyValue");
        for (int inner; (inner = in.tag()) != 0; ) {
            switch (ProtoInput.field(inner)) {
                case 1 -> value.text = in.string(inner, "AnyValue.string_value");
                case 2 -> value.text = in.varint(inner, "AnyValue.bool_value") != 0 ? "true" : "false";
                case 3 -> {
                    value.integer = in.varint(inner, "AnyValue.int_value");
                    value.integral = true;
                    value.text = null;
                }
                case 8 -> {
                    value.stringIndex = in.varint(inner, "AnyValue.string_value_strindex");
                    value.text = null;
                }
                default -> in.skip(inner);
            }
        }
        in.leave(old);
    }
}
