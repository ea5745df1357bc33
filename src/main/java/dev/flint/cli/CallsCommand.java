package dev.flint.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.TraceEventTable;
import dev.flint.timeline.DevToolsThreads;
import dev.flint.timeline.SyncTrack;
import dev.flint.timeline.SyncTracks;
import dev.flint.viewmodel.ThreadSelector;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * {@code flint calls FILE [--thread T]}: every thread's timeline entries (trace events and estimated JS
 * calls) in pre-order, as JSON, the same data DevTools' trace engine computes (DESIGN.md's command line).
 * Without --thread: the threads DevTools shows a track for, and every other thread that has JS calls (a
 * profiled helper thread of a process without a page URL gets no DevTools track, but its calls are real).
 */
@CommandLine.Command(name = "calls", description = "The DevTools-equivalent timeline entries (trace events "
        + "and JS calls) as JSON.")
final class CallsCommand extends FileCommand {
    static final String USAGE = "usage: flint calls FILE [--thread T] " + SourceMapOptions.USAGE;
    private static final JsonFactory JSON = JsonFactory.builder().build();


    @CommandLine.Option(names = "--thread", paramLabel = "T", description = "Only this thread: pid:tid, a tid or "
            + "a thread name (default: the threads DevTools shows and every other thread with JS calls).")
    String threadSpec;

    CallsCommand() {
        super(USAGE, "missing FILE");
    }

    @Override
    public int run(PrintStream out, PrintStream err) {
        Profile profile;
        try {
            profile = sourceMaps.load(file, null).profile();
        } catch (ProfileFormatException e) {
            err.println(e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
        WarningLines.print(file, profile, err);
        List<SyncTrack> tracks;
        if (threadSpec == null) {
            tracks = listedTracks(profile);
        } else {
            try {
                tracks = List.of(SyncTracks.build(profile, ThreadSelector.select(profile, threadSpec)));
            } catch (IllegalArgumentException e) {
                err.println("flint: " + file + ": " + e.getMessage());
                return Cli.EXIT_USAGE;
            }
        }
        try {
            write(tracks, countsLinesFromZero(profile.format()), out);
        } catch (IOException e) {
            err.println("flint: cannot write the output: " + e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
        return 0;
    }

    /** In the profile's thread order: the threads DevTools shows, and every other thread with a JS call. */
    static List<SyncTrack> listedTracks(Profile profile) {
        List<SyncTrack> tracks = new ArrayList<>();
        for (ProfileThread thread : profile.threads()) {
            boolean shown = DevToolsThreads.isShown(profile, thread);
            if (!shown && thread.cpuProfile() == null) continue;
            SyncTrack track = SyncTracks.build(profile, thread);
            if (shown || hasJsCall(track)) tracks.add(track);
        }
        return tracks;
    }

    private static boolean hasJsCall(SyncTrack track) {
        for (int entry = 0; entry < track.size(); entry++) {
            if (track.isJsCall(entry)) return true;
        }
        return false;
    }

    /**
     * Whether the entries' lines and columns print counted from 0: {@code calls} is DevTools' output for V8
     * files (a .cpuprofile, a Chrome trace), whose call frames count from 0, while the model counts from 1
     * whatever the file wrote. A trace event's own line (FunctionCall's) is 1-based in the file and the model.
     */
    static boolean countsLinesFromZero(ProfileFormat format) {
        return format == ProfileFormat.CPUPROFILE || format.isTraceEventFormat();
    }

    static void write(List<SyncTrack> tracks, boolean jsLinesFromZero, PrintStream out) throws IOException {
        JsonGenerator json = JSON.createGenerator(new java.io.OutputStreamWriter(out,
                java.nio.charset.StandardCharsets.UTF_8));
        json.writeStartObject();
        json.writeArrayFieldStart("threads");
        int jsLineShift = jsLinesFromZero ? 1 : 0;
        for (SyncTrack track : tracks) {
            ProfileThread thread = track.thread();
            json.writeStartObject();
            json.writeNumberField("pid", thread.pid());
            json.writeNumberField("tid", thread.tid());
            json.writeStringField("name", thread.name());
            json.writeArrayFieldStart("entries");
            for (int entry = 0; entry < track.size(); entry++) writeEntry(json, track, entry, jsLineShift);
            json.writeEndArray();
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
        json.writeRaw('\n');
        json.flush();
    }

    private static void writeEntry(JsonGenerator json, SyncTrack track, int entry, int jsLineShift) throws IOException {
        ProfileThread thread = track.thread();
        json.writeStartObject();
        int line = -1;
        int column = -1;
        if (track.isJsCall(entry)) {
            json.writeStringField("kind", "js");
            int func = track.funcIndex(entry);
            line = thread.funcs().line(func) >= 0 ? thread.funcs().line(func) - jsLineShift : -1;
            column = thread.funcs().column(func) >= 0 ? thread.funcs().column(func) - jsLineShift : -1;
        } else {
            json.writeStringField("kind", "event");
            TraceEventTable.EventData data = thread.traceEvents().data(track.eventIndex(entry));
            if (data != null) {
                line = data.lineNumber();
                column = data.columnNumber();
            }
        }
        json.writeStringField("name", track.name(entry));
        json.writeStringField("url", track.url(entry));
        json.writeNumberField("line", line);
        json.writeNumberField("column", column);
        json.writeFieldName("ts");
        json.writeNumber(jsNumber(track.startMicros(entry)));
        json.writeFieldName("dur");
        json.writeNumber(jsNumber(track.durationMicros(entry)));
        json.writeNumberField("depth", track.depth(entry));
        json.writeEndObject();
    }

    /** A number as JavaScript prints it for the values we emit: integers without a fraction, no exponent. */
    static String jsNumber(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e21) return Long.toString((long) value);
        return new BigDecimal(Double.toString(value)).stripTrailingZeros().toPlainString();
    }
}
