package dev.flint.ui.calltree;

import dev.flint.ui.common.Units;
import dev.flint.calltree.CallTree;
import dev.flint.model.ProfileThread;
import dev.flint.model.WeightType;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Pos;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;

/**
 * The call tree's columns: running time, its share, self time, function and script/resource. Cells read
 * the current tree through a supplier, so a rebuilt tree needs no new columns.
 */
final class CallTreeColumns {
    private final Supplier<CallTree> tree;
    private final Supplier<Set<Integer>> searchMatches;
    final TreeTableColumn<Integer, Integer> running = new TreeTableColumn<>("Running time");
    final TreeTableColumn<Integer, Integer> share = new TreeTableColumn<>("%");
    final TreeTableColumn<Integer, Integer> self = new TreeTableColumn<>("Self");
    final TreeTableColumn<Integer, Integer> function = new TreeTableColumn<>("Function");
    final TreeTableColumn<Integer, Integer> resource = new TreeTableColumn<>("Script / resource");
    private static final javafx.css.PseudoClass SEARCH_MATCH = javafx.css.PseudoClass.getPseudoClass("search-match");
    /** Bumped when the search matches change. */
    private final javafx.beans.property.IntegerProperty searchRevision = new javafx.beans.property.SimpleIntegerProperty(this, "searchRevision");

    /** The % column's width: "100.0%" at the table's 13 px font plus cell padding and the sort arrow. */
    static final double SHARE_WIDTH_PX = 86;

    CallTreeColumns(Supplier<CallTree> tree, Supplier<Set<Integer>> searchMatches) {
        this.tree = tree;
        this.searchMatches = searchMatches;
    }

