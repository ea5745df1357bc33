package dev.flint.ui.app;

import dev.flint.viewmodel.LoadedProfile;
import java.util.Locale;
import javafx.concurrent.Worker;
import org.controlsfx.control.StatusBar;

/** The status bar: what is loaded (file, format, threads, samples, load time), and load progress. */
final class StatusLine extends StatusBar {
    StatusLine() {
        setId("statusBar");
        setText("No profile loaded");
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
