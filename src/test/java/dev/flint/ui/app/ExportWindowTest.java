package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.Transform;
import dev.flint.export.ExportFormat;
import dev.flint.export.ImageSize;
import dev.flint.ui.calltree.CallTreePanel;
import dev.flint.ui.testing.FreshStage;
import dev.flint.viewmodel.TimeRange;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.ComboBox;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File ▸ Export… on the seed 001 profile (A>B>C>D>E, A>B>C>F>G, A>B>H>F, 1 ms each): the dialog writes
 * what the call tree shows, with its transforms, inversion and range, in the chosen format.
 */
@FreshStage(width = 1200, height = 800)
class ExportWindowTest extends FreshWindowTest {

    @BeforeEach
    void openSeedProfile() throws Exception {
        Path seed = Fixtures.seed001(folder);
        openAndShow(seed);
    }

    private CallTreePanel panel() {
        return window.callTree();
    }

    private int func(String name) {
        var thread = panel().thread().thread();
        for (int f = 0; f < thread.funcs().size(); f++) if (thread.funcName(f).equals(name)) return f;
        throw new AssertionError("no func " + name);
    }

    private void waitForExport() {
        Fixtures.waitFor(() -> !window.menus().exportAction().service().isRunning()
                && (window.statusText().startsWith("Exported to") || !window.bannerText().isEmpty()));
    }

    @Test
    void theDialogExportsTheTransformedTreeAsFolded(FxRobot robot) throws Exception {
        robot.interact(() -> panel().session().pushTransform(new Transform.MergeFunction(func("C"))));
        Fixtures.waitForIdle(window);
        MenuItem item = window.menus().fileMenu().getItems().stream()
                .filter(i -> "exportItem".equals(i.getId())).findFirst().orElseThrow();
        robot.interact(item::fire);
        WaitForAsyncUtils.waitForFxEvents();
        ComboBox<ExportFormat> format = robot.lookup("#exportFormat").queryComboBox();
        TextField file = robot.lookup("#exportFile").queryAs(TextField.class);
        // BASENAME-THREAD.EXT beside the profile (a .cpuprofile's thread has no name: BASENAME.EXT), not the label.
        assertEquals(folder.resolve("seed001.speedscope.json").toString(), file.getText());
        robot.interact(() -> format.getSelectionModel().select(ExportFormat.FOLDED));
        assertTrue(file.getText().endsWith(".folded"), "the ending follows the format: " + file.getText());
        Path exports = Files.createDirectories(folder.resolve("exports"));
        Path out = exports.resolve("merged.folded");
        robot.interact(() -> file.setText(out.toString()));
        robot.clickOn("#exportButton");
        waitForExport();
        assertEquals("Exported to " + out, window.statusText());
        assertEquals("A;B;D;E 1\nA;B;F;G 1\nA;B;H;F 1\n", Files.readString(out));

        // The next export proposes the folder of the last one, remembered in the settings.
        assertEquals(exports.toString(), window.settings().getString("export.folder", null));
        robot.interact(item::fire);
        WaitForAsyncUtils.waitForFxEvents();
        TextField again = robot.lookup("#exportFile").queryAs(TextField.class);
        assertEquals(exports.resolve("seed001.folded").toString(), again.getText());
        robot.interact(() -> ((javafx.stage.Stage) again.getScene().getWindow()).close());
    }

    @Test
    void anInvertedViewOfARangeIsExportedAsShown(FxRobot robot) throws Exception {
        robot.interact(() -> panel().session().setInverted(true));
        Fixtures.waitForIdle(window);
        Path out = folder.resolve("inverted.folded");
        robot.interact(() -> window.menus().exportAction().export(ExportFormat.FOLDED, out, null));
        waitForExport();
        assertEquals("E;D;C;B;A 1\nG;F;C;B;A 1\nF;H;B;A 1\n", Files.readString(out));

        // A range holding the first sample only (the chart's clock: samples 1 ms apart from the profile's start).
        double start = window.profileProperty().get().startMicros();
        double firstSample = panel().thread().thread().samples().timeMicros(0);
        robot.interact(() -> panel().session().ranges().previewProperty().set(new TimeRange(start, firstSample + 500)));
        Fixtures.waitForIdle(window);
        Path ranged = folder.resolve("range.folded");
        robot.interact(() -> window.menus().exportAction().export(ExportFormat.FOLDED, ranged, null));
        waitForExport();
        assertEquals("E;D;C;B;A 1\n", Files.readString(ranged));
    }

    @Test
    void aPngAndAnSvgOfExactlyTheAskedSize(FxRobot robot) throws Exception {
        Path out = folder.resolve("seed.png");
        robot.interact(() -> window.menus().exportAction().export(ExportFormat.PNG, out, new ImageSize(640, 360)));
        waitForExport();
        BufferedImage image = ImageIO.read(out.toFile());
        // Issue 34: the picture is the size asked for (main made it as tall as seed-001's 5 rows of 32 pixels).
        assertEquals(640, image.getWidth());
        assertEquals(360, image.getHeight());
        assertEquals("Exported to " + out, window.statusText());

        Path svg = folder.resolve("seed.svg");
        robot.interact(() -> window.menus().exportAction().export(ExportFormat.SVG, svg, new ImageSize(800, 300)));
        Fixtures.waitFor(() -> ("Exported to " + svg).equals(window.statusText()));
        String text = Files.readString(svg);
        assertTrue(text.contains(" width=\"800\" height=\"300\" viewBox=\"0 0 800 300\""), text.substring(0, 400));
    }

    @Test
    void aFailureIsOneLineInTheBanner(FxRobot robot) {
        Path out = folder.resolve("no-such-directory").resolve("x.svg");
        robot.interact(() -> window.menus().exportAction().export(ExportFormat.SVG, out, null));
        waitForExport();
        assertEquals(out + ": cannot write it: no such directory", window.bannerText());
    }
}
