package dev.flint.ui.source;

import dev.flint.ui.common.Units;
import java.util.Locale;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.HBox;

/**
 * One source line: self and total in the gutter (blank without hits), the line number and the text,
 * the row shaded by heat: the line's self over the function's hottest self (its total when it has no self).
 */
final class SourceLineCell extends ListCell<SourceListing.Line> {
    private final SourceView view;
    private final Label self = gutter(72);
    private final Label total = gutter(72);
    private final Label number = gutter(48);
    private final Label text = new Label();
    private final HBox row = new HBox(8, self, total, number, text);

    SourceLineCell(SourceView view) {
        this.view = view;
        text.getStyleClass().add("source-text");
        text.setStyle("-fx-font-family: monospace;");
        row.setAlignment(Pos.CENTER_LEFT);
        setText(null);
    }

    private static Label gutter(double width) {
        Label label = new Label();
        label.setMinWidth(width);
        label.setPrefWidth(width);
        label.setAlignment(Pos.CENTER_RIGHT);
        label.setStyle("-fx-font-family: monospace;");
        return label;
    }

    @Override
    protected void updateItem(SourceListing.Line line, boolean empty) {
        super.updateItem(line, empty);
        if (empty || line == null) {
            setGraphic(null);
            setStyle("");
            return;
        }
        self.setText(line.self() == 0 ? "" : Units.format(line.self(), view.unit()));
        total.setText(line.total() == 0 ? "" : Units.format(line.total(), view.unit()));
        number.setText(Integer.toString(line.number()));
        text.setText(line.text());
        setGraphic(row);
        double heat = heat(line, view.shown());
        setStyle(heat <= 0 ? "" : String.format(Locale.ROOT, "-fx-background-color: rgba(255, 120, 0, %.3f);",
                0.12 + 0.5 * heat));
    }

    /** 0..1: how hot the line is within its function. */
    static double heat(SourceListing.Line line, SourceListing listing) {
        if (listing.maxSelf() > 0) return line.self() / listing.maxSelf();
        return listing.maxTotal() > 0 ? line.total() / listing.maxTotal() : 0;
    }
}
