package dev.flint.importer.pprof;

import dev.flint.model.IntColumn;
import dev.flint.model.LongColumn;
import java.util.ArrayList;
import java.util.List;

/**
 * A pprof profile as the file has it, columnar and unresolved: string indexes and ids are kept raw, as the
 * writer may put the string table and the locations after the samples (Go writes strings last). The
 * importer checks every reference when it resolves them.
 */
final class PprofData {
    /** {@code sample_type}: type and unit string indexes, one per value column. */
    final LongColumn sampleTypeType = new LongColumn();
    final LongColumn sampleTypeUnit = new LongColumn();
    long defaultSampleType;
    long periodTypeType;
    long periodTypeUnit;
    long period;
    long timeNanos;
    long durationNanos;

    /** Samples: {@code locationIds[locationStart[i] .. locationStart[i+1])}, leaf first; values likewise. */
    final IntColumn locationStart = new IntColumn();
    final LongColumn locationIds = new LongColumn();
    final IntColumn valueStart = new IntColumn();
    final LongColumn values = new LongColumn();

    /** Mappings: id and file name string index. */
    final LongColumn mappingId = new LongColumn();
    final LongColumn mappingFile = new LongColumn();

    /** Locations: id, mapping id, address and {@code lines[lineStart[i] .. lineStart[i+1])}. */
    final LongColumn locationId = new LongColumn();
    final LongColumn locationMapping = new LongColumn();
    final LongColumn locationAddress = new LongColumn();
    final IntColumn lineStart = new IntColumn();
    final LongColumn lineFunction = new LongColumn();
    final LongColumn lineNumber = new LongColumn();

    /** Functions: id, name, system name and file name string indexes, start line. */
    final LongColumn functionId = new LongColumn();
    final LongColumn functionName = new LongColumn();
    final LongColumn functionSystemName = new LongColumn();
    final LongColumn functionFile = new LongColumn();
    final LongColumn functionStartLine = new LongColumn();

    final List<String> strings = new ArrayList<>();

    int sampleCount() {
        return locationStart.size();
    }

    int locationCount() {
        return locationId.size();
    }
}
