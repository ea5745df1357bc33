package dev.flint.importer.pprof;

import dev.flint.importer.IntList;
import java.util.ArrayList;
import java.util.List;

/**
 * A pprof profile as the file has it, columnar and unresolved: string indexes and ids are kept raw, as the
 * writer may put the string table and the locations after the samples (Go writes strings last). The
 * importer checks every reference when it resolves them.
 */
final class PprofData {
    /** {@code sample_type}: type and unit string indexes, one per value column. */
    final Longs sampleTypeType = new Longs();
    final Longs sampleTypeUnit = new Longs();
    long defaultSampleType;
    long periodTypeType;
    long periodTypeUnit;
    long period;
    long timeNanos;
    long durationNanos;

    /** Samples: {@code locationIds[locationStart[i] .. locationStart[i+1])}, leaf first; values likewise. */
    final IntList locationStart = new IntList();
    final Longs locationIds = new Longs();
    final IntList valueStart = new IntList();
    final Longs values = new Longs();

    /** Mappings: id and file name string index. */
    final Longs mappingId = new Longs();
    final Longs mappingFile = new Longs();

    /** Locations: id, mapping id, address and {@code lines[lineStart[i] .. lineStart[i+1])}. */
    final Longs locationId = new Longs();
    final Longs locationMapping = new Longs();
    final Longs locationAddress = new Longs();
    final IntList lineStart = new IntList();
    final Longs lineFunction = new Longs();
    final Longs lineNumber = new Longs();

    /** Functions: id, name, system name and file name string indexes, start line. */
    final Longs functionId = new Longs();
    final Longs functionName = new Longs();
    final Longs functionSystemName = new Longs();
    final Longs functionFile = new Longs();
    final Longs functionStartLine = new Longs();

    final List<String> strings = new ArrayList<>();

    int sampleCount() {
        return locationStart.size();
    }

    int locationCount() {
        return locationId.size();
    }
}
