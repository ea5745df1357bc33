package dev.flint.importer;

import dev.flint.model.Categories;

/**
 * The small fixed category set V8 and Chrome profiles get (they carry none of their own), named as the
 * Firefox Profiler names them so focus-category and colours work the same across formats.
 */
public final class V8Categories {
    public final int other;
    public final int idle;
    public final int javaScript;
    public final int gc;

    private V8Categories(int other, int idle, int javaScript, int gc) {
        this.other = other;
        this.idle = idle;
        this.javaScript = javaScript;
        this.gc = gc;
    }

    /** Finds or adds the four categories in {@code categories}; "Other" becomes the default. */
    public static V8Categories in(Categories categories) {
        int other = findOrAdd(categories, "Other", "grey");
        int idle = findOrAdd(categories, "Idle", "transparent");
        int javaScript = findOrAdd(categories, "JavaScript", "yellow");
        int gc = findOrAdd(categories, "GC / CC", "orange");
        categories.setDefaultCategory(other);
        return new V8Categories(other, idle, javaScript, gc);
    }

    private static int findOrAdd(Categories categories, String name, String color) {
        int found = categories.find(name);
        return found >= 0 ? found : categories.add(name, color);
    }

    /** The category of a V8 call frame: by its meta name, else JavaScript when it has a script. */
    public int of(String functionName, boolean isJS) {
        switch (functionName) {
            case "(idle)":
                return idle;
            case "(garbage collector)":
                return gc;
            case "(program)": case "(root)":
                return other;
            default:
                return isJS ? javaScript : other;
        }
    }
}
