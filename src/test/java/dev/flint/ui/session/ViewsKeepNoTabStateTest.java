package dev.flint.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The views of a tab keep no copy of its state: none of their declared fields holds (directly or as a type
 * argument: a property, a list) a value of the session's state (the shown thread, its transforms, options, tree,
 * selected or expanded paths, the ranges, the profile; the chart's tracks, window and entry, the sandwich's
 * function and table), nor indexes or flags kept beside it (an array, collection or property of ints or
 * booleans: a track order, collapsed tracks, an active track or function). They read the {@link TabSession} and
 * dispatch to it. A binding is allowed: it is computed from the session whenever read (the chart's viewport is its
 * window over the canvas's width; the window's profile is the selected tab's), and so is a control (its rows are
 * made from the session). Reflection over the classes only:
 * no FX toolkit is started.
 *
 * <p>On the classes before issue 32's views took the session, the check found: FlameChartView.collapsed,
 * viewport, highlight, activeTrack, previewRange; SandwichView.rows, functions, tableTree; ProfileView.shownThreads,
 * collapsedThreads; MainWindow.profile; LineHitsView.range; InsightsView.shownRange; and later
 * ThreadListPane.revealed (its rows kept their own shown and pinned flags, a copy this check does not see in a
 * row object: the rows are now made from the session's TrackState.listed).
 */
class ViewsKeepNoTabStateTest {
    /** The types of the tab's state: a field of one of these in a view is a copy that can drift. */
    private static final Set<String> STATE_TYPES = Set.of(
            "dev.flint.ui.session.ViewState", "dev.flint.ui.session.SelectedCallNode",
            "dev.flint.calltree.CallTree", "dev.flint.calltree.CallNodePath", "dev.flint.calltree.TransformStack",
            "dev.flint.calltree.CallTreeOptions", "dev.flint.calltree.SampleRange", "dev.flint.viewmodel.TimeRange",
            "dev.flint.viewmodel.LoadedThread", "dev.flint.viewmodel.LoadedProfile",
            "dev.flint.ui.session.TabState", "dev.flint.ui.session.TrackState", "dev.flint.ui.session.ChartWindow",
            "dev.flint.ui.session.FlameSelection", "dev.flint.ui.session.SandwichState", "dev.flint.ui.common.Viewport",
            "dev.flint.sandwich.FunctionTable");

    /** Indexes and flags: held beside the session they are a track order, collapsed tracks, an active track or function. */
    private static final Set<String> INDEX_TYPES = Set.of("java.lang.Integer", "java.lang.Boolean", "int", "boolean");

    private static final List<String> VIEWS = List.of(
            "dev.flint.ui.calltree.CallTreePanel",
            "dev.flint.ui.flamegraph.FlameGraphView",
            "dev.flint.ui.details.DetailsPanel",
            "dev.flint.ui.app.ProfileView",
            "dev.flint.ui.app.MainWindow",
            "dev.flint.ui.flamechart.FlameChartView",
            "dev.flint.ui.sandwich.SandwichView",
            "dev.flint.ui.calltree.LineHitsView",
            "dev.flint.ui.insights.InsightsView",
            "dev.flint.ui.threads.ThreadListPane");

    @Test
    void theViewsHoldNoFieldOfTheTabsState() throws Exception {
        List<String> copies = new ArrayList<>();
        for (String view : VIEWS) {
            // Not initialised: the class's static state (and JavaFX) stays untouched.
            Class<?> type = Class.forName(view, false, getClass().getClassLoader());
            for (Field field : type.getDeclaredFields()) {
                if (isCopy(field.getGenericType())) copies.add(type.getSimpleName() + "." + field.getName());
            }
        }
        assertEquals(List.of(), copies);
    }

    @Test
    void theCheckSeesACopyInAPropertyOrACollection() throws Exception {
        class Copying {
            javafx.beans.property.ObjectProperty<dev.flint.calltree.CallNodePath> selected;
            java.util.Set<dev.flint.calltree.CallNodePath> expanded;
            int count;
            boolean[] collapsed;
            java.util.List<Integer> order;
            javafx.beans.property.ReadOnlyObjectWrapper<Integer> activeTrack;
            javafx.beans.property.ObjectProperty<dev.flint.ui.session.FlameSelection> entry;
            javafx.beans.binding.ObjectBinding<dev.flint.viewmodel.LoadedProfile> profile;
            javafx.beans.property.BooleanProperty active;
            javafx.beans.property.ObjectProperty<int[]> highlight;
        }
        List<String> found = new ArrayList<>();
        for (Field field : Copying.class.getDeclaredFields()) {
            if (isCopy(field.getGenericType())) found.add(field.getName());
        }
        assertEquals(List.of("selected", "expanded", "collapsed", "order", "activeTrack", "entry", "highlight"), found);
    }

    /** A field of the tab's state or of indexes beside it; a binding (computed from the session) is not a copy. */
    private static boolean isCopy(Type type) {
        Class<?> raw = type instanceof ParameterizedType generic ? (Class<?>) generic.getRawType() : type instanceof Class<?> c ? c : null;
        if (raw != null && javafx.beans.binding.Binding.class.isAssignableFrom(raw)) return false;
        // A control (a table of node indexes) shows what the view gives it: its items are made from the session.
        if (raw != null && javafx.scene.Node.class.isAssignableFrom(raw)) return false;
        if (raw != null && raw.isArray() && INDEX_TYPES.contains(raw.getComponentType().getName())) return true;
        if (type instanceof ParameterizedType generic) {
            for (Type argument : generic.getActualTypeArguments()) {
                Class<?> c = argument instanceof Class<?> plain ? plain : null;
                if (c != null && c.isArray()) c = c.getComponentType();
                if (c != null && INDEX_TYPES.contains(c.getName())) return true;
            }
        }
        return mentionsState(type);
    }

    private static boolean mentionsState(Type type) {
        if (type instanceof Class<?> raw) return STATE_TYPES.contains(raw.getName());
        if (type instanceof ParameterizedType generic) {
            if (mentionsState(generic.getRawType())) return true;
            for (Type argument : generic.getActualTypeArguments()) {
                if (mentionsState(argument)) return true;
            }
        }
        return false;
    }
}
