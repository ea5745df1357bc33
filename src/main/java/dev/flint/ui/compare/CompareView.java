package dev.flint.ui.compare;

import dev.flint.calltree.Implementation;
import dev.flint.calltree.Transform;
import dev.flint.diff.Comparison;
import dev.flint.diff.DiffTree;
import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.model.Categories;
import dev.flint.model.ProfileThread;
import dev.flint.model.WeightType;
import dev.flint.ui.common.FlameGraphCanvas;
import dev.flint.ui.common.SourceMapService;
import dev.flint.ui.session.TabSession;
import dev.flint.viewmodel.LoadedThread;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The compare view over two loaded profiles, each side a {@link TabSession} ({@link CompareSide}): a thread
 * picked on each side, the transforms shared by both (breadcrumbs pop back), inversion, the implementation
 * filter and normalisation; the differential flame graph above the diff table, one selection between them.
 * The diff is made from the sides' threads as their sessions hold them now (source maps applied); the
 * transforms are pushed onto both aligned threads, where funcs mean the same on both sides, as {@code flint
 * diff --transform} pushes them. Every rebuild runs on {@link DiffService}; source maps run off the FX thread.
 */
public final class CompareView extends BorderPane {
    private final ComparedFiles files;
    private final DiffService service = new DiffService();
    private final ComboBox<LoadedThread> baseThread = new ComboBox<>();
    private final ComboBox<LoadedThread> compareThread = new ComboBox<>();
    private final CheckBox inverted = new CheckBox("Inverted");
    private final CheckBox normalize = new CheckBox("Normalize base to compare total");
    private final ChoiceBox<Implementation> implementation = new ChoiceBox<>();
    private final HBox breadcrumbs = new HBox();
    private final Label message = new Label();
    private final Label status = new Label();
    private final DiffTable table = new DiffTable();
    private final FlameGraphCanvas graph = new FlameGraphCanvas(true);
    private final CompareMenu menu;
    private final BooleanProperty busy = new SimpleBooleanProperty(this, "busy");
    private final Button swap = new Button("\u21c4 Swap");
    private Runnable onSwap;
    /** The comparison the latest request asked for, evaluated (once) by the task that needs it. */
    private Supplier<Comparison> requested;
    private DiffResult shown;
    private boolean diffRunning;
    /** Source maps and symbols for the two sides. */
    private final SideChanges sideChanges;
    /** The thread boxes are being refilled: their changes are not the user's. */
    private boolean refillingThreads;
    /** A line for the message bar once the next comparison is shown (a map's warning), else null. */
    private String notice;

