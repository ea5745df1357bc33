package dev.flint.ui.savedview;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.flint.calltree.Implementation;
import java.util.Properties;

/**
 * What is remembered of one file's view. {@code transforms} is the stack's {@link dev.flint.calltree.TransformText}
 * form: it names funcs by index, which is sound because a view is only offered back for the same content.
 *
 * @param threadIndex the thread's position among the loaded threads
 * @param threadKey   its {@code pid:tid}, checked on restore
 * @param rangeStartMicros NaN when the view had no range
 */
public record SavedView(int threadIndex, String threadKey, String transforms, double rangeStartMicros,
                        double rangeEndMicros, boolean inverted, Implementation implementation) {
    public SavedView {
        if (transforms == null) transforms = "";
        if (implementation == null) implementation = Implementation.COMBINED;
    }

    public boolean hasRange() {
        return !Double.isNaN(rangeStartMicros) && !Double.isNaN(rangeEndMicros) && rangeEndMicros >= rangeStartMicros;
    }

    /** Nothing to restore beyond what a freshly opened file shows on {@code defaultThreadIndex}. */
    public boolean isDefault(int defaultThreadIndex) {
        return threadIndex == defaultThreadIndex && transforms.isEmpty() && !hasRange() && !inverted
                && implementation == Implementation.COMBINED;
    }

    /** How many transforms the text holds. */
    public int transformCount() {
        return transforms.isEmpty() ? 0 : transforms.split("~", -1).length;
    }

    /**
     * The view as its JSON document: the same fields, the range only when there is one, the implementation
     * by its key. {@code version} 1.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Document(int version, Integer threadIndex, String threadKey, String transforms, Double rangeStartMicros,
                    Double rangeEndMicros, Boolean inverted, String implementation) {}

    Document toDocument() {
        return new Document(1, threadIndex, threadKey, transforms, hasRange() ? rangeStartMicros : null,
                hasRange() ? rangeEndMicros : null, inverted, implementation.key());
    }

    /** The view a document holds; null when it is not one (a damaged or foreign file). */
    static SavedView fromDocument(Document document) {
        if (document == null || document.threadIndex() == null || document.threadIndex() < 0) return null;
        Implementation implementation = Implementation.fromKey(
                document.implementation() == null ? "combined" : document.implementation());
        if (implementation == null) return null;
        return new SavedView(document.threadIndex(), document.threadKey() == null ? "" : document.threadKey(),
                document.transforms(), document.rangeStartMicros() == null ? Double.NaN : document.rangeStartMicros(),
                document.rangeEndMicros() == null ? Double.NaN : document.rangeEndMicros(),
                Boolean.TRUE.equals(document.inverted()), implementation);
    }

    /** The view the properties an older Flint wrote hold; null when they are not one (a damaged or foreign file). */
    static SavedView fromProperties(Properties properties) {
        try {
            int thread = Integer.parseInt(properties.getProperty("threadIndex", ""));
            double start = Double.parseDouble(properties.getProperty("rangeStartMicros", "NaN"));
            double end = Double.parseDouble(properties.getProperty("rangeEndMicros", "NaN"));
            Implementation implementation = Implementation.fromKey(properties.getProperty("implementation", "combined"));
            if (thread < 0 || implementation == null) return null;
            return new SavedView(thread, properties.getProperty("threadKey", ""), properties.getProperty("transforms", ""),
                    start, end, Boolean.parseBoolean(properties.getProperty("inverted", "false")), implementation);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
