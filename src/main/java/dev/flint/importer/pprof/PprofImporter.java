package dev.flint.importer.pprof;

import com.google.protobuf.InvalidProtocolBufferException;
import dev.flint.importer.Importer;
import dev.flint.importer.LibraryResources;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.ProtobufWireException;
import dev.flint.importer.SourceBytes;
import dev.flint.importer.ValueUnit;
import dev.flint.model.Categories;
import dev.flint.model.LongColumn;
import dev.flint.model.LongIntMap;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ThreadBuilder;
import dev.flint.model.WeightType;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * A pprof profile as one thread whose samples weigh the chosen value column: {@code default_sample_type}
 * when the file names one that exists, else the last column, as {@code go tool pprof} chooses. Time units
 * become milliseconds, {@code bytes} stay bytes, anything else (counts, objects) is a plain number. A
 * location with several lines is inlined code: each line is a stack level, the last line the outermost
 * function. A location without lines (not symbolized) is its address in its mapping's file. pprof samples
 * carry no time: they are laid out one after another in file order, each as long as its value.
 *
 * <p>Every reference is checked: {@code string_table[0]} must be empty, every string index, location id
 * and function id must exist, ids must be non-zero and unique, and each sample needs one value per sample
 * type.
 */
public final class PprofImporter implements Importer {
    private final String sampleType;

    /** The default (or last) sample type. */
    public PprofImporter() {
        this(null);
    }

