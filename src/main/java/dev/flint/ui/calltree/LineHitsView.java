package dev.flint.ui.calltree;

import dev.flint.ui.common.Units;
import dev.flint.calltree.FuncLineHits;
import dev.flint.model.ProfileThread;
import dev.flint.model.UiThreadGuard;
import dev.flint.ui.session.AppliedMaps;
import dev.flint.ui.session.LineTicks;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;

/**
 * Per-line hits of the selected function (seed 002 FAQ), counted by the engine's {@link FuncLineHits}: V8
 * {@code positionTicks} where the file has them, otherwise the lines of the function's frames.
 */
public final class LineHitsView extends BorderPane {
    /**
     * One row: a source line, the weight of samples executing it ({@code self}) and with it on the stack
     * ({@code total}), in the thread's unit, and its share of the function's self.
     */
    public record LineHits(int line, double self, double total, double share) {}

    private final Label title = new Label("Line hits");
    private final TableView<LineHits> table = new TableView<>();
    private final ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "flint-line-hits");
        thread.setDaemon(true);
        return thread;
    });
    private final ReadOnlyBooleanWrapper counting = new ReadOnlyBooleanWrapper(this, "counting");
    private long latestRequest;
    private int shownFunc = -1;
    /** The time range the rows count (the tab's range); leaf-frame lines only, positionTicks have no times. */
    private dev.flint.calltree.SampleRange range = dev.flint.calltree.SampleRange.ALL;
    private ProfileThread shownThread;
    private AppliedMaps shownMaps;
    /** The unit of the shown thread's weights, read by the cells. */
    private dev.flint.model.WeightType unit = dev.flint.model.WeightType.SAMPLES;

    public LineHitsView() {
        getStyleClass().add("line-hits");
        setId("lineHits");
        title.getStyleClass().add("pane-title");
        table.setId("lineHitsTable");
        table.setPlaceholder(new Label("Select a function to see\nits hits per source line"));
        TableColumn<LineHits, Integer> line = new TableColumn<>("Line");
        line.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().line()));
        line.setStyle("-fx-alignment: CENTER-RIGHT;");
        TableColumn<LineHits, String> self = new TableColumn<>("Self");
        self.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(Units.format(c.getValue().self(), unit)));
        self.setStyle("-fx-alignment: CENTER-RIGHT;");
        TableColumn<LineHits, String> total = new TableColumn<>("Total");
        total.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(Units.format(c.getValue().total(), unit)));
        total.setStyle("-fx-alignment: CENTER-RIGHT;");
        TableColumn<LineHits, String> share = new TableColumn<>("%");
        share.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(Units.percent(c.getValue().share())));
        share.setStyle("-fx-alignment: CENTER-RIGHT;");
        table.getColumns().setAll(java.util.List.of(line, self, total, share));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        setTop(title);
        setCenter(table);
        setMinWidth(0);
    }

    /**
     * Shows the lines of {@code func} in {@code thread} (the untransformed thread); func -1 clears. The
     * title follows at once; the rows, which take a pass over the samples, are counted in the background
     * and shown unless another function was asked for meanwhile.
     */
    public void showFunction(ProfileThread thread, int func) {
        showFunction(thread, func, null);
    }

    /** As {@link #showFunction(ProfileThread, int)} for a thread with source maps applied ({@code maps}, null: none). */
    public void showFunction(ProfileThread thread, int func, AppliedMaps maps) {
        long request = ++latestRequest;
        shownThread = thread;
        shownMaps = maps;
        if (thread == null || func < 0 || func >= thread.funcs().size()) {
            title.setText("Line hits");
            table.setItems(FXCollections.observableArrayList());
            shownFunc = -1;
            counting.set(false);
            return;
        }
        unit = thread.weightType();
        String name = thread.funcName(func);
        boolean ranged = !range.isAll();
        String scope = !ranged ? "" : thread.lineHits().size() > 0
                ? "  (selected range; per-line ticks carry no times: shared as over the whole profile)"
                : "  (selected range)";
        title.setText("Line hits \u2014 " + (name.isEmpty() ? "(anonymous)" : name) + scope);
        dev.flint.calltree.SampleRange countedRange = range;
        shownFunc = func;
        table.setItems(FXCollections.observableArrayList());
        counting.set(true);
        worker.execute(() -> {
            List<LineHits> rows;
            try {
                rows = count(thread, func, countedRange, maps);
            } catch (RuntimeException e) {
                rows = List.of();
            }
            List<LineHits> counted = rows;
            Platform.runLater(() -> {
                if (request != latestRequest) return;
                table.setItems(FXCollections.observableArrayList(counted));
                counting.set(false);
            });
        });
    }

    /** The function whose lines are shown (or being counted), -1 for none. */
    public int shownFunc() {
        return shownFunc;
    }

    /** True while the rows of the last function asked for are being counted. */
    public ReadOnlyBooleanProperty countingProperty() {
        return counting.getReadOnlyProperty();
    }

    /** Counts the shown function again over {@code newRange} (the tab's range changed). */
    public void setRange(dev.flint.calltree.SampleRange newRange) {
        dev.flint.calltree.SampleRange value = newRange == null ? dev.flint.calltree.SampleRange.ALL : newRange;
        if (value.equals(range)) return;
        range = value;
        if (shownThread != null && shownFunc >= 0) showFunction(shownThread, shownFunc, shownMaps);
    }

    static List<LineHits> count(ProfileThread thread, int func) {
        return count(thread, func, dev.flint.calltree.SampleRange.ALL, null);
    }

    /** The rows for {@code func} (the engine's {@link FuncLineHits}), each with its share of the function's self. */
    static List<LineHits> count(ProfileThread thread, int func, dev.flint.calltree.SampleRange range, AppliedMaps maps) {
        UiThreadGuard.check("LineHitsView.count");
        List<FuncLineHits.Row> counted = FuncLineHits.count(thread, func, range, LineTicks.of(maps, thread, thread).ticks());
        double self = 0;
        for (FuncLineHits.Row row : counted) self += row.self();
        List<LineHits> rows = new ArrayList<>(counted.size());
        for (FuncLineHits.Row row : counted) {
            rows.add(new LineHits(row.line(), row.self(), row.total(), self == 0 ? 0 : row.self() / self));
        }
        return rows;
    }

    public TableView<LineHits> table() {
        return table;
    }
}
