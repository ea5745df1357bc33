package dev.flint.importer.otlp;

import dev.flint.importer.Importer;
import dev.flint.importer.JsonInput;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.ProtobufWireException;
import dev.flint.importer.SourceBytes;
import dev.flint.importer.ValueUnit;
import dev.flint.model.Categories;
import dev.flint.model.LoadWarnings;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.ThreadBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * An OpenTelemetry profile: one thread per thread the attributes name ({@link OtlpThreads}), weighing the chosen
 * sample type ({@link OtlpSampleTypes}) in every profile of the file that has it. Stacks resolve through the
 * dictionary as pprof's do ({@link OtlpFrames}); samples carry no usable time (async-profiler aggregates them
 * by stack), so each thread's samples are laid out one after another in file order, each as long as its value.
 * Every index is checked against its table.
 *
 * <p>A protobuf file is read twice: once to tell its layout ({@link OtlpLayout}), once to read it in that layout.
 * The JSON encoding is read once ({@link OtlpJsonReader}): its keys name the layout. A file may hold several
 * messages, as the OpenTelemetry Collector's file exporter writes them, an export each (JSON: one per line; protobuf:
 * each after its length): each is read with its own dictionary, into the same threads.
 */
public final class OtlpImporter implements Importer {
    private final String sampleType;

