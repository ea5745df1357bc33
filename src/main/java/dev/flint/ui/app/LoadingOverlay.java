package dev.flint.ui.app;

import dev.flint.ui.common.Icons;
import javafx.concurrent.Worker;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** A card over the content while a load runs: what is being loaded, a progress bar and Cancel. */
final class LoadingOverlay extends StackPane {
    LoadingOverlay(Worker<?> worker, Runnable cancel) {
        setId("loadingOverlay");
        getStyleClass().add("loading-overlay");
        Label what = new Label();
        what.textProperty().bind(worker.messageProperty());
        ProgressBar bar = new ProgressBar();
        bar.setId("loadProgress");
        bar.setPrefWidth(320);
        bar.progressProperty().bind(worker.progressProperty());
        Button cancelButton = new Button("Cancel", Icons.of("mdi2c-close-circle-outline"));
        cancelButton.setId("cancelLoad");
        cancelButton.setOnAction(e -> cancel.run());
        VBox card = new VBox(10, what, bar, cancelButton);
        card.getStyleClass().add("loading-card");
        card.setAlignment(Pos.CENTER);
        card.setMaxSize(VBox.USE_PREF_SIZE, VBox.USE_PREF_SIZE);
        getChildren().add(card);
        visibleProperty().bind(worker.runningProperty());
        managedProperty().bind(worker.runningProperty());
    }
}
