package dev.flint.markers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.importer.ProfileLoader;
import dev.flint.model.MarkerKind;
import dev.flint.model.MarkerTable;
import dev.flint.model.Profile;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Markers of a real Chromium trace (testdata/markers/capture-chrome.sh) and the pairing rules on made-up events. */
class ChromeMarkersTest {
    @Test
    void userTimingsConsoleSpansAndMilestonesOfARealTrace() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/markers/chrome-user-timing.json.gz"));
        MarkerTable markers = profile.markers();
        int pageNavigation = -1;
        for (int row = 0; row < markers.size() && pageNavigation < 0; row++) {
            if (markers.detail(row).contains("url=file:")) pageNavigation = row;
        }
        long page = markers.pid(pageNavigation);
        // The page's renderer, from its navigation on; times in µs after its navigationStart.
        assertEquals("""
                navigation 0 7238:7238 navigationStart [navigationId=5E1B9D0CB6D9C5BCDE28C98F91765463 frame=261C89B5B02167B546E60ADC229666B4 url=file:///work/wt/markers/testdata/markers/user-timing.html]
                navigation 9484 7238:7238 fetchStart [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 155670 7238:7238 responseEnd [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1064179 7238:7238 domLoading [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1065019 7238:7238 responseEnd [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1065257 7238:7238 domInteractive [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1065283 7238:7238 domContentLoadedEventStart [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1065286 7238:7238 domContentLoadedEventEnd [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1065455 7238:7238 domComplete [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1143934 7238:7238 unloadEventStart [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1143937 7238:7238 unloadEventEnd [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1144390 7238:7238 commitNavigationEnd [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1144729 7238:7238 domLoading [frame=261C89B5B02167B546E60ADC229666B4]
                mark 1265292 7238:7238 script-start [navigationId=5E1B9D0CB6D9C5BCDE28C98F91765463]
                console 1265511..1271777 7238:7238 setup
                measure 1265560..1270802 7238:7238 fib
                mark 1265560 7238:7238 fib-begin [detail={"n":24} navigationId=5E1B9D0CB6D9C5BCDE28C98F91765463]
                mark 1270802 7238:7238 fib-end [navigationId=5E1B9D0CB6D9C5BCDE28C98F91765463]
                console 1272340 7238:7238 after-setup [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1300717 7238:7238 firstContentfulPaint [navigationId=5E1B9D0CB6D9C5BCDE28C98F91765463 frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1300717 7238:7238 firstPaint [navigationId=5E1B9D0CB6D9C5BCDE28C98F91765463 frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1300717 7238:7238 largestContentfulPaint::Candidate [navigationId=5E1B9D0CB6D9C5BCDE28C98F91765463 frame=261C89B5B02167B546E60ADC229666B4 candidateIndex=1]
                navigation 1300717 7238:7238 firstMeaningfulPaint [navigationId=5E1B9D0CB6D9C5BCDE28C98F91765463 frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1300717 7238:7238 firstMeaningfulPaint [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1313650 7238:7238 domInteractive [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1313968 7238:7238 domContentLoadedEventStart [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1314783 7238:7238 MarkDOMContent [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1314801 7238:7238 domContentLoadedEventEnd [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1316219 7238:7238 domComplete [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1316572 7238:7238 loadEventStart [frame=261C89B5B02167B546E60ADC229666B4]
                console 1318618..1336680 7238:7238 after-load
                measure 1318700..1336522 7238:7238 sort [detail="sorted 20000"]
                mark 1337632 7238:7238 done [navigationId=5E1B9D0CB6D9C5BCDE28C98F91765463]
                navigation 1341697 7238:7238 loadEventEnd [frame=261C89B5B02167B546E60ADC229666B4]
                navigation 1341756 7238:7238 MarkLoad [frame=261C89B5B02167B546E60ADC229666B4]
                """, MarkerText.format(markers, markers.startMicros(pageNavigation), row -> markers.pid(row) == page));
        Map<MarkerKind, Integer> byKind = new EnumMap<>(MarkerKind.class);
        for (int row = 0; row < markers.size(); row++) byKind.merge(markers.kind(row), 1, Integer::sum);
        // The rest are the browser's own omnibox pages (chrome://), navigation markers only.
        assertEquals(Map.of(MarkerKind.MARK, 4, MarkerKind.MEASURE, 2, MarkerKind.CONSOLE, 3,
                MarkerKind.NAVIGATION, 83), byKind);
        assertEquals(java.util.List.of(), profile.warnings());
    }

    @Test
    void measuresPairByCategoryIdAndNameLatestBeginFirst() {
        ChromeMarkers collector = new ChromeMarkers();
        // console.time with a reused label: the inner begin is closed first; ends come out of order in the file.
        collector.accept(async("loop", "blink.console", 'b', 10, "0x1"));
        collector.accept(async("loop", "blink.console", 'b', 20, "0x1"));
        collector.accept(async("loop", "blink.console", 'e', 50, "0x1"));
        collector.accept(async("loop", "blink.console", 'e', 30, "0x1"));
        // Same name, other id: its own pair. An end without a begin and a begin without an end are dropped.
        collector.accept(async("loop", "blink.console", 'b', 12, "0x2"));
        collector.accept(async("loop", "blink.console", 'e', 13, "0x2"));
        collector.accept(async("m", "blink.user_timing", 'e', 5, "0x9"));
        collector.accept(async("m", "blink.user_timing", 'b', 60, "0x9"));
        collector.accept(async("m2", "blink.user_timing", 'b', 70, "0x3"));
        collector.accept(async("m2", "blink.user_timing", 'e', 80, "0x3"));
        // Not a marker category: ignored.
        collector.accept(async("v8", "v8", 'b', 1, "0x4"));
        MarkerTable table = collector.finish();
        assertEquals("""
                console 10..50 1:2 loop
                console 12..13 1:2 loop
                console 20..30 1:2 loop
                measure 70..80 1:2 m2
                """, MarkerText.format(table, 0));
        assertEquals(2, collector.unmatched());
    }

    @Test
    void pageLoadMilestonesKeepTheMainFrameAndTheLastLcpCandidate() {
        ChromeMarkers collector = new ChromeMarkers();
        collector.accept(navigationStart(100, "MAIN", "https://example.com/", true));
        collector.accept(navigationStart(90, "BLANK", "", true)); // the initial about:blank: dropped
        collector.accept(navigationStart(110, "IFRAME", "https://ads.example/", false));
        collector.accept(paint("firstContentfulPaint", 200, "MAIN", -1));
        collector.accept(paint("firstContentfulPaint", 210, "IFRAME", -1)); // not the main frame: dropped
        collector.accept(paint("largestContentfulPaint::Candidate", 220, "MAIN", 1)); // superseded: dropped
        collector.accept(paint("largestContentfulPaint::Candidate", 300, "MAIN", 2));
        collector.accept(new TraceMarkerEvent("MarkLoad", "devtools.timeline", 'I', 400, Double.NaN, 1, 2, null,
                null, "MAIN", null, null, null, -1, null, null));
        collector.accept(new TraceMarkerEvent("TimeStamp", "devtools.timeline", 'I', 150, Double.NaN, 1, 2, null,
                null, null, null, null, null, -1, "stamp", null));
        collector.accept(new TraceMarkerEvent("loadEventEnd", "blink.user_timing", 'R', 390, Double.NaN, 1, 2,
                null, "MAIN", null, null, null, null, -1, null, null));
        collector.accept(new TraceMarkerEvent("step", "blink.user_timing", 'X', 120, 30, 1, 2, null, null, null,
                null, null, null, -1, null, "{\"a\":1}"));
        assertEquals("""
                navigation 100 1:2 navigationStart [navigationId=N frame=MAIN url=https://example.com/]
                navigation 110 1:2 navigationStart [navigationId=N frame=IFRAME url=https://ads.example/]
                measure 120..150 1:2 step [detail={"a":1}]
                console 150 1:2 stamp
                navigation 200 1:2 firstContentfulPaint [navigationId=N frame=MAIN]
                navigation 300 1:2 largestContentfulPaint::Candidate [navigationId=N frame=MAIN candidateIndex=2]
                navigation 390 1:2 loadEventEnd [frame=MAIN]
                navigation 400 1:2 MarkLoad [frame=MAIN]
                """, MarkerText.format(collector.finish(), 0));
    }

    @Test
    void categoryListsAreMatchedByWholeEntries() {
        assertEquals(true, ChromeMarkers.hasCategory("blink.user_timing,rail", "blink.user_timing"));
        assertEquals(true, ChromeMarkers.hasCategory("rail,blink.console", "blink.console"));
        assertEquals(false, ChromeMarkers.hasCategory("blink.user_timings", "blink.user_timing"));
        assertEquals(false, ChromeMarkers.hasCategory("disabled-by-default-blink.console", "blink.console"));
    }

    private static TraceMarkerEvent async(String name, String cat, char ph, double ts, String id) {
        return new TraceMarkerEvent(name, cat, ph, ts, Double.NaN, 1, 2, id, null, null, null, null, null, -1, null, null);
    }

    private static TraceMarkerEvent navigationStart(double ts, String frame, String url, boolean main) {
        return new TraceMarkerEvent("navigationStart", "blink.user_timing", 'R', ts, Double.NaN, 1, 2, null, frame,
                null, "N", url, main, -1, null, null);
    }

    private static TraceMarkerEvent paint(String name, double ts, String frame, long candidate) {
        return new TraceMarkerEvent(name, "loading,rail,devtools.timeline", 'R', ts, Double.NaN, 1, 2, null, frame,
                null, "N", null, null, candidate, null, null);
    }
}
