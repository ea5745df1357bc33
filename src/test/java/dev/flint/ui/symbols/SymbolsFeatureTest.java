package dev.flint.ui.symbols;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallNodePath;
import dev.flint.model.ProfileThread;
import dev.flint.ui.app.FreshWindowTest;
import dev.flint.ui.testing.FreshStage;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TreeItem;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Seed 002 in the app: the native profile opens unsymbolicated and usable; the user selects a frame of
 * doSomething and expands rows; loading symbols reshapes the tree to main → doSomething, someInterlude
 * while the selection and the expansion stay on the same functions, and the flame chart shows the names.
 */
@FreshStage(width = 1200, height = 800)
class SymbolsFeatureTest extends FreshWindowTest {
    static final Path NATIVE = Path.of("testdata/native/example-native.json").toAbsolutePath();
    static final Path SYM = Path.of("testdata/native/example.sym").toAbsolutePath();

    private SymbolsFeature feature;

    @Override
    protected void installFeatures() throws Exception {
        feature = SymbolsFeature.install(window);
    }

    @Test
    void selectionAndExpansionSurviveSymbolication() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(NATIVE)));
        waitFor(() -> window.profileProperty().get() != null && !window.isLoading()
                && !window.callTree().busyProperty().get() && window.callTree().tree() != null);
        assertEquals(List.of("0x03", "0x09", "0x06", "0x02", "0x08"), rootNames());

        ProfileThread before = window.callTree().thread().thread();
        CallNodePath selected = CallNodePath.of(func(before, "0x09"), func(before, "0x11"));
        fx(() -> window.callTree().selectPath(selected));
        assertEquals("0x09;0x11", names(window.callTree().selectedPath()));
        assertEquals(new TreeSet<>(List.of("0x03", "0x03;0x11", "0x09")), expandedNames());

        fx(() -> feature.load(List.of(SYM)));
        waitFor(() -> !feature.isRunning() && !window.callTree().busyProperty().get()
                && rootNames().equals(List.of("main")));

        assertEquals("main;doSomething", names(window.callTree().selectedPath()));
        assertEquals(new TreeSet<>(List.of("main", "main;doSomething")), expandedNames());
        String[] shownRow = new String[1];
        fx(() -> {
            TreeItem<Integer> row = window.callTree().table().getSelectionModel().getSelectedItem();
            shownRow[0] = window.callTree().tree().thread().funcName(window.callTree().tree().func(row.getValue()));
        });
        assertEquals("doSomething", shownRow[0], "the selected row of the table");
        assertEquals("main", window.flameChart().tracks().get(0).name(0, 0), "the flame chart's names update");
        assertEquals("", window.bannerText());
    }

    @Test
    void afterSymbolsAFunctionsAddressesAreOneBarAndTheStatusSaysHowManyFramesResolved() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(NATIVE)));
        waitFor(() -> window.profileProperty().get() != null && !window.isLoading()
                && !window.callTree().busyProperty().get() && window.callTree().tree() != null);
        dev.flint.viewmodel.FlameTrack before = window.flameChart().tracks().get(0);
        int barsBefore = before.size(0);
        assertTrue(barsBefore > 1, "unsymbolicated, main's addresses are separate bars: " + barsBefore);

        fx(() -> feature.load(List.of(SYM)));
        waitFor(() -> !feature.isRunning() && !window.callTree().busyProperty().get()
                && rootNames().equals(List.of("main")));
        dev.flint.viewmodel.FlameTrack after = window.flameChart().tracks().get(0);
        // 0x02, 0x03, 0x06, 0x08 and 0x09 are all main: the track is rebuilt from the symbolicated stacks.
        for (int i = 0; i < after.size(0); i++) assertEquals("main", after.name(0, i));
        for (int i = 1; i < after.size(0); i++) {
            assertTrue(after.startMicros(0, i) > after.endMicros(0, i - 1),
                    "touching neighbours of one function are one bar (entries " + (i - 1) + ", " + i + ")");
        }
        assertTrue(after.size(0) < barsBefore, after.size(0) + " bars, were " + barsBefore);
        String status = window.statusText();
        assertTrue(status.matches("Symbols applied: [1-9][0-9,]* frames? resolved in 1 thread.*"), status);
    }

    @Test
    void aSymbolFileForAnotherLibraryIsOneLineInTheBanner() throws Exception {
        Path other = Files.writeString(folder.resolve("libother.so.sym"), "MODULE Linux x86_64 ABCDEF libother.so\nFUNC 1 1 0 f\n");
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(NATIVE)));
        waitFor(() -> window.profileProperty().get() != null && !window.isLoading()
                && !window.callTree().busyProperty().get());
        fx(() -> feature.load(List.of(other)));
        waitFor(() -> !window.bannerText().isEmpty());
        assertEquals(other + ": the symbols are for module libother.so (ABCDEF), which is none of the thread's "
                + "libraries with native frames: example", window.bannerText());
        assertEquals(List.of("0x03", "0x09", "0x06", "0x02", "0x08"), rootNames());
    }

    @Test
    void theFileMenuOffersLoadSymbolsOnceAProfileIsOpen() throws Exception {
        MenuItem item = window.menus().fileMenu().getItems().stream()
                .filter(i -> "loadSymbolsItem".equals(i.getId())).findFirst().orElseThrow();
        assertTrue(item.isDisable(), "nothing to symbolicate before a profile is open");
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(NATIVE)));
        waitFor(() -> window.profileProperty().get() != null);
        assertTrue(!item.isDisable());
    }

    @Test
    void dropsOfSymbolFilesAreToldFromProfiles() throws Exception {
        File sym = SYM.toFile();
        File nm = Path.of("testdata/native/example.nm").toFile();
        Path renamedNm = Files.copy(nm.toPath(), folder.resolve("symbols-for-example.txt"));
        assertEquals(List.of(sym.toPath()), SymbolsFeature.symbolFiles(List.of(sym)));
        assertEquals(2, SymbolsFeature.symbolFiles(List.of(sym, renamedNm.toFile())).size(), "nm output by content");
        assertEquals(List.of(), SymbolsFeature.symbolFiles(List.of(NATIVE.toFile())));
        assertEquals(List.of(), SymbolsFeature.symbolFiles(List.of(sym, NATIVE.toFile())), "a mixed drop opens profiles");
    }

    private List<String> rootNames() {
        List<String> names = new ArrayList<>();
        fx(() -> {
            var tree = window.callTree().tree();
            if (tree == null) return;
            for (int node : tree.roots()) names.add(tree.thread().funcName(tree.func(node)));
        });
        return names;
    }

    private TreeSet<String> expandedNames() {
        TreeSet<String> names = new TreeSet<>();
        fx(() -> {
            for (CallNodePath path : window.callTree().expandedPaths()) names.add(names(path));
        });
        return names;
    }

    private String names(CallNodePath path) {
        ProfileThread thread = window.callTree().tree().thread();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < path.length(); i++) names.add(thread.funcName(path.func(i)));
        return String.join(";", names);
    }

    private static int func(ProfileThread thread, String name) {
        for (int func = 0; func < thread.funcs().size(); func++) if (thread.funcName(func).equals(name)) return func;
        throw new AssertionError("no func " + name);
    }

    private static void fx(Runnable action) {
        try {
            WaitForAsyncUtils.asyncFx(action).get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void waitFor(BooleanSupplier condition) {
        dev.flint.ui.app.Fixtures.waitFor(condition);
        Platform.requestNextPulse();
        WaitForAsyncUtils.waitForFxEvents();
    }
}
