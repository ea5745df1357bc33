package dev.flint.ui.compare;

import dev.flint.calltree.Implementation;
import dev.flint.calltree.Transform;
import dev.flint.diff.DiffTree;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

/**
 * The right-click transforms of the compare window, on the selected node of the diff tree. Funcs and
 * paths are shared by both sides ({@code dev.flint.diff.AlignedThreads}), so one transform value applies
 * to both profiles.
 */
final class CompareMenu {
    private final ContextMenu menu = new ContextMenu();
    private final java.util.function.Supplier<DiffTree> tree;
    private final IntSupplier selected;
    private final Consumer<Transform> push;
    private final java.util.function.Supplier<Implementation> implementation;

    CompareMenu(java.util.function.Supplier<DiffTree> tree, IntSupplier selected,
                java.util.function.Supplier<Implementation> implementation, Consumer<Transform> push) {
        this.tree = tree;
        this.selected = selected;
        this.implementation = implementation;
        this.push = push;
        menu.setId("compareMenu");
        add("merge-function", "Merge function", (t, n) -> new Transform.MergeFunction(t.func(n)));
        add("merge-call-node", "Merge node only",
                (t, n) -> t.inverted() ? null : new Transform.MergeCallNode(t.path(n), implementation.get()));
        add("drop-function", "Drop samples with this function", (t, n) -> new Transform.DropFunction(t.func(n)));
        menu.getItems().add(new SeparatorMenuItem());
        add("focus-subtree", "Focus on subtree only",
                (t, n) -> new Transform.FocusSubtree(t.path(n), implementation.get(), t.inverted()));
        add("focus-function", "Focus on function", (t, n) -> new Transform.FocusFunction(t.func(n)));
        menu.getItems().add(new SeparatorMenuItem());
        add("collapse-function-subtree", "Collapse function", (t, n) -> new Transform.CollapseFunctionSubtree(t.func(n)));
        add("collapse-resource", "Collapse resource", (t, n) -> {
            int resource = t.names().funcs().resource(t.func(n));
            return resource < 0 ? null : new Transform.CollapseResource(resource, implementation.get());
        });
        add("collapse-recursion", "Collapse recursion", (t, n) -> new Transform.CollapseRecursion(t.func(n)));
    }

    private interface Action {
        Transform on(DiffTree tree, int node);
    }

    private void add(String id, String text, Action action) {
        MenuItem item = new MenuItem(text);
        item.setId("compare-" + id);
        item.setOnAction(e -> {
            Transform transform = transformFor(action);
            if (transform != null) push.accept(transform);
        });
        item.setUserData(action);
        menu.getItems().add(item);
    }

    private Transform transformFor(Action action) {
        DiffTree current = tree.get();
        int node = selected.getAsInt();
        return current == null || node < 0 || node >= current.nodeCount() ? null : action.on(current, node);
    }

    ContextMenu menu() {
        menu.setOnShowing(e -> {
            for (MenuItem item : menu.getItems()) {
                if (item.getUserData() instanceof Action action) item.setDisable(transformFor(action) == null);
            }
        });
        return menu;
    }
}
