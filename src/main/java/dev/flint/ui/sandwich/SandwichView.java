package dev.flint.ui.sandwich;

import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.TransformStack;
import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.sandwich.FunctionTable;
import dev.flint.sandwich.Sandwich;
import dev.flint.ui.common.FlameGraphCanvas;
import dev.flint.ui.session.TabSession;
import dev.flint.ui.session.ViewState;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import dev.flint.ui.session.TabAction;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * Speedscope's sandwich: on the left every function with its running and self time (sortable by each
 * column, searchable), on the right the selected function's callers above (drawn growing upwards, so the
 * function sits on the divider) and its callees below. The function is the one selected in the call tree
 * (or, through it, in the flame graph or the chart), or a row picked in the table; a click on a box of
 * either graph makes its function the selected one. Everything is computed off the FX thread, only while
 * the view is active. The function, the filter text and the function table are the tab's session's ({@link
 * dev.flint.ui.session.SandwichState}, {@link TabSession#functionsProperty}): this view shows them and
 * dispatches what the user picks.
 */
public final class SandwichView extends SplitPane {
    private final TabSession session;
    private final TextField search = new TextField();
    private final TableView<Integer> table = new TableView<>();
    private final FlameGraphCanvas callers = new FlameGraphCanvas(true);
    private final FlameGraphCanvas callees = new FlameGraphCanvas(false);
    private final Label callersTitle = new Label("Callers");
    private final Label calleesTitle = new Label("Callees");
    private final BooleanProperty active = new SimpleBooleanProperty(this, "active");
    private final ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "flint-sandwich-graphs");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicLong treesRequest = new AtomicLong();
    /** True while the table's selection is set from the session (not a row the user picked). */
    private boolean selectingRow;
    private final javafx.beans.property.IntegerProperty graphsPending = new javafx.beans.property.SimpleIntegerProperty(this, "graphsPending");
    /** The graphs are being drawn, or the table for the shown tree is still on its way. */
    private final javafx.beans.binding.BooleanBinding busy;

    public SandwichView(TabSession session) {
        this.session = session;
        setId("sandwichView");
        getStyleClass().add("sandwich-view");
        search.setId("sandwichSearch");
        search.setPromptText("Filter functions");
        table.setId("sandwichTable");
        table.setPlaceholder(new Label("No functions in this view"));
        TableColumn<Integer, Double> running = numberColumn("Running", FunctionTable::running);
        TableColumn<Integer, Double> self = numberColumn("Self", FunctionTable::self);
        TableColumn<Integer, String> name = new TableColumn<>("Function");
        name.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(nameOf(c.getValue())));
        name.setPrefWidth(260);
        name.setMinWidth(90);
        // Cut names ("(garbage colle…") are whole in the cell's tooltip.
        name.setCellFactory(column -> {
            javafx.scene.control.TableCell<Integer, String> cell = new javafx.scene.control.TableCell<>() {
                @Override
                protected void updateItem(String item, boolean empty) {
                    super.updateItem(item, empty);
                    setText(empty ? null : item);
                }
            };
            dev.flint.ui.common.WholeTextTip.install(cell);
            return cell;
        });
        table.getColumns().addAll(java.util.List.of(running, self, name));
        // The function column takes what the figures leave: no part of it hides past the table's right edge.
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_LAST_COLUMN);
        running.setSortType(TableColumn.SortType.DESCENDING);
        table.getSortOrder().add(running);
        VBox left = new VBox(4, search, table);
        VBox.setVgrow(table, Priority.ALWAYS);
        callers.setId("sandwichCallers");
        callees.setId("sandwichCallees");
        callersTitle.setId("sandwichCallersTitle");
        calleesTitle.setId("sandwichCalleesTitle");
        BorderPane top = new BorderPane(callers);
        top.setTop(callersTitle);
        BorderPane bottom = new BorderPane(callees);
        bottom.setTop(calleesTitle);
        SplitPane graphs = new SplitPane(top, bottom);
        graphs.setOrientation(Orientation.VERTICAL);
        getItems().addAll(left, graphs);
        // The table (two figure columns and the names) gets a little more than the callers/callees graphs.
        setDividerPositions(0.55);
        busy = javafx.beans.binding.Bindings.createBooleanBinding(
                () -> graphsPending.get() > 0 || active.get() && session.tree() != null && session.functionsTree() != session.tree(),
                graphsPending, active, session.treeProperty(), session.functionsProperty());

        // The filter is the session's: typed here, shown here when it changes there.
        search.textProperty().addListener((obs, old, text) -> session.dispatch(new TabAction.SetSandwichSearch(text)));
        session.stateProperty().addListener((obs, old, state) -> {
            String text = state.sandwich().search();
            if (!text.equals(search.getText())) search.setText(text);
            if (!text.equals(old.sandwich().search())) fillRows();
        });
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            FunctionTable shown = shownTable();
            if (selectingRow || row == null || shown == null) return;
            session.selectFunction(shown.func(row));
        });
        session.functionsProperty().addListener((obs, old, functions) -> refreshIfActive());
        active.addListener((obs, old, on) -> {
            session.setFunctionsWanted(on);
            refreshIfActive();
        });
        session.sandwichFuncProperty().addListener((obs, old, func) -> showSessionFunction());
        callers.setOnBoxClicked(box -> pickFromGraph(callers, box));
        callees.setOnBoxClicked(box -> pickFromGraph(callees, box));
    }

    /** Whether the view is shown: work is done only then (and at once when it becomes shown). */
    public BooleanProperty activeProperty() { return active; }

    private TableColumn<Integer, Double> numberColumn(String title, java.util.function.ToDoubleBiFunction<FunctionTable, Integer> value) {
        TableColumn<Integer, Double> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> {
            FunctionTable shown = session.functionsProperty().get();
            return new ReadOnlyObjectWrapper<>(shown == null ? 0 : value.applyAsDouble(shown, c.getValue()));
        });
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(Double item, boolean empty) {
                super.updateItem(item, empty);
                FunctionTable shown = session.functionsProperty().get();
                if (empty || item == null || shown == null) {
                    setText(null);
                    return;
                }
                double share = shown.totalSummary() == 0 ? 0 : Math.abs(item) / shown.totalSummary();
                setText(String.format(Locale.ROOT, "%s  %.1f%%", format(item, shown), share * 100));
            }
        });
        // "10,847.2 ms  100.0%" whole in AtlantaFX's font ("2,434.6 ms  98…" at 128 px); the function column takes
        // the rest, and past the minimums the table scrolls sideways.
        column.setPrefWidth(156);
        column.setMinWidth(150);
        column.getStyleClass().add("number-column");
        return column;
    }

    private static String format(double value, FunctionTable shown) {
        return switch (shown.thread().weightType()) {
            case TRACING_MS -> String.format(Locale.ROOT, "%,.1f ms", value);
            case SAMPLES, BYTES -> String.format(Locale.ROOT, "%,.0f", value);
        };
    }

    private String nameOf(int row) {
        FunctionTable shown = session.functionsProperty().get();
        return shown == null || row >= shown.size() ? "" : CallTreeText.displayName(shown.name(row));
    }

    // ***** Following the session *****

    /** The session's function table when it is the shown tree's, else null (a new one is on its way). */
    private FunctionTable shownTable() {
        FunctionTable functions = session.functionsProperty().get();
        return functions != null && session.functionsTree() == session.tree() ? functions : null;
    }

    private void refreshIfActive() {
        if (!active.get() || shownTable() == null) return;
        fillRows();
        showSessionFunction();
    }

    private void pickFromGraph(FlameGraphCanvas graph, int box) {
        FlameGraphLayout layout = graph.layoutProperty().get();
        if (layout != null) session.selectFunction(layout.tree().func(layout.node(box)));
    }

    /** Shows the callers and callees of {@code func} (a func of the shown tree's thread), the tree's selection as it is. */
    public void showFunction(int func) {
        session.dispatch(new TabAction.SetSandwichFunction(func));
    }

    /** The session's function, when the shown table has it; nothing otherwise. */
    private void showSessionFunction() {
        FunctionTable shown = shownTable();
        ViewState view = session.view();
        if (!active.get() || shown == null || view == null) return;
        int func = session.sandwichFuncProperty().get();
        if (func < 0 || shown.rowOf(func) < 0) {
            clearGraphs();
            return;
        }
        showFunction(func, view.transforms(), view.options(), shown);
    }

    private void showFunction(int func, TransformStack stack, CallTreeOptions options, FunctionTable shown) {
        selectRow(shown.rowOf(func));
        String name = CallTreeText.displayName(shown.thread().funcName(func));
        callersTitle.setText("Callers of " + name);
        calleesTitle.setText("Callees of " + name);
        long request = treesRequest.incrementAndGet();
        run(() -> new FlameGraphLayout[] {
            FlameGraphLayout.of(Sandwich.callers(stack, options, func)),
            FlameGraphLayout.of(Sandwich.callees(stack, options, func))
        }, layouts -> {
            if (request != treesRequest.get()) return;
            callers.layoutProperty().set(layouts[0]);
            callees.layoutProperty().set(layouts[1]);
        });
    }

    private void clearGraphs() {
        treesRequest.incrementAndGet();
        selectRow(-1);
        callersTitle.setText("Callers");
        calleesTitle.setText("Callees");
        callers.layoutProperty().set(null);
        callees.layoutProperty().set(null);
    }

    private void selectRow(int row) {
        selectingRow = true;
        try {
            if (!table.getItems().contains(row)) {
                table.getSelectionModel().clearSelection();
                return;
            }
            // The item, not the index: rows are sorted and filtered.
            table.getSelectionModel().select(Integer.valueOf(row));
            int index = table.getSelectionModel().getSelectedIndex();
            if (index >= 0) table.scrollTo(Math.max(0, index - 3));
        } finally {
            selectingRow = false;
        }
    }

    private void fillRows() {
        FunctionTable shown = shownTable();
        selectingRow = true;
        try {
            if (shown == null) {
                table.getItems().clear();
                return;
            }
            int[] matching = shown.rows(FunctionTable.Column.RUNNING, false, session.state().sandwich().search());
            Integer[] boxed = new Integer[matching.length];
            for (int i = 0; i < matching.length; i++) boxed[i] = matching[i];
            table.getItems().setAll(boxed);
            table.sort();
        } finally {
            selectingRow = false;
        }
        int func = session.sandwichFuncProperty().get();
        if (func >= 0 && shown.rowOf(func) >= 0) selectRow(shown.rowOf(func));
    }

    private <T> void run(Supplier<T> work, java.util.function.Consumer<T> done) {
        graphsPending.set(graphsPending.get() + 1);
        worker.execute(() -> {
            T result = null;
            String failure = null;
            try {
                result = work.get();
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                failure = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            }
            T value = result;
            String message = failure;
            Platform.runLater(() -> {
                if (value != null) done.accept(value);
                if (message != null) callersTitle.setText("The sandwich could not be built: " + message);
                graphsPending.set(graphsPending.get() - 1);
            });
        });
    }

    public TableView<Integer> table() { return table; }
    public TextField search() { return search; }
    public FlameGraphCanvas callers() { return callers; }
    public FlameGraphCanvas callees() { return callees; }
    /** The session's function table (the shown tree's once built). */
    public javafx.beans.property.ReadOnlyObjectProperty<FunctionTable> functionsProperty() { return session.functionsProperty(); }
    /** The session's sandwich function. */
    public javafx.beans.property.ReadOnlyIntegerProperty selectedFuncProperty() { return session.sandwichFuncProperty(); }
    /** True while the table or the graphs are being computed. */
    public javafx.beans.binding.BooleanExpression busyProperty() { return busy; }
    public String callersTitle() { return callersTitle.getText(); }
}
