package dev.flint.ui;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;

/** Puts the main window into a state worth a picture: a zoomed flame chart and a selected function. */
final class ScreenshotScene {
    private ScreenshotScene() {}

    static void arrange(MainWindow main, String functionName) {
        LoadedProfile loaded = main.profileProperty().get();
        double span = loaded.endMicros() - loaded.startMicros();
        main.flameChart().showRange(loaded.startMicros() + span * 0.30, loaded.startMicros() + span * 0.42);
        CallTree tree = main.callTree().tree();
        int best = -1;
        double bestSelf = -1;
        for (int node = 0; node < tree.nodeCount(); node++) {
            String name = tree.name(node);
            boolean candidate = functionName != null ? name.equals(functionName)
                    : !name.startsWith("(") && tree.self(node) > bestSelf;
            if (candidate && (functionName != null || tree.self(node) > bestSelf)) {
                best = node;
                bestSelf = tree.self(node);
                if (functionName != null) break;
            }
        }
        if (best >= 0) {
            CallNodePath path = tree.path(best);
            main.callTree().selectPath(path);
        }
    }
}
