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
 * The views that show a tab's tree state keep no copy of it: none of their declared fields holds (directly or
 * as a type argument: a property, a list) a value of the session's state (the shown thread, its transforms,
 * options, tree, selected or expanded paths, the ranges, the profile). They read the {@link TabSession} and
 * dispatch to it. Reflection over the classes only: no FX toolkit is started.
 *
 * <p>Covered so far: the call tree, the flame graph and the details panel. Not yet: ProfileView (track order and
 * collapsed tracks), MainWindow (the shown tab's profile), FlameChartView (visible window, selected entry, active
 * track), SandwichView (its function and the tree its table was made from): issue 32 lists them.
 */
class ViewsKeepNoTabStateTest {
    /** The types of the tab's state: a field of one of these in a view is a copy that can drift. */
    private static final Set<String> STATE_TYPES = Set.of(
            "dev.flint.ui.session.ViewState", "dev.flint.ui.session.SelectedCallNode",
            "dev.flint.calltree.CallTree", "dev.flint.calltree.CallNodePath", "dev.flint.calltree.TransformStack",
            "dev.flint.calltree.CallTreeOptions", "dev.flint.calltree.SampleRange", "dev.flint.viewmodel.TimeRange",
            "dev.flint.viewmodel.LoadedThread", "dev.flint.viewmodel.LoadedProfile");

    private static final List<String> VIEWS = List.of(
            "dev.flint.ui.calltree.CallTreePanel",
            "dev.flint.ui.flamegraph.FlameGraphView",
            "dev.flint.ui.details.DetailsPanel");

    @Test
    void theViewsHoldNoFieldOfTheTabsState() throws Exception {
        List<String> copies = new ArrayList<>();
        for (String view : VIEWS) {
            // Not initialised: the class's static state (and JavaFX) stays untouched.
            Class<?> type = Class.forName(view, false, getClass().getClassLoader());
            for (Field field : type.getDeclaredFields()) {
                if (mentionsState(field.getGenericType())) copies.add(type.getSimpleName() + "." + field.getName());
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
        }
        List<String> found = new ArrayList<>();
        for (Field field : Copying.class.getDeclaredFields()) {
            if (mentionsState(field.getGenericType())) found.add(field.getName());
        }
        assertEquals(List.of("selected", "expanded"), found);
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
