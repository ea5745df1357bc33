package dev.flint.importer.otlp;

import dev.flint.model.IntColumn;
import dev.flint.model.LongColumn;
import java.util.ArrayList;
import java.util.List;

/**
 * An OTLP profiles message as the file has it, columnar and unresolved: indexes are kept raw (the dictionary
 * may come after the profiles that use it) and checked when the importer resolves them. Both layouts land
 * here: v1.7.0's per-profile {@code location_indices} with a slice per sample, and v1.8's dictionary
 * {@code stack_table} with a stack index per sample.
 */
final class OtlpData {
    /** The layout; the JSON reader sets it from the keys it meets ({@code locationsLength} or {@code stackIndex}). */
    OtlpLayout layout;

    OtlpData(OtlpLayout layout) {
        this.layout = layout;
    }

    final List<String> strings = new ArrayList<>();

    /** Mappings: file name string index. */
    final LongColumn mappingFile = new LongColumn();

    /** Locations: mapping index (-1: none), address, and {@code lines[lineStart[i] .. lineStart[i+1])}. */
    final LongColumn locationMapping = new LongColumn();
    final LongColumn locationAddress = new LongColumn();
    final IntColumn lineStart = new IntColumn();
    final LongColumn lineFunction = new LongColumn();
    final LongColumn lineNumber = new LongColumn();

    /** Functions: name, system name and file name string indexes, start line. */
    final LongColumn functionName = new LongColumn();
    final LongColumn functionSystemName = new LongColumn();
    final LongColumn functionFile = new LongColumn();
    final LongColumn functionStartLine = new LongColumn();

    /** v1.8 stacks: {@code stackLocations[stackStart[i] .. stackStart[i+1])}, leaf first. */
    final IntColumn stackStart = new IntColumn();
    final LongColumn stackLocations = new LongColumn();

    /** The dictionary's attribute table. */
    final OtlpAttributes attributes = new OtlpAttributes();
    /** Resource attributes (inline key-values), {@code resourceAttributes[resourceAttributeStart[r] ..)}. */
    final OtlpAttributes resourceAttributes = new OtlpAttributes();
    final IntColumn resourceAttributeStart = new IntColumn();

    /** Profiles: their resource, sample types {@code [typeStart[p] ..)}, default type, attribute indexes. */
    final IntColumn profileResource = new IntColumn();
    final IntColumn profileTypeStart = new IntColumn();
    final LongColumn sampleTypeType = new LongColumn();
    final LongColumn sampleTypeUnit = new LongColumn();
    final LongColumn profileDefaultType = new LongColumn();
    final IntColumn profileAttributeStart = new IntColumn();
    final LongColumn profileAttributes = new LongColumn();
    /** v1.7: the profile's {@code location_indices[profileLocationStart[p] ..)}. */
    final IntColumn profileLocationStart = new IntColumn();
    final LongColumn profileLocations = new LongColumn();
    /** The profile's samples {@code [profileSampleStart[p] ..)}. */
    final IntColumn profileSampleStart = new IntColumn();

    /** Samples: v1.7 slice (start, length) or v1.8 stack index (in {@code sampleStack}), values, attributes. */
    final LongColumn sampleLocationStart = new LongColumn();
    final LongColumn sampleLocationLength = new LongColumn();
    final LongColumn sampleStack = new LongColumn();
    final IntColumn sampleValueStart = new IntColumn();
    final LongColumn values = new LongColumn();
    final IntColumn sampleAttributeStart = new IntColumn();
    final LongColumn sampleAttributes = new LongColumn();
    /** How many timestamps each sample carries (v1.8: with no values, each counts 1). */
    final IntColumn sampleTimestamps = new IntColumn();

    /** Starts a profile row: its runs of types, attributes, locations and samples begin at the columns' ends. */
    void beginProfile(int resource) {
        profileResource.add(resource);
        profileTypeStart.add(sampleTypeType.size());
        profileAttributeStart.add(profileAttributes.size());
        profileLocationStart.add(profileLocations.size());
        profileSampleStart.add(sampleCount());
    }

    /** Starts a sample's runs of values and attribute indexes; {@link #endSample} gives the rest of its row. */
    void beginSample() {
        sampleValueStart.add(values.size());
        sampleAttributeStart.add(sampleAttributes.size());
    }

    void endSample(long locationStart, long locationLength, long stack, int timestamps) {
        sampleLocationStart.add(locationStart);
        sampleLocationLength.add(locationLength);
        sampleStack.add(stack);
        sampleTimestamps.add(timestamps);
    }

    int profileCount() {
        return profileResource.size();
    }

    int sampleCount() {
        return sampleValueStart.size();
    }

    int locationCount() {
        return locationAddress.size();
    }

    int resourceCount() {
        return resourceAttributeStart.size();
    }

    /** End (exclusive) of row {@code i}'s run in a column of starts, the next row's start or the run's total. */
    static int end(IntColumn starts, int i, int total) {
        return i + 1 < starts.size() ? starts.get(i + 1) : total;
    }
}
