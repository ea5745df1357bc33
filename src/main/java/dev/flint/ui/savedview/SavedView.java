package dev.flint.ui.savedview;

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

    Properties toProperties() {
        Properties properties = new Properties();
        properties.setProperty("threadIndex", Integer.toString(threadIndex));
        properties.setProperty("threadKey", threadKey);
        properties.setProperty("transforms", transforms);
        if (hasRange()) {
            properties.setProperty("rangeStartMicros", Double.toString(rangeStartMicros));
            properties.setProperty("rangeEndMicros", Double.toString(rangeEndMicros));
        }
        properties.setProperty("inverted", Boolean.toString(inverted));
        properties.setProperty("implementation", implementation.key());
        return properties;
    }

    /** The view the properties hold; null when they are not one (a damaged or foreign file). */
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
