package dev.flint.ui.app;

import dev.flint.ui.common.PulseDelay;
import dev.flint.ui.session.TabSession;
import dev.flint.viewmodel.ThreadEntry;
import dev.flint.ui.threads.ThreadListPane;
import dev.flint.viewmodel.LoadedProfile;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Pane;

/**
 * Pays the first-use costs of a profile tab at start-up instead of when the user's file arrives: the first
 * tab ever built loads the classes of the split panes, tree table, cells and skins, parses their CSS and
 * runs cold code, which stalled the FX thread for about half a second on the first open. Here the bundled
 * sample loads in the background and a throwaway tab shows it hidden in the window, in small steps (one per pulse)
 * so no single step holds the FX thread for long. Nothing of it is kept.
 */
final class Warmup {
    /** Rows of the throwaway thread list, and how many jumps across them (one per pulse). */
    private static final int THREAD_ROWS = 400;
    private static final int THREAD_JUMPS = 12;
    private final MainWindow window;
    private final ProfileLoadService loader = new ProfileLoadService();
    private final ReadOnlyBooleanWrapper done = new ReadOnlyBooleanWrapper(this, "done");
    private ProfileView view;
    private Pane host;
    private TabPane headers;
    /**
     * A thread list over made-up threads: the sample has one thread, so its tab shows none, and the first file with
     * threads styled and laid out the list's first cells, and ran their cold code, at its open (most of a 640 ms
     * pulse on the 4 GB trace), then again at each jump of the list (60-110 ms each, 4-8 ms once warm).
     */
    private ThreadListPane threads;
    private int threadJumps;

    private Warmup(MainWindow window) {
        this.window = window;
    }

    /** Starts warming up; {@link #doneProperty()} turns true when it is over (or could not run). */
    static Warmup start(MainWindow window) {
        Warmup warmup = new Warmup(window);
        try {
            warmup.loader.setFiles(List.of(SampleProfile.extract()));
        } catch (IOException e) {
            warmup.done.set(true);
            return warmup;
        }
        warmup.loader.setOnSucceeded(e -> warmup.buildView(warmup.loader.getValue().get(0)));
        warmup.loader.setOnFailed(e -> warmup.done.set(true));
        warmup.loader.start();
        return warmup;
    }

    ReadOnlyBooleanProperty doneProperty() {
        return done.getReadOnlyProperty();
    }

    private void buildView(LoadedProfile sample) {
        view = new ProfileView(0.55, 0.7);
        Platform.runLater(() -> {
            // In the window's own scene, hidden and unmanaged: JavaFX keeps its CSS caches (matched style
            // maps, computed values) per scene root, so a throwaway scene warmed caches that the real tab
            // never used and its first pulse still paid for all of its CSS.
            host = (Pane) window.stage().getScene().getRoot();
            view.setManaged(false);
            view.setVisible(false);
            view.setMouseTransparent(true);
            host.getChildren().add(view);
            view.resize(1200, 800);
            view.show(sample);
            view.attachLowerHalf();
            // The flame graph and sandwich join a tab when first shown: show them once so they are warm too.
            view.showTreeView(1);
            view.showTreeView(2);
            view.showTreeView(0);
            // A tab's header (its skin, label, close button and tooltip) is new to the first real file too.
            Tab tab = new Tab(sample.title());
            tab.setTooltip(new Tooltip(sample.title()));
            headers = new TabPane(tab);
            headers.getStyleClass().add(MainWindow.TAB_STYLE_CLASS);
            headers.setManaged(false);
            headers.setVisible(false);
            host.getChildren().add(headers);
            threads = new ThreadListPane(new TabSession(Platform::runLater));
            threads.setManaged(false);
            threads.setVisible(false);
            threads.setMouseTransparent(true);
            host.getChildren().add(threads);
            threads.resize(270, 800);
            threads.setCurveColors(dev.flint.ui.flamechart.OverviewStrip::threadColor);
            threads.setEntries(madeUpThreads());
            headers.applyCss();
            view.applyCss();
            Platform.runLater(this::layOut);
        });
    }

    /**
     * A record's equals is linked at run time on its first call (method handles spun on the FX thread, 5-10 ms
     * for the first of them). Property change listeners call it to compare a new value with the old one, and
     * this tab never has an old one: the first real file's tree was where the view state's thread was compared
     * first (an open's longest stretch between two frames). Linked here, on the tab's own values.
     */
    private void linkRecordEquals() {
        // A selected row gives the selection and the details records (the first search or click compared them).
        if (view.callTree().table().getExpandedItemCount() > 0) view.callTree().table().getSelectionModel().select(0);
        var session = view.session();
        var thread = session.view() == null ? null : session.view().thread();
        Object[] records = {session.view(), thread, thread == null ? null : thread.profile(),
                thread == null ? null : thread.thread(), session.selectedProperty().get(),
                view.details().detailsProperty().get()};
        for (Object record : records) {
            if (record != null && record.getClass().isRecord()) record.equals(record);
        }
    }

    private void layOut() {
        view.layout();
        // The call tree is built in the background: its rows (the cells) come once it is shown.
        if (view.callTree().busyProperty().get() || view.callTree().tree() == null) {
            view.callTree().busyProperty().addListener((obs, was, busy) -> {
                if (!busy && !done.get()) Platform.runLater(this::finish);
            });
        } else {
            Platform.runLater(this::finish);
        }
    }

    /** Threads as a trace's look in the list: sampled ones with a colour, others with events, names that repeat. */
    private static List<ThreadEntry> madeUpThreads() {
        List<ThreadEntry> entries = new ArrayList<>();
        for (int t = 0; t < THREAD_ROWS; t++) {
            boolean sampled = t % 4 == 0;
            entries.add(new ThreadEntry(t, "ThreadPoolForegroundWorker  \u00b7  Renderer", (1000 + t) + ":" + t, true,
                    sampled ? 1000 : 0, 100, sampled ? 0.01 : 0, sampled ? t : -1));
        }
        return entries;
    }

    /** One jump across the made-up thread list per pulse (its cells take new rows, as a user's scroll does). */
    private boolean jumpThreadList() {
        if (threadJumps > THREAD_JUMPS) return false;
        int rows = threads.listView().getItems().size();
        threads.listView().scrollTo((int) ((long) Math.max(0, rows - 1) * threadJumps / THREAD_JUMPS));
        threads.applyCss();
        threads.layout();
        threadJumps++;
        return true;
    }

    private void finish() {
        if (done.get()) return;
        if (jumpThreadList()) {
            PulseDelay.run(1, this::finish);
            return;
        }
        view.applyCss();
        view.layout();
        view.flameChart().redrawNow();
        linkRecordEquals();
        headers.applyCss();
        // The tab headers keep this height while no tab is open, so the views have the same height with and
        // without tabs (a spare view laid out without the headers was laid out again by the first open).
        window.setTabHeaderHeight(headers.prefHeight(-1));
        host.getChildren().removeAll(view, headers, threads);
        headers = null;
        threads = null;
        view = null;
        host = null;
        done.set(true);
    }
}
