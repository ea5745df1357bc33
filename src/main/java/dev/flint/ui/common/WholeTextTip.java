package dev.flint.ui.common;

import javafx.scene.control.Labeled;
import javafx.scene.control.Tooltip;

/**
 * A tooltip with a labeled's whole text, for texts a narrow column may cut ("…"): a function's name, a script's
 * path, a thread's figures. It follows the text (a reused cell's too) and is removed while there is none, so an
 * empty row shows no empty tooltip. One tooltip per labeled, made on first use.
 */
public final class WholeTextTip {
    private WholeTextTip() {}

    public static void install(Labeled labeled) {
        labeled.textProperty().addListener((obs, old, text) -> follow(labeled, text));
        follow(labeled, labeled.getText());
    }

    private static void follow(Labeled labeled, String text) {
        if (text == null || text.isEmpty()) {
            if (labeled.getTooltip() != null) labeled.setTooltip(null);
            return;
        }
        Tooltip tip = (Tooltip) labeled.getProperties().get(WholeTextTip.class);
        if (tip == null) {
            tip = new Tooltip();
            tip.setWrapText(true);
            tip.setMaxWidth(700);
            labeled.getProperties().put(WholeTextTip.class, tip);
        }
        tip.setText(text);
        if (labeled.getTooltip() != tip) labeled.setTooltip(tip);
    }
}
