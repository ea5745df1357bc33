package dev.flint.markers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.importer.ProfileLoader;
import dev.flint.model.MarkerKind;
import dev.flint.model.MarkerTable;
import dev.flint.model.Profile;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Markers of a real Firefox profile (testdata/markers/capture-gecko.sh) and the pairing rules on made-up rows. */
class GeckoMarkersTest {
    @Test
    void userTimingsConsoleTimingsAndNavigationOfARealProfile() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/markers/firefox-user-timing.json.gz"));
        MarkerTable markers = profile.markers();
        int scriptStart = -1;
        for (int row = 0; row < markers.size() && scriptStart < 0; row++) {
            if (markers.name(row).equals("script-start")) scriptStart = row;
        }
        long page = markers.pid(scriptStart);
        // The page's content process, Firefox's own markers (DOMEvent, Preference Read, ...) aside; µs after script-start.
        assertEquals("""
                navigation -1075931.433 8321:8321 Navigation::Start
                navigation -777833.681 8321:8321 Navigation::Start [innerWindowID=19]
                navigation -775305.089 8321:8321 Navigation::Start [innerWindowID=10737418241]
                mark 0 8321:8321 script-start [innerWindowID=10737418242 name=script-start entryType=mark]
                console 694.57..10694.57 8321:8321 setup [label=setup entryType=time]
                measure 1113.148..10154.441 8321:8321 fib [innerWindowID=10737418242 name=fib entryType=measure startMark=fib-begin endMark=fib-end]
                mark 1113.148 8321:8321 fib-begin [innerWindowID=10737418242 name=fib-begin entryType=mark]
                mark 10154.441 8321:8321 fib-end [innerWindowID=10737418242 name=fib-end entryType=mark]
                console 10476.986 8321:8321 after-setup [label=after-setup entryType=timeStamp]
                navigation 33420.829 8321:8321 Navigation::DOMInteractive [innerWindowID=10737418242]
                navigation 37663.114..47153.369 8321:8321 DOMContentLoaded [innerWindowID=10737418242 category=Navigation]
                navigation 47312.558 8321:8321 Navigation::DOMComplete [innerWindowID=10737418242]
                navigation 47333.948..53007.336 8321:8321 Load [innerWindowID=10737418242 category=Navigation]
                measure 47694.57..52456.212 8321:8321 sort [innerWindowID=10737418242 name=sort entryType=measure]
                console 47694.57..51694.57 8321:8321 after-load [label=after-load entryType=time]
                mark 52663.772 8321:8321 done [innerWindowID=10737418242 name=done entryType=mark]
                """, MarkerText.format(markers, markers.startMicros(scriptStart),
                row -> markers.pid(row) == page && markers.kind(row) != MarkerKind.GECKO));
        java.util.Map<MarkerKind, Integer> byKind = new java.util.EnumMap<>(MarkerKind.class);
        for (int row = 0; row < markers.size(); row++) byKind.merge(markers.kind(row), 1, Integer::sum);
        // GECKO: the file's 36,096 other markers and the 27 event-loop janks derived from its samples' event delay
        assertEquals("{MARK=4, MEASURE=2, NAVIGATION=125, CONSOLE=3, GECKO=36123}", byKind.toString());
        int janks = 0;
        for (int row = 0; row < markers.size(); row++) {
            if (markers.name(row).equals("Jank") && markers.category(row).equals("Jank")) janks++;
        }
        assertEquals(27, janks);
        // A DOMEvent interval pair (start row, end row) is one marker with its payload.
        int found = -1;
        for (int row = 0; row < markers.size() && found < 0; row++) {
            if (markers.pid(row) == page && markers.category(row).equals("DOMEvent")
                    && markers.detail(row).contains("eventType=load target=document")) found = row;
        }
        int load = found;
        assertEquals("gecko 47347.463..52999.491 8321:8321 DOMEvent [innerWindowID=10737418242 eventType=load "
                + "target=document latency=0.054221]\n", MarkerText.format(markers, markers.startMicros(scriptStart),
                row -> row == load));
    }

    @Test
    void intervalsPairByNameLatestStartFirstAndOpenEndsReachTheThreadRange() {
        GeckoMarkers collector = new GeckoMarkers();
        collector.beginThread(5, 6);
        collector.accept("Paint", "Graphics", 2, 100, Double.NaN, new String[] {"type", "Paint", "step", "outer"});
        collector.accept("Paint", "Graphics", 2, 200, Double.NaN, new String[] {"type", "Paint", "step", "inner"});
        collector.accept("Paint", "Graphics", 3, Double.NaN, 300, null);
        collector.accept("Paint", "Graphics", 3, Double.NaN, 400, null);
        collector.accept("GC", "GC / CC", 3, Double.NaN, 50, null); // end before any start: from the thread start
        collector.accept("Load", "Navigation", 2, 500, Double.NaN, new String[] {"type", "tracing", "category", "Navigation"});
        collector.accept("UserTiming", "DOM", 0, 150, Double.NaN,
                new String[] {"type", "UserTiming", "name", "ready", "entryType", "mark"});
        collector.accept("UserTiming", "DOM", 1, 120, 180,
                new String[] {"type", "UserTiming", "name", "work", "entryType", "measure"});
        collector.accept("ConsoleTiming", "DOM", 1, 130, 140, new String[] {"type", "ConsoleTiming", "label", "t"});
        collector.accept("Bad", "Other", 1, Double.NaN, Double.NaN, null); // no time at all: dropped
        collector.endThread(20, 900);
        assertEquals("""
                gecko 20..50 5:6 GC
                gecko 100..400 5:6 Paint [step=outer]
                measure 120..180 5:6 work [name=work entryType=measure]
                console 130..140 5:6 t [label=t]
                mark 150 5:6 ready [name=ready entryType=mark]
                gecko 200..300 5:6 Paint [step=inner]
                navigation 500..900 5:6 Load [category=Navigation]
                """, MarkerText.format(collector.finish(), 0));
    }
}
