package dev.flint.ui.calltree;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.Implementation;
import dev.flint.model.ProfileThread;
import dev.flint.ui.Icons;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
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
    private static final int MAX_SEARCH_NODES = 200_000;

    private final CallTreePanel panel;
    private final TextField search = TextFields.createClearableTextField();
    private final ToggleButton inverted = new ToggleButton("Inverted", Icons.of("mdi2s-swap-vertical"));
    private final ToggleButton all = new ToggleButton("All");
    private final ToggleButton js = new ToggleButton("JS");
    private final ToggleButton nativeOnly = new ToggleButton("Native");
    private final Label matchCount = new Label();
    private List<CallNodePath> matchPaths = List.of();
    private int matchCursor = -1;

    CallTreeToolbar(CallTreePanel panel) {
        this.panel = panel;
        getStyleClass().add("call-tree-toolbar");
        setAlignment(Pos.CENTER_LEFT);
        setSpacing(8);
        search.setId("callTreeSearch");
        search.setPromptText("Search functions (Ctrl+F)");
        search.setPrefColumnCount(24);
        search.textProperty().addListener((obs, old, text) -> runSearch(text, true));
        search.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) nextMatch();
            else if (e.getCode() == KeyCode.ESCAPE) search.clear();
        });
        inverted.setId("invertedToggle");
        inverted.setTooltip(new Tooltip("Inverted (bottom-up) tree: who spends time, then who called them (Ctrl+I)"));
        inverted.setOnAction(e -> panel.setInverted(inverted.isSelected()));
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
            panel.setImplementation((Implementation) toggle.getUserData());
        });
        implementation.setTooltip(new Tooltip("Which frames the tree shows: all, JavaScript only, native only"));
        HBox.setHgrow(search, Priority.SOMETIMES);
        getChildren().addAll(search, matchCount, inverted, implementation);
        panel.sceneProperty().addListener((obs, old, scene) -> {
            if (scene == null) return;
            scene.getAccelerators().put(KeyCombination.keyCombination("Shortcut+F"), search::requestFocus);
            scene.getAccelerators().put(KeyCombination.keyCombination("Shortcut+I"), () -> panel.setInverted(!inverted.isSelected()));
        });
    }

    void syncInverted(boolean value) {
        inverted.setSelected(value);
    }

    void syncImplementation(Implementation value) {
        for (ToggleButton button : List.of(all, js, nativeOnly)) button.setSelected(button.getUserData() == value);
    }

    /** Re-runs the search on a rebuilt tree without moving the selection. */
    void refreshSearch() {
        runSearch(search.getText(), false);
    }

    private void runSearch(String text, boolean selectFirst) {
        CallTree tree = panel.tree();
        if (tree == null || text == null || text.isBlank()) {
            matchPaths = List.of();
            matchCount.setText("");
            panel.setSearchMatches(new HashSet<>());
            return;
        }
        String needle = text.trim().toLowerCase(Locale.ROOT);
        Set<Integer> matches = new HashSet<>();
        List<CallNodePath> paths = new ArrayList<>();
        ProfileThread thread = tree.thread();
        boolean[] funcMatches = new boolean[thread.funcs().size()];
        for (int func = 0; func < funcMatches.length; func++) funcMatches[func] = matches(thread, func, needle);
        // Depth-first over the shown tree, in display order, so "next" walks the rows top to bottom.
        int[] stack = new int[Math.max(16, tree.nodeCount())];
        int top = 0;
        int[] roots = tree.roots();
        for (int i = roots.length - 1; i >= 0; i--) stack[top++] = roots[i];
        int visited = 0;
        while (top > 0 && visited++ < MAX_SEARCH_NODES) {
            int node = stack[--top];
            if (funcMatches[tree.func(node)]) {
                matches.add(node);
                paths.add(tree.path(node));
            }
            int[] children = tree.children(node);
            if (top + children.length > stack.length) stack = java.util.Arrays.copyOf(stack, (top + children.length) * 2);
            for (int i = children.length - 1; i >= 0; i--) stack[top++] = children[i];
        }
        matchPaths = paths;
        matchCursor = -1;
        matchCount.setText(paths.isEmpty() ? "no match" : paths.size() + (paths.size() == 1 ? " match" : " matches"));
        panel.setSearchMatches(matches);
        if (selectFirst) nextMatch();
    }

    private static boolean matches(ProfileThread thread, int func, String needle) {
        if (thread.funcName(func).toLowerCase(Locale.ROOT).contains(needle)) return true;
        int fileName = thread.funcs().fileName(func);
        if (fileName >= 0 && thread.strings().get(fileName).toLowerCase(Locale.ROOT).contains(needle)) return true;
        int resource = thread.funcs().resource(func);
        return resource >= 0 && thread.strings().get(thread.resources().name(resource)).toLowerCase(Locale.ROOT).contains(needle);
    }

    private void nextMatch() {
        if (matchPaths.isEmpty()) return;
        matchCursor = (matchCursor + 1) % matchPaths.size();
        panel.selectPath(matchPaths.get(matchCursor));
    }
}
