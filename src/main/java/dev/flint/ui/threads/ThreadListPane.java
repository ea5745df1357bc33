package dev.flint.ui.threads;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.DataFormat;
import javafx.scene.input.KeyCode;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The threads of one tab beside the flame chart: a search field, one row per thread (its overview
 * colour, a show/hide box, the name, samples or events and CPU share, a pin), threads with neither samples
 * nor events hidden behind a count. The search looks through every thread, hidden ones too, and picking
 * a match reveals it in the chart. Names that repeat (a trace's many "ThreadPoolForegroundWorker") show
 * their pid:tid. Pinned threads come first; rows are reordered by dragging, or Alt+Up/Down. Selecting
 * a row (click, or Enter in the search field) makes its track the active one. The chart shows the shown
 * threads in the list's order, which {@link #setOnOrderChanged} hands over as thread indices.
 */
public final class ThreadListPane extends VBox {
    private static final DataFormat ROW_INDEX = new DataFormat("application/x-flint-thread-row");
    /** How narrow and how wide the list's divider may make it. */
    public static final double MIN_WIDTH_PX = 160;
    public static final double MAX_WIDTH_PX = 640;

    /** A row's state beside its fixed entry. */
    public static final class Row {
        private final ThreadEntry entry;
        private final BooleanProperty shown = new SimpleBooleanProperty(true);
        private final BooleanProperty pinned = new SimpleBooleanProperty(false);

        Row(ThreadEntry entry) {
            this.entry = entry;
        }

        public ThreadEntry entry() { return entry; }
        public BooleanProperty shownProperty() { return shown; }
        public BooleanProperty pinnedProperty() { return pinned; }
    }

    private final TextField search = new TextField();
    private final Label title = new Label("Threads");
    private final CheckBox showEmpty = new CheckBox();
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final FilteredList<Row> visibleRows = new FilteredList<>(rows);
    private final ListView<Row> list = new ListView<>(visibleRows);
    private Consumer<List<Integer>> onOrderChanged = order -> {};
    private IntConsumer onActivate = thread -> {};
    private int emptyCount;
    /** Empty threads a search picked: shown although the "hidden" box is off. */
    private final java.util.Set<Integer> revealed = new java.util.HashSet<>();

    public ThreadListPane() {
        setId("threadList");
        getStyleClass().add("thread-list");
        setSpacing(4);
        title.getStyleClass().add("pane-title");
        search.setId("threadSearch");
        search.setPromptText("Find a thread\u2026");
        search.textProperty().addListener((obs, old, text) -> refilter());
        search.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER && !visibleRows.isEmpty()) {
                list.getSelectionModel().select(0);
                list.requestFocus();
                e.consume();
            } else if (e.getCode() == KeyCode.DOWN && !visibleRows.isEmpty()) {
                list.requestFocus();
                list.getSelectionModel().select(0);
                e.consume();
            }
        });
        showEmpty.setId("showEmptyThreads");
        showEmpty.getStyleClass().add("thread-list-note");
        showEmpty.selectedProperty().addListener((obs, old, value) -> {
            refilter();
            fireOrder();
        });
        list.setId("threadListView");
        list.setCellFactory(view -> new RowCell());
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row == null) return;
            reveal(row);
            onActivate.accept(row.entry().thread());
        });
        list.setOnKeyPressed(e -> {
            Row row = list.getSelectionModel().getSelectedItem();
            if (row == null) return;
            if (e.isAltDown() && (e.getCode() == KeyCode.UP || e.getCode() == KeyCode.DOWN)) {
                move(row, e.getCode() == KeyCode.UP ? -1 : 1);
                e.consume();
            } else if (e.getCode() == KeyCode.SPACE) {
                row.shownProperty().set(!row.shownProperty().get());
                e.consume();
            } else if (e.getCode() == KeyCode.P) {
                row.pinnedProperty().set(!row.pinnedProperty().get());
                e.consume();
            }
        });
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(title, search, list, showEmpty);
        // Long thread names elide: the list keeps the width its divider gives it and never pushes over the chart.
        list.setPrefWidth(270);
        list.setMinWidth(0);
        setMinWidth(MIN_WIDTH_PX);
        setPrefWidth(270);
        setMaxWidth(MAX_WIDTH_PX);
    }

    /** Fills the list (a new profile): every thread shown, none pinned, in the given order. */
    public void setEntries(List<ThreadEntry> entries) {
        rows.clear();
        emptyCount = 0;
        revealed.clear();
        for (ThreadEntry entry : entries) {
            Row row = new Row(entry);
            row.shownProperty().addListener((obs, old, value) -> fireOrder());
            row.pinnedProperty().addListener((obs, old, value) -> {
                sortPinnedFirst();
                fireOrder();
            });
            rows.add(row);
            if (entry.isEmpty()) emptyCount++;
        }
        title.setText("Threads (" + entries.size() + ")");
        showEmpty.setVisible(emptyCount > 0);
        showEmpty.setManaged(emptyCount > 0);
        showEmpty.setSelected(false);
        refilter();
        fireOrder();
    }

    /** The text under the list: how many threads without samples are hidden, if any. */
    public String hiddenNote() {
        if (emptyCount == 0) return "";
        return showEmpty.isSelected() ? "" : emptyCount + (emptyCount == 1 ? " thread" : " threads") + EMPTY_HIDDEN;
    }

    private static final String EMPTY_HIDDEN = " without samples or events hidden";
    private static final String EMPTY_SHOWN = " without samples or events shown";

    private boolean isHiddenEmpty(Row row) {
        return row.entry().isEmpty() && !showEmpty.isSelected() && !revealed.contains(row.entry().thread());
    }

    /** A picked row shows in the chart: an empty thread a search found, or one whose box was off. */
    private void reveal(Row row) {
        if (isHiddenEmpty(row)) {
            revealed.add(row.entry().thread());
            if (row.shownProperty().get()) fireOrder();
        }
        row.shownProperty().set(true);
    }

    /** What the search matches: the label, and the pid:tid the row may show. */
    private static boolean matches(Row row, String needle) {
        return row.entry().label().toLowerCase(Locale.ROOT).contains(needle) || row.entry().key().equals(needle);
    }

    private void refilter() {
        String needle = search.getText() == null ? "" : search.getText().trim().toLowerCase(Locale.ROOT);
        // A search looks through every thread: a hidden one that matches is listed, and picking it reveals it.
        visibleRows.setPredicate(row -> needle.isEmpty() ? !isHiddenEmpty(row) : matches(row, needle));
        String note = hiddenNote();
        String threads = emptyCount == 1 ? "1 thread" : emptyCount + " threads";
        showEmpty.setText(threads + (showEmpty.isSelected() ? EMPTY_SHOWN : EMPTY_HIDDEN));
        list.setPlaceholder(new Label(needle.isEmpty() ? "No threads" : "No thread matches \u201c" + search.getText() + "\u201d"));
        showEmpty.setTooltip(new Tooltip(note.isEmpty() ? "Threads without samples or events are shown" : note));
    }

    private void sortPinnedFirst() {
        List<Row> pinned = new ArrayList<>();
        List<Row> rest = new ArrayList<>();
        for (Row row : rows) (row.pinnedProperty().get() ? pinned : rest).add(row);
        pinned.addAll(rest);
        Row selected = list.getSelectionModel().getSelectedItem();
        rows.setAll(pinned);
        if (selected != null) list.getSelectionModel().select(selected);
    }

    /** Moves {@code row} by {@code step} places among all rows (pinned stay before the others). */
    public void move(Row row, int step) {
        int from = rows.indexOf(row);
        int to = Math.max(0, Math.min(rows.size() - 1, from + step));
        if (from < 0 || to == from) return;
        moveTo(from, to);
    }

    private void moveTo(int from, int to) {
        Row row = rows.get(from);
        Row selected = list.getSelectionModel().getSelectedItem();
        List<Row> reordered = new ArrayList<>(rows);
        reordered.remove(from);
        reordered.add(to, row);
        rows.setAll(reordered);
        sortPinnedFirst();
        if (selected != null) list.getSelectionModel().select(selected);
        fireOrder();
    }

    private void fireOrder() {
        onOrderChanged.accept(chartOrder());
    }

    /** The thread indices the chart shows, top to bottom. */
    public List<Integer> chartOrder() {
        List<Integer> order = new ArrayList<>();
        for (Row row : rows) {
            if (row.shownProperty().get() && !isHiddenEmpty(row)) order.add(row.entry().thread());
        }
        return order;
    }

    /** Selects the row of {@code thread} (the chart's active track changed) without firing activation twice. */
    public void selectThread(int thread) {
        Row current = list.getSelectionModel().getSelectedItem();
        if (current != null && current.entry().thread() == thread) return;
        for (Row row : visibleRows) {
            if (row.entry().thread() == thread) {
                list.getSelectionModel().select(row);
                list.scrollTo(row);
                return;
            }
        }
    }

    public void setOnOrderChanged(Consumer<List<Integer>> handler) { onOrderChanged = handler; }
    public void setOnActivate(IntConsumer handler) { onActivate = handler; }
    public ObservableList<Row> rows() { return rows; }
    public ListView<Row> listView() { return list; }
    public TextField searchField() { return search; }
    public CheckBox showEmptyBox() { return showEmpty; }

    /** The row's second line: pid:tid when its name repeats, then samples and CPU share, or its event count. */
    public static String figuresText(ThreadEntry entry) {
        String figures;
        if (entry.samples() > 0) {
            figures = String.format(Locale.ROOT, "%,d samples  \u00b7  CPU %.1f %%", entry.samples(), entry.cpuShare() * 100);
        } else if (entry.events() > 0) {
            figures = String.format(Locale.ROOT, "%,d trace event%s", entry.events(), entry.events() == 1 ? "" : "s");
        } else {
            figures = "no samples or events";
        }
        return entry.nameRepeats() ? entry.key() + "  \u00b7  " + figures : figures;
    }

    private static FontIcon icon(String literal) {
        FontIcon icon = new FontIcon(literal);
        icon.setIconSize(14);
        icon.getStyleClass().add("flint-icon");
        return icon;
    }

    /** A row: colour, show box, name over "N samples · CPU x %", pin. Drag to reorder. */
    private final class RowCell extends ListCell<Row> {
        private final Rectangle swatch = new Rectangle(10, 10);
        private final CheckBox shown = new CheckBox();
        private final Label name = new Label();
        private final Label figures = new Label();
        private final ToggleButton pin = new ToggleButton(null, icon("mdi2p-pin-outline"));
        private final HBox box;
        private Row bound;

        RowCell() {
            getStyleClass().add("thread-row");
            // As wide as the list, not as the longest name: no sideways scrolling, the pin stays in view.
            setPrefWidth(0);
            name.getStyleClass().add("thread-name");
            figures.getStyleClass().add("thread-figures");
            shown.setTooltip(new Tooltip("Show this thread in the flame chart (Space)"));
            pin.setTooltip(new Tooltip("Pin to the top (P)"));
            // "pid:tid · N samples · CPU x %" is cut in a narrow list: whole in its tooltip.
            dev.flint.ui.common.WholeTextTip.install(figures);
            pin.getStyleClass().add("thread-pin");
            pin.setFocusTraversable(false);
            shown.setFocusTraversable(false);
            name.setMinWidth(0);
            figures.setMinWidth(0);
            VBox text = new VBox(0, name, figures);
            text.setMinWidth(0);
            HBox.setHgrow(text, Priority.ALWAYS);
            box = new HBox(6, swatch, shown, text, pin);
            box.setAlignment(Pos.CENTER_LEFT);
            setOnDragDetected(e -> {
                if (getItem() == null) return;
                var board = startDragAndDrop(TransferMode.MOVE);
                ClipboardContent content = new ClipboardContent();
                content.put(ROW_INDEX, rows.indexOf(getItem()));
                board.setContent(content);
                e.consume();
            });
            setOnDragOver(e -> {
                if (e.getGestureSource() instanceof RowCell && e.getDragboard().hasContent(ROW_INDEX)) {
                    e.acceptTransferModes(TransferMode.MOVE);
                    e.consume();
                }
            });
            setOnDragDropped(e -> {
                Object from = e.getDragboard().getContent(ROW_INDEX);
                boolean done = false;
                if (from instanceof Integer fromIndex && fromIndex >= 0 && fromIndex < rows.size()) {
                    int to = getItem() == null ? rows.size() - 1 : rows.indexOf(getItem());
                    if (to >= 0 && to != fromIndex) moveTo(fromIndex, to);
                    done = true;
                }
                e.setDropCompleted(done);
                e.consume();
            });
        }

        @Override
        protected void updateItem(Row row, boolean empty) {
            super.updateItem(row, empty);
            if (bound != null) {
                shown.selectedProperty().unbindBidirectional(bound.shownProperty());
                pin.selectedProperty().unbindBidirectional(bound.pinnedProperty());
                bound = null;
            }
            if (empty || row == null) {
                setGraphic(null);
                setText(null);
                return;
            }
            bound = row;
            ThreadEntry entry = row.entry();
            swatch.setFill(entry.color() == null ? javafx.scene.paint.Color.TRANSPARENT : entry.color());
            swatch.setStroke(entry.color() == null ? javafx.scene.paint.Color.GRAY : null);
            name.setText(entry.label());
            name.setTooltip(new Tooltip(entry.label()));
            figures.setText(figuresText(entry));
            shown.selectedProperty().bindBidirectional(row.shownProperty());
            pin.selectedProperty().bindBidirectional(row.pinnedProperty());
            setText(null);
            setGraphic(box);
        }
    }
}
