package dev.flint.ui.export;

import dev.flint.calltree.TransformSpecs;
import dev.flint.calltree.TransformStack;
import dev.flint.model.Categories;
import dev.flint.ui.common.AppWindow;
import dev.flint.ui.session.TabSession;
import dev.flint.ui.session.ViewState;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

/**
 * Edit ▸ Copy Transforms / Paste Transforms (and the same on the breadcrumbs' context menu): the call tree's
 * transform stack as {@code --transform SPEC} lines, one per transform, which paste onto another thread,
 * another tab, or a {@code flint tree}/{@code flint export} command line. Pasting resolves each line's names
 * in the current thread and pushes the transforms on top of the ones it has; a line that does not resolve
 * pushes nothing and says which line in the banner.
 */
public final class TransformClipboard {
    private final AppWindow window;

    public TransformClipboard(AppWindow window) {
        this.window = window;
    }

    /**
     * Copies the current stack's lines (each ending in a newline) to the clipboard; says so on the status line.
     * Naming the functions walks the thread's stacks, so it runs off the FX thread.
     */
    public void copy() {
        ViewState view = window.session().view();
        if (view == null) return;
        TransformStack stack = view.transforms();
        Categories categories = categories(view);
        background(() -> {
            StringBuilder text = new StringBuilder();
            for (String line : TransformSpecs.format(stack, categories)) text.append(line).append('\n');
            return text.toString();
        }, text -> {
            ClipboardContent content = new ClipboardContent();
            content.putString((String) text);
            Clipboard.getSystemClipboard().setContent(content);
            int count = stack.size();
            window.showStatus(count == 0 ? "No transforms to copy"
                    : "Copied " + count + (count == 1 ? " transform" : " transforms"));
        });
    }

    /** Pastes the clipboard's text. */
    public void paste() {
        paste(Clipboard.getSystemClipboard().getString());
    }

    /**
     * Pushes the transforms {@code text} names onto the current tree: resolved off the FX thread, pushed when
     * resolved (if the tree still shows the same stack); a line that does not resolve pushes nothing and the
     * banner names it.
     */
    public void paste(String text) {
        TabSession session = window.session();
        ViewState view = session.view();
        if (view == null) return;
        if (text == null || text.isBlank()) {
            window.showMessage("Paste transforms: the clipboard holds no text");
            return;
        }
        TransformStack start = view.transforms();
        String label = view.thread().label();
        Categories categories = categories(view);
        background(() -> {
            try {
                return TransformSpecs.pushAll(start, text, categories);
            } catch (IllegalArgumentException e) {
                return e.getMessage();
            }
        }, result -> {
            if (result instanceof String problem) {
                window.showMessage("Paste transforms onto \u2018" + label + "\u2019: " + problem);
                return;
            }
            TransformStack pasted = (TransformStack) result;
            if (session.view() == null || session.view().transforms() != start) {
                window.showMessage("Paste transforms: the view changed while the lines were read; paste again");
                return;
            }
            for (int i = start.size(); i < pasted.size(); i++) session.pushTransform(pasted.transforms().get(i));
            int count = pasted.size() - start.size();
            window.showStatus("Pasted " + count + (count == 1 ? " transform" : " transforms"));
        });
    }

    /** Runs {@code work} on a background thread and hands its result to {@code then} on the FX thread. */
    private void background(java.util.concurrent.Callable<?> work, java.util.function.Consumer<Object> then) {
        javafx.concurrent.Task<Object> task = new javafx.concurrent.Task<>() {
            @Override
            protected Object call() throws Exception {
                return work.call();
            }
        };
        task.setOnSucceeded(e -> then.accept(task.getValue()));
        task.setOnFailed(e -> window.showMessage("Transforms: Flint failed (" + task.getException() + ")"));
        Thread thread = new Thread(task, "transform-clipboard");
        thread.setDaemon(true);
        thread.start();
    }

    private static Categories categories(ViewState view) {
        return view.thread().profile().categories();
    }

    /**
     * Copy / Paste on a right-click of the breadcrumbs. The menu is made at the first right-click: made here, it
     * was 2-4 ms of the pulse that shows a file (a context menu's first making, its items and their handlers).
     */
    public void installOn(javafx.scene.Node breadcrumbs) {
        ContextMenu[] menu = new ContextMenu[1];
        breadcrumbs.setOnContextMenuRequested(e -> {
            if (menu[0] == null) menu[0] = crumbMenu();
            menu[0].show(breadcrumbs, e.getScreenX(), e.getScreenY());
            e.consume();
        });
    }

    private ContextMenu crumbMenu() {
        MenuItem copy = new MenuItem("Copy Transforms");
        copy.setId("crumbCopyTransforms");
        copy.setOnAction(e -> copy());
        MenuItem paste = new MenuItem("Paste Transforms");
        paste.setId("crumbPasteTransforms");
        paste.setOnAction(e -> paste());
        ContextMenu menu = new ContextMenu(copy, paste);
        menu.setOnShowing(e -> paste.setDisable(!Clipboard.getSystemClipboard().hasString()));
        return menu;
    }
}
