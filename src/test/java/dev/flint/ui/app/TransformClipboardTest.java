package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.Transform;
import dev.flint.ui.calltree.CallTreePanel;
import dev.flint.ui.testing.FreshStage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.PickResult;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Copy the transform stack of seed 001 as --transform lines, paste it onto another file (another tab), from
 * the Edit menu and from the breadcrumbs' context menu; a line that does not resolve pushes nothing.
 */
@FreshStage(width = 1200, height = 800)
class TransformClipboardTest extends FreshWindowTest {

    @BeforeEach
    void openSeedProfile() throws Exception {
        open(Fixtures.seed001(folder));
    }

    private void open(Path file) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(file))).get();
        Fixtures.waitFor(() -> window.profileProperty().get() != null && window.callTree().thread() != null
                && window.profileProperty().get().files().contains(file) && window.callTree().tree() != null);
        Fixtures.waitForIdle(window);
    }

    private CallTreePanel panel() {
        return window.callTree();
    }

    private int func(String name) {
        var thread = panel().thread().thread();
        for (int f = 0; f < thread.funcs().size(); f++) if (thread.funcName(f).equals(name)) return f;
        throw new AssertionError("no func " + name);
    }

    private String clipboard(FxRobot robot) {
        String[] text = new String[1];
        robot.interact(() -> text[0] = Clipboard.getSystemClipboard().getString());
        return text[0];
    }

    @Test
    void copiedLinesPasteOntoAnotherFile(FxRobot robot) throws Exception {
        robot.interact(() -> {
            panel().session().pushTransform(new Transform.MergeFunction(func("C")));
            panel().session().pushTransform(new Transform.DropFunction(func("G")));
        });
        Fixtures.waitForIdle(window);
        robot.interact(() -> window.menus().editMenu().getItems().stream()
                .filter(i -> "copyTransforms".equals(i.getId())).findFirst().orElseThrow().fire());
        Fixtures.waitFor(() -> window.statusText().startsWith("Copied"));
        assertEquals("merge-function=C\ndrop-function=G\n", clipboard(robot));
        assertEquals("Copied 2 transforms", window.statusText());

        Path other = folder.resolve("other.folded");
        Files.writeString(other, "A;C;G 2\nA;B;C;D 3\nA;H 1\n");
        open(other);
        assertEquals(0, panel().transforms().size());
        robot.interact(() -> window.menus().editMenu().getItems().stream()
                .filter(i -> "pasteTransforms".equals(i.getId())).findFirst().orElseThrow().fire());
        Fixtures.waitFor(() -> window.statusText().startsWith("Pasted"));
        Fixtures.waitForIdle(window);
        assertEquals(2, panel().transforms().size());
        assertEquals("""
                A total=4 self=0
                  B total=3 self=0
                    D total=3 self=3
                  H total=1 self=1
                """, CallTreeText.format(panel().tree()));
        assertEquals(List.of("Complete \u2018" + panel().thread().label() + "\u2019", "Merge: C", "Drop: G"),
                panel().breadcrumbs());
    }

    @Test
    void theBreadcrumbsOfferCopyAndPaste(FxRobot robot) {
        robot.interact(() -> {
            Clipboard.getSystemClipboard().setContent(java.util.Map.of(javafx.scene.input.DataFormat.PLAIN_TEXT,
                    "--transform focus-subtree=A;B;C\n"));
        });
        Node crumbs = panel().breadcrumbBar();
        robot.interact(() -> {
            Bounds bounds = crumbs.getLayoutBounds();
            Point2D screen = crumbs.localToScreen(bounds.getCenterX(), bounds.getCenterY());
            Event.fireEvent(crumbs, new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, bounds.getCenterX(),
                    bounds.getCenterY(), screen.getX(), screen.getY(), false, new PickResult(crumbs, screen.getX(), screen.getY())));
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Paste Transforms");
        Fixtures.waitFor(() -> window.statusText().startsWith("Pasted"));
        Fixtures.waitForIdle(window);
        assertEquals("""
                C total=2 self=0
                  D total=1 self=0
                    E total=1 self=1
                  F total=1 self=0
                    G total=1 self=1
                """, CallTreeText.format(panel().tree()));
    }

    @Test
    void aLineThatDoesNotResolvePushesNothing(FxRobot robot) {
        robot.interact(() -> window.menus().transformClipboard().paste("merge-function=C\nmerge-function=Zed\n"));
        Fixtures.waitFor(() -> !window.bannerText().isEmpty());
        Fixtures.waitForIdle(window);
        assertEquals(0, panel().transforms().size());
        assertTrue(window.bannerText().contains("line 2: --transform merge-function=Zed: no function named \"Zed\""),
                window.bannerText());
    }
}
