package dev.flint.ui.app;

import dev.flint.calltree.CallNodePath;
import dev.flint.insights.Finding;
import dev.flint.insights.FindingPaths;
import dev.flint.insights.FunctionRef;
import dev.flint.insights.TimeSpan;
import dev.flint.ui.insights.InsightsView;
import dev.flint.ui.session.TabAction;
import dev.flint.ui.session.TreeAction;
import dev.flint.viewmodel.LoadedProfile;
import dev.flint.viewmodel.LoadedThread;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import javafx.beans.value.ObservableBooleanValue;

/**
 * The Insights view in a tab: it looks at the tab's profile within its last committed range while it is shown,
 * and choosing a finding selects its thread, shows its worst range in the chart, selects its function where
 * it costs most in the call tree (the details and line hits follow the selection) and, when the finding has a
 * source line, brings the Source tab forward.
 */
final class InsightsLink {
    private InsightsLink() {}

    static void install(ProfileView tab, InsightsView view, ObservableBooleanValue shown) {
        view.activeProperty().bind(shown);
        view.setOnChoose(finding -> choose(tab, finding));
    }

    private static void choose(ProfileView tab, Finding finding) {
        LoadedProfile loaded = tab.profileProperty().get();
        if (loaded == null) return;
        int index = -1;
        for (int t = 0; t < loaded.threads().size() && index < 0; t++) {
            LoadedThread thread = loaded.threads().get(t);
            if (thread.profile() == loaded.profiles().get(0) && thread.thread().key().equals(finding.thread())) index = t;
        }
        // Session actions, as the thread list, the chart and the tree make them: the views follow.
        if (index >= 0) tab.session().dispatch(new TabAction.ActivateThread(index));
        if (!finding.ranges().isEmpty()) {
            TimeSpan worst = finding.ranges().get(0);
            tab.session().dispatch(new TabAction.ShowWindow(worst.startMicros(), worst.endMicros()));
        }
        if (index < 0 || finding.functions().isEmpty()) return;
        LoadedThread thread = loaded.threads().get(index);
        FunctionRef function = finding.functions().get(0);
        CompletableFuture.supplyAsync(() -> FindingPaths.heaviest(thread.thread(), thread.profile().format(), function))
                .thenAccept(path -> Platform.runLater(() -> select(tab, thread, path, function)));
    }

    private static void select(ProfileView tab, LoadedThread thread, CallNodePath path, FunctionRef function) {
        if (path == null || tab.session().thread() != thread) return;
        tab.session().dispatch(new TreeAction.SelectLoadedPath(path));
        if (function.line() > 0 && function.url() != null) tab.showSource();
    }

}
