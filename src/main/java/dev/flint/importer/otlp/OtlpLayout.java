package dev.flint.importer.otlp;

import com.google.protobuf.WireFormat;
import dev.flint.importer.ProtobufWireException;
import java.io.IOException;

/**
 * Which opentelemetry-proto layout of {@code profiles/v1development} a file is written in. The package and
 * message names stayed while the field numbers moved, so the layout is told from the content:
 * <ul>
 *   <li>{@link #V1_7} (v1.7.0, what async-profiler 4.2 writes): each {@code Profile} has its own
 *       {@code location_indices} (field 3, varints) and its samples are slices of it; {@code sample_type} is
 *       repeated and a sample has one value per type; the dictionary's attributes are {@code KeyValue}s with
 *       an inline key and field 7 is {@code attribute_units}.</li>
 *   <li>{@link #V1_8} (v1.8.0 and v1.9.0): the dictionary has a {@code stack_table} (field 7) and samples a
 *       {@code stack_index}; {@code Profile} field 3 is {@code time_unix_nano} (fixed64); one sample type per
 *       profile; {@code Sample} fields 2 {@code values}, 3 {@code attribute_indices}, 4 {@code link_index}.</li>
 *   <li>{@link #CURRENT} (opentelemetry-proto after v1.9.0): as v1.8, with {@code Sample} fields 2
 *       {@code attribute_indices}, 3 {@code link_index}, 4 {@code values}.</li>
 * </ul>
 */
enum OtlpLayout {
    V1_7, V1_8, CURRENT;

    /** Reads as far as it must to decide; a file that never decides (no samples, no dictionary) is current. */
    static OtlpLayout of(ProtoInput in) throws IOException, ProtobufWireException {
        Evidence evidence = new Evidence();
        for (int tag; !evidence.decided() && (tag = in.tag()) != 0; ) {
            switch (ProtoInput.field(tag)) {
                case 1 -> nested(in, tag, evidence, Level.RESOURCE);
                case 2 -> nested(in, tag, evidence, Level.DICTIONARY);
                default -> in.skip(tag);
            }
        }
        return evidence.layout();
    }

    private enum Level { RESOURCE, SCOPE, PROFILE, SAMPLE, DICTIONARY, DICTIONARY_ATTRIBUTE, DICTIONARY_SEVEN }

    /** What the content showed so far: the generation (location slices or stacks) and the sample numbering. */
    private static final class Evidence {
        Boolean stacks;
        Boolean currentSamples;
        /** Weaker signs of the sample numbering, from unpacked fields: a link index is a single varint. */
        Boolean currentSamplesByVarint;

        boolean decided() {
            return stacks == Boolean.FALSE || (stacks == Boolean.TRUE && currentSamples != null);
        }

        void generation(boolean byStacks) {
            if (stacks == null) stacks = byStacks;
        }

        OtlpLayout layout() {
            if (stacks == Boolean.FALSE) return V1_7;
            Boolean current = currentSamples != null ? currentSamples : currentSamplesByVarint;
            return current == Boolean.FALSE ? V1_8 : CURRENT;
        }
    }

    private static void nested(ProtoInput in, int tag, Evidence evidence, Level level) throws IOException, ProtobufWireException {
        if (ProtoInput.wireType(tag) != WireFormat.WIRETYPE_LENGTH_DELIMITED) {
            in.skip(tag);
            return;
        }
        int old = in.enter(tag, "message");
        int field2Values = -1;
        int timestamps = 0;
        for (int inner; (inner = in.tag()) != 0; ) {
            int field = ProtoInput.field(inner);
            int wire = ProtoInput.wireType(inner);
            switch (level) {
                case RESOURCE -> {
                    if (field == 2) nested(in, inner, evidence, Level.SCOPE); else in.skip(inner);
                }
                case SCOPE -> {
                    if (field == 2) nested(in, inner, evidence, Level.PROFILE); else in.skip(inner);
                }
                case PROFILE -> {
                    if (field == 3) evidence.generation(wire == WireFormat.WIRETYPE_FIXED64);
                    if (field == 2) nested(in, inner, evidence, Level.SAMPLE); else in.skip(inner);
                }
                case SAMPLE -> {
                    if (field == 2 && wire == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
                        field2Values = in.countVarints(inner, "Sample field 2");
                        continue;
                    }
                    if (field == 5) {
                        timestamps += in.countFixed64s(inner, "Sample.timestamps_unix_nano");
                        continue;
                    }
                    if ((field == 3 || field == 4) && wire == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
                        // packed repeated: attribute_indices at 3 (v1.8) or values at 4 (current)
                        if (evidence.currentSamples == null) evidence.currentSamples = field == 4;
                    } else if ((field == 3 || field == 4) && wire == WireFormat.WIRETYPE_VARINT) {
                        // a single varint: link_index at 4 (v1.8) or 3 (current)
                        if (evidence.currentSamplesByVarint == null) evidence.currentSamplesByVarint = field == 3;
                    }
                    in.skip(inner);
                }
                case DICTIONARY -> {
                    if (field == 6) nested(in, inner, evidence, Level.DICTIONARY_ATTRIBUTE);
                    else if (field == 7) nested(in, inner, evidence, Level.DICTIONARY_SEVEN);
                    else in.skip(inner);
                }
                case DICTIONARY_ATTRIBUTE -> {
                    // v1.7 KeyValue.key is a string; v1.8 KeyValueAndUnit.key_strindex a varint
                    if (field == 1) evidence.generation(wire == WireFormat.WIRETYPE_VARINT);
                    in.skip(inner);
                }
                case DICTIONARY_SEVEN -> {
                    // v1.7 AttributeUnit has two varints; a v1.8 Stack's location_indices are packed
                    if (field == 1 && wire == WireFormat.WIRETYPE_LENGTH_DELIMITED) evidence.generation(true);
                    if (field == 2) evidence.generation(false);
                    in.skip(inner);
                }
            }
            if (evidence.decided()) return; // the rest of the file is not read in this pass
        }
        // A sample whose field 2 and timestamps differ in count: field 2 is not its values (current layout).
        if (level == Level.SAMPLE && field2Values >= 0 && timestamps > 0 && field2Values != timestamps
                && evidence.currentSamples == null) {
            evidence.currentSamples = true;
        }
        in.leave(old);
    }
}
