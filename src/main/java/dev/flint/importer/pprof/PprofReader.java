package dev.flint.importer.pprof;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.WireFormat;
import dev.flint.importer.ProtobufWireException;
import dev.flint.model.LongColumn;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads the protobuf wire format of {@code perftools.profiles.Profile} (google/pprof proto/profile.proto)
 * field by field into {@link PprofData}. Unknown fields are skipped; repeated scalars are accepted packed and
 * unpacked, as pprof's own decoder does; a field of a wrong wire type is an error, not a guess.
 */
final class PprofReader {
    private final CodedInputStream in;

    private PprofReader(InputStream stream) {
        in = CodedInputStream.newInstance(stream);
        in.setSizeLimit(Integer.MAX_VALUE);
    }

    static PprofData read(InputStream stream) throws IOException, ProtobufWireException {
        PprofReader reader = new PprofReader(stream);
        PprofData data = new PprofData();
        try {
            reader.readProfile(data);
        } catch (com.google.protobuf.InvalidProtocolBufferException e) {
            String message = e.getMessage() == null ? "" : e.getMessage();
            throw new ProtobufWireException(reader.in.getTotalBytesRead(), message.contains("ended unexpectedly")
                    ? "the data ends inside a field: the file is cut short or not pprof"
                    : "malformed protobuf: " + message.split("\\. ", 2)[0]);
        }
        return data;
    }

    private void readProfile(PprofData data) throws IOException, ProtobufWireException {
        boolean sawTime = false;
        for (int tag; (tag = in.readTag()) != 0; ) {
            int field = WireFormat.getTagFieldNumber(tag);
            switch (field) {
                case 1 -> { int old = enter(tag, "sample_type"); readValueType(data.sampleTypeType, data.sampleTypeUnit); leave(old); }
                case 2 -> { int old = enter(tag, "sample"); readSample(data); leave(old); }
                case 3 -> { int old = enter(tag, "mapping"); readMapping(data); leave(old); }
                case 4 -> { int old = enter(tag, "location"); readLocation(data); leave(old); }
                case 5 -> { int old = enter(tag, "function"); readFunction(data); leave(old); }
                case 6 -> {
                    expect(tag, WireFormat.WIRETYPE_LENGTH_DELIMITED, "string_table");
                    data.strings.add(in.readString());
                }
                case 9 -> {
                    if (sawTime) throw new ProtobufWireException(in.getTotalBytesRead(), "a second time_nanos: two profiles concatenated");
                    sawTime = true;
                    data.timeNanos = varint(tag, "time_nanos");
                }
                case 10 -> data.durationNanos = varint(tag, "duration_nanos");
                case 11 -> {
                    int old = enter(tag, "period_type");
                    LongColumn type = new LongColumn();
                    LongColumn unit = new LongColumn();
                    readValueType(type, unit);
                    data.periodTypeType = type.get(0);
                    data.periodTypeUnit = unit.get(0);
                    leave(old);
                }
                case 12 -> data.period = varint(tag, "period");
                case 14 -> data.defaultSampleType = varint(tag, "default_sample_type");
                default -> skip(tag);
            }
        }
    }

    private void readValueType(LongColumn types, LongColumn units) throws IOException, ProtobufWireException {
        long type = 0;
        long unit = 0;
        for (int tag; (tag = in.readTag()) != 0; ) {
            switch (WireFormat.getTagFieldNumber(tag)) {
                case 1 -> type = varint(tag, "ValueType.type");
                case 2 -> unit = varint(tag, "ValueType.unit");
                default -> skip(tag);
            }
        }
        types.add(type);
        units.add(unit);
    }

    private void readSample(PprofData data) throws IOException, ProtobufWireException {
        data.locationStart.add(data.locationIds.size());
        data.valueStart.add(data.values.size());
        // Both repeated fields may come in any order and interleaved; collect each into its own run.
        LongColumn locations = new LongColumn();
        LongColumn values = new LongColumn();
        for (int tag; (tag = in.readTag()) != 0; ) {
            switch (WireFormat.getTagFieldNumber(tag)) {
                case 1 -> repeatedVarints(tag, locations, "Sample.location_id");
                case 2 -> repeatedVarints(tag, values, "Sample.value");
                default -> skip(tag);
            }
        }
        for (int i = 0; i < locations.size(); i++) data.locationIds.add(locations.get(i));
        for (int i = 0; i < values.size(); i++) data.values.add(values.get(i));
    }