    public OtlpImporter(String sampleType) {
        this.sampleType = sampleType;
    }

    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress) throws ProfileFormatException {
        byte[] head = head(source, fileName);
        if (isJson(head)) {
            return JsonInput.read(source, fileName, progress,
                    parser -> new Resolver(OtlpJsonReader.readAll(parser, fileName), fileName, sampleType).profile());
        }
        List<OtlpData> messages = new ArrayList<>();
        try {
            if (OtlpDetector.looksLikeFramedOtlp(head)) {
                readFramed(source, fileName, progress, messages);
            } else {
                OtlpLayout layout;
                try (InputStream in = source.open(ProgressListener.NONE)) {
                    layout = OtlpLayout.of(new ProtoInput(in));
                }
                try (InputStream in = source.open(progress)) {
                    messages.add(OtlpReader.read(new ProtoInput(in), layout));
                }
            }
        } catch (ProtobufWireException e) {
            throw new ProfileFormatException(fileName, "byte " + e.offset(), e.getMessage());
        } catch (IOException e) {
            throw ProfileLoader.readFailure(fileName, "", e);
        }
        return new Resolver(messages, fileName, sampleType).profile();
    }

    /**
     * The messages of a file the OpenTelemetry Collector's file exporter wrote with {@code format: proto}: each after
     * its length, four bytes big-endian; each read in its own layout, from its bytes.
     */
    private static void readFramed(SourceBytes source, String fileName, ProgressListener progress, List<OtlpData> messages)
            throws IOException, ProfileFormatException {
        try (InputStream in = source.open(progress)) {
            long at = 0;
            for (byte[] head; (head = in.readNBytes(4)).length > 0; ) {
                String where = "message " + messages.size() + " (byte " + at + ")";
                if (head.length < 4) throw new ProfileFormatException(fileName, where, "the file ends inside a message's length");
                long length = OtlpDetector.frameLength(head);
                if (length > Integer.MAX_VALUE - 8) {
                    throw new ProfileFormatException(fileName, where, "a message of " + length + " bytes, more than Flint reads");
                }
                byte[] message = in.readNBytes((int) length);
                if (message.length < length) {
                    throw new ProfileFormatException(fileName, where, "the message declares " + length
                            + " bytes, but the file ends after " + message.length + ": the file is cut short");
                }
                try {
                    OtlpLayout layout = OtlpLayout.of(new ProtoInput(new java.io.ByteArrayInputStream(message)));
                    messages.add(OtlpReader.read(new ProtoInput(new java.io.ByteArrayInputStream(message)), layout));
                } catch (ProtobufWireException e) {
                    throw new ProfileFormatException(fileName, where + ", byte " + e.offset() + " of it", e.getMessage());
                }
                at += 4 + length;
            }
        }
    }

    /** OTLP's JSON encoding starts with an object; its protobuf with a tag (0x0a or 0x12). */
    private static boolean isJson(byte[] head) {
        for (byte b : head) {
            if (b == ' ' || b == '\n' || b == '\r' || b == '\t' || b == (byte) 0xef || b == (byte) 0xbb || b == (byte) 0xbf) continue;
            return b == '{';
        }
        return false;
    }

    /** The file's first bytes, which tell its encoding and framing. */
    private static byte[] head(SourceBytes source, String fileName) throws ProfileFormatException {
        try {
            return source.head(64);
        } catch (IOException e) {
            throw ProfileLoader.readFailure(fileName, "", e);
        }
    }

    private static final class Resolver {
        final List<OtlpData> messages;
        final String file;
        final String requestedType;
        final LoadWarnings warnings = new LoadWarnings();
        final Map<ThreadBuilder, double[]> elapsedMicros = new IdentityHashMap<>();

        Resolver(List<OtlpData> messages, String file, String requestedType) {
            this.messages = messages;
            this.file = file;
            this.requestedType = requestedType;
        }

        Profile profile() throws ProfileFormatException {
            // The sample type is chosen in the first message that has profiles; the others show the same type.
            OtlpData first = null;
            for (OtlpData data : messages) {
                if (data.profileCount() > 0) {
                    first = data;
                    break;
                }
            }
            if (first == null) throw new ProfileFormatException(file, "resource_profiles", "the file holds no profiles");
            OtlpSampleTypes chosen = OtlpSampleTypes.choose(first, new OtlpStrings(first.strings, file), requestedType, file);
            ValueUnit unit = ValueUnit.of(chosen.unit);
            Categories categories = new Categories();
            int category = categories.add("Other", "grey");
            categories.setDefaultCategory(category);
            OtlpThreads threads = null;
            for (int m = 0; m < messages.size(); m++) {
                OtlpData data = messages.get(m);
                // (a file of one message words its places as before; of several, each place starts with its message)
                String message = messages.size() > 1 ? "message[" + m + "]." : "";
                OtlpStrings strings = new OtlpStrings(data.strings, file);
                if (threads == null) threads = new OtlpThreads(data, strings, file);
                else threads.nextMessage(data, strings);
                OtlpFrames frames = new OtlpFrames(data, strings, file, category);
                for (int p = 0; p < data.profileCount(); p++) {
                    int column = chosen.columnOf(data, p, strings);
                    if (column < 0) continue;
                    readProfile(data, message, p, column, unit, threads, frames);
                }
            }
            List<ProfileThread> built = new ArrayList<>();
            for (ThreadBuilder thread : threads.all()) built.add(thread.weightType(unit.weightType()).build());
            Profile profile = new Profile(ProfileFormat.OTLP, built, categories, false);
            return warnings.isEmpty() ? profile : profile.withWarnings(warnings.toList());
        }

        private void readProfile(OtlpData data, String message, int p, int column, ValueUnit unit, OtlpThreads threads,
                OtlpFrames frames) throws ProfileFormatException {
            int first = data.profileSampleStart.get(p);
            int end = OtlpData.end(data.profileSampleStart, p, data.sampleCount());
            int types = OtlpData.end(data.profileTypeStart, p, data.sampleTypeType.size()) - data.profileTypeStart.get(p);
            boolean v17 = data.layout == OtlpLayout.V1_7;
            int lengthCut = v17 ? OtlpSliceRepair.lengthCut(data, p, first, end, warnings) : 0;
            for (int s = first; s < end; s++) {
                String where = message + "profile[" + p + "].sample[" + (s - first) + "]";
                int valueFrom = data.sampleValueStart.get(s);
                int valueTo = OtlpData.end(data.sampleValueStart, s, data.values.size());
                double value;
                if (v17) {
                    if (valueTo - valueFrom != types) {
                        throw new ProfileFormatException(file, where, "has " + (valueTo - valueFrom) + " values but the"
                                + " profile has " + types + " sample types");
                    }
                    value = data.values.get(valueFrom + column);
                } else {
                    value = seriesTotal(data, s, valueFrom, valueTo, where);
                }
                ThreadBuilder thread = threads.of(p, s, where);
                int stack = v17 ? frames.sliceStack(thread, p, s, lengthCut, where) : frames.stackOf(thread, s, where);
                double[] elapsed = elapsedMicros.computeIfAbsent(thread, t -> new double[1]);
                thread.addSample(stack, elapsed[0], value * unit.scale());
                elapsed[0] += Math.abs(value) * unit.microsPerUnit();
            }
        }

        /**
         * From v1.8 a sample's values are a series of observations (with as many timestamps, or none), or there
         * are timestamps alone, each counting 1. A sample with neither weighs nothing, with a warning.
         */
        private double seriesTotal(OtlpData data, int s, int valueFrom, int valueTo, String where)
                throws ProfileFormatException {
            int timestamps = data.sampleTimestamps.get(s);
            int values = valueTo - valueFrom;
            if (values > 0 && timestamps > 0 && values != timestamps) {
                throw new ProfileFormatException(file, where, "has " + values + " values but " + timestamps
                        + " timestamps; the two must pair up");
            }
            if (values == 0) {
                if (timestamps == 0) warnings.addSamples("sample", "a sample without values or timestamps: it weighs 0", 1);
                return timestamps;
            }
            double total = 0;
            for (int v = valueFrom; v < valueTo; v++) total += data.values.get(v);
            return total;
        }
    }
}
