package dev.flint.ui.session;

import dev.flint.viewmodel.TimeRange;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One tab's time ranges: a stack of committed ranges (each inside the one before; the flame chart is
 * bounded to the last) and a preview selection not yet committed. What the call tree and the other
 * panels count is the {@link #effectiveProperty effective} range: the preview if there is one, else
 * the last committed range, else everything (null).
 */
public final class RangeState {
    private final ObservableList<TimeRange> committed = FXCollections.observableArrayList();
    /** One read-only view, kept: listeners on a throwaway wrapper would be collected with it. */
    private final ObservableList<TimeRange> committedView = FXCollections.unmodifiableObservableList(committed);
    private final ObjectProperty<TimeRange> preview = new SimpleObjectProperty<>(this, "preview");
    private final ReadOnlyObjectWrapper<TimeRange> effective = new ReadOnlyObjectWrapper<>(this, "effective");

    public RangeState() {
        preview.addListener((obs, old, value) -> update());
        committed.addListener((javafx.collections.ListChangeListener<TimeRange>) change -> update());
    }

    private void update() {
        TimeRange shown = preview.get() != null ? preview.get() : last();
        if (!java.util.Objects.equals(shown, effective.get())) effective.set(shown);
    }

    /** The last committed range, null when none is. */
    public TimeRange last() {
        return committed.isEmpty() ? null : committed.get(committed.size() - 1);
    }

    /** Commits the preview (the flame chart zooms into it); false when there is none. */
    public boolean commitPreview() {
        TimeRange selected = preview.get();
        if (selected == null || selected.spanMicros() <= 0) return false;
        TimeRange outer = last();
        TimeRange inside = outer == null ? selected : new TimeRange(Math.max(outer.startMicros(), selected.startMicros()),
                Math.min(outer.endMicros(), selected.endMicros()));
        committed.add(inside);
        preview.set(null);
        return true;
    }

    /** Keeps the first {@code count} committed ranges (0: the whole profile) and drops the preview. */
    public void popTo(int count) {
        preview.set(null);
        if (count < committed.size()) committed.remove(Math.max(0, count), committed.size());
    }

    public ObservableList<TimeRange> committed() { return committedView; }
    public ObjectProperty<TimeRange> previewProperty() { return preview; }
    public ReadOnlyObjectProperty<TimeRange> effectiveProperty() { return effective.getReadOnlyProperty(); }
}
