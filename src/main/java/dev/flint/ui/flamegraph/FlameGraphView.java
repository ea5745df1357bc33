package dev.flint.ui.flamegraph;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeText;
import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.model.WeightType;
import dev.flint.ui.common.FlameGraphCanvas;
import dev.flint.ui.session.SelectedCallNode;
import dev.flint.ui.common.NodeMenu;
import dev.flint.ui.session.TabSession;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;

/**
 * The call tree panel's tree as a flame graph (icicle: roots on top; the inverted tree gives the
 * bottom-up graph): the same transforms, filter, range, selection and search as the tree, because it
 * draws the very tree the panel shows. A click zooms into a box and selects its node (in the tree too);
 * the breadcrumbs above zoom back out; hovering names the box with its total, self and share;
 * right-click opens the tree's transform menu on the box's node. The layout is built off the FX thread,
 * only while the view is active.
 */
public final class FlameGraphView extends BorderPane {
    private final TabSession session;
    /** The transform menu, shown over a box: its items act on that box's node. */
    private final NodeMenu transformMenu;
    private final FlameGraphCanvas graph = new FlameGraphCanvas(false);
    private final FlowPane breadcrumbs = new FlowPane();
    private final Label status = new Label();
    private final LayoutService service = new LayoutService();
    private final BooleanProperty active = new SimpleBooleanProperty(this, "active");
    /** The zoomed node's path, kept across rebuilds (a transform, the range) while the tree still has it. */

