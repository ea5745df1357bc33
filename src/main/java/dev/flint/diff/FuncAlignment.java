package dev.flint.diff;

import dev.flint.model.FrameTable;
import dev.flint.model.FuncTable;
import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import dev.flint.model.ResourceTable;
import dev.flint.model.StringTable;
import java.util.HashMap;
import java.util.Map;

/**
 * Gives two threads one func numbering ({@link AlignedThreads}). A function is its name and its resource
 * (script URL or library name, compared as {@link UrlOrigins} says); the line it is defined at is not
 * part of it, so a function that moved between builds still matches, and two funcs of one side with the
 * same name in the same script become one. Funcs are numbered in order of first appearance, the base's
 * first; a func takes its other fields (file, line, JS flags) from the side that has it, the base's when
 * both do. Stacks, samples and trace events are shared with the input threads, unchanged.
 */
public final class FuncAlignment {
    private final boolean urlsWithoutOrigin;
    private final Map<String, Integer> resourceByKey = new HashMap<>();
    private final Map<String, Integer> funcByKey = new HashMap<>();
    /** For each shared resource and func: the side (0 base, 1 compare) and index it was first seen at. */
    private final IntPairs resourceOrigin = new IntPairs();
    private final IntPairs funcOrigin = new IntPairs();
    private final ProfileThread[] sides;
    /** side -> its resource index -> shared resource; side -> its func index -> shared func. */
    private final int[][] sharedResource = new int[2][];
    private final int[][] sharedFunc = new int[2][];

    private FuncAlignment(ProfileThread base, ProfileThread compare) {
        sides = new ProfileThread[] {base, compare};
        urlsWithoutOrigin = !UrlOrigins.of(base).equals(UrlOrigins.of(compare));
    }

    public static AlignedThreads align(ProfileThread base, ProfileThread compare) {
        FuncAlignment alignment = new FuncAlignment(base, compare);
        for (int side = 0; side < 2; side++) alignment.number(side);
        return new AlignedThreads(alignment.rebuild(0), alignment.rebuild(1), alignment.urlsWithoutOrigin);
    }

    /** The form a resource name is matched in. */
    private String resourceKey(String name) {
        return urlsWithoutOrigin ? UrlOrigins.withoutOrigin(name) : name;
    }

    private void number(int side) {
        ProfileThread thread = sides[side];
        ResourceTable resources = thread.resources();
        int[] resourceMap = new int[resources.size()];
        for (int resource = 0; resource < resourceMap.length; resource++) {
            String key = resourceKey(thread.strings().get(resources.name(resource)));
            Integer shared = resourceByKey.get(key);
            if (shared == null) {
                shared = resourceOrigin.add(side, resource);
                resourceByKey.put(key, shared);
            }
            resourceMap[resource] = shared;
        }
        FuncTable funcs = thread.funcs();
        int[] funcMap = new int[funcs.size()];
        for (int func = 0; func < funcMap.length; func++) {
            int resource = funcs.resource(func);
            int shared = resource >= 0 && resource < resourceMap.length ? resourceMap[resource] : -1;
            // The name and the shared resource index; NUL cannot end a resource index's digits.
            String key = thread.funcName(func) + '\u0000' + shared;
            Integer sharedFunc = funcByKey.get(key);
            if (sharedFunc == null) {
                sharedFunc = funcOrigin.add(side, func);
                funcByKey.put(key, sharedFunc);
            }
            funcMap[func] = sharedFunc;
        }
        sharedResource[side] = resourceMap;
        sharedFunc[side] = funcMap;
    }

    /** The side's thread with the shared func and resource tables, in its own (extended) strings. */
    private ProfileThread rebuild(int side) {
        ProfileThread thread = sides[side];
        StringTable strings = copy(thread.strings());

        int[] ownResource = inverse(sharedResource[side], resourceOrigin.size());
        ResourceTable resources = new ResourceTable();
        for (int shared = 0; shared < resourceOrigin.size(); shared++) {
            int own = ownResource[shared];
            if (own >= 0) {
                ResourceTable table = thread.resources();
                resources.add(table.name(own), table.kind(own), table.lib(own));
            } else {
                ProfileThread other = sides[resourceOrigin.side(shared)];
                int index = resourceOrigin.index(shared);
                ResourceKind kind = other.resources().kind(index);
                // A library of the other side is not in this side's lib table.
                resources.add(strings.indexOf(other.strings().get(other.resources().name(index))), kind, -1);
            }
        }

        int[] ownFunc = inverse(sharedFunc[side], funcOrigin.size());
        FuncTable funcs = new FuncTable();
        for (int shared = 0; shared < funcOrigin.size(); shared++) {
            int own = ownFunc[shared];
            ProfileThread from = own >= 0 ? thread : sides[funcOrigin.side(shared)];
            int func = own >= 0 ? own : funcOrigin.index(shared);
            FuncTable table = from.funcs();
            int resource = table.resource(func);
            int[] resourceMap = own >= 0 ? sharedResource[side] : sharedResource[funcOrigin.side(shared)];
            int newResource = resource >= 0 && resource < resourceMap.length ? resourceMap[resource] : -1;
            int name = own >= 0 ? table.name(func) : strings.indexOf(from.strings().get(table.name(func)));
            int fileName = table.fileName(func);
            if (own < 0 && fileName >= 0) fileName = strings.indexOf(from.strings().get(fileName));
            funcs.add(name, newResource, fileName, table.line(func), table.column(func), table.isJS(func),
                    table.relevantForJS(func));
        }

        FrameTable oldFrames = thread.frames();
        FrameTable frames = new FrameTable();
        int[] funcMap = sharedFunc[side];
        for (int frame = 0; frame < oldFrames.size(); frame++) {
            frames.add(funcMap[oldFrames.func(frame)], oldFrames.line(frame), oldFrames.column(frame),
                    oldFrames.address(frame), oldFrames.category(frame), oldFrames.subcategory(frame),
                    oldFrames.implementation(frame), oldFrames.inlineDepth(frame));
        }
        return new ProfileThread(thread.pid(), thread.tid(), thread.name(), thread.processName(), thread.processUrl(),
                strings, resources, thread.libs(), funcs, frames, thread.stacks(), thread.samples(),
                thread.weightType(), thread.traceEvents(), thread.cpuProfile(), thread.lineHits());
    }

    /** A copy that keeps every index: the side's other tables (trace events, tiers) point into it. */
    private static StringTable copy(StringTable strings) {
        StringTable copy = new StringTable();
        for (int i = 0; i < strings.size(); i++) {
            if (copy.indexOf(strings.get(i)) != i) throw new IllegalStateException("string table holds a duplicate");
        }
        return copy;
    }

    /** For each shared index, the first own index mapped to it, -1 when none. */
    private static int[] inverse(int[] ownToShared, int sharedCount) {
        int[] own = new int[sharedCount];
        java.util.Arrays.fill(own, -1);
        for (int i = 0; i < ownToShared.length; i++) {
            if (own[ownToShared[i]] < 0) own[ownToShared[i]] = i;
        }
        return own;
    }

    /** Two growable int columns: the side and index a shared row was first seen at. */
    private static final class IntPairs {
        private final dev.flint.model.IntColumn side = new dev.flint.model.IntColumn();
        private final dev.flint.model.IntColumn index = new dev.flint.model.IntColumn();

        int add(int sideValue, int indexValue) {
            index.add(indexValue);
            return side.add(sideValue);
        }

        int size() { return side.size(); }
        int side(int row) { return side.get(row); }
        int index(int row) { return index.get(row); }
    }
}
