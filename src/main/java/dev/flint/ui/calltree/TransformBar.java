package dev.flint.ui.calltree;

import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformStack;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.TreeItem;
import org.controlsfx.control.BreadCrumbBar.BreadCrumbButton;
import org.controlsfx.control.BreadCrumbBar;

/**
 * The transform stack as breadcrumbs: "Complete 'thread'" then one crumb per transform. Clicking a crumb
 * pops every transform after it.
 */
final class TransformBar extends BreadCrumbBar<TransformBar.Crumb> {
    /** A crumb: how many transforms stay when it is clicked, and its label. */
    record Crumb(int keep, String label) {
        @Override
        public String toString() {
            return label;
        }
    }

    private final CallTreePanel panel;

    TransformBar(CallTreePanel panel) {
        this.panel = panel;
        setId("transformBar");
        getStyleClass().add("transform-bar");
        setAutoNavigationEnabled(false);
        // Crumbs name functions and threads: an underscore in "gen_alpha_125" is text, not a mnemonic.
        setCrumbFactory(item -> {
            BreadCrumbButton button = new BreadCrumbButton(item.getValue() == null ? "" : item.getValue().toString());
            button.setMnemonicParsing(false);
            return button;
        });
        setOnCrumbAction(event -> {
            Crumb crumb = event.getSelectedCrumb().getValue();
            panel.session().popTransformsTo(crumb.keep());
        });
    }

    void refresh() {
        TransformStack state = panel.transforms();
        if (state == null || panel.thread() == null) {
            setSelectedCrumb(null);
            return;
        }
        Crumb[] crumbs = new Crumb[state.size() + 1];
        crumbs[0] = new Crumb(0, "Complete \u2018" + panel.thread().label() + "\u2019");
        List<Transform> transforms = state.transforms();
        for (int i = 0; i < transforms.size(); i++) {
            crumbs[i + 1] = new Crumb(i + 1, TransformLabels.of(transforms.get(i), state.popTo(i).thread(),
                    panel.thread().profile().categories()));
        }
        TreeItem<Crumb> last = BreadCrumbBar.buildTreeModel(crumbs);
        setSelectedCrumb(last);
    }

    /** The crumb labels, first to last (for tests and the status line). */
    List<String> labels() {
        List<String> labels = new ArrayList<>();
        for (TreeItem<Crumb> item = getSelectedCrumb(); item != null; item = item.getParent()) {
            labels.add(0, item.getValue().label());
        }
        return labels;
    }
}
