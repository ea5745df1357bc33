package dev.flint.ui.compare;

import dev.flint.calltree.CallNodePath;
import dev.flint.diff.DiffTree;
import dev.flint.model.WeightType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;

/**
 * The diff call tree: Function, Base, Compare, Δ and Δ% columns, deltas in red where the compare profile
 * spends more (slower) and in blue where it spends less (faster). Clicking a numeric header sorts every
 * level by that column (Δ by signed value: ascending puts the biggest improvements first); with no sort
 * the rows keep the diff tree's order (largest |Δ| first). Expanded rows and the selection survive a
 * rebuilt tree, by path.
 */
final class DiffTable {
    static final String SLOWER = "diff-slower";
    static final String FASTER = "diff-faster";

    private final TreeTableView<Integer> table = new TreeTableView<>();
    final TreeTableColumn<Integer, Integer> function = new TreeTableColumn<>("Function");
    final TreeTableColumn<Integer, Integer> base = new TreeTableColumn<>("Base");
    final TreeTableColumn<Integer, Integer> compare = new TreeTableColumn<>("Compare");
    final TreeTableColumn<Integer, Integer> delta = new TreeTableColumn<>("\u0394");
    final TreeTableColumn<Integer, Integer> ratio = new TreeTableColumn<>("\u0394%");
    final TreeTableColumn<Integer, Integer> selfDelta = new TreeTableColumn<>("Self \u0394");
    private DiffTree tree;
    private WeightType unit = WeightType.SAMPLES;
    private IntConsumer onSelected = node -> {};
    private boolean settingSelection;

