package dev.flint.ui.common;

import dev.flint.ui.session.SelectedCallNode;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;

/**
 * A right-click menu on a node of the session's tree, for a view that draws that tree without owning the menu
 * (the flame graph is handed the call tree's transform menu builder's menu of its own).
 */
public interface NodeMenu {
    /** Opens the menu at a screen point over {@code anchor}; its items act on {@code node}, whatever is selected meanwhile. */
    void showFor(SelectedCallNode node, Node anchor, double screenX, double screenY);

    ContextMenu menu();
}
