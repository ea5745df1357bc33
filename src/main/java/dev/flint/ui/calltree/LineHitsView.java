package dev.flint.ui.calltree;

import dev.flint.ui.common.RowsAhead;
import dev.flint.ui.common.Units;
import dev.flint.calltree.FuncLineHits;
import dev.flint.model.ProfileThread;
import dev.flint.model.UiThreadGuard;
import dev.flint.ui.session.AppliedMaps;
import dev.flint.ui.session.LineTicks;
import dev.flint.ui.session.SelectedCallNode;
import dev.flint.ui.session.TabSession;
import dev.flint.ui.session.ViewState;
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
 * {@code positionTicks} where the file has them, otherwise the lines of the function's frames. The function,
 * its thread, the range and the source maps are the session's (its selected node and the state its tree was
 * built for): the view counts them again whenever the selection changes.
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
    private final TabSession session;
    private long latestRequest;
    /** The unit of the shown thread's weights, read by the cells. */
    private dev.flint.model.WeightType unit = dev.flint.model.WeightType.SAMPLES;

    public LineHitsView(TabSession session) {
        this.session = session;
        // A new tree (another range, transform or thread) publishes a new selected node too.
        session.selectedProperty().addListener((obs, old, selected) -> showSelected());
        getStyleClass().add("line-hits");
        setId("lineHits");
        title.getStyleClass().add("pane-title");
        // A long function name (and the range's note) is cut in a narrow column: whole in the tooltip.
        javafx.scene.control.Tooltip titleTip = new javafx.scene.control.Tooltip();
        titleTip.textProperty().bind(title.textProperty());
        title.setTooltip(titleTip);
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

    /** The session's selected function in its untransformed thread, -1 for none (or a func a transform added). */
    public int shownFunc() {
        ViewState view = session.view();
        SelectedCallNode selected = session.selectedProperty().get();
        if (view == null || selected == null) return -1;
        int func = selected.func();
        return func < view.thread().thread().funcs().size() ? func : -1;
    }

    /**
     * Shows the lines of the selected function; none clears. The title follows at once; the rows, which take a
     * pass over the samples, are counted in the background and shown unless another function was asked for
     * meanwhile. Leaf-frame lines only count the range; positionTicks have no times.
     */
    private void showSelected() {
        long request = ++latestRequest;
        int func = shownFunc();
        ViewState view = session.view();
        if (func < 0) {
            title.setText("Line hits");
            table.setItems(FXCollections.observableArrayList());
            counting.set(false);
            return;
        }
        ProfileThread thread = view.thread().thread();
        AppliedMaps maps = session.appliedMaps(view.thread());
        dev.flint.calltree.SampleRange range = view.options().range();
        unit = thread.weightType();
        String name = thread.funcName(func);
        boolean ranged = !range.isAll();
        String scope = !ranged ? "" : thread.lineHits().size() > 0
                ? "  (selected range; per-line ticks carry no times: shared as over the whole profile)"
                : "  (selected range)";
        title.setText("Line hits \u2014 " + (name.isEmpty() ? "(anonymous)" : name) + scope);
        dev.flint.calltree.SampleRange countedRange = range;
        table.setItems(FXCollections.observableArrayList());
        counting.set(true);
        worker.execute(() -> {
            List<LineHits> rows;
            try {
                rows = count(thread, func, countedRange, maps);
            } catch (RuntimeException e) {
                rows = List.of();
            }
            List<LineHits> counted = hottestFirst(rows);
            Platform.runLater(() -> {
                if (request != latestRequest) return;
                table.setItems(FXCollections.observableArrayList(counted));
                table.getSortOrder().clear();
                // The hottest line is the first row, selected and in view (a cold first line hid it).
                if (!counted.isEmpty()) {
                    table.getSelectionModel().select(0);
                    table.scrollTo(0);
                }
                counting.set(false);
            });
        });
    }

    /**
     * The rows hottest first (most self, then most total, then by line): the lines a user looks for are on top;
     * a click on the Line header puts them in source order.
     */
    static List<LineHits> hottestFirst(List<LineHits> rows) {
        List<LineHits> sorted = new ArrayList<>(rows);
        sorted.sort(java.util.Comparator.comparingDouble(LineHits::self).reversed()
                .thenComparing(java.util.Comparator.comparingDouble(LineHits::total).reversed())
                .thenComparingInt(LineHits::line));
        return sorted;
    }

    /** True while the rows of the last function asked for are being counted. */
    public ReadOnlyBooleanProperty countingProperty() {
        return counting.getReadOnlyProperty();
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

    /**
     * Gives a table that shows no profile yet blank rows, a few more with each call, so that its row cells are made
     * and styled now (a spare tab is built ahead this way): the first function selected in the tab then fills these
     * cells (made in that pulse, they were most of a first selection's or search's 40-60 ms of FX CPU on the 4.2 GB
     * trace). Its height is held to the rows made so far ({@link RowsAhead}), as the call tree's is.
     * Returns true once the table has its full height (or shows a profile).
     */
    public boolean makeRowsAhead(int rowsPerCall) {
        if (session.view() != null) return true;
        double rowPx = table.getFixedCellSize() > 0 ? table.getFixedCellSize() : DEFAULT_ROW_PX;
        return rowsAhead.step(table, table.getItems().size(), rowsPerCall, rowPx, HEADER_ALLOWANCE_PX, rows -> {
            List<LineHits> more = new ArrayList<>();
            for (int i = table.getItems().size(); i < rows; i++) more.add(new LineHits(i + 1, 0, 0, 0));
            table.getItems().addAll(more);
        });
    }

    /** The blank rows made ahead go (a profile is shown); the table has its own height back. */
    public void endRowsAhead() {
        rowsAhead.end(table);
        if (!table.getItems().isEmpty() && (session.view() == null || shownFunc() < 0)) table.getItems().clear();
    }

    /** The blank rows' cells made ahead while the table shows no profile. */
    private final RowsAhead rowsAhead = new RowsAhead();
    /** A row's height when the style sheet has set no fixed one. */
    private static final double DEFAULT_ROW_PX = 24;
    /** The column header's height at most, in pixels, in the height the rows ahead are given. */
    private static final double HEADER_ALLOWANCE_PX = 32;

    public TableView<LineHits> table() {
        return table;
    }
}