    public CompareView(ComparedFiles files) {
        this.files = files;
        sideChanges = new SideChanges(files, new SideChanges.Listener() {
            @Override public int[] chosenThreads() { return CompareView.this.chosenThreads(); }
            @Override public void changed(int[] chosen, String warning) { sidesChanged(chosen, warning); }
            @Override public void failed(String text) { showMessage(text); }
        });
        sideChanges.runningProperty().addListener((obs, old, running) -> updateBusy());
        getStyleClass().add("compare-view");
        getStylesheets().add(CompareView.class.getResource("compare.css").toExternalForm());
        // The graph is drawn in the theme the app shows when the window opens.
        graph.flameStyleProperty().set(dev.flint.ui.common.Theme.current().flameStyle());

        setUpThreads(baseThread, "baseThread");
        setUpThreads(compareThread, "compareThread");
        showThreads(baseThread, files.base(), files.base().defaultThread());
        showThreads(compareThread, files.compare(), files.compare().defaultThread());
        inverted.setId("compareInverted");
        normalize.setId("compareNormalize");
        implementation.setId("compareImplementation");
        implementation.getItems().setAll(Implementation.values());
        implementation.setValue(Implementation.COMBINED);
        implementation.setConverter(new StringConverter<>() {
            @Override public String toString(Implementation value) {
                return value == null ? "" : switch (value) {
                    case COMBINED -> "All frames";
                    case JS -> "JavaScript";
                    case CPP -> "Native";
                };
            }
            @Override public Implementation fromString(String text) { return null; }
        });
        baseThread.valueProperty().addListener((obs, old, value) -> { if (!refillingThreads) compareThreads(); });
        compareThread.valueProperty().addListener((obs, old, value) -> { if (!refillingThreads) compareThreads(); });
        inverted.selectedProperty().addListener((obs, old, value) -> rebuild(requested));
        normalize.selectedProperty().addListener((obs, old, value) -> rebuild(requested));
        implementation.valueProperty().addListener((obs, old, value) -> rebuild(requested));

        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(18, 18);
        spinner.visibleProperty().bind(busy);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        swap.setId("compareViewSwap");
        swap.setMnemonicParsing(false);
        swap.setTooltip(new javafx.scene.control.Tooltip("Make the compare file the base and the base the compare file"));
        swap.setOnAction(e -> { if (onSwap != null) onSwap.run(); });
        HBox sides = new HBox(side("Base (before)", files.baseFile().getFileName().toString()), baseThread, swap,
                side("Compare (after)", files.compareFile().getFileName().toString()), compareThread, spacer, spinner);
        sides.getStyleClass().add("compare-bar");
        HBox options = new HBox(inverted, normalize, implementation);
        options.getStyleClass().add("compare-bar");
        breadcrumbs.setId("compareBreadcrumbs");
        breadcrumbs.getStyleClass().add("compare-bar");
        message.setId("compareMessage");
        message.getStyleClass().add("compare-message");
        message.setWrapText(true);
        message.managedProperty().bind(message.visibleProperty());
        message.setVisible(false);
        setTop(new VBox(sides, options, breadcrumbs, message));

        graph.setId("diffGraph");
        menu = new CompareMenu(table::tree, table::selectedNode, implementation::getValue, this::push);
        table.view().setContextMenu(menu.menu());
        table.setOnSelected(node -> graph.setSelectedBox(shown == null || node < 0 ? -1 : shown.layout().boxOf(node)));
        graph.setOnBoxClicked(box -> {
            if (shown == null) return;
            table.select(shown.layout().node(box));
            graph.setSelectedBox(box);
        });
        graph.setOnBoxMenu((box, event) -> {
            if (shown == null) return;
            table.select(shown.layout().node(box));
            graph.setSelectedBox(box);
            menu.menu().show(graph, event.getScreenX(), event.getScreenY());
        });
        SplitPane split = new SplitPane(graph, table.view());
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.45);
        setCenter(split);
        status.setId("compareStatus");
        status.getStyleClass().add("compare-bar");
        setBottom(status);

