package dev.flint.ui.app;

import dev.flint.ui.common.WholeTextTip;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import javafx.stage.Window;

/**
 * The texts a user cannot read whole: every visible {@link Labeled} (labels, buttons, toggles, menu buttons,
 * tab headers, cells, and the labels of table column headers, which are Labeled too) whose skin draws less
 * than its text (JavaFX cut it and put in an ellipsis, or clipped it) and that offers no tooltip to read the
 * rest in (a {@link WholeTextTip} counts before its first hover has made the tooltip). The real-window tests read this list from the debug state and want it empty.
 */
final class ClippedTexts {
    /** Where {@link javafx.scene.control.Tooltip#install} keeps a node's tooltip (a control's setTooltip too). */
    private static final String TOOLTIP_KEY = "javafx.scene.control.Tooltip";

    /** A cut text: what it says, what is drawn of it, and which node ("Button#id") draws it. */
    record Clipped(String text, String shown, String node) {}

    private ClippedTexts() {}

    /** The cut texts in every showing window, in window order then scene order. */
    static List<Clipped> inShowingWindows() {
        List<Clipped> found = new ArrayList<>();
        for (Window window : new ArrayList<>(Window.getWindows())) {
            if (window.isShowing() && window.getScene() != null) collect(window.getScene().getRoot(), found);
        }
        return found;
    }

    /** The cut texts under {@code root}, skipping what is not visible (hidden tabs, collapsed panes, unused cells). */
    static List<Clipped> under(Node root) {
        List<Clipped> found = new ArrayList<>();
        collect(root, found);
        return found;
    }

    private static void collect(Node node, List<Clipped> found) {
        if (node == null || !node.isVisible() || node.getOpacity() == 0) return;
        if (node instanceof Labeled labeled) {
            Clipped clipped = clipped(labeled);
            if (clipped != null) found.add(clipped);
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) collect(child, found);
        }
    }

    /** The labeled's cut text, or null when it is drawn whole, has no text, or has a tooltip. */
    static Clipped clipped(Labeled labeled) {
        String text = labeled.getText();
        if (text == null || text.isEmpty() || hasTooltip(labeled)) return null;
        Text drawn = textNode(labeled);
        // No text node: no skin yet, or a label drawn only as its graphic (nothing is lost to read).
        if (drawn == null || !drawn.isVisible()) return null;
        String shown = drawn.getText() == null ? "" : drawn.getText();
        String whole = labeled.isMnemonicParsing() ? withoutMnemonic(text) : text;
        // Not "shorter": a three-dot ellipsis makes "Running time (..." as long as "Running time (ms)".
        if (shown.equals(whole)) return null;
        return new Clipped(text, shown, labeled.getClass().getSimpleName() + (labeled.getId() == null ? "" : "#" + labeled.getId()));
    }

    /**
     * The skin's own text node: a direct child that is not the graphic (an icon font's glyph is a Text too; a
     * graphic's labels are Labeled of their own).
     */
    private static Text textNode(Labeled labeled) {
        for (Node child : labeled.getChildrenUnmodifiable()) {
            if (child instanceof Text text && child != labeled.getGraphic()) return text;
        }
        return null;
    }

    /**
     * A tooltip on the labeled or on the skin nodes around it, up to its owning control: a tab header's tooltip
     * sits on the header, not on the label inside it.
     */
    private static boolean hasTooltip(Labeled labeled) {
        if (labeled.getTooltip() != null || WholeTextTip.offers(labeled)) return true;
        for (Node at = labeled; at != null; at = at.getParent()) {
            if (at.getProperties().get(TOOLTIP_KEY) != null) return true;
            if (at != labeled && at instanceof Control) break;
        }
        return false;
    }

    /** {@code text} as a mnemonic-parsing control draws it: the first lone underscore taken out. */
    private static String withoutMnemonic(String text) {
        int at = text.indexOf('_');
        while (at >= 0 && at + 1 < text.length() && text.charAt(at + 1) == '_') at = text.indexOf('_', at + 2);
        return at < 0 || at + 1 >= text.length() ? text : text.substring(0, at) + text.substring(at + 1);
    }
}
