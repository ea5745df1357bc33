package dev.flint.ui.app;

import dev.flint.model.LoadWarning;
import dev.flint.model.Profile;
import dev.flint.ui.common.Icons;
import dev.flint.viewmodel.LoadedProfile;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * The yellow banner that says what a load repaired or dropped (samples on unknown nodes, clamped times,
 * ...): the CLI's warning lines ({@code FILE: WHERE: WHAT (N samples affected)}, at most five per file
 * and then {@code FILE: and K more}), for the selected tab's files, until the user dismisses it there.
 */
final class WarningBanner extends HBox {
    static final int SHOWN_PER_FILE = 5;

    private final Label message = new Label();
    private Runnable onDismissed = () -> {};

    WarningBanner() {
        setId("warningBanner");
        getStyleClass().add("warning-banner");
        message.setId("warningMessage");
        message.setGraphic(Icons.of("mdi2a-alert-outline"));
        message.setMaxWidth(Double.MAX_VALUE);
        message.setWrapText(true);
        HBox.setHgrow(message, Priority.ALWAYS);
        Button close = new Button(null, Icons.of("mdi2c-close"));
        close.setId("warningClose");
        close.getStyleClass().add("flat");
        close.setOnAction(e -> {
            hideWarnings();
            onDismissed.run();
        });
        setAlignment(Pos.TOP_LEFT);
        setSpacing(8);
        getChildren().addAll(message, close);
        hideWarnings();
    }

    /** Shows the warnings of a new load, or hides the banner when it has none. */
    void showWarnings(LoadedProfile loaded) {
        List<String> lines = lines(loaded);
        if (lines.isEmpty()) {
            hideWarnings();
            return;
        }
        message.setText(String.join("\n", lines));
        setVisible(true);
        setManaged(true);
    }

    /** Called when the user closes the banner (the window remembers it for the shown tab). */
    void setOnDismissed(Runnable action) {
        onDismissed = action;
    }

    void hideWarnings() {
        message.setText("");
        setVisible(false);
        setManaged(false);
    }

    String text() {
        return message.getText();
    }

    /** The lines for every file of a load, in file order. */
    static List<String> lines(LoadedProfile loaded) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < loaded.profiles().size() && i < loaded.files().size(); i++) {
            lines.addAll(lines(loaded.files().get(i).toString(), loaded.profiles().get(i)));
        }
        return lines;
    }

    /**
     * Every warning of every file of a load, as the CLI prints them, the normal shape of a recording included (a
     * trace cut inside slices): the tab's warnings list, reached from the status bar.
     */
    static List<String> allLines(LoadedProfile loaded) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < loaded.profiles().size() && i < loaded.files().size(); i++) {
            String file = loaded.files().get(i).toString();
            for (LoadWarning warning : loaded.profiles().get(i).warnings()) lines.add(file + ": " + warning.describe());
        }
        return lines;
    }

    static List<String> lines(String file, Profile profile) {
        // How every normal recording looks (a trace cut inside slices, flows Flint does not draw) is no banner.
        List<LoadWarning> warnings = profile.warnings().stream().filter(w -> !w.recordingShape()).toList();
        List<String> lines = new ArrayList<>();
        int shown = Math.min(SHOWN_PER_FILE, warnings.size());
        for (int i = 0; i < shown; i++) lines.add(file + ": " + warnings.get(i).describe());
        if (warnings.size() > shown) lines.add(file + ": and " + (warnings.size() - shown) + " more");
        return lines;
    }
}
