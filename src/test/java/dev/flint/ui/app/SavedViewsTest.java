package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.Transform;
import dev.flint.ui.calltree.CallTreePanel;
import dev.flint.ui.testing.FreshStage;
import dev.flint.viewmodel.TimeRange;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javafx.scene.Node;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The app remembers a file's view (transforms, inversion, range) and, when the file is opened again, offers
 * it back in a non-modal bar: Restore brings it back, Dismiss keeps the fresh view.
 */
@FreshStage(width = 1200, height = 800)
class SavedViewsTest extends FreshWindowTest {
    private Path seed;

    @BeforeEach
    void openSeedAndChangeTheView(FxRobot robot) throws Exception {
        seed = Fixtures.seed001(Files.createTempDirectory(folder, "files"));
        open();
        robot.interact(() -> {
            panel().session().pushTransform(new Transform.MergeFunction(func("C")));
            panel().session().setInverted(true);
            double start = window.profileProperty().get().startMicros();
            double firstSample = panel().thread().thread().samples().timeMicros(0);
            window.current().ranges().previewProperty().set(new TimeRange(start, firstSample + 500));
        });
        Fixtures.waitForIdle(window);
        Fixtures.waitFor(() -> remembered().contains("\"transforms\" : [ \"merge-function=C\" ]")
                && remembered().contains("\"inverted\" : true")
                && remembered().contains("rangeEndMicros"));
        robot.interact(() -> window.closeSelectedTab());
        open();
        Fixtures.waitFor(() -> restoreBar(robot) != null);
    }

    private void open() throws Exception {
        openAndShow(seed);
    }

    /** The one remembered view's file's text, "" while there is none. */
    private String remembered() {
        try {
            Path file = rememberedFile();
            return file == null ? "" : Files.readString(file);
        } catch (IOException e) {
            return "";
        }
    }

    /** The one remembered view's file, null while there is none. */
    private Path rememberedFile() throws IOException {
        Path views = settingsFile.getParent().resolve("views");
        if (!Files.isDirectory(views)) return null;
        try (Stream<Path> files = Files.list(views)) {
            List<Path> saved = files.filter(f -> f.toString().endsWith(".json")).toList();
            return saved.size() == 1 ? saved.get(0) : null;
        }
    }

    private Node restoreBar(FxRobot robot) {
        return robot.lookup("#restoreBar").tryQuery().orElse(null);
    }

    private CallTreePanel panel() {
        return window.callTree();
    }

    private int func(String name) {
        var thread = panel().thread().thread();
        for (int f = 0; f < thread.funcs().size(); f++) if (thread.funcName(f).equals(name)) return f;
        throw new AssertionError("no func " + name);
    }

    @Test
    void restoreBringsBackTransformsInversionAndRange(FxRobot robot) {
        assertTrue(robot.lookup("#restoreQuestion").queryLabeled().getText()
                .startsWith("Restore your last view of this file? (thread "), "the bar says what it restores");
        assertEquals(0, panel().transforms().size(), "nothing applied before the user says so");
        robot.clickOn("#restoreView");
        Fixtures.waitFor(() -> panel().transforms() != null && panel().transforms().size() == 1);
        Fixtures.waitForIdle(window);
        assertTrue(panel().options().inverted());
        assertTrue(!panel().options().range().isAll());
        // The first sample only (A>B>C>D>E), inverted, C merged away.
        assertEquals("""
                E total=1 self=1
                  D total=1 self=0
                    B total=1 self=0
                      A total=1 self=0
                """, CallTreeText.format(panel().tree()));
        assertEquals(null, restoreBar(robot));
    }

    /**
     * A view file as Flint wrote it before the SPEC lines (version 1: the transforms in the index form,
     * {@code mf-FUNC}) is offered back and restored as before; the next view is written in SPEC lines.
     */
    @Test
    void aViewInTheOldIndexFormIsRestoredAndTheNextOneWrittenInSpecLines(FxRobot robot) throws Exception {
        int merged = func("C");
        robot.interact(() -> window.closeSelectedTab());
        Path file = rememberedFile();
        String current = Files.readString(file);
        String old = current.replace("\"version\" : 2", "\"version\" : 1")
                .replace("[ \"merge-function=C\" ]", "\"mf-" + merged + "\"");
        assertTrue(old.contains("\"transforms\" : \"mf-" + merged + "\"") && old.contains("\"version\" : 1"), old);
        Files.writeString(file, old);
        open();
        Fixtures.waitFor(() -> restoreBar(robot) != null);
        robot.clickOn("#restoreView");
        Fixtures.waitFor(() -> panel().transforms() != null && panel().transforms().size() == 1);
        Fixtures.waitForIdle(window);
        assertEquals(new Transform.MergeFunction(merged), panel().transforms().transforms().get(0));
        assertEquals("""
                E total=1 self=1
                  D total=1 self=0
                    B total=1 self=0
                      A total=1 self=0
                """, CallTreeText.format(panel().tree()));
        robot.interact(() -> panel().session().setInverted(false));
        Fixtures.waitFor(() -> remembered().contains("\"transforms\" : [ \"merge-function=C\" ]")
                && remembered().contains("\"inverted\" : false") && remembered().contains("\"version\" : 2"));
    }

    @Test
    void dismissKeepsTheFreshView(FxRobot robot) {
        robot.clickOn("#dismissRestore");
        Fixtures.waitForIdle(window);
        assertEquals(null, restoreBar(robot));
        assertEquals(0, panel().transforms().size());
        assertTrue(!panel().options().inverted());
        assertTrue(panel().options().range().isAll());
    }
}
