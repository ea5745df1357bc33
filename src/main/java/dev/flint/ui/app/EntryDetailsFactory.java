package dev.flint.ui.app;

import dev.flint.calltree.CallTree;
import dev.flint.model.ProfileThread;
import dev.flint.model.TraceEventTable;
import dev.flint.model.WeightType;
import dev.flint.timeline.SyncTrack;
import dev.flint.ui.details.EntryDetails;
import dev.flint.ui.session.FlameSelection;
import dev.flint.ui.session.SelectedCallNode;
import dev.flint.viewmodel.FlameTrack;
import dev.flint.viewmodel.LoadedThread;
import dev.flint.viewmodel.TimeFormat;
import dev.flint.viewmodel.TrackAdapter;
import java.util.Locale;

/**
 * Builds the details panel's {@link EntryDetails} from a flame-chart entry or a call-tree node. Lines and
 * columns are the model's, 1-based whatever the file wrote. A trace event's args are the ones the
 * importer keeps ({@link TraceEventTable.EventData}: args.data's function, URL, line, column, script id,
 * sample trace id and type), with its category and phase.
 */
final class EntryDetailsFactory {
    private EntryDetailsFactory() {}

    static EntryDetails forFlameEntry(LoadedThread loaded, FlameSelection entry) {
        FlameTrack track = loaded.track();
        int depth = entry.depth();
        int index = entry.index();
        double duration = track.endMicros(depth, index) - track.startMicros(depth, index);
        String self = track instanceof TrackAdapter adapter ? TimeFormat.micros(adapter.selfMicros(depth, index)) : "";
        ProfileThread thread = loaded.thread();
        String stack = stack(track, entry, thread);
        int func = track.func(depth, index);
        if (func >= 0 && func < thread.funcs().size()) {
            Where where = where(thread, func);
            return new EntryDetails(track.name(depth, index), "JS call", where.location, where.line, where.column,
                    self, TimeFormat.micros(duration), stack, "");
        }
        String args = "";
        String location = "";
        int line = -1;
        int column = -1;
        if (track instanceof TrackAdapter adapter) {
            SyncTrack sync = adapter.syncTrack();
            int entryIndex = rowEntry(adapter, depth, index);
            int event = entryIndex < 0 ? -1 : sync.eventIndex(entryIndex);
            if (event >= 0) {
                TraceEventTable events = thread.traceEvents();
                TraceEventTable.EventData data = events.data(event);
                args = eventArgs(thread, events, event, data);
                if (data != null && data.url() != null) {
                    location = data.url();
                    // Chrome writes an event's own lineNumber/columnNumber (FunctionCall, EvaluateScript) 1-based.
                    line = data.lineNumber() >= 0 ? data.lineNumber() : -1;
                    column = data.columnNumber() >= 0 ? data.columnNumber() : -1;
                }
            }
        }
        return new EntryDetails(track.name(depth, index), "trace event", location, line, column, self,
                TimeFormat.micros(duration), stack, args);
    }

    static EntryDetails forTreeNode(LoadedThread loaded, SelectedCallNode selected) {
        CallTree tree = selected.tree();
        int node = selected.node();
        ProfileThread thread = tree.thread();
        int func = tree.func(node);
        Where where = where(thread, func);
        StringBuilder stack = new StringBuilder();
        for (int n = node; n >= 0; n = tree.parent(n)) {
            stack.append(tree.name(n).isEmpty() ? "(anonymous)" : tree.name(n));
            Where at = where(thread, tree.func(n));
            if (!at.location.isEmpty()) stack.append("  (").append(at.text()).append(')');
            stack.append('\n');
        }
        WeightType unit = thread.weightType();
        String name = tree.name(node).isEmpty() ? "(anonymous)" : tree.name(node);
        return new EntryDetails(name, tree.inverted() ? "call tree node (inverted: callers below)" : "call tree node",
                where.location, where.line, where.column, weight(tree.self(node), unit),
                weight(tree.total(node), unit) + String.format(Locale.ROOT, " (%.1f%%)", tree.totalRatio(node) * 100),
                stack.toString(), "");
    }

    /** The entry and the entries above it in the chart, one per line, the entry first; JS calls with where they are. */
    private static String stack(FlameTrack track, FlameSelection entry, ProfileThread thread) {
        double at = (track.startMicros(entry.depth(), entry.index()) + track.endMicros(entry.depth(), entry.index())) / 2;
        StringBuilder text = new StringBuilder();
        for (int depth = entry.depth(); depth >= 0; depth--) {
            int index = depth == entry.depth() ? entry.index() : track.entryAt(depth, at);
            if (index < 0) continue;
            text.append(track.name(depth, index));
            Where where = where(thread, track.func(depth, index));
            if (!where.location.isEmpty()) text.append("  (").append(where.text()).append(')');
            text.append('\n');
        }
        return text.toString();
    }

    private record Where(String location, int line, int column) {
        String text() {
            return line < 0 ? location : location + ":" + line + (column >= 0 ? ":" + column : "");
        }
    }

    private static Where where(ProfileThread thread, int func) {
        if (func < 0 || func >= thread.funcs().size()) return new Where("", -1, -1);
        int fileName = thread.funcs().fileName(func);
        int resource = thread.funcs().resource(func);
        String location = fileName >= 0 ? thread.strings().get(fileName)
                : resource >= 0 ? thread.strings().get(thread.resources().name(resource)) : "";
        int line = thread.funcs().line(func);
        int column = thread.funcs().column(func);
        return new Where(location, line >= 0 ? line : -1, line >= 0 && column >= 0 ? column : -1);
    }

    private static String weight(double value, WeightType unit) {
        return switch (unit) {
            case TRACING_MS -> TimeFormat.millis(value);
            case SAMPLES -> String.format(Locale.ROOT, "%,.0f samples", value);
            case BYTES -> String.format(Locale.ROOT, "%,.0f bytes", value);
        };
    }

    /** The sync-track entry shown at row {@code depth}, position {@code index}. */
    private static int rowEntry(TrackAdapter adapter, int depth, int index) {
        SyncTrack sync = adapter.syncTrack();
        double at = (adapter.startMicros(depth, index) + adapter.endMicros(depth, index)) / 2;
        return sync.entryAt(depth, at);
    }

    private static String eventArgs(ProfileThread thread, TraceEventTable events, int event,
                                    TraceEventTable.EventData data) {
        StringBuilder text = new StringBuilder();
        text.append("cat: ").append(thread.strings().get(events.category(event)));
        text.append("\nph: ").append(events.phase(event));
        if (data != null) {
            line(text, "data.functionName", data.functionName());
            line(text, "data.url", data.url());
            if (data.lineNumber() >= 0) line(text, "data.lineNumber", Integer.toString(data.lineNumber()));
            if (data.columnNumber() >= 0) line(text, "data.columnNumber", Integer.toString(data.columnNumber()));
            line(text, "data.scriptId", data.scriptId());
            if (data.sampleTraceId() >= 0) line(text, "data.sampleTraceId", Long.toString(data.sampleTraceId()));
            line(text, "data.type", data.type());
        }
        return text.toString();
    }

    private static void line(StringBuilder text, String key, String value) {
        if (value != null && !value.isEmpty()) text.append('\n').append(key).append(": ").append(value);
    }
}
