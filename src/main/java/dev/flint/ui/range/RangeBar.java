package dev.flint.ui.range;

import dev.flint.timeline.TimeText;
import dev.flint.ui.session.RangeState;
import dev.flint.viewmodel.TimeRange;
import java.util.function.DoubleSupplier;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The ranges of one tab above its call tree: "Whole profile › 1,200 – 1,850 ms" (click a crumb to pop
 * back to it), then the preview selection with a zoom button, and on the right what the call tree is
 * counting, so nobody wonders why its numbers changed. Times are offsets from the profile's start, as
 * the ruler shows them.
 */
public final class RangeBar extends HBox {
    private final RangeState state;
    private final DoubleSupplier profileStartMicros;
    private final HBox crumbs = new HBox(2);
    private final Label selection = new Label();
    private final Button zoom = new Button("Zoom", icon("mdi2m-magnify-plus-outline"));
    private final Button clear = new Button(null, icon("mdi2c-close"));
    private final Label note = new Label();

    public RangeBar(RangeState state, DoubleSupplier profileStartMicros) {
        this.state = state;
        this.profileStartMicros = profileStartMicros;
        setId("rangeBar");
        getStyleClass().add("range-bar");
        setAlignment(Pos.CENTER_LEFT);
        setSpacing(6);
        crumbs.setAlignment(Pos.CENTER_LEFT);
        selection.setId("rangeSelection");
        zoom.setId("zoomToSelection");
        zoom.setTooltip(new Tooltip("Zoom into the selected range: the flame chart shows only it (Z)"));
        zoom.setOnAction(e -> state.commitPreview());
        clear.setId("clearSelection");
        clear.setTooltip(new Tooltip("Clear the selection (Esc)"));
        clear.setOnAction(e -> state.previewProperty().set(null));
        note.setId("rangeNote");
        note.getStyleClass().add("range-note");
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        getChildren().addAll(crumbs, selection, zoom, clear, spring, note);
        state.previewProperty().addListener((obs, old, value) -> refresh());
        state.committed().addListener((javafx.collections.ListChangeListener<TimeRange>) change -> refresh());
        // The note says what the tree counts, the effective range, which RangeState works out after the
        // committed list's read-only view has told its listeners (that view listens to the list first): on
        // Shift+Z or a crumb the refresh above still saw the popped range.
        state.effectiveProperty().addListener((obs, old, value) -> refresh());
        refresh();
    }

    private static FontIcon icon(String literal) {
        FontIcon icon = new FontIcon(literal);
        icon.setIconSize(14);
        icon.getStyleClass().add("flint-icon");
        return icon;
    }

    /** Rebuilds the crumbs and labels from the state. */
    public void refresh() {
        crumbs.getChildren().clear();
        crumbs.getChildren().add(crumb("Whole profile", 0));
        for (int i = 0; i < state.committed().size(); i++) {
            Label separator = new Label("\u203a");
            separator.getStyleClass().add("range-separator");
            crumbs.getChildren().addAll(separator, crumb(describe(state.committed().get(i)), i + 1));
        }
        TimeRange preview = state.previewProperty().get();
        boolean previewing = preview != null;
        selection.setText(previewing ? "Selection " + describe(preview) : "");
        for (var node : new javafx.scene.Node[] {selection, zoom, clear}) {
            node.setVisible(previewing);
            node.setManaged(previewing);
        }
        TimeRange counted = state.effectiveProperty().get();
        note.setText(counted == null ? "Call tree: whole profile \u2014 drag on the time ruler to select a range"
                : "Call tree and line hits: range " + describe(counted));
    }

    private Button crumb(String text, int keep) {
        Button button = new Button(text);
        button.getStyleClass().add("range-crumb");
        if (keep == state.committed().size()) button.getStyleClass().add("range-crumb-current");
        button.setOnAction(e -> state.popTo(keep));
        return button;
    }

    /** "1,200 – 1,850 ms (650 ms)": offsets from the profile's start, both ends in the unit of the span. */
    public String describe(TimeRange range) {
        double origin = profileStartMicros.getAsDouble();
        return TimeText.range(range.startMicros() - origin, range.endMicros() - origin);
    }

    public String noteText() { return note.getText(); }
}