        service.setOnSucceeded(e -> show(service.getValue()));
        service.setOnFailed(e -> {
            diffRunning = false;
            updateBusy();
            // Later steps build on what is shown, not on the step that failed.
            if (shown != null) {
                Comparison last = shown.comparison();
                requested = () -> last;
            }
            Throwable failure = service.getException();
            showMessage(failure == null || failure.getMessage() == null ? "The comparison failed" : failure.getMessage());
        });
        service.setOnCancelled(e -> {
            diffRunning = false;
            updateBusy();
        });
        compareThreads();
    }

    private static Label side(String role, String file) {
        Label label = new Label(role + ": " + file);
        label.getStyleClass().add("compare-side");
        label.setMnemonicParsing(false);
        return label;
    }

    private static void setUpThreads(ComboBox<LoadedThread> box, String id) {
        box.setId(id);
        box.setConverter(new StringConverter<>() {
            @Override public String toString(LoadedThread loaded) {
                if (loaded == null) return "";
                ProfileThread thread = loaded.thread();
                String name = thread.name().isEmpty() ? "thread" : thread.name();
                return name + " (" + thread.key() + ", " + thread.samples().size() + " samples)";
            }
            @Override public LoadedThread fromString(String text) { return null; }
        });
    }

    /**
     * The side's threads with samples (all of them when none has any), thread {@code selected} of the side's
     * threads chosen; the user's change of thread is not fired.
     */
    private void showThreads(ComboBox<LoadedThread> box, CompareSide side, int selected) {
        List<LoadedThread> all = side.threads();
        List<LoadedThread> sampled = all.stream().filter(t -> t.thread().samples().size() > 0).toList();
        refillingThreads = true;
        try {
            box.getItems().setAll(sampled.isEmpty() ? all : sampled);
            LoadedThread chosen = selected >= 0 && selected < all.size() ? all.get(selected) : null;
            box.setValue(chosen != null && box.getItems().contains(chosen) ? chosen
                    : box.getItems().isEmpty() ? null : box.getItems().get(0));
        } finally {
            refillingThreads = false;
        }
    }

    /** A new comparison of the chosen threads as their sessions hold them now, with no transforms. */
    private void compareThreads() {
        LoadedThread base = baseThread.getValue();
        LoadedThread compare = compareThread.getValue();
        if (base == null || compare == null) {
            showMessage("One of the files has no thread to compare");
            return;
        }
        int baseCategory = defaultCategory(base.profile().categories());
        int compareCategory = defaultCategory(compare.profile().categories());
        ProfileThread baseNow = base.thread();
        ProfileThread compareNow = compare.thread();
        rebuild(once(() -> Comparison.of(baseNow, baseCategory, compareNow, compareCategory)));
    }

    /**
     * Maps both sides through the source maps under {@code paths} (files or folders) and those given before, as
     * {@code flint diff --source-maps} maps both files ({@link SideChanges}); then the chosen threads are compared
     * again (with no transforms: theirs named the functions before the maps).
     */
    public void loadSourceMaps(List<Path> paths) {
        sideChanges.loadSourceMaps(paths);
    }

    /** Symbolicates both sides with {@code symbolFiles}, as a tab's Load Symbols…; then as {@link #loadSourceMaps}. */
    public void loadSymbols(List<Path> symbolFiles) {
        sideChanges.loadSymbols(symbolFiles);
    }

    /** The sides' threads changed in their sessions: the same threads (by index) compared again. */
    private void sidesChanged(int[] chosen, String warning) {
        notice = warning;
        showThreads(baseThread, files.base(), chosen[0]);
        showThreads(compareThread, files.compare(), chosen[1]);
        compareThreads();
    }

    private int[] chosenThreads() {
        return new int[] {files.base().threads().indexOf(baseThread.getValue()),
                files.compare().threads().indexOf(compareThread.getValue())};
    }

    private void updateBusy() {
        busy.set(diffRunning || sideChanges.runningProperty().get());
    }

    private static int defaultCategory(Categories categories) {
        return categories == null || categories.size() == 0 ? -1 : categories.defaultCategory();
    }

    /** Pushes {@code transform} onto both sides. */
    public void push(Transform transform) {
        Supplier<Comparison> before = requested;
        if (before == null) return;
        rebuild(once(() -> before.get().push(transform)));
    }

    /** Back to the level with {@code count} transforms. */
    public void popTo(int count) {
        Supplier<Comparison> before = requested;
        if (before == null) return;
        rebuild(once(() -> before.get().popTo(count)));
    }

    private void rebuild(Supplier<Comparison> comparison) {
        if (comparison == null) return;
        requested = comparison;
        diffRunning = true;
        updateBusy();
        service.setRequest(new DiffService.Request(comparison, implementation.getValue(), inverted.isSelected(),
                normalize.isSelected()));
        service.restart();
    }

    /** A supplier that computes once, whichever task asks first, and then keeps its value (or failure). */
    private static Supplier<Comparison> once(Supplier<Comparison> compute) {
        return new Supplier<>() {
            private Comparison value;
            private RuntimeException failure;

            @Override
            public synchronized Comparison get() {
                if (value == null && failure == null) {
                    try {
                        value = compute.get();
                    } catch (RuntimeException e) {
                        failure = e;
                    }
                }
                if (failure != null) throw failure;
                return value;
            }
        };
    }

    private void show(DiffResult result) {
        diffRunning = false;
        updateBusy();
        shown = result;
        message.setVisible(false);
        if (notice != null) showMessage(notice);
        notice = null;
        WeightType unit = result.comparison().aligned().base().weightType();
        int selected = table.selectedNode();
        table.show(result.tree(), unit);
        graph.boxColorsProperty().set(null);
        graph.layoutProperty().set(result.layout());
        DiffColors colors = new DiffColors(result.tree());
        graph.boxColorsProperty().set((layout, box) -> colors.argb(layout.node(box)));
        int now = table.selectedNode();
        graph.setSelectedBox(now < 0 ? -1 : result.layout().boxOf(now));
        showBreadcrumbs(result.comparison());
        showStatus(result.tree(), unit);
        if (selected < 0 && now >= 0) graph.setSelectedBox(result.layout().boxOf(now));
    }

    private void showBreadcrumbs(Comparison comparison) {
        breadcrumbs.getChildren().clear();
        List<Transform> transforms = comparison.baseStack().transforms();
        Button complete = crumb("Complete tree", 0, transforms.isEmpty());
        complete.setId("crumb-0");
        breadcrumbs.getChildren().add(complete);
        ProfileThread names = comparison.aligned().base();
        for (int i = 0; i < transforms.size(); i++) {
            breadcrumbs.getChildren().add(new Label("\u203a"));
            Button crumb = crumb(TransformNames.of(transforms.get(i), names), i + 1, i == transforms.size() - 1);
            crumb.setId("crumb-" + (i + 1));
            breadcrumbs.getChildren().add(crumb);
        }
    }

    private Button crumb(String text, int level, boolean current) {
        Button button = new Button(text);
        button.getStyleClass().add("compare-crumb");
        button.setMnemonicParsing(false);
        button.setDisable(current);
        button.setOnAction(e -> popTo(level));
        return button;
    }

    private void showStatus(DiffTree tree, WeightType unit) {
        double base = tree.baseSum();
        double compare = tree.compareSum();
        String change = base == 0 ? "" : " (" + DiffValues.ratio((compare - base) / Math.abs(base)) + ")";
        String scaled = tree.baseScale() == 1 ? "" : String.format(java.util.Locale.ROOT,
                "   base scaled \u00d7%.3f to the compare total", tree.baseScale());
        status.setText("Base " + DiffValues.value(base, unit) + " " + DiffValues.unitName(unit)
                + "   Compare " + DiffValues.value(compare, unit) + " " + DiffValues.unitName(unit)
                + "   \u0394 " + DiffValues.delta(compare - base, unit) + change + scaled
                + "   \u2014 red: slower in the compare profile, blue: faster"
                + (sideChanges.appliedText().isEmpty() ? "" : "   \u00b7 " + sideChanges.appliedText()));
    }

    private void showMessage(String text) {
        message.setText(text);
        message.setVisible(true);
    }

    /**
     * What the maps each side found on its own did at load (the window's load applied them): the status says
     * how many frames they mapped, the message line their first warning.
     */
    void loadedWith(List<SourceMapService.Outcome> outcomes) {
        sideChanges.loadedWith(outcomes);
        String warning = null;
        for (SourceMapService.Outcome outcome : outcomes) {
            if (warning == null && !outcome.warnings().isEmpty()) warning = outcome.warnings().get(0);
        }
        if (shown != null) {
            showStatus(shown.tree(), shown.comparison().aligned().base().weightType());
            if (warning != null) showMessage(warning);
        } else {
            notice = warning;
        }
    }

    /** The sides are {@code other}'s, swapped: so are the maps and symbols applied to them. */
    void keepMapsTextOf(CompareView other) {
        sideChanges.keepAppliedTextOf(other.sideChanges);
    }

    /** What the Swap button does (the window rebuilds the view with the roles exchanged). */
    void setOnSwap(Runnable action) {
        onSwap = action;
    }

    /** Picks the thread on each side (threads of the two sides; null keeps the current one). */
    public void chooseThreads(LoadedThread base, LoadedThread compare) {
        if (base != null && baseThread.getItems().contains(base)) baseThread.setValue(base);
        if (compare != null && compareThread.getItems().contains(compare)) compareThread.setValue(compare);
    }

    // ***** Accessors (tests, the screenshot tool) *****

    public ComparedFiles files() { return files; }
    public BooleanProperty busyProperty() { return busy; }
    /** The shown result's tree, null before the first one. */
    public DiffTree tree() { return shown == null ? null : shown.tree(); }
    public FlameGraphLayout graphLayout() { return shown == null ? null : shown.layout(); }
    public Comparison comparison() { return shown == null ? null : shown.comparison(); }
    public javafx.scene.control.TreeTableView<Integer> table() { return table.view(); }
    public FlameGraphCanvas graph() { return graph; }
    public ComboBox<LoadedThread> baseThreadBox() { return baseThread; }
    public ComboBox<LoadedThread> compareThreadBox() { return compareThread; }
    public CheckBox invertedBox() { return inverted; }
    public CheckBox normalizeBox() { return normalize; }
    public String messageText() { return message.isVisible() ? message.getText() : ""; }
    public String statusText() { return status.getText(); }
    /** Selects the node's row and box, as a click would. */
    public void select(int node) {
        table.select(node);
        graph.setSelectedBox(shown == null || node < 0 ? -1 : shown.layout().boxOf(node));
    }
    public int selectedNode() { return table.selectedNode(); }
    public javafx.scene.control.ContextMenu transformMenu() { return table.view().getContextMenu(); }
}
