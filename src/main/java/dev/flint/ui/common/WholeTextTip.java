package dev.flint.ui.common;

import javafx.scene.control.Labeled;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;

/**
 * A tooltip with a labeled's whole text, for texts a narrow column may cut ("…"): a function's name, a script's
 * path, a thread's figures. It follows the text (a reused cell's too) and is removed while there is none, so an
 * empty row shows no empty tooltip. One tooltip per labeled, made when the mouse first comes over it: a list's or a
 * table's cells are many and most are never hovered, and making and setting a tooltip for each new cell's first
 * text was a twelfth of the FX thread's time in the pulses that show a tab or jump a long list.
 */
public final class WholeTextTip {
    /** Marks a labeled this was installed on: its whole text is offered on hover although no tooltip is set yet. */
    private static final String OFFERED_KEY = "dev.flint.ui.common.WholeTextTip.offered";

    private WholeTextTip() {}

    public static void install(Labeled labeled) {
        labeled.getProperties().put(OFFERED_KEY, Boolean.TRUE);
        labeled.textProperty().addListener((obs, old, text) -> {
            if (labeled.getProperties().containsKey(WholeTextTip.class)) follow(labeled, text);
        });
        // Entered before the tooltip's own handlers are installed: it shows after the mouse rests, as any tooltip.
        labeled.addEventHandler(MouseEvent.MOUSE_ENTERED, event -> follow(labeled, labeled.getText()));
    }

    /**
     * Whether {@code labeled} shows its whole text when the mouse rests on it, made or not yet: the check for
     * texts cut off without a tooltip ({@code ui.app.ClippedTexts}) counts such a labeled as readable.
     */
    public static boolean offers(Labeled labeled) {
        return labeled.hasProperties() && labeled.getProperties().containsKey(OFFERED_KEY);
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
