package dev.flint.ui.compare;

import dev.flint.calltree.Transform;
import dev.flint.diff.DiffTree;
import dev.flint.ui.common.FxCalls;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;

/**
 * Writes a PNG of the compare window over two files, for the README:
 * <pre>
 * xvfb-run -a -s "-screen 0 1920x1080x24" java -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.ui.compare.CompareScreenshot \
 *     testdata/diff/before.cpuprofile testdata/diff/after.cpuprofile docs/compare.png --focus main --select cachedHash
 * </pre>
 * {@code --focus NAME} pushes focus-function on the first function of that name (both sides);
 * {@code --select NAME} selects the first node of that name, in the tree and in the graph.
 */
public final class CompareScreenshot {
    private CompareScreenshot() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: CompareScreenshot BASE COMPARE OUT.png [--dark] [--focus NAME] [--select NAME]");
            System.exit(2);
        }
        Path base = Path.of(args[0]).toAbsolutePath();
        Path compare = Path.of(args[1]).toAbsolutePath();
        Path out = Path.of(args[2]).toAbsolutePath();
        String focus = null;
        String select = null;
        boolean darkTheme = false;
        for (int i = 3; i < args.length; i++) {
            switch (args[i]) {
                case "--dark" -> darkTheme = true;
                case "--focus" -> focus = args[++i];
                case "--select" -> select = args[++i];
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Platform.startup(() -> {});
        AtomicReference<CompareWindow> window = new AtomicReference<>();
        dev.flint.ui.common.Theme theme = dev.flint.ui.common.Theme.of(darkTheme);
        FxCalls.run(() -> {
            // The app's look, as the main window applies it before it opens a compare window.
            theme.apply();
            CompareWindow opened = CompareWindow.open(null, base, compare);
            window.set(opened);
        });
        FxCalls.waitUntil(() -> window.get().view() != null && window.get().view().tree() != null
                && !window.get().view().busyProperty().get(), 120, "the compare window");
        CompareView view = window.get().view();
        if (focus != null) {
            String name = focus;
            AtomicReference<DiffTree> before = new AtomicReference<>();
            FxCalls.run(() -> {
                before.set(view.tree());
                int node = first(view.tree(), name);
                if (node < 0) throw new IllegalArgumentException("no function " + name);
                view.push(new Transform.FocusFunction(view.tree().func(node)));
            });
            FxCalls.waitUntil(() -> view.tree() != before.get() && !view.busyProperty().get(), 60, "the compare window");
        }
        if (select != null) {
            String name = select;
            FxCalls.run(() -> view.select(first(view.tree(), name)));
        }
        Thread.sleep(300);
        AtomicReference<WritableImage> image = new AtomicReference<>();
        FxCalls.run(() -> {
            view.graph().redrawNow();
            image.set(window.get().stage().getScene().snapshot(null));
        });
        BufferedImage buffered = SwingFXUtils.fromFXImage(image.get(), null);
        BufferedImage rgb = new BufferedImage(buffered.getWidth(), buffered.getHeight(), BufferedImage.TYPE_INT_RGB);
        rgb.getGraphics().drawImage(buffered, 0, 0, null);
        if (out.getParent() != null) Files.createDirectories(out.getParent());
        ImageIO.write(rgb, "png", out.toFile());
        System.out.println("wrote " + out + " (" + rgb.getWidth() + "x" + rgb.getHeight() + ")");
        Platform.exit();
        System.exit(0);
    }

    /** The first node named {@code name} in pre-order, -1 when none. */
    private static int first(DiffTree tree, String name) {
        java.util.ArrayDeque<Integer> pending = new java.util.ArrayDeque<>();
        for (int i = tree.roots().length - 1; i >= 0; i--) pending.push(tree.roots()[i]);
        while (!pending.isEmpty()) {
            int node = pending.pop();
            if (tree.name(node).equals(name)) return node;
            int[] children = tree.children(node);
            for (int i = children.length - 1; i >= 0; i--) pending.push(children[i]);
        }
        return -1;
    }
}
