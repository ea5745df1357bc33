package dev.flint.ui.app;

import dev.flint.ui.common.Icons;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/** The one-line message over the content when a file could not be loaded; the profile below stays. */
final class MessageBanner extends HBox {
    private final Label message = new Label();

    MessageBanner() {
        setId("errorBanner");
        getStyleClass().add("message-banner");
        message.setId("errorMessage");
        message.setGraphic(Icons.of("mdi2a-alert-circle-outline"));
        message.setMaxWidth(Double.MAX_VALUE);
        message.setWrapText(true);
        HBox.setHgrow(message, Priority.ALWAYS);
        Button close = new Button(null, Icons.of("mdi2c-close"));
        close.getStyleClass().add("flat");
        close.setOnAction(e -> hideMessage());
        setAlignment(Pos.CENTER_LEFT);
        setSpacing(8);
        getChildren().addAll(message, close);
        hideMessage();
    }

    void showMessage(String text) {
        message.setText(text);
        setVisible(true);
        setManaged(true);
    }

    void hideMessage() {
        message.setText("");
        setVisible(false);
        setManaged(false);
    }

    String text() {
        return message.getText();
    }
}
