package dev.flint.timeline;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Flame-chart colours as DevTools' ThreadAppender picks them, as plain values (no JavaFX):
 * <ul>
 *   <li>a generic trace (no TracingStarted*, no CpuProfile event) colours every entry by a hash of its name:
 *       {@code hsl(hash % 300 + 30, 40%, 70%)}, {@code #ccc} for an empty name;</li>
 *   <li>a JS call: {@code (idle)} the idle colour, {@code (program)} the "other" colour (newest DevTools),
 *       natives (script id "0": builtins, GC) the scripting colour, anything else a colour seeded by its
 *       script URL ({@link #forScriptUrl});</li>
 *   <li>a trace event: the colour of its DevTools category (scripting, rendering, painting, loading, ...),
 *       "other" for names DevTools does not style.</li>
 * </ul>
 */
public final class TimelineColors {
    /** A colour as hue (degrees), saturation and lightness (percent), with its ARGB value and CSS text. */
    public record Hsl(int hue, int saturation, int lightness) {
        public int argb() { return hslToArgb(hue, saturation / 100.0, lightness / 100.0); }
        /** As DevTools writes generated colours, e.g. {@code hsl(202deg 80% 85%)}. */
        public String css() { return "hsl(" + hue + "deg " + saturation + "% " + lightness + "%)"; }
    }

    public static final int SCRIPTING = rgb(250, 204, 21);
    public static final int OTHER = rgb(199, 199, 199);
    public static final int IDLE = rgb(227, 227, 227);
    public static final int LOADING = rgb(124, 172, 248);
    public static final int RENDERING = rgb(209, 144, 255);
    public static final int PAINTING = rgb(55, 190, 95);
    public static final int MESSAGING = rgb(56, 185, 222);
    public static final int ASYNC = rgb(228, 105, 98);
    /** DevTools' preset for calls without a script URL ({@code #f2ecdc}). */
    public static final int NO_URL = rgb(0xf2, 0xec, 0xdc);
    /** A generic trace's colour for an entry without a name ({@code #ccc}). */
    public static final int NO_NAME = rgb(0xcc, 0xcc, 0xcc);

    private static final Map<String, Integer> CATEGORY_COLOR_BY_EVENT = loadEventCategories();
    private static final Map<String, Integer> URL_COLOR_CACHE = new ConcurrentHashMap<>();

    private TimelineColors() {}

    /** The colour of one entry of a track; {@code genericTrace} is {@code Profile.traceIsGeneric()}. */
    public static int forEntry(SyncTrack track, int entry, boolean genericTrace) {
        if (genericTrace && SyncTrackKinds.isTrace(track)) {
            String name = track.isJsCall(entry) ? "ProfileCall" : track.name(entry);
            return name.isEmpty() ? NO_NAME : forGenericName(name).argb();
        }
        if (track.isJsCall(entry)) return forCall(track, entry);
        return forEventName(track.name(entry));
    }

    /** A generic trace's colour for an entry named {@code name}. */
    public static Hsl forGenericName(String name) {
        return new Hsl((int) (DevToolsHash.hash(name) % 300 + 30), 40, 70);
    }

    /** A trace event's category colour; "other" when DevTools gives the name no style. */
    public static int forEventName(String eventName) {
        Integer color = CATEGORY_COLOR_BY_EVENT.get(eventName);
        return color == null ? OTHER : color;
    }

    /** The generated colour of a script URL (DevTools' Color.Generator: hue 30..330, saturation 50/65/80). */
    public static Hsl forScriptUrl(String url) {
        long hash = DevToolsHash.hash(url);
        // Generator.indexToValueInSpace: floor((h % count) / (count - 1) * (max - min)), count = max - min.
        int hue = 30 + (int) Math.floor((double) (hash % 300) / 299 * 300);
        int saturation = 50 + (int) Math.floor((double) ((DevToolsHash.toInt32(hash) >> 8) % 3) / 2 * 30);
        return new Hsl(hue, saturation, 85);
    }

    /** ARGB of a script URL's colour, {@link #NO_URL} for "". */
    public static int argbForScriptUrl(String url) {
        if (url.isEmpty()) return NO_URL;
        return URL_COLOR_CACHE.computeIfAbsent(url, u -> forScriptUrl(u).argb());
    }

    private static int forCall(SyncTrack track, int entry) {
        String name = track.name(entry);
        if (name.equals("(idle)")) return IDLE;
        if (name.equals("(program)")) return OTHER;
        String scriptId = SyncTrackKinds.scriptId(track, entry);
        if ("0".equals(scriptId) || (scriptId == null && name.equals("(garbage collector)"))) return SCRIPTING;
        // A script's DevTools hue; a call without a script URL (native, JVM) its own name's hue.
        return FrameColors.forFunction(name, track.url(entry), track.thread().cpuProfile() != null);
    }

    private static int categoryColor(String category) {
        return switch (category) {
            case "scripting", "rasterizing" -> SCRIPTING;
            case "idle" -> IDLE;
            case "loading", "layout" -> LOADING;
            case "rendering", "experience", "drawing" -> RENDERING;
            case "painting", "gpu" -> PAINTING;
            case "messaging" -> MESSAGING;
            case "async" -> ASYNC;
            default -> OTHER;
        };
    }

    private static Map<String, Integer> loadEventCategories() {
        Map<String, Integer> colors = new HashMap<>();
        try (InputStream in = TimelineColors.class.getResourceAsStream("event-categories.tsv")) {
            if (in == null) throw new IllegalStateException("event-categories.tsv is missing from the jar");
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            reader.readLine(); // header
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String[] fields = line.split("\t");
                if (fields.length >= 2) colors.put(fields[0], categoryColor(fields[1]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return colors;
    }

    static int rgb(int red, int green, int blue) {
        return 0xff000000 | red << 16 | green << 8 | blue;
    }

    /** CSS hsl() to ARGB (CSS Color 4's algorithm). */
    static int hslToArgb(double hueDegrees, double saturation, double lightness) {
        double a = saturation * Math.min(lightness, 1 - lightness);
        int red = channel(0, hueDegrees, lightness, a);
        int green = channel(8, hueDegrees, lightness, a);
        int blue = channel(4, hueDegrees, lightness, a);
        return rgb(red, green, blue);
    }

    private static int channel(int n, double hueDegrees, double lightness, double a) {
        double k = (n + hueDegrees / 30) % 12;
        double value = lightness - a * Math.max(-1, Math.min(Math.min(k - 3, 9 - k), 1));
        return (int) Math.round(value * 255);
    }
}
