package dev.flint.ui.insights;

import dev.flint.calltree.SampleRange;
import dev.flint.insights.Finding;
import dev.flint.insights.FindingsText;
import dev.flint.insights.FunctionRef;
import dev.flint.insights.Insights;
import dev.flint.model.Profile;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import dev.flint.ui.session.TabSession;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The findings of one tab's profile over its committed range, most impact first, one card each: the kind
 * and its impact, the finding's sentence, what it means and what to do, the functions with their places.
 * Findings are computed on the view's own thread whenever {@link #show} is given a new profile or range;
 * an answer for a profile or range that is no longer shown is dropped. A click (or Enter) on a card hands
 * the finding to {@link #setOnChoose}'s handler.
 */
public final class InsightsView extends BorderPane {
    private final ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "flint-insights");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicLong request = new AtomicLong();
    private final ObservableList<Finding> findings = FXCollections.observableArrayList();
    private final ListView<Finding> list = new ListView<>(findings);
    private final Label summary = new Label();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private Consumer<Finding> onChoose = finding -> { };
    private final TabSession session;
    private final javafx.beans.property.BooleanProperty active = new javafx.beans.property.SimpleBooleanProperty(this, "active");
    /** What the findings were computed from, compared with the session's profile and range: a memo, not state. */
    private Computed computed;

    /** A profile and range the findings were computed for. */
    private record Computed(Profile profile, double startMicros, double endMicros) {}

    /**
     * Findings of the session's profile (its first file: one file per tab is the rule) within its last committed
     * range, computed while the view is {@link #activeProperty active}.
     */
    public InsightsView(TabSession session) {
        this.session = session;
        active.addListener((obs, was, on) -> refresh());
        session.profileProperty().addListener((obs, old, loaded) -> refresh());
        session.ranges().committed().addListener((javafx.collections.ListChangeListener<dev.flint.viewmodel.TimeRange>) change -> refresh());
        setId("insightsView");
        getStyleClass().add("insights-view");
        summary.setId("insightsSummary");
        summary.setPadding(new Insets(4, 8, 4, 8));
        summary.setMaxWidth(Double.MAX_VALUE);
        list.setId("insightsList");
        list.setPlaceholder(new Label("No findings: nothing here crosses an insight's threshold."));
        list.setCellFactory(view -> new FindingCell());
        list.setOnMouseClicked(event -> {
            Finding chosen = list.getSelectionModel().getSelectedItem();
            if (chosen != null && event.getClickCount() >= 1) onChoose.accept(chosen);
        });
        list.setOnKeyPressed(event -> {
            Finding chosen = list.getSelectionModel().getSelectedItem();
            if (chosen != null && event.getCode() == KeyCode.ENTER) onChoose.accept(chosen);
        });
        setTop(summary);
        setCenter(list);
    }

    /** Whether the view is shown: findings are computed only then. */
    public javafx.beans.property.BooleanProperty activeProperty() { return active; }

    /** Looks at the session's profile within its last committed range; nothing is computed when neither changed. */
    private void refresh() {
        if (!active.get()) return;
        var loaded = session.profileProperty().get();
        Profile profile = loaded == null || loaded.profiles().isEmpty() ? null : loaded.profiles().get(0);
        var last = session.ranges().last();
        SampleRange range = last == null ? SampleRange.ALL : new SampleRange(last.startMicros(), last.endMicros());
        Computed wanted = new Computed(profile, range.startMicros(), range.endMicros());
        if (wanted.equals(computed)) return;
        computed = wanted;
        long ticket = request.incrementAndGet();
        findings.clear();
        if (profile == null) {
            summary.setText("");
            return;
        }
        busy.set(true);
        summary.setText("Looking for problems…");
        worker.execute(() -> {
            List<Finding> found;
            String failure = null;
            try {
                found = Insights.find(profile, null, range,
                        thread -> dev.flint.calltree.FuncLineHits.Ticks.of(thread, thread));
            } catch (RuntimeException e) {
                found = List.of();
                failure = e.getMessage();
            }
            List<Finding> result = found;
            String problem = failure;
            Platform.runLater(() -> {
                if (request.get() != ticket) return;
                busy.set(false);
                findings.setAll(result);
                summary.setText(problem != null ? "Insights failed: " + problem
                        : result.isEmpty() ? "No findings" + (range.isAll() ? "" : " in the selected range")
                        : result.size() + (result.size() == 1 ? " finding" : " findings")
                                + (range.isAll() ? "" : " in the selected range") + ", most impact first");
            });
        });
    }

    /** What a click or Enter on a finding does (the tab selects its thread, range and function). */
    public void setOnChoose(Consumer<Finding> handler) {
        onChoose = handler == null ? finding -> { } : handler;
    }

    public ObservableList<Finding> findings() { return findings; }
    public ListView<Finding> list() { return list; }
    public ReadOnlyBooleanProperty busyProperty() { return busy.getReadOnlyProperty(); }

    /** One finding as a card: title and impact, its sentence, the kind's explanation and advice, functions. */
    private static final class FindingCell extends ListCell<Finding> {
        @Override
        protected void updateItem(Finding finding, boolean empty) {
            super.updateItem(finding, empty);
            if (empty || finding == null) {
                setGraphic(null);
                setText(null);
                setTooltip(null);
                return;
            }
            Label title = new Label(finding.kind().title());
            title.getStyleClass().add("insight-title");
            title.setStyle("-fx-font-weight: bold;");
            Label thread = new Label(finding.threadName().isEmpty() ? finding.thread()
                    : finding.threadName() + " (" + finding.thread() + ")");
            thread.getStyleClass().add("insight-thread");
            thread.setMinWidth(Region.USE_PREF_SIZE);
            Region gap = new Region();
            HBox.setHgrow(gap, Priority.ALWAYS);
            Label impact = new Label(FindingsText.impact(finding));
            impact.getStyleClass().add("insight-impact");
            impact.setMinWidth(Region.USE_PREF_SIZE);
            HBox head = new HBox(8, title, thread, gap, impact);
            Label message = wrapped(finding.message());
            Label meaning = wrapped(finding.kind().explanation() + " " + finding.kind().advice());
            meaning.getStyleClass().add("insight-advice");
            meaning.setOpacity(0.75);
            VBox card = new VBox(2, head, message, meaning);
            for (FunctionRef function : finding.functions()) {
                String place = FindingsText.place(function);
                card.getChildren().add(wrapped("→ " + (function.name().isEmpty() ? "(anonymous)" : function.name())
                        + (place.isEmpty() ? "" : "  " + place)));
            }
            card.setPadding(new Insets(4, 4, 6, 4));
            card.setMaxWidth(Double.MAX_VALUE);
            // the card wraps to the list's width, never wider (a long URL would push the impact out of view)
            card.prefWidthProperty().bind(getListView().widthProperty().subtract(40));
            setText(null);
            setGraphic(card);
            setTooltip(new Tooltip(finding.message()));
        }

        private static Label wrapped(String text) {
            Label label = new Label(text);
            label.setWrapText(true);
            label.setMaxWidth(Double.MAX_VALUE);
            label.setMinHeight(Region.USE_PREF_SIZE);
            return label;
        }
    }
}
