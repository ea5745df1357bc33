package dev.flint.ui;

import dev.flint.ui.app.MainWindow;
import dev.flint.ui.app.Settings;
import dev.flint.ui.common.FxCalls;
import dev.flint.ui.sourcemaps.SourceMapsFeature;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

/**
 * Writes a PNG of the main window with a file loaded, for the README and for checking the look:
 * <pre>
 * xvfb-run -a -s "-screen 0 1920x1080x24" java -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.ui.Screenshot \
 *     ../shared/testdata/chrome-trace/chrome-medium.array.json.gz docs/screenshot.png [--dark] [--select NAME]
 *     [--view tree|flame-graph|sandwich|insights] [--whole] [--source-maps PATH]... [--source]
 * </pre>
 * {@code --markers} zooms onto the user timings instead and selects the heaviest JS call among them (the
 * markers track and the details panel in one picture).
 * It zooms the flame chart into the busiest part of the profile and selects a function in the call tree
 * (NAME, or the heaviest self-time function), so the picture shows the views working together. With
 * {@code --view} the panel under the chart shows that view of the tree (the call tree by default); with
 * {@code --whole} the chart then shows the whole profile (how it reads zoomed out). With {@code --source-maps}
 * the window applies those maps (File ▸ Load Source Maps…) before the picture, and the maps the profile
 * finds on its own; without it, none (the minified "before" of README's Source maps pictures). With
 * {@code --source} the Source tab beside Line hits shows the selected function's source.
 */
public final class Screenshot {
    private Screenshot() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: Screenshot PROFILE OUT.png [--dark] [--select NAME] [--size WxH]"
                    + " [--view tree|flame-graph|sandwich|insights] [--whole] [--markers] [--source-maps PATH]... [--source]");
            System.exit(2);
        }
        Path profile = Path.of(args[0]).toAbsolutePath();
        Path out = Path.of(args[1]).toAbsolutePath();
        boolean dark = false;
        boolean whole = false;
        boolean markers = false;
        String select = null;
        String view = "tree";
        boolean sourceTab = false;
        List<Path> sourceMaps = new ArrayList<>();
        int width = 1600;
        int height = 1100;
        for (int i = 2; i < args.length; i++) {
            switch (args[i]) {
                case "--dark" -> dark = true;
                case "--markers" -> markers = true;
                case "--select" -> select = args[++i];
                case "--view" -> {
                    view = args[++i];
                    if (!List.of("tree", "flame-graph", "sandwich", "insights").contains(view)) {
                        throw new IllegalArgumentException("--view takes tree, flame-graph, sandwich or insights, not " + view);
                    }
                }
                case "--whole" -> whole = true;
                case "--source" -> sourceTab = true;
                case "--source-maps" -> sourceMaps.add(Path.of(args[++i]).toAbsolutePath());
                case "--size" -> {
                    String[] parts = args[++i].split("x");
                    width = Integer.parseInt(parts[0]);
                    height = Integer.parseInt(parts[1]);
                }
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Platform.startup(() -> {});
        AtomicReference<MainWindow> window = new AtomicReference<>();
        AtomicReference<SourceMapsFeature> maps = new AtomicReference<>();
        boolean darkTheme = dark;
        int w = width;
        int h = height;
        Path settingsDir = Files.createTempDirectory("flint-screenshot");
        FxCalls.run(() -> {
            Stage stage = new Stage();
            Settings settings = new Settings(settingsDir.resolve("settings.properties"));
            settings.putDouble("window.width", w);
            settings.putDouble("window.height", h);
            settings.putDouble("split.vertical", 0.6);
            MainWindow main = new MainWindow(stage, settings);
            main.setDarkTheme(darkTheme);
            if (!sourceMaps.isEmpty()) maps.set(SourceMapsFeature.install(main));
            stage.show();
            window.set(main);
            main.open(List.of(profile));
        });
        MainWindow main = window.get();
        FxCalls.waitUntil(() -> main.profileProperty().get() != null || !main.bannerText().isEmpty(), 120, "the window");
        if (main.profileProperty().get() == null) {
            System.err.println(main.bannerText());
            System.exit(1);
        }
        FxCalls.waitUntil(() -> main.callTree().tree() != null && !main.callTree().busyProperty().get(), 60, "the window");
        if (maps.get() != null) {
            FxCalls.run(() -> maps.get().load(sourceMaps));
            FxCalls.waitUntil(() -> !maps.get().runningProperty().get() && !main.callTree().busyProperty().get(), 60,
                    "the source maps");
            if (!main.bannerText().isEmpty()) System.err.println(main.bannerText());
        }
        String wanted = select;
        FxCalls.run(() -> ScreenshotScene.arrange(main, wanted));
        if (whole) {
            FxCalls.run(() -> main.flameChart().showRange(main.profileProperty().get().startMicros(), main.profileProperty().get().endMicros()));
        }
        if (markers) {
            FxCalls.waitUntil(() -> main.current().markersTrack().lanesProperty().get() != null, 60, "the window");
            FxCalls.run(() -> ScreenshotScene.zoomToUserTimings(main));
        }
        FxCalls.waitUntil(() -> !main.callTree().busyProperty().get(), 60, "the window");
        String shownView = view;
        FxCalls.run(() -> ScreenshotScene.showView(main, shownView));
        FxCalls.waitUntil(() -> ScreenshotScene.viewReady(main, shownView), 60, "the window");
        if (sourceTab) {
            // The Source tab beside Line hits, showing the selected function's source once it is loaded.
            FxCalls.run(() -> main.current().showSource());
            FxCalls.waitUntil(() -> !main.current().source().loadingProperty().get()
                    && !main.current().source().listingProperty().get().sourceName().isEmpty(), 60, "the source view");
        }
        Thread.sleep(300);
        AtomicReference<WritableImage> image = new AtomicReference<>();
        FxCalls.run(() -> {
            main.flameChart().redrawNow();
            main.current().flameGraph().graph().redrawNow();
            main.current().sandwich().callers().redrawNow();
            main.current().sandwich().callees().redrawNow();
            ScreenshotScene.hideLoadTime(main);
            image.set(main.stage().getScene().snapshot(null));
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

}
