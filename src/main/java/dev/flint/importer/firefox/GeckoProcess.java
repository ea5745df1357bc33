package dev.flint.importer.firefox;

import dev.flint.model.Categories;
import java.util.List;

/**
 * One process of a Gecko profile as read: its {@code meta} fields that matter, libs (sorted by start),
 * threads, and the sub-process profiles nested in {@code processes}.
 *
 * @param startTimeMillis {@code meta.startTime}, milliseconds since the epoch; thread times are relative to it
 * @param version         {@code meta.version}, 0 when absent
 */
public record GeckoProcess(double startTimeMillis, int version, List<Categories.Category> categories,
                           List<GeckoLib> libs, List<GeckoRawThread> threads, List<GeckoProcess> children,
                           String path) {}