    void install(TreeTableView<Integer> table) {
        setUp(running, 156, node -> Units.format(tree.get().total(node), unit()), true);
        // Each header whole in a narrow window (the constrained policy squeezed "Running time (ms)" to
        // "Running ti…" and "Self (ms)" to "…"); past these the table scrolls sideways.
        running.setMinWidth(152);
        self.setMinWidth(92);
        function.setMinWidth(150);
        resource.setMinWidth(130);
        setUp(self, 100, node -> Units.format(tree.get().self(node), unit()), true);
        setUp(function, 420, this::functionText, false);
        setUp(resource, 260, this::resourceText, false);
        // Wide enough for "100.0%" in the cell's font and padding: at 70 px it showed "89…".
        share.setPrefWidth(SHARE_WIDTH_PX);
        share.setMinWidth(SHARE_WIDTH_PX);
        share.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue() == null ? null : cell.getValue().getValue()));
        share.setCellFactory(column -> new ShareCell());
        table.getColumns().setAll(java.util.List.of(running, share, self, function, resource));
        table.setTreeColumn(function);
        table.setColumnResizePolicy(TreeTableView.CONSTRAINED_RESIZE_POLICY_LAST_COLUMN);
    }

    void setUnit(WeightType unit) {
        running.setText("Running time " + Units.columnSuffix(unit));
        self.setText("Self " + Units.columnSuffix(unit));
    }

    private WeightType unit() {
        return tree.get().thread().weightType();
    }

    private String functionText(int node) {
        String name = tree.get().name(node);
        return name.isEmpty() ? "(anonymous)" : name;
    }

    private String resourceText(int node) {
        CallTree current = tree.get();
        ProfileThread thread = current.thread();
        int func = current.func(node);
        int fileName = thread.funcs().fileName(func);
        int resourceIndex = thread.funcs().resource(func);
        String where = fileName >= 0 ? thread.strings().get(fileName)
                : resourceIndex >= 0 ? thread.strings().get(thread.resources().name(resourceIndex)) : "";
        int line = thread.funcs().line(func);
        if (where.isEmpty() || line < 0) return where;
        return where + ":" + line;
    }

    /**
     * Row {@code node} of the shown tree as its cells show it, made from the tree (not scraped from the cells):
     * function, script:line, running time with its share, self time; tab-separated.
     */
    String rowText(int node) {
        CallTree current = tree.get();
        String unit = Units.columnSuffix(unit());
        return functionText(node) + "\t" + resourceText(node) + "\tRunning time " + unit + " "
                + Units.format(current.total(node), unit()) + " (" + Units.percent(Math.max(0, Math.min(1, current.totalRatio(node))))
                + ")\tSelf " + unit + " " + Units.format(current.self(node), unit());
    }

    /** The search matches changed: cells re-mark themselves (no table refresh, which rebuilds every cell). */
    void searchChanged() {
        searchRevision.set(searchRevision.get() + 1);
    }

    private boolean isMatch(Integer node) {
        return node != null && node >= 0 && searchMatches.get().contains(node);
    }

    private boolean shows(Integer node, boolean empty) {
        return !empty && node != null && node >= 0 && tree.get() != null && node < tree.get().nodeCount();
    }

    private void setUp(TreeTableColumn<Integer, Integer> column, double width, IntFunction<String> text, boolean numeric) {
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue() == null ? null : cell.getValue().getValue()));
        column.setCellFactory(c -> numeric ? new FigureCell(text) : new TextCell(text, column == function));
        if (numeric) column.setStyle("-fx-alignment: CENTER-RIGHT;");
        column.setReorderable(false);
    }

    /** A running or self figure. */
    private final class FigureCell extends TreeTableCell<Integer, Integer> {
        private final IntFunction<String> text;

        FigureCell(IntFunction<String> text) {
            this.text = text;
        }

        @Override
        protected void updateItem(Integer node, boolean empty) {
            super.updateItem(node, empty);
            setText(shows(node, empty) ? text.apply(node) : null);
        }
    }

    /**
     * A function or script cell: marked (a pseudo-class, cheaper than a style class) when the search
     * matches it. The function column also names the "… N more" row and loads that batch when shown.
     */
    private final class TextCell extends TreeTableCell<Integer, Integer> {
        private final IntFunction<String> text;
        private final boolean functionColumn;
        private final javafx.beans.InvalidationListener remark = obs -> pseudoClassStateChanged(SEARCH_MATCH, isMatch(getItem()));

        TextCell(IntFunction<String> text, boolean functionColumn) {
            this.text = text;
            this.functionColumn = functionColumn;
            // A script's path or URL is long and its end (file name and line) is what tells it apart:
            // a narrow column cuts its beginning, not its end.
            if (!functionColumn) setTextOverrun(javafx.scene.control.OverrunStyle.LEADING_ELLIPSIS);
            // Cut names and paths are whole in the cell's tooltip.
            dev.flint.ui.common.WholeTextTip.install(this);
            searchRevision.addListener(new javafx.beans.WeakInvalidationListener(remark));
        }

        @Override
        protected void updateItem(Integer node, boolean empty) {
            super.updateItem(node, empty);
            pseudoClassStateChanged(SEARCH_MATCH, !empty && isMatch(node));
            var row = getTableRow();
            if (!empty && row != null && row.getTreeItem() instanceof CallNodeItem.MoreItem more) {
                int remaining = more.parentItem().notLoaded();
                setText(functionColumn ? "\u2026 " + Units.grouped(remaining, 0) + " more" : null);
                // Scrolled into view: the next batch comes in after this layout pass.
                if (functionColumn) javafx.application.Platform.runLater(() -> more.parentItem().loadMore());
                return;
            }
            setText(shows(node, empty) ? text.apply(node) : null);
        }
    }

    /** The running-time share, with a bar behind the figure (a region sized in layout: no inline style to parse). */
    private final class ShareCell extends TreeTableCell<Integer, Integer> {
        private final javafx.scene.layout.Region bar = new javafx.scene.layout.Region();
        private double ratio;

        ShareCell() {
            setAlignment(Pos.CENTER_RIGHT);
            getStyleClass().add("share-cell");
            bar.getStyleClass().add("share-bar");
            bar.setManaged(false);
            bar.setMouseTransparent(true);
            // Drawn behind the figure.
            bar.setViewOrder(1);
            bar.setVisible(false);
            getChildren().add(bar);
        }

        @Override
        protected void updateItem(Integer node, boolean empty) {
            super.updateItem(node, empty);
            if (!shows(node, empty)) {
                setText(null);
                bar.setVisible(false);
                return;
            }
            ratio = Math.max(0, Math.min(1, tree.get().totalRatio(node)));
            setText(Units.percent(ratio));
            bar.setVisible(true);
            requestLayout();
        }

        @Override
        protected void layoutChildren() {
            super.layoutChildren();
            if (!getChildren().contains(bar)) getChildren().add(bar);
            bar.resizeRelocate(2, 2, Math.max(0, (getWidth() - 4) * ratio), Math.max(0, getHeight() - 4));
        }

        /** The bar's width as a share of the cell (for tests). */
        double barRatio() {
            return bar.isVisible() ? ratio : 0;
        }
    }
}