    /** @param sampleType the value column to show, by its type name ({@code alloc_space}), or null for the default */
    public PprofImporter(String sampleType) {
        this.sampleType = sampleType;
    }

    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress) throws ProfileFormatException {
        PprofData data;
        try (InputStream in = source.open(progress)) {
            data = PprofReader.read(in);
        } catch (ProtobufWireException e) {
            throw new ProfileFormatException(fileName, "byte " + e.offset(), e.getMessage());
        } catch (InvalidProtocolBufferException e) {
            throw new ProfileFormatException(fileName, "", "malformed protobuf: " + e.getMessage());
        } catch (IOException e) {
            throw ProfileLoader.readFailure(fileName, "", e);
        }
        return new Resolver(data, fileName, sampleType).profile();
    }

    /** Resolves ids and string indexes of the raw data into one thread. */
    private static final class Resolver {
        final PprofData data;
        final String file;
        final String requestedType;
        final ThreadBuilder thread = new ThreadBuilder(1, 1);
        final LongIntMap locationRow = new LongIntMap(16, -1);
        final LongIntMap functionRow = new LongIntMap(16, -1);
        final LongIntMap mappingRow = new LongIntMap(16, -1);
        /** -1 is a value here (a mapping without a file has no resource); absent is -2. */
        final LongIntMap resourceOfMapping = new LongIntMap(16, -2);
        /** Per location row: its frames, root-most (outermost inline level) first; built on first use. */
        int[][] framesOfLocation;
        int category;

        Resolver(PprofData data, String file, String requestedType) {
            this.data = data;
            this.file = file;
            this.requestedType = requestedType;
        }

        Profile profile() throws ProfileFormatException {
            if (data.strings.isEmpty() || !data.strings.get(0).isEmpty()) {
                throw new ProfileFormatException(file, "string_table[0]", data.strings.isEmpty()
                        ? "the string table is empty: not a pprof profile" : "string_table[0] must be ''");
            }
            int types = data.sampleTypeType.size();
            if (types == 0) throw new ProfileFormatException(file, "sample_type", "the profile has no sample types");
            for (int t = 0; t < types; t++) {
                string(data.sampleTypeType.get(t), "sample_type[" + t + "].type");
                string(data.sampleTypeUnit.get(t), "sample_type[" + t + "].unit");
            }
            int column = chosenColumn(types);
            String unit = data.strings.get((int) data.sampleTypeUnit.get(column));
            ValueUnit valueUnit = ValueUnit.of(unit);
            double scale = valueUnit.scale();
            WeightType weightType = valueUnit.weightType();
            indexIds();
            Categories categories = new Categories();
            category = categories.add("Other", "grey");
            categories.setDefaultCategory(category);
            framesOfLocation = new int[data.locationCount()][];

            int samples = data.sampleCount();
            double elapsedMicros = 0;
            // a time base so the samples sit side by side: the value in microseconds for time units, else 1 µs per unit
            double microsPerUnit = valueUnit.microsPerUnit();
            int[] chain = new int[64];
            for (int s = 0; s < samples; s++) {
                int valueFrom = data.valueStart.get(s);
                int valueTo = s + 1 < samples ? data.valueStart.get(s + 1) : data.values.size();
                if (valueTo - valueFrom != types) {
                    throw new ProfileFormatException(file, "sample[" + s + "]", "has " + (valueTo - valueFrom)
                            + " values but there are " + types + " sample types");
                }
                double value = data.values.get(valueFrom + column);
                int from = data.locationStart.get(s);
                int to = s + 1 < samples ? data.locationStart.get(s + 1) : data.locationIds.size();
                int stack = -1;
                for (int i = to - 1; i >= from; i--) {
                    long id = data.locationIds.get(i);
                    int row = locationRow.get(id);
                    if (row < 0) {
                        throw new ProfileFormatException(file, "sample[" + s + "].location_id[" + (i - from) + "]",
                                "location id " + Long.toUnsignedString(id) + " does not exist");
                    }
                    for (int frame : frames(row)) stack = thread.stack(stack, frame);
                }
                thread.addSample(stack, elapsedMicros, value * scale);
                elapsedMicros += Math.abs(value) * microsPerUnit;
            }
            thread.weightType(weightType).name(threadName());
            return new Profile(ProfileFormat.PPROF, List.of(thread.build()), categories, false);
        }

        /** The main binary's file name (mapping[0]), as pprof names the profile; "" when none. */
        private String threadName() throws ProfileFormatException {
            if (data.mappingFile.size() == 0) return "";
            String name = string(data.mappingFile.get(0), "mapping[0].filename");
            int slash = name.lastIndexOf('/');
            return slash >= 0 ? name.substring(slash + 1) : name;
        }

        private int chosenColumn(int types) throws ProfileFormatException {
            String wanted = requestedType;
            if (wanted == null && data.defaultSampleType != 0) wanted = string(data.defaultSampleType, "default_sample_type");
            if (wanted != null) {
                for (int t = 0; t < types; t++) {
                    String type = data.strings.get((int) data.sampleTypeType.get(t));
                    if (type.equals(wanted) || (wanted.startsWith("inuse_") && type.equals(wanted.substring(6)))) return t;
                }
                if (requestedType != null) {
                    StringBuilder known = new StringBuilder();
                    for (int t = 0; t < types; t++) {
                        known.append(t == 0 ? "" : ", ").append(data.strings.get((int) data.sampleTypeType.get(t)));
                    }
                    throw new ProfileFormatException(file, "sample_type", "no sample type '" + requestedType
                            + "'; the profile has " + known);
                }
            }
            return types - 1;
        }

        private void indexIds() throws ProfileFormatException {
            index(data.mappingId, mappingRow, "mapping");
            index(data.locationId, locationRow, "location");
            index(data.functionId, functionRow, "function");
        }

        private void index(LongColumn ids, LongIntMap rows, String what) throws ProfileFormatException {
            for (int i = 0; i < ids.size(); i++) {
                long id = ids.get(i);
                if (id == 0) throw new ProfileFormatException(file, what + "[" + i + "].id", "id 0 is not allowed");
                if (rows.put(id, i) >= 0) {
                    throw new ProfileFormatException(file, what + "[" + i + "].id", "duplicate " + what + " id "
                            + Long.toUnsignedString(id));
                }
            }
        }

        private int[] frames(int location) throws ProfileFormatException {
            int[] known = framesOfLocation[location];
            if (known != null) return known;
            String where = "location[" + location + "]";
            int resource = resource(data.locationMapping.get(location), where);
            long address = data.locationAddress.get(location);
            int lineFrom = data.lineStart.get(location);
            int lineTo = location + 1 < data.locationCount() ? data.lineStart.get(location + 1) : data.lineFunction.size();
            int[] frames;
            if (lineFrom == lineTo) {
                int func = thread.func("0x" + Long.toHexString(address), resource, null, -1, -1, false, false);
                frames = new int[] {thread.frame(func, -1, -1, address, category, -1, -1, 0)};
            } else {
                frames = new int[lineTo - lineFrom];
                for (int l = lineTo - 1, k = 0; l >= lineFrom; l--, k++) {
                    long functionId = data.lineFunction.get(l);
                    int function = functionRow.get(functionId);
                    if (function < 0) {
                        throw new ProfileFormatException(file, where + ".line[" + (l - lineFrom) + "]",
                                "function id " + Long.toUnsignedString(functionId) + " does not exist");
                    }
                    int func = func(function, resource);
                    int line = clampInt(data.lineNumber.get(l));
                    // the last line is the physical frame; earlier lines were inlined into it
                    frames[k] = thread.frame(func, line, -1, address, category, -1, -1, k);
                }
            }
            framesOfLocation[location] = frames;
            return frames;
        }

        private int func(int function, int resource) throws ProfileFormatException {
            String where = "function[" + function + "]";
            String name = string(data.functionName.get(function), where + ".name");
            if (name.isEmpty()) name = string(data.functionSystemName.get(function), where + ".system_name");
            String fileName = string(data.functionFile.get(function), where + ".filename");
            return thread.func(name, resource, fileName.isEmpty() ? null : fileName,
                    clampInt(data.functionStartLine.get(function)), -1, false, false);
        }

        private int resource(long mappingId, String where) throws ProfileFormatException {
            if (mappingId == 0) return -1;
            int known = resourceOfMapping.get(mappingId);
            if (known != -2) return known;
            int mapping = mappingRow.get(mappingId);
            if (mapping < 0) {
                throw new ProfileFormatException(file, where + ".mapping_id", "mapping id "
                        + Long.toUnsignedString(mappingId) + " does not exist");
            }
            String path = string(data.mappingFile.get(mapping), "mapping[" + mapping + "].filename");
            int resource = LibraryResources.ofPath(thread, path);
            resourceOfMapping.put(mappingId, resource);
            return resource;
        }

        private String string(long index, String where) throws ProfileFormatException {
            if (index < 0 || index >= data.strings.size()) {
                throw new ProfileFormatException(file, where, "string index " + index + " is outside the string table ("
                        + data.strings.size() + " strings)");
            }
            return data.strings.get((int) index);
        }

        private static int clampInt(long value) {
            return value < -1 || value > Integer.MAX_VALUE ? -1 : (int) value;
        }
    }
}