    private void readMapping(PprofData data) throws IOException, ProtobufWireException {
        long id = 0;
        long file = 0;
        for (int tag; (tag = in.readTag()) != 0; ) {
            switch (WireFormat.getTagFieldNumber(tag)) {
                case 1 -> id = varint(tag, "Mapping.id");
                case 5 -> file = varint(tag, "Mapping.filename");
                default -> skip(tag);
            }
        }
        data.mappingId.add(id);
        data.mappingFile.add(file);
    }

    private void readLocation(PprofData data) throws IOException, ProtobufWireException {
        long id = 0;
        long mapping = 0;
        long address = 0;
        data.lineStart.add(data.lineFunction.size());
        for (int tag; (tag = in.readTag()) != 0; ) {
            switch (WireFormat.getTagFieldNumber(tag)) {
                case 1 -> id = varint(tag, "Location.id");
                case 2 -> mapping = varint(tag, "Location.mapping_id");
                case 3 -> address = varint(tag, "Location.address");
                case 4 -> {
                    int old = enter(tag, "Location.line");
                    long function = 0;
                    long line = 0;
                    for (int lineTag; (lineTag = in.readTag()) != 0; ) {
                        switch (WireFormat.getTagFieldNumber(lineTag)) {
                            case 1 -> function = varint(lineTag, "Line.function_id");
                            case 2 -> line = varint(lineTag, "Line.line");
                            default -> skip(lineTag);
                        }
                    }
                    data.lineFunction.add(function);
                    data.lineNumber.add(line);
                    leave(old);
                }
                default -> skip(tag);
            }
        }
        data.locationId.add(id);
        data.locationMapping.add(mapping);
        data.locationAddress.add(address);
    }

    private void readFunction(PprofData data) throws IOException, ProtobufWireException {
        long id = 0;
        long name = 0;
        long systemName = 0;
        long file = 0;
        long startLine = 0;
        for (int tag; (tag = in.readTag()) != 0; ) {
            switch (WireFormat.getTagFieldNumber(tag)) {
                case 1 -> id = varint(tag, "Function.id");
                case 2 -> name = varint(tag, "Function.name");
                case 3 -> systemName = varint(tag, "Function.system_name");
                case 4 -> file = varint(tag, "Function.filename");
                case 5 -> startLine = varint(tag, "Function.start_line");
                default -> skip(tag);
            }
        }
        data.functionId.add(id);
        data.functionName.add(name);
        data.functionSystemName.add(systemName);
        data.functionFile.add(file);
        data.functionStartLine.add(startLine);
    }

    private void repeatedVarints(int tag, LongColumn into, String what) throws IOException, ProtobufWireException {
        if (WireFormat.getTagWireType(tag) == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
            int old = in.pushLimit(length(what));
            while (in.getBytesUntilLimit() > 0) into.add(in.readRawVarint64());
            in.popLimit(old);
        } else {
            into.add(varint(tag, what));
        }
    }

    private long varint(int tag, String what) throws IOException, ProtobufWireException {
        expect(tag, WireFormat.WIRETYPE_VARINT, what);
        return in.readRawVarint64();
    }

    private int enter(int tag, String what) throws IOException, ProtobufWireException {
        expect(tag, WireFormat.WIRETYPE_LENGTH_DELIMITED, what);
        return in.pushLimit(length(what));
    }

    private void leave(int oldLimit) throws ProtobufWireException {
        if (!isAtLimit()) throw new ProtobufWireException(in.getTotalBytesRead(), "the data ends inside a message: the file is cut short or not pprof");
        in.popLimit(oldLimit);
    }

    private boolean isAtLimit() {
        return in.getBytesUntilLimit() == 0;
    }

    private int length(String what) throws IOException, ProtobufWireException {
        int length = in.readRawVarint32();
        if (length < 0) throw new ProtobufWireException(in.getTotalBytesRead(), what + " has a negative length");
        return length;
    }

    private void expect(int tag, int wireType, String what) throws ProtobufWireException {
        if (WireFormat.getTagWireType(tag) != wireType) {
            throw new ProtobufWireException(in.getTotalBytesRead(), what + " has wire type " + WireFormat.getTagWireType(tag)
                    + ", expected " + wireType);
        }
    }

    private void skip(int tag) throws IOException, ProtobufWireException {
        int type = WireFormat.getTagWireType(tag);
        if (type == WireFormat.WIRETYPE_START_GROUP || type == WireFormat.WIRETYPE_END_GROUP || type > 5) {
            throw new ProtobufWireException(in.getTotalBytesRead(), "field " + WireFormat.getTagFieldNumber(tag)
                    + " has wire type " + type + ", which profile.proto never uses");
        }
        in.skipField(tag);
    }
}
