package dev.flint.ui.calltree;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.Implementation;
import dev.flint.ui.common.Icons;
import java.util.HashSet;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.controlsfx.control.SegmentedButton;
import org.controlsfx.control.textfield.TextFields;

/**
 * Search, inversion and the implementation filter above the call tree. Search marks every shown node
 * whose function, file or resource contains the text (case-insensitive) and selects the first; Enter
 * moves to the next match, expanding the way to it.
 */
final class CallTreeToolbar extends HBox {
    private final CallTreePanel panel;
    private final TextField search = TextFields.createClearableTextField();
    private final ToggleButton inverted = new ToggleButton("Inverted", Icons.of("mdi2s-swap-vertical"));
    private final ToggleButton all = new ToggleButton("All");
    private final ToggleButton js = new ToggleButton("JS");
    private final ToggleButton nativeOnly = new ToggleButton("Native");
    private final Label matchCount = new Label();
    private List<CallNodePath> matchPaths = List.of();
    private int matchCursor = -1;
    private final SearchService searcher = new SearchService();
    private final javafx.beans.property.ReadOnlyBooleanWrapper searching = new javafx.beans.property.ReadOnlyBooleanWrapper(this, "searching");
    /** Typing waits for a pause before searching: a search per keystroke is wasted on a large tree. */
    private final javafx.animation.PauseTransition debounce = new javafx.animation.PauseTransition(javafx.util.Duration.millis(150));
    /** The field's text is being set from the session (another thread's search), not typed. */
    private boolean textFromSession;