    DiffTable() {
        table.setId("diffTable");
        table.setShowRoot(false);
        table.getSelectionModel().setSelectionMode(SelectionMode.SINGLE);
        column(function, 360, node -> tree.name(node), null, false);
        column(base, 110, node -> DiffValues.value(tree.baseTotal(node), unit), node -> tree.baseTotal(node), false);
        column(compare, 110, node -> DiffValues.value(tree.compareTotal(node), unit), node -> tree.compareTotal(node), false);
        column(delta, 110, node -> DiffValues.delta(tree.deltaTotal(node), unit), node -> tree.deltaTotal(node), true);
        column(ratio, 80, node -> DiffValues.ratio(tree.deltaRatio(node)), node -> sortableRatio(node), true);
        column(selfDelta, 100, node -> DiffValues.delta(tree.deltaSelf(node), unit), node -> tree.deltaSelf(node), true);
        table.getColumns().setAll(List.of(function, base, compare, delta, ratio, selfDelta));
        table.setTreeColumn(function);
        table.setColumnResizePolicy(TreeTableView.CONSTRAINED_RESIZE_POLICY_LAST_COLUMN);
        table.setSortPolicy(t -> {
            refill();
            return true;
        });
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, item) -> {
            if (!settingSelection) onSelected.accept(item == null ? -1 : item.getValue());
        });
    }

    /** A new node is new: sort it beyond every finite change in its direction. */
    private double sortableRatio(int node) {
        double value = tree.deltaRatio(node);
        return Double.isNaN(value) ? Double.POSITIVE_INFINITY : value;
    }

    private void column(TreeTableColumn<Integer, Integer> column, double width, IntFunction<String> text,
                        ToDoubleFunction<Integer> sortValue, boolean coloured) {
        column.setPrefWidth(width);
        column.setReorderable(false);
        column.setSortable(sortValue != null);
        if (sortValue != null) {
            column.setComparator(Comparator.comparingDouble(sortValue));
            column.setStyle("-fx-alignment: CENTER-RIGHT;");
        }
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue() == null ? null : cell.getValue().getValue()));
        column.setCellFactory(c -> new TreeTableCell<>() {
            @Override
            protected void updateItem(Integer node, boolean empty) {
                super.updateItem(node, empty);
                getStyleClass().removeAll(SLOWER, FASTER);
                if (empty || node == null || tree == null || node < 0 || node >= tree.nodeCount()) {
                    setText(null);
                    return;
                }
                setText(text.apply(node));
                if (coloured) {
                    double change = column == selfDelta ? tree.deltaSelf(node) : tree.deltaTotal(node);
                    if (change > 0) getStyleClass().add(SLOWER);
                    else if (change < 0) getStyleClass().add(FASTER);
                }
            }
        });
    }

    TreeTableView<Integer> view() { return table; }

    DiffTree tree() { return tree; }

    void setOnSelected(IntConsumer handler) {
        onSelected = handler;
    }

    /** Shows a new tree, keeping expanded rows and the selection where their paths still exist. */
    void show(DiffTree newTree, WeightType newUnit) {
        List<CallNodePath> expanded = tree == null ? List.of() : expandedPaths();
        CallNodePath selected = tree == null ? null : selectedPath();
        tree = newTree;
        unit = newUnit;
        String suffix = " (" + DiffValues.unitName(unit) + ")";
        base.setText("Base" + suffix);
        compare.setText("Compare" + suffix);
        // The rows still hold the old tree's node indexes: their paths were taken above, before the swap.
        refill(expanded, selected);
        int restored = 0;
        for (CallNodePath path : expanded) {
            TreeItem<Integer> item = itemAt(path);
            if (item != null) {
                item.setExpanded(true);
                restored++;
            }
        }
        if (restored == 0) expandLargestChange();
        if (selected != null) select(tree.find(selected));
    }

    /**
     * Opens the path of the largest change (each level's first row, in the tree's order) a few levels
     * deep, so a fresh tree shows where the time moved rather than a single collapsed root.
     */
    private void expandLargestChange() {
        TreeItem<Integer> item = table.getRoot();
        for (int depth = 0; depth < 12 && item != null && !item.getChildren().isEmpty(); depth++) {
            item = item.getChildren().get(0);
            if (item.isLeaf()) break;
            item.setExpanded(true);
        }
    }

    /** The rows again, in the sorted column's order (or the tree's), keeping what was expanded and selected. */
    private void refill() {
        if (tree == null) return;
        refill(table.getRoot() == null ? List.of() : expandedPaths(), selectedPath());
    }

    /** The rows of the current tree, expanding and selecting these paths (of any tree) where they exist. */
    private void refill(List<CallNodePath> expanded, CallNodePath selected) {
        if (tree == null) return;
        Comparator<Integer> order = null;
        if (!table.getSortOrder().isEmpty()) {
            TreeTableColumn<Integer, ?> column = table.getSortOrder().get(0);
            @SuppressWarnings("unchecked")
            Comparator<Integer> byColumn = (Comparator<Integer>) column.getComparator();
            order = column.getSortType() == TreeTableColumn.SortType.DESCENDING ? byColumn.reversed() : byColumn;
        }
        settingSelection = true;
        try {
            table.setRoot(DiffNodeItem.root(tree, order));
            for (CallNodePath path : expanded) {
                TreeItem<Integer> item = itemAt(path);
                if (item != null) item.setExpanded(true);
            }
        } finally {
            settingSelection = false;
        }
        if (selected != null) select(tree.find(selected));
    }

    private CallNodePath selectedPath() {
        TreeItem<Integer> item = table.getSelectionModel().getSelectedItem();
        return item == null || item.getValue() < 0 || tree == null ? null : tree.path(item.getValue());
    }

    private List<CallNodePath> expandedPaths() {
        List<CallNodePath> paths = new ArrayList<>();
        java.util.ArrayDeque<TreeItem<Integer>> pending = new java.util.ArrayDeque<>(table.getRoot().getChildren());
        while (!pending.isEmpty()) {
            TreeItem<Integer> item = pending.pop();
            if (!item.isExpanded() || !(item instanceof DiffNodeItem row)) continue;
            paths.add(row.tree().path(item.getValue()));
            pending.addAll(item.getChildren());
        }
        return paths;
    }

    /** The row of the node at {@code path} in the current tree, its ancestors loaded; null when not shown. */
    TreeItem<Integer> itemAt(CallNodePath path) {
        if (tree == null || table.getRoot() == null) return null;
        int node = tree.find(path);
        if (node < 0) return null;
        int[] ancestors = new int[path.length()];
        for (int d = path.length() - 1, at = node; d >= 0; d--, at = tree.parent(at)) ancestors[d] = at;
        TreeItem<Integer> item = table.getRoot();
        for (int depth = 0; depth < path.length(); depth++) {
            TreeItem<Integer> next = null;
            for (TreeItem<Integer> child : item.getChildren()) {
                if (child.getValue() == ancestors[depth]) {
                    next = child;
                    break;
                }
            }
            if (next == null) return null;
            item = next;
        }
        return item;
    }

    /** Selects and reveals the row of {@code node} (-1 clears the selection) without reporting it back. */
    void select(int node) {
        settingSelection = true;
        try {
            if (node < 0 || tree == null) {
                table.getSelectionModel().clearSelection();
                return;
            }
            TreeItem<Integer> item = itemAt(tree.path(node));
            if (item == null) return;
            for (TreeItem<Integer> parent = item.getParent(); parent != null; parent = parent.getParent()) {
                parent.setExpanded(true);
            }
            table.getSelectionModel().select(item);
            int row = table.getRow(item);
            if (row >= 0) table.scrollTo(Math.max(0, row - 3));
        } finally {
            settingSelection = false;
        }
    }

    /** The selected node of the current tree, -1 when none. */
    int selectedNode() {
        TreeItem<Integer> item = table.getSelectionModel().getSelectedItem();
        return item == null ? -1 : item.getValue();
    }
}
