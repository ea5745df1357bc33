package dev.flint.ui;

import dev.flint.timeline.SyncTrack;

/**
 * Entry colours until the timeline engine exports DevTools' scheme: JS calls get a pastel hue hashed
 * from their script URL, trace events a fixed neutral.
 */
final class TrackColors {
    private TrackColors() {}

    static int argb(SyncTrack track, int entry) {
        if (!track.isJsCall(entry)) return 0xFFC8CED6;
        String name = track.name(entry);
        if (name.equals("(idle)")) return 0xFFE6E6E6;
        if (name.equals("(program)") || name.equals("(garbage collector)")) return 0xFFD9D9D9;
        String url = track.url(entry);
        double hue = 30 + Math.floorMod(url.hashCode(), 300);
        return hsl(hue, 0.65, 0.85);
    }

    static int hsl(double hueDegrees, double saturation, double lightness) {
        double c = (1 - Math.abs(2 * lightness - 1)) * saturation;
        double h = hueDegrees / 60;
        double x = c * (1 - Math.abs(h % 2 - 1));
        double r = 0;
        double g = 0;
        double b = 0;
        if (h < 1) { r = c; g = x; } else if (h < 2) { r = x; g = c; } else if (h < 3) { g = c; b = x; }
        else if (h < 4) { g = x; b = c; } else if (h < 5) { r = x; b = c; } else { r = c; b = x; }
        double m = lightness - c / 2;
        return 0xFF000000 | channel(r + m) << 16 | channel(g + m) << 8 | channel(b + m);
    }

    private static int channel(double value) {
        return (int) Math.round(Math.max(0, Math.min(1, value)) * 255);
    }
}
