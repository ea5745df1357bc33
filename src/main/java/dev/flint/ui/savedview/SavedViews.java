package dev.flint.ui.savedview;

import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformSpecs;
import dev.flint.calltree.TransformStack;
import dev.flint.model.Categories;
import dev.flint.model.Profile;
import dev.flint.ui.session.TabSession;
import dev.flint.ui.session.ViewState;
import dev.flint.viewmodel.LoadedProfile;
import dev.flint.viewmodel.LoadedThread;
import dev.flint.viewmodel.TimeRange;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * Remembers one tab's view of its file and offers it back. When the file was opened before with another view,
 * a bar asks "Restore your last view of this file?" without blocking anything; Restore brings back the
 * thread, implementation filter, inversion, transforms and range, Dismiss keeps the fresh view. From then on
 * (or as soon as the user changes the view while the bar is up) every settled view of the tab is written to
 * the store, off the FX thread; a view back to the default forgets the file. Transforms are kept as the
 * command line's {@code --transform SPEC} lines, named and resolved off the FX thread (it walks the samples).
 */
public final class SavedViews {
    /** File reads and writes, one at a time and in order. */
    private static final ExecutorService IO = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "saved-views");
        thread.setDaemon(true);
        return thread;
    });

    private final TabSession session;
    /** Shows a bar above the tab's views; null removes it. */
    private final java.util.function.Consumer<javafx.scene.Node> barHost;
    private final SavedViewStore store;
    private final int defaultThreadIndex;
    private String key;
    private boolean recording;
    private Shown lastWritten;
    private HBox bar;

    private SavedViews(TabSession session, java.util.function.Consumer<javafx.scene.Node> barHost, SavedViewStore store,
                       int defaultThreadIndex) {
        this.session = session;
        this.barHost = barHost;
        this.store = store;
        this.defaultThreadIndex = defaultThreadIndex;
    }

    /**
     * Starts remembering the view of {@code session}'s tab (a load of one file, its thread shown); the offer's
     * bar goes to {@code barHost}; settings live in {@code settingsDirectory}.
     */
    public static SavedViews attach(TabSession session, java.util.function.Consumer<javafx.scene.Node> barHost,
                                    LoadedProfile loaded, Path settingsDirectory) {
        if (loaded.files().size() != 1) return null;
        // By identity: a record's equals would compare the threads field by field (and its first call links
        // the record's equals at run time, milliseconds in the open's stretch of FX-thread work).
        // Read once outside the loop: it runs interpreted at a file's open, over a trace's 9,000 threads (2-3 ms with
        // the two reads in each pass).
        List<LoadedThread> threads = loaded.threads();
        LoadedThread shown = session.thread();
        int defaultThread = 0;
        for (int t = 0; t < threads.size(); t++) {
            if (threads.get(t) == shown) defaultThread = t;
        }
        SavedViews saved = new SavedViews(session, barHost, new SavedViewStore(settingsDirectory.resolve("views")),
                defaultThread);
        Path file = loaded.files().get(0);
        IO.execute(() -> {
            String key;
            SavedView remembered;
            List<Transform> transforms;
            try {
                key = SavedViewStore.keyOf(file);
                remembered = saved.store.load(key);
                transforms = remembered == null ? null : resolve(remembered, loaded);
            } catch (java.io.IOException | RuntimeException e) {
                return; // a file that cannot be read again is not remembered; nothing to tell the user
            }
            Platform.runLater(() -> saved.ready(key, remembered, transforms));
        });
        session.busyProperty().addListener((obs, wasBusy, busy) -> {
            if (!busy) saved.settled();
        });
        return saved;
    }

    /**
     * The remembered view's transforms resolved in its thread as loaded; null when the thread is not there
     * under the same pid:tid any more or a transform does not resolve (then nothing is offered).
     */
    private static List<Transform> resolve(SavedView remembered, LoadedProfile loaded) {
        List<LoadedThread> threads = loaded.threads();
        if (remembered.threadIndex() >= threads.size()) return null;
        LoadedThread thread = threads.get(remembered.threadIndex());
        if (!thread.thread().key().equals(remembered.threadKey())) return null;
        Profile profile = thread.profile();
        Categories categories = profile == null ? null : profile.categories();
        int defaultCategory = categories == null || categories.size() == 0 ? -1 : categories.defaultCategory();
        try {
            return remembered.resolve(thread.thread(), defaultCategory, categories);
        } catch (IllegalArgumentException e) {
            return null; // damaged or foreign lines: the fresh view stays
        }
    }

    private void ready(String fileKey, SavedView remembered, List<Transform> transforms) {
        key = fileKey;
        if (remembered == null || remembered.isDefault(defaultThreadIndex) || transforms == null) {
            recording = true;
            settled();
            return;
        }
        lastWritten = new Shown(remembered.threadIndex(), remembered.threadKey(), transforms,
                remembered.rangeStartMicros(), remembered.rangeEndMicros(), remembered.inverted(),
                remembered.implementation());
        showBar(remembered, transforms);
    }

    /**
     * A view as the tab shows it, by value: what is compared to tell a change. Its transforms are named as
     * SPEC lines only when it is written, off the FX thread.
     */
    private record Shown(int threadIndex, String threadKey, List<Transform> transforms, double rangeStartMicros,
                         double rangeEndMicros, boolean inverted, Implementation implementation) {
        boolean isDefault(int defaultThreadIndex) {
            return threadIndex == defaultThreadIndex && transforms.isEmpty() && Double.isNaN(rangeStartMicros)
                    && !inverted && implementation == Implementation.COMBINED;
        }

        /** The view to store, its transforms named in the threads {@code stack} shows (profile-sized work). */
        SavedView named(TransformStack stack, Categories categories) {
            return new SavedView(threadIndex, threadKey, TransformSpecs.format(stack, categories), "",
                    rangeStartMicros, rangeEndMicros, inverted, implementation);
        }

        /**
         * The record's equals written out: the generated one is linked through method handles on its first call, and
         * that first call is in the pulse that shows a file's tab (5-9 ms of it on the 4.2 GB trace).
         */
        @Override
        public boolean equals(Object other) {
            if (this == other) return true;
            return other instanceof Shown that && threadIndex == that.threadIndex && inverted == that.inverted
                    && Double.compare(rangeStartMicros, that.rangeStartMicros) == 0
                    && Double.compare(rangeEndMicros, that.rangeEndMicros) == 0
                    && implementation == that.implementation && java.util.Objects.equals(threadKey, that.threadKey)
                    && java.util.Objects.equals(transforms, that.transforms);
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(threadIndex, threadKey, transforms, rangeStartMicros, rangeEndMicros, inverted,
                    implementation);
        }
    }

    /** The view as the call tree shows it now; null while nothing is shown. */
    private Shown current(ViewState view) {
        LoadedProfile loaded = session.profileProperty().get();
        if (loaded == null || view == null) return null;
        int thread = loaded.threads().indexOf(view.thread());
        if (thread < 0) return null;
        CallTreeOptions options = view.options();
        boolean ranged = !options.range().isAll();
        return new Shown(thread, view.thread().thread().key(), view.transforms().transforms(),
                ranged ? options.range().startMicros() : Double.NaN, ranged ? options.range().endMicros() : Double.NaN,
                options.inverted(), options.implementation());
    }

    private void settled() {
        if (key == null) return;
        ViewState view = session.view();
        Shown now = current(view);
        if (now == null) return;
        if (!recording) {
            if (now.isDefault(defaultThreadIndex)) return;
            // The user went on working instead of answering: the offer lapses, their view is the one to keep.
            hideBar();
            recording = true;
        }
        if (now.equals(lastWritten)) return;
        lastWritten = now;
        String fileKey = key;
        boolean forget = now.isDefault(defaultThreadIndex);
        TransformStack stack = view.transforms();
        Profile profile = view.thread().profile();
        Categories categories = profile == null ? null : profile.categories();
        IO.execute(() -> {
            try {
                if (forget) store.forget(fileKey);
                else store.save(fileKey, now.named(stack, categories));
            } catch (java.io.IOException e) {
                // The settings directory is not writable: the view is just not remembered.
            }
        });
    }

    private void showBar(SavedView remembered, List<Transform> transforms) {
        Label question = new Label("Restore your last view of this file? (" + describe(remembered) + ")");
        question.setId("restoreQuestion");
        Button restore = new Button("Restore");
        restore.setId("restoreView");
        restore.setOnAction(e -> restore(remembered, transforms));
        Button dismiss = new Button("Dismiss");
        dismiss.setId("dismissRestore");
        dismiss.setOnAction(e -> {
            hideBar();
            recording = true;
            settled();
        });
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        bar = new HBox(8, question, gap, restore, dismiss);
        bar.setId("restoreBar");
        bar.getStyleClass().add("restore-bar");
        bar.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        bar.setPadding(new javafx.geometry.Insets(4, 8, 4, 8));
        bar.setStyle("-fx-background-color: -color-accent-emphasis; -fx-background-insets: 0; -fx-opacity: 0.95;"
                + " -fx-text-fill: white;");
        question.setStyle("-fx-text-fill: white;");
        barHost.accept(bar);
    }

    private void hideBar() {
        if (bar != null) barHost.accept(null);
        bar = null;
    }

    /** "thread ‘Main’, 2 transforms, a range, inverted". */
    private String describe(SavedView remembered) {
        StringBuilder text = new StringBuilder("thread \u2018"
                + session.profileProperty().get().threads().get(remembered.threadIndex()).label() + "\u2019");
        int transforms = remembered.transformCount();
        if (transforms > 0) text.append(transforms == 1 ? ", 1 transform" : ", " + transforms + " transforms");
        if (remembered.hasRange()) text.append(", a range");
        if (remembered.inverted()) text.append(", inverted");
        if (remembered.implementation() != dev.flint.calltree.Implementation.COMBINED) {
            text.append(", ").append(remembered.implementation().key()).append(" only");
        }
        return text.toString();
    }

    /**
     * Brings the remembered view back, its transforms as resolved when the file was read; every step goes
     * through the call tree's queue, in order.
     */
    void restore(SavedView remembered, List<Transform> transforms) {
        hideBar();
        recording = true;
        session.activateThread(remembered.threadIndex());
        session.setImplementation(remembered.implementation());
        session.setInverted(remembered.inverted());
        for (Transform transform : transforms) session.pushTransform(transform);
        if (remembered.hasRange()) {
            session.ranges().previewProperty().set(new TimeRange(remembered.rangeStartMicros(), remembered.rangeEndMicros()));
        }
    }

    /** Whether the offer is showing (for tests). */
    public boolean offering() {
        return bar != null;
    }
}
