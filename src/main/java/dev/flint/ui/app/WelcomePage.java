package dev.flint.ui.app;

import dev.flint.ui.common.Icons;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * What the window shows with no profile open: what Flint is and reads, a drop zone, the recent files
 * and the bundled sample, so a first start explains itself without the README.
 */
final class WelcomePage extends VBox {
    private final VBox recentList = new VBox(2);

    WelcomePage(Runnable chooseAndOpen, Runnable openSample, Consumer<List<Path>> openRecent) {
        setId("welcomePage");
        getStyleClass().add("welcome-page");
        setAlignment(Pos.CENTER);
        setSpacing(14);

        Label title = new Label("Flint");
        title.getStyleClass().add("welcome-title");
        Label what = new Label("A flame-chart viewer for CPU profiles and traces: see which functions the time "
                + "went to, on every thread,\nover time (flame chart) and in total (call tree).");
        what.getStyleClass().add("welcome-text");
        what.setWrapText(true);
        // Every format Flint reads (the README's table), not a few of them: a user looks here before trying a file.
        Label formats = new Label("Reads V8 / Node .cpuprofile and .heapprofile, V8 logs (--prof), Chrome and Edge "
                + "traces (JSON or Perfetto protobuf), Hermes traces, JS Self-Profiling, Firefox Profiler (raw and "
                + "processed), speedscope, folded stacks, perf script and perf.data, pprof, JDK Flight Recorder (.jfr), "
                + "OpenTelemetry profiles (OTLP), DTrace and macOS sample output.");
        formats.setId("welcomeFormats");
        formats.getStyleClass().add("welcome-muted");
        formats.setWrapText(true);

        Label dropText = new Label("Drop a profile here");
        dropText.getStyleClass().add("drop-zone-text");
        Button open = new Button("Open\u2026", Icons.of("mdi2f-folder-open-outline"));
        open.setId("welcomeOpen");
        open.setOnAction(e -> chooseAndOpen.run());
        Button sample = new Button("Try the sample profile", Icons.of("mdi2f-fire"));
        sample.setId("welcomeSample");
        sample.setOnAction(e -> openSample.run());
        HBox buttons = new HBox(10, open, sample);
        buttons.setAlignment(Pos.CENTER);
        VBox dropZone = new VBox(10, dropText, buttons);
        dropZone.setId("dropZone");
        dropZone.getStyleClass().add("drop-zone");
        dropZone.setAlignment(Pos.CENTER);
        dropZone.setMaxWidth(560);

        Label recentTitle = new Label("Recent files");
        recentTitle.getStyleClass().add("welcome-heading");
        recentList.setId("welcomeRecent");
        recentList.setAlignment(Pos.CENTER);
        VBox recent = new VBox(4, recentTitle, recentList);
        recent.setAlignment(Pos.CENTER);
        this.openRecent = openRecent;

        getChildren().addAll(title, what, formats, dropZone, recent);
        setFillWidth(false);
    }

    private final Consumer<List<Path>> openRecent;

    void showRecentFiles(List<Path> files) {
        recentList.getChildren().clear();
        for (Path file : files) {
            Hyperlink link = new Hyperlink(file.getFileName() + "  \u2014  " + file.getParent());
            link.setMnemonicParsing(false);
            link.setOnAction(e -> openRecent.accept(List.of(file)));
            recentList.getChildren().add(link);
        }
        if (files.isEmpty()) {
            Label none = new Label("None yet: files you open appear here.");
            none.getStyleClass().add("welcome-muted");
            recentList.getChildren().add(none);
        }
    }
}
