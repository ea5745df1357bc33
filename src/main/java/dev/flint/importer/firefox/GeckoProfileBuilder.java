package dev.flint.importer.firefox;

import dev.flint.importer.ProfileFormatException;
import dev.flint.model.Categories;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns the read process tree into a {@link Profile}: the root process's categories (sub-processes' are
 * matched by name), and every process's threads, parent first, with sub-process times shifted onto the
 * root process's clock by the difference of their {@code meta.startTime}s.
 */
public final class GeckoProfileBuilder {
    private GeckoProfileBuilder() {}

    public static Profile build(GeckoProcess root, String fileName) throws ProfileFormatException {
        Categories categories = new Categories();
        for (Categories.Category category : root.categories()) {
            categories.add(category.name(), category.color(), category.subcategories());
        }
        if (categories.find("Other") < 0) categories.add("Other", "grey");
        categories.setDefaultCategory(categories.find("Other"));
        GeckoThreadConverter converter = new GeckoThreadConverter(fileName, categories);
        List<ProfileThread> threads = new ArrayList<>();
        addProcess(root, root.startTimeMillis(), categories, converter, threads);
        return new Profile(ProfileFormat.GECKO, threads, categories, false, List.of(), converter.markers().finish());
    }

    private static void addProcess(GeckoProcess process, double rootStartMillis, Categories categories,
                                   GeckoThreadConverter converter, List<ProfileThread> threads)
            throws ProfileFormatException {
        int[] categoryMap = new int[process.categories().size()];
        for (int i = 0; i < categoryMap.length; i++) {
            Categories.Category category = process.categories().get(i);
            int index = categories.find(category.name());
            categoryMap[i] = index >= 0 ? index : categories.add(category.name(), category.color(), category.subcategories());
        }
        double offsetMillis = process.startTimeMillis() - rootStartMillis;
        for (GeckoRawThread raw : process.threads()) {
            threads.add(converter.convert(raw, process.libs(), offsetMillis, categoryMap, process.version()));
        }
        for (GeckoProcess child : process.children()) {
            addProcess(child, rootStartMillis, categories, converter, threads);
        }
    }
}
