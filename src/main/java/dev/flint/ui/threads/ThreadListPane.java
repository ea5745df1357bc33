package dev.flint.ui.threads;

import dev.flint.ui.common.RowsAhead;
import dev.flint.ui.session.TabAction;
import dev.flint.ui.session.TabSession;
import dev.flint.ui.session.TrackState;
import dev.flint.viewmodel.ThreadEntry;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.IntFunction;
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
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The threads of one tab beside the flame chart: a search field, one row per thread (its overview
 * colour, a show/hide box, the name, samples or events and CPU share, a pin), threads with neither samples
 * nor events hidden behind a count. The search looks through every thread, hidden ones too, and picking
 * a match reveals it in the chart. Names that repeat (a trace's many "ThreadPoolForegroundWorker") show
 * their pid:tid. Pinned threads come first; rows are reordered by dragging, or Alt+Up/Down. Selecting
 * a row (click, or Enter in the search field) makes its track the active one. The rows' order, which are
 * shown and pinned, and the active one are the session's ({@link TrackState}): the pane shows them and
 * dispatches each change as an {@link TabAction.ArrangeTracks}; it keeps none of them.
 */
public final class ThreadListPane extends VBox {
    private static final DataFormat ROW_INDEX = new DataFormat("application/x-flint-thread-row");
    /** How narrow and how wide the list's divider may make it. */
    public static final double MIN_WIDTH_PX = 160;
    public static final double MAX_WIDTH_PX = 640;

    /**
     * A row: a thread's fixed entry (whether it is shown or pinned is the session's). Rows are equal when they show
     * the same entry object, compared without the record's generated equals: the list's selection looks a row up
     * among 9,000 (a trace's threads) by equals, and the generated one runs through method handles, slow while cold.
     */
    public record Row(ThreadEntry entry) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Row row && row.entry == entry;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(entry);
        }
    }

    private final TextField search = new TextField();
    private final Label title = new Label("Threads");
    private final CheckBox showEmpty = new CheckBox();
    private final TabSession session;
    /** The box's and the pin's tooltips, one each for every row: a tooltip is costly to make, and cells are many. */
    private final Tooltip showTip = new Tooltip("Show this thread in the flame chart (Space)");
    private final Tooltip pinTip = new Tooltip("Pin to the top (P)");
    /** The list's rows, in the session's order (made from it on every change). */
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final FilteredList<Row> visibleRows = new FilteredList<>(rows);
    private final ListView<Row> list = new ListView<>(visibleRows);
    /** The entries by loaded thread (fixed for a profile). */
    private List<ThreadEntry> entries = List.of();
    /** Each thread's figures line once its row was shown, by loaded thread (null until then). */
    private String[] figuresByThread = new String[0];
    private int emptyCount;
    /** The swatch's colour of an overview curve's index (a row's {@link ThreadEntry#curve}). */
    private IntFunction<Color> curveColors = curve -> Color.GRAY;

    public ThreadListPane(TabSession session) {
        this.session = session;
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
        // Shown by a profile that has threads without samples or events: until then the list has its height (a
        // spare tab's list makes its row cells ahead for the tallest it can be).
        showEmpty.setVisible(false);
        showEmpty.setManaged(false);
        showEmpty.getStyleClass().add("thread-list-note");
        showEmpty.selectedProperty().addListener((obs, old, value) -> {
            if (syncing) return;
            // Every empty thread shows, or every one hides again.
            Set<Integer> hidden = new HashSet<>(tracks().hidden());
            for (ThreadEntry entry : entries) {
                if (!entry.isEmpty()) continue;
                if (value) hidden.remove(entry.thread());
                else hidden.add(entry.thread());
            }
            arrange(tracks().listed(), hidden, tracks().pinned());
        });
        list.setId("threadListView");
        list.setCellFactory(view -> new RowCell());
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row == null || syncing) return;
            int thread = row.entry().thread();
            // A picked row shows in the chart: an empty thread a search found, or one whose box was off.
            if (tracks().hidden().contains(thread)) setShown(thread, true);
            session.activateThread(thread);
        });
        list.setOnKeyPressed(e -> {
            Row row = list.getSelectionModel().getSelectedItem();
            if (row == null) return;
            if (e.isAltDown() && (e.getCode() == KeyCode.UP || e.getCode() == KeyCode.DOWN)) {
                move(row, e.getCode() == KeyCode.UP ? -1 : 1);
                e.consume();
            } else if (e.getCode() == KeyCode.SPACE) {
                setShown(row.entry().thread(), tracks().hidden().contains(row.entry().thread()));
                e.consume();
            } else if (e.getCode() == KeyCode.P) {
                setPinned(row.entry().thread(), !tracks().pinned().contains(row.entry().thread()));
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
        session.stateProperty().addListener((obs, old, state) -> showTracks(old.tracks(), state.tracks()));
    }

    private TrackState tracks() {
        return session.state().tracks();
    }

    /** True while the list follows the session (its selection then is no user's pick). */
    private boolean syncing;

    /** The rows in the session's order, their boxes and pins as it has them, its active thread selected. */
    private void showTracks(TrackState before, TrackState now) {
        syncing = true;
        try {
            // The rows are made again only when the list's order changed: every change of the state (a zoom, a
            // selection) comes here, and making 9,000 rows each time was work for nothing. New entries come with
            // the tracks before them as NONE, so their rows are made.
            if (before.listed() != now.listed() && !before.listed().equals(now.listed())) {
                Row selected = list.getSelectionModel().getSelectedItem();
                List<Row> ordered = new ArrayList<>();
                for (int thread : now.listed()) if (thread >= 0 && thread < entries.size()) ordered.add(new Row(entries.get(thread)));
                rows.setAll(ordered);
                if (selected != null) selectRow(selected.entry().thread(), false);
            }
            if (!before.hidden().equals(now.hidden()) || !before.pinned().equals(now.pinned())) {
                // A new filter replaces the shown rows: the selected one (where the user's keys are) stays selected.
                Row selected = list.getSelectionModel().getSelectedItem();
                refilter();
                if (selected != null && list.getSelectionModel().getSelectedItem() != selected) {
                    int at = visibleRows.indexOf(selected);
                    if (at >= 0) list.getSelectionModel().select(at);
                }
                for (javafx.scene.Node cell : list.lookupAll(".thread-row")) {
                    if (cell instanceof RowCell row) row.showFlags();
                }
            }
            // The active thread's row is the selected one; not when the list itself rearranged the tracks (a
            // hidden active row stays selected, where the user's keys are).
            boolean arranged = !now.order().equals(before.order());
            if (now.active() != before.active() && now.active() >= 0 && !arranged) selectRow(now.active(), true);
        } finally {
            syncing = false;
        }
    }

    private void arrange(List<Integer> listed, Set<Integer> hidden, Set<Integer> pinned) {
        session.dispatch(new TabAction.ArrangeTracks(listed, hidden, pinned));
    }

    private void setShown(int thread, boolean shown) {
        Set<Integer> hidden = new HashSet<>(tracks().hidden());
        if (shown) hidden.remove(thread);
        else hidden.add(thread);
        arrange(tracks().listed(), hidden, tracks().pinned());
    }

    private void setPinned(int thread, boolean pin) {
        Set<Integer> pinned = new HashSet<>(tracks().pinned());
        if (pin) pinned.add(thread);
        else pinned.remove(thread);
        arrange(tracks().listed(), tracks().hidden(), pinned);
    }

    /** How a row's swatch is coloured: the overview's colour of its curve. */
    public void setCurveColors(IntFunction<Color> colors) {
        curveColors = colors;
    }

    /**
     * Fills the list (a new profile): every thread listed in the given order, none pinned, those with neither
     * samples nor events hidden behind the count (when some thread has either).
     */
    public void setEntries(List<ThreadEntry> newEntries) {
        showEntries(newEntries);
        List<Integer> listed = new ArrayList<>();
        Set<Integer> hidden = new HashSet<>();
        for (ThreadEntry entry : newEntries) {
            listed.add(entry.thread());
            if (entry.isEmpty()) hidden.add(entry.thread());
        }
        arrange(listed, hidden, Set.of());
        // The rows from the session's tracks (the arrangement may have changed nothing: no change is published).
        showTracks(TrackState.NONE, tracks());
        refilter();
    }

    /**
     * Fills the list with the rows of the session's tracks, arranged already (a profile view's new tracks hide the
     * threads with neither samples nor events in the same change): one row per thread, with no second change of
     * the session's state over every thread.
     */
    public void showEntries(List<ThreadEntry> newEntries) {
        endRowsAhead();
        ThreadEntry[] byThread = new ThreadEntry[newEntries.size()];
        for (ThreadEntry entry : newEntries) {
            if (entry.thread() >= 0 && entry.thread() < byThread.length) byThread[entry.thread()] = entry;
        }
        entries = List.of(byThread);
        figuresByThread = new String[byThread.length];
        emptyCount = 0;
        for (ThreadEntry entry : newEntries) if (entry.isEmpty()) emptyCount++;
        title.setText("Threads (" + newEntries.size() + ")");
        showEmpty.setVisible(emptyCount > 0);
        showEmpty.setManaged(emptyCount > 0);
        syncing = true;
        try {
            showEmpty.setSelected(false);
        } finally {
            syncing = false;
        }
        rows.clear();
        // The filter first, on no rows, then the rows: the list view takes them in one change, each filtered once
        // (the other way round, 9,000 rows were filtered and shown twice in the pulse that shows a trace).
        refilter();
        showTracks(TrackState.NONE, tracks());
    }

    /** The text under the list: how many threads without samples are hidden, if any. */
    public String hiddenNote() {
        if (emptyCount == 0) return "";
        return showEmpty.isSelected() ? "" : emptyCount + (emptyCount == 1 ? " thread" : " threads") + EMPTY_HIDDEN;
    }

    private static final String EMPTY_HIDDEN = " without samples or events hidden";
    private static final String EMPTY_SHOWN = " without samples or events shown";

    /** A thread without samples or events that is hidden and not listed while the count's box is off. */
    private boolean isHiddenEmpty(Row row) {
        return row.entry().isEmpty() && !showEmpty.isSelected() && tracks().hidden().contains(row.entry().thread());
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
        // The placeholder and the tooltip are made once and given new texts: refiltering runs at each keystroke of a
        // search and each hide or pin, and a new Tooltip (a popup control) each time was most of its FX time.
        placeholder.setText(needle.isEmpty() ? "No threads" : "No thread matches \u201c" + search.getText() + "\u201d");
        if (list.getPlaceholder() != placeholder) list.setPlaceholder(placeholder);
        emptyTip.setText(note.isEmpty() ? "Threads without samples or events are shown" : note);
        if (showEmpty.getTooltip() != emptyTip) showEmpty.setTooltip(emptyTip);
    }

    private final Label placeholder = new Label();
    private final Tooltip emptyTip = new Tooltip();

    /** Moves {@code row} by {@code step} places among all rows (pinned stay before the others). */
    public void move(Row row, int step) {
        int from = rows.indexOf(row);
        int to = Math.max(0, Math.min(rows.size() - 1, from + step));
        if (from < 0 || to == from) return;
        moveTo(from, to);
    }

    private void moveTo(int from, int to) {
        List<Integer> listed = new ArrayList<>(tracks().listed());
        Integer thread = listed.remove(from);
        listed.add(to, thread);
        arrange(listed, tracks().hidden(), tracks().pinned());
    }

    /** The thread indices the chart shows, top to bottom (the session's). */
    public List<Integer> chartOrder() {
        return tracks().order();
    }

    /** Selects the row of {@code thread} (the chart's active track changed), scrolled into view when asked. */
    private void selectRow(int thread, boolean scroll) {
        Row current = list.getSelectionModel().getSelectedItem();
        if (current != null && current.entry().thread() == thread) return;
        for (Row row : visibleRows) {
            if (row.entry().thread() == thread) {
                list.getSelectionModel().select(row);
                if (scroll) list.scrollTo(row);
                return;
            }
        }
    }

    /** Selects the active thread's row (a profile just shown). */
    public void selectThread(int thread) {
        syncing = true;
        try {
            selectRow(thread, true);
        } finally {
            syncing = false;
        }
    }

    /**
     * Gives a list that shows no profile yet made-up rows, a few more with each call, so that its row cells are made
     * and styled now (a spare tab is built ahead this way): the first profile's rows then fill these cells. Made in the
     * pulse that shows a trace, the list's first two dozen cells were about half of that pulse's 140-160 ms of FX CPU
     * (the 4.2 GB trace). A list makes a cell for every row its height shows, empty or not, so its height is held to
     * the rows made so far and let go {@code rowsPerCall} rows at a time ({@link RowsAhead}), as the call tree's
     * are. Returns true once the list has its full height (or shows a profile).
     */
    public boolean makeRowsAhead(int rowsPerCall) {
        if (!entries.isEmpty()) return true;
        double rowPx = list.getFixedCellSize() > 0 ? list.getFixedCellSize() : DEFAULT_ROW_PX;
        return rowsAhead.step(list, rows.size(), rowsPerCall, rowPx, list.snappedTopInset() + list.snappedBottomInset(),
                count -> {
                    List<Row> more = new ArrayList<>();
                    for (int t = rows.size(); t < count; t++) {
                        // As a trace's rows look: a name that repeats, with its pid:tid, samples and a CPU share.
                        more.add(new Row(new ThreadEntry(t, "ThreadPoolForegroundWorker", "1:" + t, true, 1000, 0, 0.01, -1)));
                    }
                    rows.addAll(more);
                });
    }

    private void endRowsAhead() {
        rowsAhead.end(list);
    }

    /** The made-up rows' cells made ahead while the list shows no profile. */
    private final RowsAhead rowsAhead = new RowsAhead();
    /** A row's height when the style sheet has set no fixed one (its 2.5em at 13 px). */
    private static final double DEFAULT_ROW_PX = 32.5;

    public List<Row> rows() { return rows; }
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

    /**
     * The row's second line for {@code entry}, formatted when its row is first shown and kept: formatting every
     * thread's at once was tens of milliseconds on the FX thread over 9,000 threads, and again at every jump.
     */
    private String figuresOf(ThreadEntry entry) {
        int thread = entry.thread();
        if (thread < 0 || thread >= figuresByThread.length) return figuresText(entry);
        String figures = figuresByThread[thread];
        if (figures == null) figures = figuresByThread[thread] = figuresText(entry);
        return figures;
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

        RowCell() {
            getStyleClass().add("thread-row");
            // As wide as the list, not as the longest name: no sideways scrolling, the pin stays in view.
            setPrefWidth(0);
            name.getStyleClass().add("thread-name");
            figures.getStyleClass().add("thread-figures");
            shown.setTooltip(showTip);
            pin.setTooltip(pinTip);
            // A long name, and "pid:tid · N samples · CPU x %", are cut in a narrow list: whole in their tooltips,
            // made when first hovered (a new Tooltip per shown row was most of a scroll's FX time over 9,000 threads).
            dev.flint.ui.common.WholeTextTip.install(name);
            dev.flint.ui.common.WholeTextTip.install(figures);
            pin.getStyleClass().add("thread-pin");
            pin.setFocusTraversable(false);
            shown.setFocusTraversable(false);
            // A click on the box or the pin is a change of the session's tracks; the cell then shows the new state.
            shown.setOnAction(e -> {
                if (getItem() != null) setShown(getItem().entry().thread(), shown.isSelected());
            });
            pin.setOnAction(e -> {
                if (getItem() != null) setPinned(getItem().entry().thread(), pin.isSelected());
            });
            name.setMinWidth(0);
            figures.setMinWidth(0);
            VBox text = new VBox(0, name, figures);
            text.setMinWidth(0);
            HBox.setHgrow(text, Priority.ALWAYS);
            box = new HBox(6, swatch, shown, text, pin);
            box.setAlignment(Pos.CENTER_LEFT);
            box.setVisible(false);
            setText(null);
            setGraphic(box);
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
            // The row's nodes stay the cell's graphic, hidden while it is empty: a graphic taken out and put back
            // is styled again whole (the list's jumps over 9,000 threads spent most of their time so).
            if (empty || row == null) {
                box.setVisible(false);
                return;
            }
            ThreadEntry entry = row.entry();
            Color color = entry.curve() < 0 ? null : curveColors.apply(entry.curve());
            swatch.setFill(color == null ? Color.TRANSPARENT : color);
            swatch.setStroke(color == null ? Color.GRAY : null);
            name.setText(entry.label());
            figures.setText(figuresOf(entry));
            showFlags();
            box.setVisible(true);
        }

        /** The box and the pin as the session has them for this row's thread. */
        void showFlags() {
            Row row = getItem();
            if (row == null) return;
            shown.setSelected(!tracks().hidden().contains(row.entry().thread()));
            pin.setSelected(tracks().pinned().contains(row.entry().thread()));
        }
    }
}