    /** A flame graph of {@code session}'s tree; {@code transformMenu} opens on a right-clicked box. */
    public FlameGraphView(TabSession session, NodeMenu transformMenu) {
        this.session = session;
        this.transformMenu = transformMenu;
        getStyleClass().add("flame-graph-view");
        setId("flameGraphView");
        graph.setId("flameGraph");
        breadcrumbs.setId("flameGraphBreadcrumbs");
        breadcrumbs.getStyleClass().add("flame-graph-breadcrumbs");
        breadcrumbs.setHgap(2);
        status.setId("flameGraphStatus");
        status.getStyleClass().add("flame-graph-status");
        status.setMaxWidth(Double.MAX_VALUE);
        setTop(breadcrumbs);
        setCenter(graph);
        setBottom(status);
        service.setOnSucceeded(e -> showLayout(service.getValue()));
        session.treeProperty().addListener((obs, old, tree) -> rebuildIfActive());
        active.addListener((obs, old, on) -> rebuildIfActive());
        session.selectedProperty().addListener((obs, old, selected) -> showSelection(selected));
        session.searchMatchesProperty().addListener((obs, old, matches) -> showMatches(matches));
        graph.zoomedBoxProperty().addListener((obs, old, box) -> refreshBreadcrumbs());
        graph.hoveredBoxProperty().addListener((obs, old, box) -> showHover(box.intValue()));
        graph.setOnBoxClicked(this::clicked);
        graph.setOnBoxMenu((box, event) -> {
            FlameGraphLayout layout = graph.layoutProperty().get();
            if (!session.selectPath(layout.tree().path(layout.node(box)))) return;
            graph.setSelectedBox(box);
            transformMenu.showFor(session.selectedProperty().get(), graph.canvas(), event.getScreenX(), event.getScreenY());
        });
        graph.canvas().setFocusTraversable(true);
        graph.canvas().setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) zoomOut();
        });
        refreshBreadcrumbs();
    }

    /** The menu a right-click on a box opens. */
    public javafx.scene.control.ContextMenu transformMenu() { return transformMenu.menu(); }

    /** Whether the view is shown: layouts are built only then (and at once when it becomes shown). */
    public BooleanProperty activeProperty() { return active; }

    private void rebuildIfActive() {
        CallTree tree = session.treeProperty().get();
        if (!active.get() || tree == null) return;
        FlameGraphLayout shown = graph.layoutProperty().get();
        if (shown != null && shown.tree() == tree) return;
        if (service.isRunning() && service.requested() == tree) return;
        service.build(tree);
    }

    private void showLayout(FlameGraphLayout layout) {
        // Built for a tree the panel has since replaced: the newer one is on its way.
        if (layout.tree() != session.treeProperty().get()) {
            rebuildIfActive();
            return;
        }
        graph.layoutProperty().set(layout);
        int zoomNode = session.flameGraphZoom() == null ? -1 : layout.tree().find(session.flameGraphZoom());
        graph.zoomTo(layout.boxOf(zoomNode));
        if (graph.zoomedBoxProperty().get() < 0) session.setFlameGraphZoom(null);
        showSelection(session.selectedProperty().get());
        showMatches(session.searchMatchesProperty().get());
        refreshBreadcrumbs();
    }

    private void clicked(int box) {
        FlameGraphLayout layout = graph.layoutProperty().get();
        CallNodePath path = layout.tree().path(layout.node(box));
        session.setFlameGraphZoom(path);
        graph.zoomTo(box);
        graph.setSelectedBox(box);
        session.selectPath(path);
        graph.canvas().requestFocus();
    }

    /** Zooms out by one level (Escape). */
    public void zoomOut() {
        FlameGraphLayout layout = graph.layoutProperty().get();
        int zoomed = graph.zoomedBoxProperty().get();
        if (layout == null || zoomed < 0) return;
        zoomToBox(layout.parentBox(zoomed));
    }

    private void zoomToBox(int box) {
        FlameGraphLayout layout = graph.layoutProperty().get();
        session.setFlameGraphZoom(box < 0 ? null : layout.tree().path(layout.node(box)));
        graph.zoomTo(box);
    }

    private void showSelection(SelectedCallNode selected) {
        FlameGraphLayout layout = graph.layoutProperty().get();
        if (layout == null) return;
        graph.setSelectedBox(selected == null || selected.tree() != layout.tree() ? -1 : layout.boxOf(selected.node()));
    }

    private void showMatches(Set<Integer> matches) {
        FlameGraphLayout layout = graph.layoutProperty().get();
        if (layout == null) return;
        if (matches == null || matches.isEmpty() || session.treeProperty().get() != layout.tree()) {
            graph.setMatches(null);
            return;
        }
        boolean[] byNode = new boolean[layout.tree().nodeCount()];
        for (int node : matches) if (node >= 0 && node < byNode.length) byNode[node] = true;
        graph.setMatches(byNode);
    }

    private void refreshBreadcrumbs() {
        FlameGraphLayout layout = graph.layoutProperty().get();
        List<Button> buttons = new ArrayList<>();
        Button all = crumb("All", -1);
        buttons.add(all);
        int zoomed = layout == null ? -1 : graph.zoomedBoxProperty().get();
        List<Integer> chain = new ArrayList<>();
        for (int box = zoomed; box >= 0; box = layout.parentBox(box)) chain.add(0, box);
        for (int box : chain) buttons.add(crumb(CallTreeText.displayName(layout.tree().name(layout.node(box))), box));
        for (int i = 0; i < buttons.size(); i++) buttons.get(i).setId("flameGraphCrumb" + i);
        breadcrumbs.getChildren().setAll(buttons);
        buttons.get(buttons.size() - 1).setDisable(true);
    }

    private Button crumb(String text, int box) {
        Button button = new Button(text.length() > 40 ? text.substring(0, 39) + "\u2026" : text);
        // A function's name, not a mnemonic: "gen_alpha_125" keeps its underscore.
        button.setMnemonicParsing(false);
        button.getStyleClass().add("flame-graph-crumb");
        button.setOnAction(e -> zoomToBox(box));
        return button;
    }

    private void showHover(int box) {
        FlameGraphLayout layout = graph.layoutProperty().get();
        if (layout == null || box < 0) {
            status.setText("");
            return;
        }
        status.setText(describe(layout, box));
    }

    /** "name — total 12.5 ms (40.0%), self 2 ms" in the thread's unit. */
    static String describe(FlameGraphLayout layout, int box) {
        CallTree tree = layout.tree();
        int node = layout.node(box);
        WeightType unit = tree.thread().weightType();
        double share = tree.totalSummary() == 0 ? 0 : Math.abs(tree.total(node)) / tree.totalSummary();
        return CallTreeText.displayName(tree.name(node)) + " \u2014 total " + value(tree.total(node), unit)
                + String.format(Locale.ROOT, " (%.1f%%)", share * 100) + ", self " + value(tree.self(node), unit);
    }

    static String value(double value, WeightType unit) {
        return switch (unit) {
            case TRACING_MS -> String.format(Locale.ROOT, "%,.1f ms", value);
            case SAMPLES -> String.format(Locale.ROOT, "%,.0f samples", value);
            case BYTES -> String.format(Locale.ROOT, "%,.0f bytes", value);
        };
    }

    public FlameGraphCanvas graph() { return graph; }
    /** The breadcrumb labels, "All" first. */
    public List<String> breadcrumbLabels() {
        return breadcrumbs.getChildren().stream().map(n -> ((Button) n).getText()).toList();
    }
    public String statusText() { return status.getText(); }
}
