package dev.flint.ui.savedview;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.LegacyTransformText;
import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformSpec;
import dev.flint.calltree.TransformSpecs;
import dev.flint.calltree.TransformStack;
import dev.flint.model.Categories;
import dev.flint.model.ProfileThread;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * What is remembered of one file's view. {@code transforms} are the stack's {@code --transform SPEC} lines
 * ({@link TransformSpecs}), as "Copy transforms" and the command line write them; {@code oldTransforms} is
 * the index form ({@link LegacyTransformText}) an older Flint wrote, "" in every view this one writes.
 *
 * @param threadIndex the thread's position among the loaded threads
 * @param threadKey   its {@code pid:tid}, checked on restore
 * @param rangeStartMicros NaN when the view had no range
 */
public record SavedView(int threadIndex, String threadKey, List<String> transforms, String oldTransforms,
                        double rangeStartMicros, double rangeEndMicros, boolean inverted,
                        Implementation implementation) {
    public SavedView {
        transforms = transforms == null ? List.of() : List.copyOf(transforms);
        if (oldTransforms == null) oldTransforms = "";
        if (implementation == null) implementation = Implementation.COMBINED;
    }

    public boolean hasRange() {
        return !Double.isNaN(rangeStartMicros) && !Double.isNaN(rangeEndMicros) && rangeEndMicros >= rangeStartMicros;
    }

    /** Nothing to restore beyond what a freshly opened file shows on {@code defaultThreadIndex}. */
    public boolean isDefault(int defaultThreadIndex) {
        return threadIndex == defaultThreadIndex && transformCount() == 0 && !hasRange() && !inverted
                && implementation == Implementation.COMBINED;
    }

    /** How many transforms the view holds. */
    public int transformCount() {
        return transforms.size() + (oldTransforms.isEmpty() ? 0 : oldTransforms.split("~", -1).length);
    }

    /**
     * The transforms resolved in {@code thread} (the view's thread as loaded), in push order. Naming walks the
     * thread's samples and each transform is applied: profile-sized work, off the FX thread.
     *
     * @throws IllegalArgumentException when a line or the old text does not resolve in the thread
     */
    public List<Transform> resolve(ProfileThread thread, int defaultCategory, Categories categories) {
        TransformStack stack = TransformStack.of(thread, defaultCategory);
        if (!oldTransforms.isEmpty()) stack = stack.pushAll(LegacyTransformText.parse(oldTransforms));
        for (String line : transforms) stack = stack.push(TransformSpec.parse(line, stack, categories));
        return stack.transforms();
    }

    /**
     * The view as its JSON document: the same fields, the range only when there is one, the implementation
     * by its key. {@code version} 2 keeps {@code transforms} as an array of SPEC lines; version 1 kept the
     * index form in a string there (read still, and written back only for a view read so and not yet resolved).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Document(int version, Integer threadIndex, String threadKey, JsonNode transforms, Double rangeStartMicros,
                    Double rangeEndMicros, Boolean inverted, String implementation) {}

    Document toDocument() {
        JsonNode text;
        if (!oldTransforms.isEmpty() && transforms.isEmpty()) {
            text = TextNode.valueOf(oldTransforms);
        } else {
            ArrayNode lines = JsonNodeFactory.instance.arrayNode();
            transforms.forEach(lines::add);
            text = lines;
        }
        return new Document(text.isTextual() ? 1 : 2, threadIndex, threadKey, text,
                hasRange() ? rangeStartMicros : null, hasRange() ? rangeEndMicros : null, inverted, implementation.key());
    }

    /** The view a document holds; null when it is not one (a damaged or foreign file). */
    static SavedView fromDocument(Document document) {
        if (document == null || document.threadIndex() == null || document.threadIndex() < 0) return null;
        Implementation implementation = Implementation.fromKey(
                document.implementation() == null ? "combined" : document.implementation());
        if (implementation == null) return null;
        List<String> lines = new ArrayList<>();
        String old = "";
        JsonNode text = document.transforms();
        if (text != null && text.isTextual()) {
            old = text.asText();
        } else if (text != null && text.isArray()) {
            for (JsonNode line : text) {
                if (!line.isTextual()) return null;
                lines.add(line.asText());
            }
        } else if (text != null && !text.isNull()) {
            return null;
        }
        return new SavedView(document.threadIndex(), document.threadKey() == null ? "" : document.threadKey(),
                lines, old, document.rangeStartMicros() == null ? Double.NaN : document.rangeStartMicros(),
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
            return new SavedView(thread, properties.getProperty("threadKey", ""), List.of(),
                    properties.getProperty("transforms", ""), start, end,
                    Boolean.parseBoolean(properties.getProperty("inverted", "false")), implementation);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
