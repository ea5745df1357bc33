package dev.flint.importer.speedscope;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.Importer;
import dev.flint.importer.JsonInput;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.Categories;
import dev.flint.model.DoubleColumn;
import dev.flint.model.IntColumn;
import dev.flint.model.LongIntMap;
import dev.flint.model.LoadWarnings;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.ThreadBuilder;
import dev.flint.model.WeightType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A speedscope file: each profile is a thread (pid 1, tid = its position from 1, named as the profile; a
 * profile named {@code NAME (PID:TID)}, as Flint's export names them, is the thread PID:TID named NAME).
 * The thread {@code activeProfileIndex} names is the profile's default thread, as speedscope opens it.
 * {@code sampled} profiles: each stack (root first) is a sample weighing its weight; samples stand side by
 * side from {@code startValue}, as speedscope lays them out. {@code evented} profiles: the time between two
 * events is a sample of the frames open then, weighing that time. Units: the time units become milliseconds,
 * {@code bytes} stays bytes, {@code none} is a plain count. Each entry of {@code shared.frames} is a function of
 * its own, as speedscope keys frames by index ({@code line}/{@code col} are 1-based in the spec; kept as the
 * file has them).
 *
 * <p>As speedscope, Flint refuses what it cannot place: a frame index outside {@code shared.frames}, a
 * negative or non-finite weight, as many weights as samples missing, an event closing a frame that is not
 * the innermost open one, events going back in time. Frames still open at the end close at the profile's
 * end, with a warning.
 */
public final class SpeedscopeImporter implements Importer {
    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress) throws ProfileFormatException {
        return JsonInput.read(source, fileName, progress, parser -> new Reading(parser, fileName).profile());
    }

    private record Frame(String name, String file, int line, int column) {}

    /** One profile as the file has it, frames as indexes into shared.frames. */
    private static final class RawProfile {
        String type = "";
        String name = "";
        String unit = "none";
        double startValue;
        double endValue = Double.NaN;
        String where;
        final IntColumn stackStart = new IntColumn();
        final IntColumn stackFrames = new IntColumn();
        final DoubleColumn weights = new DoubleColumn();
        int weightCount = -1;
        final IntColumn eventFrames = new IntColumn();
        final IntColumn eventOpens = new IntColumn();
        final DoubleColumn eventAts = new DoubleColumn();
        final List<String> eventWheres = new ArrayList<>();
    }

    private static final class Reading {
        final JsonParser parser;
        final String file;
        final List<Frame> frames = new ArrayList<>();
        final List<RawProfile> profiles = new ArrayList<>();
        final LoadWarnings warnings = new LoadWarnings();
        boolean sawFrames;
        int activeProfile = -1;

        Reading(JsonParser parser, String file) {
            this.parser = parser;
            this.file = file;
        }

        Profile profile() throws IOException, ProfileFormatException {
            JsonInput.next(parser, file);
            JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a speedscope file");
            while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonInput.next(parser, file);
                switch (key) {
                    case "shared" -> shared();
                    case "profiles" -> profiles();
                    case "activeProfileIndex" -> activeProfile = parser.currentToken() == JsonToken.VALUE_NUMBER_INT
                            ? parser.getValueAsInt(-1) : -1;
                    default -> parser.skipChildren();
                }
            }
            if (!sawFrames) throw new ProfileFormatException(file, "$.shared", "a speedscope file needs shared.frames");
            if (profiles.isEmpty()) throw new ProfileFormatException(file, "$.profiles", "the file has no profiles");
            Categories categories = new Categories();
            categories.setDefaultCategory(categories.add("Other", "grey"));
            List<ProfileThread> threads = new ArrayList<>();
            java.util.Set<String> keys = new java.util.HashSet<>();
            for (int p = 0; p < profiles.size(); p++) threads.add(thread(profiles.get(p), p, keys));
            // Speedscope opens the file on activeProfileIndex; so does Flint (the Profile's default thread).
            return new Profile(ProfileFormat.SPEEDSCOPE, threads, categories, false, warnings.toList(),
                    dev.flint.model.MarkerTable.empty(), activeProfile);
        }

        private void shared() throws IOException, ProfileFormatException {
            JsonInput.expect(parser, JsonToken.START_OBJECT, file, "shared");
            while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonInput.next(parser, file);
                if (!key.equals("frames")) {
                    parser.skipChildren();
                    continue;
                }
                JsonInput.expect(parser, JsonToken.START_ARRAY, file, "shared.frames");
                sawFrames = true;
                while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) frames.add(frame());
            }
        }

        private Frame frame() throws IOException, ProfileFormatException {
            JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a frame");
            String name = null;
            String frameFile = null;
            int line = -1;
            int column = -1;
            while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonInput.next(parser, file);
                switch (key) {
                    case "name" -> name = JsonInput.text(parser, file, "name");
                    case "file" -> frameFile = JsonInput.text(parser, file, "file");
                    case "line" -> line = parser.currentToken() == JsonToken.VALUE_NULL ? -1 : JsonInput.integer(parser, file, "line");
                    case "col" -> column = parser.currentToken() == JsonToken.VALUE_NULL ? -1 : JsonInput.integer(parser, file, "col");
                    default -> parser.skipChildren();
                }
            }
            if (name == null) throw JsonInput.error(file, parser, "a frame needs a name");
            return new Frame(name, frameFile, line, column);
        }

        private void profiles() throws IOException, ProfileFormatException {
            JsonInput.expect(parser, JsonToken.START_ARRAY, file, "profiles");
            while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
                RawProfile raw = new RawProfile();
                raw.where = "$.profiles[" + profiles.size() + "]";
                JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a profile");
                while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                    String key = parser.currentName();
                    JsonInput.next(parser, file);
                    switch (key) {
                        case "type" -> raw.type = String.valueOf(JsonInput.text(parser, file, "type"));
                        case "name" -> raw.name = String.valueOf(JsonInput.text(parser, file, "name"));
                        case "unit" -> raw.unit = String.valueOf(JsonInput.text(parser, file, "unit"));
                        case "startValue" -> raw.startValue = finite("startValue");
                        case "endValue" -> raw.endValue = finite("endValue");
                        case "samples" -> samples(raw);
                        case "weights" -> weights(raw);
                        case "events" -> events(raw);
                        default -> parser.skipChildren();
                    }
                }
                profiles.add(raw);
            }
        }

        private double finite(String what) throws IOException, ProfileFormatException {
            double value = JsonInput.number(parser, file, what);
            if (!Double.isFinite(value)) throw JsonInput.error(file, parser, what + " must be finite");
            return value;
        }

        private void samples(RawProfile raw) throws IOException, ProfileFormatException {
            JsonInput.expect(parser, JsonToken.START_ARRAY, file, "samples");
            while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
                JsonInput.expect(parser, JsonToken.START_ARRAY, file, "a sample (a list of frame indexes)");
                raw.stackStart.add(raw.stackFrames.size());
                while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) raw.stackFrames.add(frameIndex());
            }
        }

        private void weights(RawProfile raw) throws IOException, ProfileFormatException {
            JsonInput.expect(parser, JsonToken.START_ARRAY, file, "weights");
            int count = 0;
            while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
                double weight = JsonInput.number(parser, file, "a weight");
                if (!(weight >= 0) || Double.isInfinite(weight)) {
                    throw JsonInput.error(file, parser, "weights must be non-negative numbers, found " + parser.getText());
                }
                raw.weights.add(weight);
                count++;
            }
            raw.weightCount = count;
        }

        private int frameIndex() throws IOException, ProfileFormatException {
            int index = JsonInput.integer(parser, file, "a frame index");
            // frames may come after the profiles; the index is checked against shared.frames at the end too
            if (index < 0) throw JsonInput.error(file, parser, "frame index " + index + " is negative");
            return index;
        }

        private void events(RawProfile raw) throws IOException, ProfileFormatException {
            JsonInput.expect(parser, JsonToken.START_ARRAY, file, "events");
            while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
                JsonInput.expect(parser, JsonToken.START_OBJECT, file, "an event");
                String where = JsonInput.path(parser.getParsingContext());
                String type = null;
                int frame = -1;
                double at = Double.NaN;
                while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                    String key = parser.currentName();
                    JsonInput.next(parser, file);
                    switch (key) {
                        case "type" -> type = JsonInput.text(parser, file, "type");
                        case "frame" -> frame = frameIndex();
                        case "at" -> at = finite("at");
                        default -> parser.skipChildren();
                    }
                }
                if (!"O".equals(type) && !"C".equals(type)) {
                    throw JsonInput.error(file, parser, "an event's type must be \"O\" or \"C\", found " + type);
                }
                if (frame < 0 || Double.isNaN(at)) throw JsonInput.error(file, parser, "an event needs 'frame' and 'at'");
                raw.eventFrames.add(frame);
                raw.eventOpens.add(type.equals("O") ? 1 : 0);
                raw.eventAts.add(at);
                raw.eventWheres.add(where);
            }
        }

        private ProfileThread thread(RawProfile raw, int index, java.util.Set<String> keys) throws ProfileFormatException {
            ProfileName name = ProfileName.of(raw.name);
            boolean ownKey = name.hasKey() && keys.add(name.pid() + ":" + name.tid());
            ThreadBuilder thread = ownKey ? new ThreadBuilder(name.pid(), name.tid()).name(name.thread())
                    : new ThreadBuilder(1, index + 1).name(raw.name);
            double scale = 1;
            WeightType weightType = WeightType.SAMPLES;
            switch (raw.unit) {
                case "nanoseconds" -> { scale = 1e-6; weightType = WeightType.TRACING_MS; }
                case "microseconds" -> { scale = 1e-3; weightType = WeightType.TRACING_MS; }
                case "milliseconds" -> weightType = WeightType.TRACING_MS;
                case "seconds" -> { scale = 1e3; weightType = WeightType.TRACING_MS; }
                case "bytes" -> weightType = WeightType.BYTES;
                default -> { }
            }
            thread.weightType(weightType);
            // sample times in microseconds for time units, else one microsecond per unit
            double micros = weightType == WeightType.TRACING_MS ? scale * 1000 : 1;
            // This profile's frames by shared index: a map, not an array of shared.frames' size, so that a file of
            // many profiles over one big table costs its samples, not profiles x frames (20,000 x 1 M: 24 s).
            LongIntMap frameIndexes = new LongIntMap();
            switch (raw.type) {
                case "sampled" -> sampled(raw, thread, frameIndexes, scale, micros);
                case "evented" -> evented(raw, thread, frameIndexes, scale, micros);
                default -> throw new ProfileFormatException(file, raw.where + ".type",
                        "the profile type must be \"sampled\" or \"evented\", found \"" + raw.type + "\"");
            }
            return thread.build();
        }

        private void sampled(RawProfile raw, ThreadBuilder thread, LongIntMap frameIndexes, double scale, double micros)
                throws ProfileFormatException {
            int samples = raw.stackStart.size();
            if (raw.weightCount != samples) {
                throw new ProfileFormatException(file, raw.where + ".weights", raw.weightCount < 0
                        ? "a sampled profile needs weights" : "there are " + samples + " samples but " + raw.weightCount + " weights");
            }
            double time = raw.startValue * micros;
            for (int s = 0; s < samples; s++) {
                int from = raw.stackStart.get(s);
                int to = s + 1 < samples ? raw.stackStart.get(s + 1) : raw.stackFrames.size();
                int stack = -1;
                for (int i = from; i < to; i++) {
                    stack = thread.stack(stack, frame(raw.stackFrames.get(i), thread, frameIndexes,
                            raw.where + ".samples[" + s + "][" + (i - from) + "]"));
                }
                double weight = raw.weights.get(s);
                thread.addSample(stack, time, weight * scale);
                time += weight * micros;
            }
        }

        private void evented(RawProfile raw, ThreadBuilder thread, LongIntMap frameIndexes, double scale, double micros)
                throws ProfileFormatException {
            int events = raw.eventFrames.size();
            IntColumn openFrames = new IntColumn();
            IntColumn openStacks = new IntColumn();
            double last = Double.NaN;
            for (int e = 0; e < events; e++) {
                double at = raw.eventAts.get(e);
                String where = raw.eventWheres.get(e);
                if (!Double.isNaN(last) && at < last) {
                    throw new ProfileFormatException(file, where + ".at", "events go back in time (" + at + " after " + last + ")");
                }
                int stack = openStacks.size() == 0 ? -1 : openStacks.get(openStacks.size() - 1);
                if (stack >= 0 && at > last) thread.addSample(stack, last * micros, (at - last) * scale);
                last = at;
                int frameIndex = raw.eventFrames.get(e);
                if (raw.eventOpens.get(e) == 1) {
                    int frame = frame(frameIndex, thread, frameIndexes, where + ".frame");
                    openFrames.add(frameIndex);
                    openStacks.add(thread.stack(stack, frame));
                } else {
                    if (openFrames.size() == 0) {
                        throw new ProfileFormatException(file, where, "closes frame " + frameIndex + " when no frame is open");
                    }
                    int top = openFrames.get(openFrames.size() - 1);
                    if (top != frameIndex) {
                        throw new ProfileFormatException(file, where, "closes frame " + frameIndex + " (" + name(frameIndex)
                                + ") while frame " + top + " (" + name(top) + ") is the innermost open one");
                    }
                    openFrames.truncate(openFrames.size() - 1);
                    openStacks.truncate(openStacks.size() - 1);
                }
            }
            if (openStacks.size() > 0) {
                double end = Double.isNaN(raw.endValue) ? last : Math.max(last, raw.endValue);
                if (end > last) thread.addSample(openStacks.get(openStacks.size() - 1), last * micros, (end - last) * scale);
                warnings.addEvents(raw.where + ".events", openStacks.size() + " frames still open at the end: closed at the profile's end", openStacks.size());
            }
        }

        private String name(int frameIndex) {
            return frameIndex < frames.size() ? frames.get(frameIndex).name() : "?";
        }

        private int frame(int index, ThreadBuilder thread, LongIntMap frameIndexes, String where) throws ProfileFormatException {
            if (index >= frames.size()) {
                throw new ProfileFormatException(file, where, "frame index " + index + " is outside shared.frames ("
                        + frames.size() + " frames)");
            }
            int known = frameIndexes.get(index);
            if (known >= 0) return known;
            Frame frame = frames.get(index);
            // A func per frame index, as speedscope keys frames: two equal entries are two functions.
            int func = thread.addFunc(thread.string(frame.name()), thread.urlResource(frame.file()),
                    thread.string(frame.file()), frame.line(), frame.column(), false, false);
            int built = thread.frame(func, frame.line(), frame.column(), -1, -1, -1, -1, 0);
            frameIndexes.put(index, built);
            return built;
        }
    }
}
