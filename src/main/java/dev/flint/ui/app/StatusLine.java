package dev.flint.ui.app;

import dev.flint.ui.common.Icons;
import dev.flint.viewmodel.LoadedProfile;
import java.util.Locale;
import javafx.concurrent.Worker;
import javafx.scene.control.Hyperlink;
import org.controlsfx.control.StatusBar;

/**
 * The status bar: what is loaded (file, format, threads, samples, load time), load progress, and at its right
 * end how many warnings the shown tab's load gave, a link to their list (every one is reachable there, also
 * those the banner leaves out as the normal shape of a recording).
 */
final class StatusLine extends StatusBar {
    private final Hyperlink warnings = new Hyperlink();

    StatusLine() {
        setId("statusBar");
        setText("No profile loaded");
        warnings.setId("warningsLink");
        warnings.setGraphic(Icons.of("mdi2a-alert-outline"));
        warnings.setFocusTraversable(false);
        showWarningCount(0, () -> {});
        getRightItems().add(warnings);
    }

    /** "N warnings", opening their list; nothing when there are none. */
    void showWarningCount(int count, Runnable showList) {
        warnings.setText(count == 1 ? "1 warning" : String.format(Locale.ROOT, "%,d warnings", count));
        warnings.setOnAction(e -> {
            warnings.setVisited(false);
            showList.run();
        });
        warnings.setVisible(count > 0);
        warnings.setManaged(count > 0);
    }

    String warningCountText() {
        return warnings.isVisible() ? warnings.getText() : "";
    }

    void bindProgress(Worker<?> worker) {
        worker.runningProperty().addListener((obs, old, running) -> {
            if (running) {
                progressProperty().bind(worker.progressProperty());
            } else {
                progressProperty().unbind();
                setProgress(0);
            }
        });
        worker.messageProperty().addListener((obs, old, message) -> {
            if (worker.isRunning() && message != null && !message.isEmpty()) setText(message);
        });
    }

    void showProfile(LoadedProfile loaded) {
        setText(String.format(Locale.ROOT, "%s  \u00b7  %s  \u00b7  %d thread%s  \u00b7  %,d samples  \u00b7  loaded in %,d ms",
                loaded.title(), loaded.formats(), loaded.threads().size(), loaded.threads().size() == 1 ? "" : "s",
                loaded.totalSamples(), loaded.loadMillis()));
    }

    void showText(String text) {
        setText(text);
    }
}
