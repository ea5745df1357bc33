package dev.flint.export;

import dev.flint.model.FuncTable;
import dev.flint.model.ProfileThread;
import dev.flint.timeline.TimelineColors;

/**
 * The colour of a function's box, as the app's flame chart colours its JS calls (DevTools' rules, in
 * {@link TimelineColors}): {@code (idle)} and {@code (program)} grey, the garbage collector and V8's
 * natives the scripting yellow, anything else a colour seeded by its script URL. A function without a
 * URL takes its library's name instead, so native profiles (Firefox, perf) get one colour per library
 * rather than one beige for all.
 */
final class FlameColors {
    private FlameColors() {}

    /** ARGB of {@code func}'s box. */
    static int of(ProfileThread thread, int func) {
        String name = thread.funcName(func);
        if (name.equals("(idle)")) return TimelineColors.IDLE;
        if (name.equals("(program)") || name.equals("(root)")) return TimelineColors.OTHER;
        if (name.equals("(garbage collector)")) return TimelineColors.SCRIPTING;
        return TimelineColors.argbForScriptUrl(sourceOf(thread, func));
    }

    /** The function's script URL or file, else its library or resource name, else "". */
    static String sourceOf(ProfileThread thread, int func) {
        FuncTable funcs = thread.funcs();
        int file = funcs.fileName(func);
        if (file >= 0) {
            String url = thread.strings().get(file);
            if (!url.isEmpty()) return url;
        }
        int resource = funcs.resource(func);
        return resource >= 0 ? thread.strings().get(thread.resources().name(resource)) : "";
    }
}
