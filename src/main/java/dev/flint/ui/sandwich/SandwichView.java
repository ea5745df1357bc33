package dev.flint.ui.sandwich;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.TransformStack;
import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.sandwich.FunctionTable;
import dev.flint.sandwich.Sandwich;
import dev.flint.ui.common.FlameGraphCanvas;
import dev.flint.ui.session.SelectedCallNode;
import dev.flint.ui.session.TabSession;
import dev.flint.ui.session.ViewState;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
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
 * the view is active.
 */
public final class SandwichView extends SplitPane {
    private final TabSession session;
    private final TextField search = new TextField();
    private final TableView<Integer> table = new TableView<>();
    private final ObservableList<Integer> rows = FXCollections.observableArrayList();
    private final FlameGraphCanvas callers = new FlameGraphCanvas(true);
    private final FlameGraphCanvas callees = new FlameGraphCanvas(false);
    private final Label callersTitle = new Label("Callers");
    private final Label calleesTitle = new Label("Callees");
    private final BooleanProperty active = new SimpleBooleanProperty(this, "active");
    private final ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "flint-sandwich");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicLong tableRequest = new AtomicLong();
    private final AtomicLong treesRequest = new AtomicLong();
    private final ReadOnlyObjectWrapper<FunctionTable> functions = new ReadOnlyObjectWrapper<>(this, "functions");
    /** The func whose callers and callees are shown (in the shown tree's thread), -1 for none. */
    private final javafx.beans.property.ReadOnlyIntegerWrapper selectedFunc =
            new javafx.beans.property.ReadOnlyIntegerWrapper(this, "selectedFunc", -1);
    private boolean selectingRow;
    /** The tree the function table was made from. */
    private CallTree tableTree;
    private int busyCount;
    private final javafx.beans.property.ReadOnlyBooleanWrapper busy = new javafx.beans.property.ReadOnlyBooleanWrapper(this, "busy");

    public SandwichView(TabSession session) {
        this.session = session;
        setId("sandwichView");
        getStyleClass().add("sandwich-view");
        search.setId("sandwichSearch");
        search.setPromptText("Filter functions");
        table.setId("sandwichTable");
        table.setPlaceholder(new Label("No functions in this view"));
        table.setItems(rows);
        TableColumn<Integer, Double> running = numberColumn("Running", FunctionTable::running);
        TableColumn<Integer, Double> self = numberColumn("Self", FunctionTable::self);
        TableColumn<Integer, String> name = new TableColumn<>("Function");
        name.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(nameOf(c.getValue())));
        name.setPrefWidth(260);
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
        setDividerPositions(0.46);

        search.textProperty().addListener((obs, old, text) -> fillRows());
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            FunctionTable shown = functions.get();
            if (selectingRow || row == null || shown == null) return;
            pick(shown.func(row));
        });
        session.treeProperty().addListener((obs, old, tree) -> refreshIfActive());
        active.addListener((obs, old, on) -> refreshIfActive());
        session.selectedProperty().addListener((obs, old, selected) -> followTree(selected));
        callers.setOnBoxClicked(box -> pickFromGraph(callers, box));
        callees.setOnBoxClicked(box -> pickFromGraph(callees, box));
    }

    /** Whether the view is shown: work is done only then (and at once when it becomes shown). */
    public BooleanProperty activeProperty() { return active; }

    private TableColumn<Integer, Double> numberColumn(String title, java.util.function.ToDoubleBiFunction<FunctionTable, Integer> value) {
        TableColumn<Integer, Double> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> {
            FunctionTable shown = functions.get();
            return new ReadOnlyObjectWrapper<>(shown == null ? 0 : value.applyAsDouble(shown, c.getValue()));
        });
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(Double item, boolean empty) {
                super.updateItem(item, empty);
                FunctionTable shown = functions.get();
                if (empty || item == null || shown == null) {
                    setText(null);
                    return;
                }
                double share = shown.totalSummary() == 0 ? 0 : Math.abs(item) / shown.totalSummary();
                setText(String.format(Locale.ROOT, "%s  %.1f%%", format(item, shown), share * 100));
            }
        });
        // "10,847.2 ms  100.0%" whole; the function column takes the rest.
        column.setPrefWidth(128);
        column.setMinWidth(118);
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
        FunctionTable shown = functions.get();
        return shown == null || row >= shown.size() ? "" : CallTreeText.displayName(shown.name(row));
    }

    // ***** Following the tree *****

    private void refreshIfActive() {
        CallTree tree = session.treeProperty().get();
        if (!active.get() || tree == null) return;
        if (tree == tableTree) return;
        long request = tableRequest.incrementAndGet();
        ViewState view = session.view();
        TransformStack stack = view == null ? null : view.transforms();
        CallTreeOptions options = view == null ? null : view.options();
        int wanted = selectedFunc.get();
        run(() -> FunctionTable.of(tree), table -> {
            if (request != tableRequest.get()) return;
            tableTree = tree;
            functions.set(table);
            fillRows();
            // The same function, if this view still has it (funcs keep their index through transforms).
            int keep = wanted >= 0 && table.rowOf(wanted) >= 0 ? wanted : -1;
            SelectedCallNode selected = session.selectedProperty().get();
            if (keep < 0 && selected != null && selected.tree() == tree) keep = selected.func();
            if (keep >= 0) showFunction(keep, stack, options);
            else clearGraphs();
        });
    }

    private void followTree(SelectedCallNode selected) {
        if (selected == null || !active.get()) return;
        if (tableTree == null || selected.tree() != tableTree) return;
        if (selected.func() != selectedFunc.get()) showFunction(selected.func());
    }

    private void pickFromGraph(FlameGraphCanvas graph, int box) {
        FlameGraphLayout layout = graph.layoutProperty().get();
        if (layout != null) pick(layout.tree().func(layout.node(box)));
    }

    /**
     * A function picked here is the tab's selection: the tree selects its heaviest node, and the details and the
     * chart follow that as they follow any selection.
     */
    private void pick(int func) {
        showFunction(func);
        session.selectFunction(func);
    }

    /** Shows the callers and callees of {@code func} (a func of the shown tree's thread). */
    public void showFunction(int func) {
        ViewState view = session.view();
        if (view != null) showFunction(func, view.transforms(), view.options());
    }

    private void showFunction(int func, TransformStack stack, CallTreeOptions options) {
        FunctionTable shown = functions.get();
        if (shown == null || stack == null || shown.rowOf(func) < 0) return;
        selectedFunc.set(func);
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
        selectedFunc.set(-1);
        callersTitle.setText("Callers");
        calleesTitle.setText("Callees");
        callers.layoutProperty().set(null);
        callees.layoutProperty().set(null);
    }

    private void selectRow(int row) {
        selectingRow = true;
        try {
            if (!rows.contains(row)) {
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
        FunctionTable shown = functions.get();
        selectingRow = true;
        try {
            if (shown == null) {
                rows.clear();
                return;
            }
            int[] matching = shown.rows(FunctionTable.Column.RUNNING, false, search.getText());
            Integer[] boxed = new Integer[matching.length];
            for (int i = 0; i < matching.length; i++) boxed[i] = matching[i];
            rows.setAll(boxed);
            table.sort();
        } finally {
            selectingRow = false;
        }
        int func = selectedFunc.get();
        if (func >= 0 && shown.rowOf(func) >= 0) selectRow(shown.rowOf(func));
    }

    private <T> void run(Supplier<T> work, java.util.function.Consumer<T> done) {
        busyCount++;
        busy.set(true);
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
                busyCount--;
                if (value != null) done.accept(value);
                if (message != null) callersTitle.setText("The sandwich could not be built: " + message);
                busy.set(busyCount > 0);
            });
        });
    }

    public TableView<Integer> table() { return table; }
    public TextField search() { return search; }
    public FlameGraphCanvas callers() { return callers; }
    public FlameGraphCanvas callees() { return callees; }
    public javafx.beans.property.ReadOnlyObjectProperty<FunctionTable> functionsProperty() { return functions.getReadOnlyProperty(); }
    public javafx.beans.property.ReadOnlyIntegerProperty selectedFuncProperty() { return selectedFunc.getReadOnlyProperty(); }
    /** True while the table or the graphs are being computed. */
    public javafx.beans.property.ReadOnlyBooleanProperty busyProperty() { return busy.getReadOnlyProperty(); }
    public String callersTitle() { return callersTitle.getText(); }
}
