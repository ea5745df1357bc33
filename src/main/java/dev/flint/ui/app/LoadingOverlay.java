package dev.flint.ui.app;

import dev.flint.ui.common.Icons;
import javafx.concurrent.Worker;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** A card over the content while a load runs: what is being loaded, a progress bar and Cancel. */
final class LoadingOverlay extends StackPane {
    private final VBox card;
    /**
     * The card's drop shadow, cached, behind the card and of its size: on the card itself it was blurred again in
     * software at every frame the progress changed (a third of prism's renderer during a long load).
     */
    private final Region shadow = new Region();

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
        card = new VBox(10, what, bar, cancelButton);
        card.getStyleClass().add("loading-card");
        card.setAlignment(Pos.CENTER);
        card.setMaxSize(VBox.USE_PREF_SIZE, VBox.USE_PREF_SIZE);
        shadow.getStyleClass().add("loading-card-shadow");
        shadow.setManaged(false);
        shadow.setCache(true);
        shadow.setMouseTransparent(true);
        getChildren().addAll(shadow, card);
        visibleProperty().bind(worker.runningProperty());
        managedProperty().bind(worker.runningProperty());
    }

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        shadow.resizeRelocate(card.getLayoutX(), card.getLayoutY(), card.getWidth(), card.getHeight());
    }

    /** Tests: the card and its shadow. */
    Region card() {
        return card;
    }

    Region shadow() {
        return shadow;
    }
}
