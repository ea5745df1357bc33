package dev.flint.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * One palette for the flame chart, the flame graph and exports (DESIGN.md "Look and feel"): every colour it
 * can give reads with its label at WCAG 4.5:1 in both themes, the dark theme's boxes do not glare, native
 * frames of one library are told apart, and the chart's colour of a call is the graph's and the export's.
 */
class PaletteTest {
    /** Every colour the palette can give a box, in the light theme. */
    static List<Integer> everyPaletteColour() {
        List<Integer> colours = new ArrayList<>(List.of(TimelineColors.SCRIPTING, TimelineColors.OTHER,
                TimelineColors.IDLE, TimelineColors.LOADING, TimelineColors.RENDERING, TimelineColors.PAINTING,
                TimelineColors.MESSAGING, TimelineColors.ASYNC, TimelineColors.NO_URL, TimelineColors.NO_NAME));
        for (int hue = 30; hue < 330; hue++) {
            for (int saturation : new int[] {50, 65, 80}) colours.add(new TimelineColors.Hsl(hue, saturation, 85).argb());
            colours.add(new TimelineColors.Hsl(hue, 40, 70).argb()); // a generic trace's names
        }
        for (int argb : FrameColors.nativePalette()) colours.add(argb);
        return colours;
    }

    @Test
    void everyLabelHasContrastOnEveryBoxInBothThemes() {
        List<Integer> colours = everyPaletteColour();
        assertTrue(colours.size() > 1000, colours.size() + " colours");
        for (boolean dark : new boolean[] {false, true}) {
            for (int argb : colours) {
                int box = Palette.forTheme(argb, dark);
                double contrast = Palette.contrast(box, Palette.labelOn(box));
                assertTrue(contrast >= Palette.MIN_CONTRAST, String.format("%s theme, box #%06x: %.2f:1",
                        dark ? "dark" : "light", box & 0xffffff, contrast));
            }
        }
    }

    @Test
    void theDarkThemeKeepsHuesAndTakesTheGlareOff() {
        for (int argb : everyPaletteColour()) {
            int box = Palette.forTheme(argb, true);
            // DevTools' pastels have luminance 0.5-0.8; on a #1e2227 page the dark variant stays under 0.12.
            assertTrue(Palette.luminance(box) <= Palette.MAX_DARK_LUMINANCE, String.format("#%06x -> #%06x", argb & 0xffffff, box & 0xffffff));
            assertEquals(Palette.LIGHT_LABEL, Palette.labelOn(box), "white labels on the dark theme's boxes");
            double[] light = Palette.hsl(argb);
            double[] darkHsl = Palette.hsl(box);
            if (light[1] > 0.3) {
                double hueShift = Math.abs(light[0] - darkHsl[0]);
                assertTrue(Math.min(hueShift, 360 - hueShift) < 8, String.format("#%06x keeps its hue", argb & 0xffffff));
            }
        }
    }

    /**
     * In the light theme a script's box is a colour, not a tint of the white page: DevTools' pastels (chroma
     * 0.15-0.24) are deepened to a chroma of 0.3 or more with their hue kept, and greys stay grey.
     */
    @Test
    void theLightThemeDeepensThePastelsSoBoxesDoNotWashOut() {
        int pastels = 0;
        for (int argb : everyPaletteColour()) {
            double[] hsl = Palette.hsl(argb);
            int box = Palette.forTheme(argb, false);
            if (hsl[1] < Palette.GREY_SATURATION) {
                assertEquals(argb, box, String.format("grey #%06x stays", argb & 0xffffff));
                continue;
            }
            if (Palette.chroma(argb) < Palette.MIN_LIGHT_CHROMA) pastels++;
            assertTrue(Palette.chroma(box) >= Palette.MIN_LIGHT_CHROMA,
                    String.format("#%06x -> #%06x: chroma %.2f", argb & 0xffffff, box & 0xffffff, Palette.chroma(box)));
            double hueShift = Math.abs(hsl[0] - Palette.hsl(box)[0]);
            assertTrue(Math.min(hueShift, 360 - hueShift) < 8, String.format("#%06x keeps its hue", argb & 0xffffff));
        }
        assertTrue(pastels > 900, pastels + " of DevTools' colours are pastels");
        // A script's colour as DevTools generates it, and as Flint's light theme shows it.
        int script = TimelineColors.forScriptUrl("http://127.0.0.1:41073/js/layout.js").argb();
        assertTrue(Palette.chroma(script) < 0.25, String.format("#%06x", script & 0xffffff));
        assertTrue(Palette.chroma(Palette.forTheme(script, false)) >= Palette.MIN_LIGHT_CHROMA);
    }

    @Test
    void nativeFramesOfOneLibraryAreToldApart() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/gecko/firefox-small.json.gz"));
        ProfileThread thread = profile.threads().get(0);
        Map<Integer, Set<Integer>> coloursByLibrary = new HashMap<>();
        Map<Integer, Integer> funcsByLibrary = new HashMap<>();
        for (int func = 0; func < thread.funcs().size(); func++) {
            int resource = thread.funcs().resource(func);
            if (resource < 0 || thread.funcs().fileName(func) >= 0) continue;
            coloursByLibrary.computeIfAbsent(resource, r -> new HashSet<>()).add(FrameColors.of(thread, func));
            funcsByLibrary.merge(resource, 1, Integer::sum);
        }
        int biggest = funcsByLibrary.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        int funcs = funcsByLibrary.get(biggest);
        assertTrue(funcs > 50, funcs + " native functions in the biggest library");
        // 72 colours hashed by name: a library's hundreds of functions use most of them, not one.
        assertTrue(coloursByLibrary.get(biggest).size() > 40, coloursByLibrary.get(biggest).size() + " colours");
    }

    @Test
    void theChartColoursACallAsTheGraphAndTheExportsDo() throws Exception {
        for (String file : List.of("testdata/cpuprofile/node-small.cpuprofile", "testdata/gecko/firefox-small.json.gz",
                "testdata/calltree/mixed.folded")) {
            Profile profile = ProfileLoader.load(Path.of(file));
            ProfileThread thread = profile.threads().get(0);
            SyncTrack track = SyncTracks.build(profile, thread);
            int calls = 0;
            for (int entry = 0; entry < track.size(); entry++) {
                if (!track.isJsCall(entry) || track.funcIndex(entry) < 0) continue;
                assertEquals(FrameColors.of(thread, track.funcIndex(entry)), TimelineColors.forEntry(track, entry, false),
                        file + ": " + track.name(entry));
                calls++;
            }
            assertTrue(calls > 0, file);
        }
    }
}
