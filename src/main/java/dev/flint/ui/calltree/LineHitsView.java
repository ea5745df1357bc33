package dev.flint.ui.calltree;

import dev.flint.model.LineHitTable;
import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;
import dev.flint.model.StackTable;
import dev.flint.model.UiThreadGuard;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import java.util.Map;
import java.util.TreeMap;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;

/**
 * Per-line hits of the selected function (seed 002 FAQ): from V8 {@code positionTicks} where the file has
 * them, otherwise from the line of the leaf frame of every sample in the function.
 */
public final class LineHitsView extends BorderPane {
    /** One row: a source line and the samples (or ticks) that were executing it. */
    public record LineHits(int line, double hits, double share) {}

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

    public LineHitsView() {
        getStyleClass().add("line-hits");
        setId("lineHits");
        title.getStyleClass().add("pane-title");
        table.setId("lineHitsTable");
        table.setPlaceholder(new Label("Select a function to see\nits hits per source line"));
        TableColumn<LineHits, Integer> line = new TableColumn<>("Line");
        line.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().line()));
        line.setStyle("-fx-alignment: CENTER-RIGHT;");
        TableColumn<LineHits, String> hits = new TableColumn<>("Self hits");
        hits.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(String.format(Locale.ROOT, "%,.0f", c.getValue().hits())));
        hits.setStyle("-fx-alignment: CENTER-RIGHT;");
        TableColumn<LineHits, String> share = new TableColumn<>("%");
        share.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(Units.percent(c.getValue().share())));
        share.setStyle("-fx-alignment: CENTER-RIGHT;");
        table.getColumns().setAll(java.util.List.of(line, hits, share));
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
        long request = ++latestRequest;
        shownThread = thread;
        if (thread == null || func < 0 || func >= thread.funcs().size()) {
            title.setText("Line hits");
            table.setItems(FXCollections.observableArrayList());
            shownFunc = -1;
            counting.set(false);
            return;
        }
        String name = thread.funcName(func);
        boolean ranged = !range.isAll();
        String scope = !ranged ? "" : thread.lineHits().size() > 0 ? "  (whole profile: per-line ticks carry no times)"
                : "  (selected range)";
        title.setText("Line hits \u2014 " + (name.isEmpty() ? "(anonymous)" : name) + scope);
        dev.flint.calltree.SampleRange countedRange = range;
        shownFunc = func;
        table.setItems(FXCollections.observableArrayList());
        counting.set(true);
        worker.execute(() -> {
            List<LineHits> rows;
            try {
                rows = count(thread, func, countedRange);
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
        if (shownThread != null && shownFunc >= 0) showFunction(shownThread, shownFunc);
    }

    static List<LineHits> count(ProfileThread thread, int func) {
        return count(thread, func, dev.flint.calltree.SampleRange.ALL);
    }

    /**
     * The rows for {@code func}: hits per source line, from positionTicks where the file has them (they
     * have no times, so they always cover the whole profile), else from leaf frames of samples in range.
     */
    static List<LineHits> count(ProfileThread thread, int func, dev.flint.calltree.SampleRange range) {
        UiThreadGuard.check("LineHitsView.count");
        Map<Integer, Double> byLine = thread.lineHits().size() > 0 ? fromPositionTicks(thread, func)
                : fromLeafFrames(thread, func, range);
        double total = 0;
        for (double value : byLine.values()) total += value;
        List<LineHits> rows = new ArrayList<>();
        for (Map.Entry<Integer, Double> entry : byLine.entrySet()) {
            rows.add(new LineHits(entry.getKey(), entry.getValue(), total == 0 ? 0 : entry.getValue() / total));
        }
        return rows;
    }

    public TableView<LineHits> table() {
        return table;
    }

    private static Map<Integer, Double> fromPositionTicks(ProfileThread thread, int func) {
        Map<Integer, Double> byLine = new TreeMap<>();
        LineHitTable hits = thread.lineHits();
        StackTable stacks = thread.stacks();
        for (int row = 0; row < hits.size(); row++) {
            int stack = hits.stack(row);
            if (stack < 0 || stack >= stacks.size() || thread.frames().func(stacks.frame(stack)) != func) continue;
            byLine.merge(hits.line(row), (double) hits.hits(row), Double::sum);
        }
        return byLine;
    }

    private static Map<Integer, Double> fromLeafFrames(ProfileThread thread, int func,
                                                       dev.flint.calltree.SampleRange range) {
        Map<Integer, Double> byLine = new TreeMap<>();
        SampleTable samples = thread.samples();
        StackTable stacks = thread.stacks();
        for (int s = 0; s < samples.size(); s++) {
            int stack = samples.stack(s);
            if (stack < 0 || stack >= stacks.size() || !range.contains(samples.timeMicros(s))) continue;
            int frame = stacks.frame(stack);
            if (thread.frames().func(frame) != func) continue;
            int line = thread.frames().line(frame);
            if (line < 0) continue;
            byLine.merge(line, 1.0, Double::sum);
        }
        return byLine;
    }
}