    CallTreeToolbar(CallTreePanel panel) {
        this.panel = panel;
        getStyleClass().add("call-tree-toolbar");
        setAlignment(Pos.CENTER_LEFT);
        setSpacing(8);
        search.setId("callTreeSearch");
        search.setPromptText("Search functions (Ctrl+F)");
        search.setPrefColumnCount(24);
        debounce.setOnFinished(e -> runSearch(search.getText(), true));
        search.textProperty().addListener((obs, old, text) -> {
            panel.session().setSearchText(text);
            if (textFromSession) return;
            searching.set(true);
            debounce.playFromStart();
        });
        // Another thread shown: its own search text, searched in its tree once built (no first match selected,
        // so the thread's selection stays as it was left).
        panel.session().searchTextProperty().addListener((obs, old, text) -> {
            if (text.equals(search.getText())) return;
            debounce.stop();
            textFromSession = true;
            try {
                search.setText(text);
            } finally {
                textFromSession = false;
            }
            refreshSearch();
        });
        search.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER && debounce.getStatus() == javafx.animation.Animation.Status.RUNNING) {
                debounce.stop();
                runSearch(search.getText(), true);
            } else if (e.getCode() == KeyCode.ENTER) {
                nextMatch();
            }
            else if (e.getCode() == KeyCode.ESCAPE) search.clear();
        });
        inverted.setId("invertedToggle");
        inverted.setTooltip(new Tooltip("Inverted (bottom-up) tree: who spends time, then who called them (Ctrl+I)"));
        inverted.setOnAction(e -> panel.session().setInverted(inverted.isSelected()));
        all.setUserData(Implementation.COMBINED);
        js.setUserData(Implementation.JS);
        nativeOnly.setUserData(Implementation.CPP);
        all.setId("implementationAll");
        js.setId("implementationJs");
        nativeOnly.setId("implementationNative");
        SegmentedButton implementation = new SegmentedButton(all, js, nativeOnly);
        implementation.setToggleGroup(new ToggleGroup());
        all.setSelected(true);
        implementation.getToggleGroup().selectedToggleProperty().addListener((obs, old, toggle) -> {
            if (toggle == null) {
                old.setSelected(true);
                return;
            }
            panel.session().setImplementation((Implementation) toggle.getUserData());
        });
        implementation.setTooltip(new Tooltip("Which frames the tree shows: all, JavaScript only, native only"));
        HBox.setHgrow(search, Priority.SOMETIMES);
        getChildren().addAll(search, matchCount, inverted, implementation);
        // Every open tab has a call tree: the keys act on the one that is shown (a scene accelerator holds
        // one action per key, so the last tab opened would take them all).
        KeyCombination find = KeyCombination.keyCombination("Shortcut+F");
        KeyCombination invert = KeyCombination.keyCombination("Shortcut+I");
        javafx.event.EventHandler<javafx.scene.input.KeyEvent> keys = e -> {
            if (!isShown(panel)) return;
            if (find.match(e)) search.requestFocus();
            else if (invert.match(e)) panel.session().setInverted(!inverted.isSelected());
            else return;
            e.consume();
        };
        // Moved with the panel: a closed tab's (or the start-up warm-up's) handler must not stay on the scene.
        panel.sceneProperty().addListener((obs, old, scene) -> {
            if (old != null) old.removeEventHandler(javafx.scene.input.KeyEvent.KEY_PRESSED, keys);
            if (scene != null) scene.addEventHandler(javafx.scene.input.KeyEvent.KEY_PRESSED, keys);
        });
    }

    private static boolean isShown(javafx.scene.Node node) {
        if (node.getScene() == null) return false;
        for (javafx.scene.Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) return false;
        }
        return true;
    }

    void syncInverted(boolean value) {
        inverted.setSelected(value);
    }

    void syncImplementation(Implementation value) {
        for (ToggleButton button : List.of(all, js, nativeOnly)) button.setSelected(button.getUserData() == value);
    }

    /** Re-runs the search on a rebuilt tree without moving the selection. */
    void refreshSearch() {
        debounce.stop();
        runSearch(search.getText(), false);
    }

    /** True while a search runs in the background. */
    javafx.beans.property.ReadOnlyBooleanProperty searchingProperty() {
        return searching.getReadOnlyProperty();
    }

    private void runSearch(String text, boolean selectFirst) {
        CallTree tree = panel.tree();
        searcher.cancel();
        if (tree == null || text == null || text.isBlank()) {
            matchPaths = List.of();
            matchCount.setText("");
            panel.setSearchMatches(new HashSet<>());
            searching.set(false);
            return;
        }
        searching.set(true);
        searcher.search(tree, text, selectFirst);
    }

    private void showSearch(CallTreeSearch result, boolean selectFirst) {
        searching.set(false);
        // Typed on or rebuilt since: a newer search is on its way.
        if (result.tree() != panel.tree() || !result.text().equals(search.getText())) return;
        matchPaths = result.paths();
        matchCursor = -1;
        int count = result.paths().size();
        matchCount.setText(count == 0 ? "no match" : count + (count == 1 ? " match" : " matches"));
        panel.setSearchMatches(result.nodes());
        if (selectFirst) nextMatch();
    }

    /** Runs one search at a time in the background; a newer one cancels the one in flight. */
    private final class SearchService extends javafx.concurrent.Service<CallTreeSearch> {
        private CallTree tree;
        private String text;
        private boolean selectFirst;

        void search(CallTree newTree, String newText, boolean select) {
            tree = newTree;
            text = newText;
            selectFirst = select;
            restart();
        }

        @Override
        protected javafx.concurrent.Task<CallTreeSearch> createTask() {
            CallTree searched = tree;
            String needle = text;
            boolean select = selectFirst;
            javafx.concurrent.Task<CallTreeSearch> task = new javafx.concurrent.Task<>() {
                @Override
                protected CallTreeSearch call() {
                    return CallTreeSearch.run(searched, needle, this::isCancelled);
                }
            };
            task.setOnSucceeded(e -> showSearch(task.getValue(), select));
            task.setOnFailed(e -> searching.set(false));
            return task;
        }
    }

    private void nextMatch() {
        if (matchPaths.isEmpty()) return;
        matchCursor = (matchCursor + 1) % matchPaths.size();
        panel.selectPath(matchPaths.get(matchCursor));
    }
}
