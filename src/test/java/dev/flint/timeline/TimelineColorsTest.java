package dev.flint.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Colours against the values DevTools' own hashCode and Color.Generator give (notes, section 8). */
class TimelineColorsTest {
    /**
     * The notes' 14 vectors. One is corrected: for {@code file:///home/app/main.js} the notes give 1801268856 /
     * hsl(186deg 50% 85%), but DevTools' own StringUtilities.hashCode from the pinned trace engine returns
     * 1783574136 for that string (checked with node), whose colour by the same generator is hsl(66deg 50% 85%).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a                                                                  | 1195795714 | hsl(244deg 80% 85%)
            http://127.0.0.1:40937/app.js                                      | 118430872  | hsl(202deg 80% 85%)
            http://127.0.0.1:40937/vendor.js                                   | 301188962  | hsl(92deg 50% 85%)
            http://127.0.0.1:40937/                                            | 1927960704 | hsl(234deg 65% 85%)
            https://example.com/script.js                                      | 180216685  | hsl(115deg 50% 85%)
            node:internal/main/run_main_module                                 | 890425540  | hsl(70deg 50% 85%)
            node:internal/modules/cjs/loader                                   | 1698598754 | hsl(284deg 50% 85%)
            node:path                                                          | 1697356035 | hsl(165deg 50% 85%)
            file:///home/app/main.js                                           | 1783574136 | hsl(66deg 50% 85%)
            https://www.google.com/xjs/_/js/k=xjs.s.en.abc/m=cdos,hsm,jsa/d=1  | 1333193309 | hsl(239deg 80% 85%)
            chrome-extension://abcdef/content.js                               | 1925254778 | hsl(308deg 50% 85%)
            Ünïcödé.js                                                         | 476079516  | hsl(246deg 50% 85%)
            https://cdn.example.org/lib/react-dom.production.min.js            | 1928862174 | hsl(204deg 50% 85%)
            """)
    void scriptUrlColourMatchesDevTools(String url, long hash, String css) {
        assertEquals(hash, DevToolsHash.hash(url));
        assertEquals(css, TimelineColors.forScriptUrl(url).css());
    }

    @Test
    void emptyUrlIsDevToolsPreset() {
        assertEquals(0, DevToolsHash.hash(""));
        assertEquals(0xfff2ecdc, TimelineColors.argbForScriptUrl(""));
    }

    @Test
    void exactIntegerArithmeticWouldGiveAnotherHash() {
        // The double rounding is the point: BigInteger arithmetic gives 1195795589 for "a".
        assertEquals(1195795714L, DevToolsHash.hash("a"));
    }

    @Test
    void genericTraceColoursByName() {
        assertEquals(new TimelineColors.Hsl(95, 40, 70), TimelineColors.forGenericName("RunTask"));
        assertEquals(new TimelineColors.Hsl(270, 40, 70), TimelineColors.forGenericName("FunctionCall"));
        assertEquals(new TimelineColors.Hsl(122, 40, 70), TimelineColors.forGenericName("ProfileCall"));
        assertEquals(new TimelineColors.Hsl(187, 40, 70), TimelineColors.forGenericName("Layout"));
    }

    @Test
    void eventCategoryColours() {
        assertEquals(TimelineColors.OTHER, TimelineColors.forEventName("RunTask"));
        assertEquals(TimelineColors.SCRIPTING, TimelineColors.forEventName("FunctionCall"));
        assertEquals(TimelineColors.SCRIPTING, TimelineColors.forEventName("EvaluateScript"));
        assertEquals(TimelineColors.RENDERING, TimelineColors.forEventName("Layout"));
        assertEquals(TimelineColors.PAINTING, TimelineColors.forEventName("Paint"));
        assertEquals(TimelineColors.LOADING, TimelineColors.forEventName("ParseHTML"));
        assertEquals(TimelineColors.OTHER, TimelineColors.forEventName("SomethingUnstyled"));
    }

    @Test
    void hslToArgbFollowsCss() {
        assertEquals(0xffff0000, TimelineColors.hslToArgb(0, 1, 0.5));
        assertEquals(0xffffffff, TimelineColors.hslToArgb(123, 0.4, 1));
        // hsl(202deg 80% 85%) = rgb(186, 225, 247)
        assertEquals(0xffbae1f7, new TimelineColors.Hsl(202, 80, 85).argb());
    }
}
