package dev.flint.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The profile's categories (Firefox: "JavaScript", "Layout", "GC / CC", ...; Chrome and V8 get a small
 * fixed set from the importer). Frames and stacks point here by index; the default applies to stacks
 * whose frames have none.
 */
public final class Categories {
    public record Category(String name, String color, List<String> subcategories) {}

    private final List<Category> categories = new ArrayList<>();
    private int defaultCategory;

    public int add(String name, String color, List<String> subcategories) {
        categories.add(new Category(name, color, List.copyOf(subcategories)));
        return categories.size() - 1;
    }

    public int add(String name, String color) {
        return add(name, color, List.of("Other"));
    }

    /** Index of the category named {@code name}, -1 when there is none. */
    public int find(String name) {
        for (int i = 0; i < categories.size(); i++) {
            if (categories.get(i).name().equals(name)) return i;
        }
        return -1;
    }

    public Category get(int index) { return categories.get(index); }
    public int size() { return categories.size(); }
    public int defaultCategory() { return defaultCategory; }
    public void setDefaultCategory(int index) { defaultCategory = index; }
}
