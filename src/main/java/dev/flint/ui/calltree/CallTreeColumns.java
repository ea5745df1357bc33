package dev.flint.ui.calltree;

import dev.flint.calltree.CallTree;
import dev.flint.model.ProfileFormat;
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
    private final Supplier<ProfileFormat> format;
    final TreeTableColumn<Integer, Integer> running = new TreeTableColumn<>("Running time");
    final TreeTableColumn<Integer, Integer> share = new TreeTableColumn<>("%");
    final TreeTableColumn<Integer, Integer> self = new TreeTableColumn<>("Self");
    final TreeTableColumn<Integer, Integer> function = new TreeTableColumn<>("Function");
    final TreeTableColumn<Integer, Integer> resource = new TreeTableColumn<>("Script / resource");

    CallTreeColumns(Supplier<CallTree> tree, Supplier<Set<Integer>> searchMatches, Supplier<ProfileFormat> format) {
        this.tree = tree;
        this.searchMatches = searchMatches;
        this.format = format;
    }

    void install(TreeTableView<Integer> table) {
        setUp(running, 110, node -> Units.format(tree.get().total(node), unit()), true);
        setUp(self, 100, node -> Units.format(tree.get().self(node), unit()), true);
        setUp(function, 420, this::functionText, false);
        setUp(resource, 260, this::resourceText, false);
        share.setPrefWidth(70);
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
        // V8 and Chrome count lines from 0; people (and DevTools) from 1.
        boolean zeroBased = format.get() == ProfileFormat.CPUPROFILE || format.get() == ProfileFormat.CHROME_TRACE;
        return where + ":" + (zeroBased ? line + 1 : line);
    }

    private void setUp(TreeTableColumn<Integer, Integer> column, double width, IntFunction<String> text, boolean numeric) {
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue() == null ? null : cell.getValue().getValue()));
        column.setCellFactory(c -> new TreeTableCell<>() {
            @Override
            protected void updateItem(Integer node, boolean empty) {
                super.updateItem(node, empty);
                getStyleClass().remove("search-match");
                if (empty || node == null || tree.get() == null || node >= tree.get().nodeCount()) {
                    setText(null);
                    return;
                }
                setText(text.apply(node));
                if (!numeric && searchMatches.get().contains(node)) getStyleClass().add("search-match");
            }
        });
        if (numeric) column.setStyle("-fx-alignment: CENTER-RIGHT;");
        column.setReorderable(false);
    }

    /** The running-time share, with a bar behind the figure. */
    private final class ShareCell extends TreeTableCell<Integer, Integer> {
        ShareCell() {
            setAlignment(Pos.CENTER_RIGHT);
            getStyleClass().add("share-cell");
        }

        @Override
        protected void updateItem(Integer node, boolean empty) {
            super.updateItem(node, empty);
            if (empty || node == null || tree.get() == null || node >= tree.get().nodeCount()) {
                setText(null);
                setStyle(null);
                return;
            }
            double ratio = Math.max(0, Math.min(1, tree.get().totalRatio(node)));
            setText(Units.percent(ratio));
            int percent = (int) Math.round(ratio * 100);
            setStyle("-fx-background-color: linear-gradient(to right, -flint-share-bar " + percent
                    + "%, transparent " + percent + "%); -fx-background-insets: 2 2 2 2;");
        }
    }
}
